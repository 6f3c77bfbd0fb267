// The fixed header: navigation, the '{product}' dropdown, 'Ring op', 'Søg nu' and the mobile menu. The call
// control comes in as a slot: the browser's island puts the live one there (header.tsx), the Worker the one
// at rest (worker/render/islands.tsx), so the Worker's render of the header carries none of the call's code.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { pathTo } from '../../contracts/routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { isCurrent, MAIN_NAV } from '../../ui/nav.ts';

/** What the header island's props say about the header itself (all but the call's settings). */
export interface SiteHeaderProps {
  product: string;
  sisterSites: { name: string; url: string }[];
  searchUrl: string;
  currentPath: string;
}

export function SiteHeader({ product, sisterSites, searchUrl, currentPath, callControl }: SiteHeaderProps & { callControl: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    menuPanel.current?.querySelector('a')?.focus();
    const close = (returnFocus: boolean) => {
      setMenuOpen(false);
      if (returnFocus) menuToggle.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuPanel.current?.contains(target) && !menuToggle.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const navLinks = (onClick?: () => void) =>
    MAIN_NAV.map((item) => (
      <li key={item.href}>
        <a href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined} onClick={onClick}>
          {item.label}
        </a>
      </li>
    ));

  return (
    // Its translucency on scroll is client/page.ts's, which needs no framework.
    <header className="site-header">
      <div className="container header-inner">
        <a href={pathTo('home')} className="brand">
          {product}
        </a>
        <nav aria-label="Hovedmenu" className="main-nav">
          <ul>{navLinks()}</ul>
          <SisterSites product={product} sites={sisterSites} />
        </nav>
        <div className="header-actions">
          {callControl}
          <a className="button button-primary search-now" href={searchUrl}>
            Søg nu
          </a>
          <button
            ref={menuToggle}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobilmenu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{menuOpen ? 'Luk menu' : 'Åbn menu'}</span>
          </button>
        </div>
      </div>
      <div id="mobilmenu" ref={menuPanel} className="mobile-menu" data-open={menuOpen} inert={!menuOpen}>
        <nav aria-label="Mobilmenu">
          <ul>{navLinks(() => setMenuOpen(false))}</ul>
          <p className="mobile-menu-heading">{product}</p>
          <ul>
            {sisterSites.map((s) => (
              <li key={s.url}>
                <a href={s.url} onClick={() => setMenuOpen(false)}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
          <a className="button button-primary" href={searchUrl} onClick={() => setMenuOpen(false)}>
            Søg nu
          </a>
        </nav>
      </div>
    </header>
  );
}

/** A disclosure of the three sister sites: Enter/Space opens it, Escape or leaving it closes it. */
function SisterSites({ product, sites }: { product: string; sites: { name: string; url: string }[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape from the button and links inside bubble here.
    <div
      ref={root}
      className="dropdown"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
        if (e.key === 'ArrowDown' && e.target === button.current) {
          e.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => root.current?.querySelector<HTMLAnchorElement>('.dropdown-panel a')?.focus());
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls="soestersider" onClick={() => setOpen((o) => !o)}>
        {product} <Icon name="chevron" />
      </button>
      <ul id="soestersider" className="dropdown-panel" hidden={!open}>
        {sites.map((s) => (
          <li key={s.url}>
            <a href={s.url}>{s.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
