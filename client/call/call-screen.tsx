// What the voice agent put on the visitor's screen during a call (contracts/screen.ts): the help lines
// for the kind of danger, once a call is a crisis call, and cards (a search, a page of ours), newest
// first. They stay after the call until the visitor closes them. Nothing here is stored or sent.
import { type ReactNode, useRef } from 'react';
import { telHref } from '../../contracts/content.ts';
import type { CrisisKind, PageCard, ScreenMessage, SearchCard } from '../../contracts/screen.ts';
import { Icon } from '../../ui/icons.tsx';
import { HELPLINES } from '../../ui/helplines.tsx';

type Card = SearchCard | PageCard;

export interface OnScreen {
  crisis?: CrisisKind | undefined;
  /** The lines that fit this caller, after 112 (the message's `lines`); else the kind's own. */
  crisisLines?: string[] | undefined;
  /** Newest first; one card per link. */
  cards: Card[];
}

export const NOTHING_ON_SCREEN: OnScreen = { cards: [] };

const hasScreen = (screen: OnScreen) => screen.crisis !== undefined || screen.cards.length > 0;

/** The screen after a message: a card goes on top (once per link); a crisis shows its lines. */
export function withScreenMessage(screen: OnScreen, message: ScreenMessage): OnScreen {
  if (message.type === 'crisis') return { ...screen, crisis: message.kind, crisisLines: message.lines };
  return { ...screen, cards: [message, ...screen.cards.filter((card) => card.url !== message.url)] };
}

export const withoutCard = (screen: OnScreen, url: string): OnScreen => ({ ...screen, cards: screen.cards.filter((c) => c.url !== url) });

/** What a screen reader hears, politely, when something arrives. */
export function screenAnnouncement(message: ScreenMessage): string {
  if (message.type === 'crisis') return 'Numre, du kan ringe til for at få hjælp nu, står i samtalepanelet.';
  if (message.type === 'search') return `Assistenten har vist en søgning efter terapeuter: ${searchLabel(message)}.`;
  return `Assistenten har vist en side: ${message.title}.`;
}

/** 112 first, then the lines that fit this caller (the triage row's), or this kind of danger (site.json `helplines.forKind`). */
function crisisLines(kind: CrisisKind, ids: string[] = HELPLINES.forKind[kind]) {
  const [alarm, ...others] = HELPLINES.national;
  const fitting = ids.flatMap((id) => others.find((line) => line.id === id) ?? []);
  return alarm ? [alarm, ...fitting] : fitting;
}

const searchLabel = (card: SearchCard) => `${card.specialty ?? 'Alle specialer'}${card.city ? ` i ${card.city}` : ', hele landet'}`;

export function CallScreen({ screen, onCloseCard }: { screen: OnScreen; onCloseCard: (url: string) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const close = (url: string) => {
    onCloseCard(url);
    // Focus stays in the panel rather than falling back to the top of the page.
    list.current?.focus();
  };
  return (
    <>
      {screen.crisis && (
        <section className="call-crisis" aria-labelledby="samtale-hjaelp" data-kind={screen.crisis}>
          <h3 id="samtale-hjaelp">Har du brug for hjælp nu? Ring:</h3>
          <ul>
            {crisisLines(screen.crisis, screen.crisisLines).map((line) => (
              <li key={line.id}>
                <a className="call-crisis-line" href={telHref(line.phone)} data-helpline={line.id}>
                  <span className="call-crisis-number">{line.phone}</span> <span>{line.name}</span>
                  {line.note && <span className="call-crisis-note">{line.note}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {screen.cards.length > 0 && (
        <ul className="call-cards" aria-label="Vist under samtalen" ref={list} tabIndex={-1}>
          {screen.cards.map((card) => (
            <li key={card.url} className={`call-card call-card-${card.type}`}>
              {card.type === 'search' ? (
                <>
                  <h3>Find en terapeut</h3>
                  <p>{searchLabel(card)}</p>
                  <a href={card.url} target="_blank" rel="noopener">
                    Åbn søgningen<span className="visually-hidden"> efter {searchLabel(card)} (åbner i en ny fane)</span>
                  </a>
                </>
              ) : (
                <>
                  <h3>{card.title}</h3>
                  <p>{card.summary}</p>
                  <a href={card.url} target="_blank" rel="noopener">
                    Læs mere<span className="visually-hidden"> om {card.title} (åbner i en ny fane)</span>
                  </a>
                </>
              )}
              <button
                type="button"
                className="call-card-close"
                aria-label={`Luk kortet ${card.type === 'search' ? searchLabel(card) : card.title}`}
                onClick={() => close(card.url)}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The one panel after a call: what the agent put on screen, and what the call control adds (taking the
 * consent back). It stays until the visitor closes it.
 */
export function AfterCall({
  screen,
  open,
  children,
  onCloseCard,
  onClose,
}: {
  screen: OnScreen;
  /** Shown even with nothing on screen, right after a call that ran. */
  open: boolean;
  children?: ReactNode;
  onCloseCard: (url: string) => void;
  onClose: () => void;
}) {
  if (!open && !hasScreen(screen)) return null;
  return (
    <section className="call-panel" aria-labelledby="samtale-titel">
      <h2 id="samtale-titel" className="visually-hidden">
        Samtale med stemmeassistenten
      </h2>
      <p className="call-status">Samtalen er afsluttet</p>
      <CallScreen screen={screen} onCloseCard={onCloseCard} />
      {children}
      <div className="call-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <Icon name="close" /> Luk
        </button>
      </div>
    </section>
  );
}
