// The fixed header: navigation, the '{product}' dropdown, 'Ring op', 'Søg nu' and the mobile menu. The call
// control comes in as a slot: the browser's island puts the live one there (header.tsx), the Worker the one
// at rest (worker/render/islands.tsx), so the Worker's render of the header carries none of the call's code.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { pathTo } from '../../contracts/routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { isCurrent, MAIN_NAV } from '../../ui/nav.ts';

type SisterSite = { name: string; url: string };

/** What the header island's props say about the header itself (all but the call's settings). */
export interface SiteHeaderProps {
  product: string;
  sisterSites: SisterSite[];
  searchUrl: string;
  currentPath: string;
}

export function SiteHeader({ product, sisterSites, searchUrl, currentPath, callControl }: SiteHeaderProps & { callControl: ReactNode }) {
  const menu = useMobileMenu();
  return (
    // Its translucency on scroll is client/page.ts's, which needs no framework.
    <header className="site-header">
      <div className="container header-inner">
        <a href={pathTo('home')} className="brand">
          {product}
        </a>
        <nav aria-label="Hovedmenu" className="main-nav">
          <ul>
            <NavLinks currentPath={currentPath} />
          </ul>
          <SisterSites product={product} sites={sisterSites} />
        </nav>
        <div className="header-actions">
          {callControl}
          <a className="button button-primary search-now" href={searchUrl}>
            Søg nu
          </a>
          <button
            ref={menu.toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menu.open}
            aria-controls="mobilmenu"
            onClick={() => menu.setOpen((open) => !open)}
          >
            <Icon name={menu.open ? 'close' : 'menu'} />
            <span className="visually-hidden">{menu.open ? 'Luk menu' : 'Åbn menu'}</span>
          </button>
        </div>
      </div>
      <MobileMenu menu={menu} product={product} sisterSites={sisterSites} searchUrl={searchUrl} currentPath={currentPath} />
    </header>
  );
}

/** The main navigation's links, the current section marked; a click on one may close the mobile menu. */
function NavLinks({ currentPath, onClick }: { currentPath: string; onClick?: () => void }) {
  return MAIN_NAV.map((item) => (
    <li key={item.href}>
      <a href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined} onClick={onClick}>
        {item.label}
      </a>
    </li>
  ));
}

/** The mobile menu's state. Open, it takes focus to its first link; Escape closes it and gives focus back to
 *  the toggle, and a pointer down outside it closes it. */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, setOpen, toggleRef, panelRef };
}

/** The navigation, the sister sites and 'Søg nu' on a small screen; a followed link closes it. */
function MobileMenu({ menu, product, sisterSites, searchUrl, currentPath }: SiteHeaderProps & { menu: ReturnType<typeof useMobileMenu> }) {
  const close = () => menu.setOpen(false);
  return (
    <div id="mobilmenu" ref={menu.panelRef} className="mobile-menu" data-open={menu.open} inert={!menu.open}>
      <nav aria-label="Mobilmenu">
        <ul>
          <NavLinks currentPath={currentPath} onClick={close} />
        </ul>
        <p className="mobile-menu-heading">{product}</p>
        <ul>
          {sisterSites.map((s) => (
            <li key={s.url}>
              <a href={s.url} onClick={close}>
                {s.name}
              </a>
            </li>
          ))}
        </ul>
        <a className="button button-primary" href={searchUrl} onClick={close}>
          Søg nu
        </a>
      </nav>
    </div>
  );
}

/** A disclosure of the three sister sites: Enter/Space opens it, Escape or leaving it closes it. */
function SisterSites({ product, sites }: { product: string; sites: SisterSite[] }) {
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
