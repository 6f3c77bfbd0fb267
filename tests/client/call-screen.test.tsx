// What the agent puts on the visitor's screen (contracts/screen.ts), through the real call client and
// the real call panel, with the scripted Room as the LiveKit server: cards and crisis help lines appear,
// stay after the call, and anything not from the agent or linking elsewhere is dropped.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallClient, type CallEvents } from '../../client/call/live/call-client.ts';
import type { ScreenLinks } from '../../client/call/live/screen.ts';
import { CALL_CHUNK_ATTRIBUTE } from '../../client/call/call-chunk.ts';
import { HELPLINES } from '../../ui/helplines.tsx';
import { telHref } from '../../contracts/content.ts';
import { SCREEN_TOPIC, type ScreenMessage } from '../../contracts/screen.ts';
import { AGENT_KIND } from '../fixtures/livekit-stand-in.ts';
import { consentToThisDialog, mountCallControl } from './call-control-host.tsx';
import { fakeLiveKit, FakeRoom, participant } from './fake-livekit.ts';

vi.mock('../../client/call/live/load.ts', () => ({ createCallClient: (links?: ScreenLinks) => new CallClient(fakeLiveKit, links) }));
// The page names the call chunk as the server does; here it is the source module, which the mock replaces.
document.body.setAttribute(CALL_CHUNK_ATTRIBUTE, '/client/call/live/load.ts');

const SITE = 'https://samtalerummet.example';
const SEARCH = 'https://find.samtalerummet.example/terapeuter';
const SEARCH_CARD = { type: 'search', specialty: 'Angst', city: 'Aarhus', url: `${SEARCH}?speciale=angst&by=Aarhus` } as const;
const PAGE_CARD = {
  type: 'page',
  title: 'EMDR',
  summary: 'Traumeterapi, hvor du bearbejder svære minder.',
  url: `${SITE}/typer/emdr`,
} as const;

const room = () => FakeRoom.rooms.at(-1)!;
const agent = () => room().join(participant('agent-AJ_1', AGENT_KIND));
const show = (identity: string, message: unknown) =>
  act(() => room().stream(SCREEN_TOPIC, identity, {}, [typeof message === 'string' ? message : JSON.stringify(message)]));

beforeEach(() => {
  FakeRoom.rooms = [];
  FakeRoom.failConnect = null;
  FakeRoom.failMicrophone = null;
});

describe('the call client', () => {
  const links: ScreenLinks = { siteOrigins: [SITE, 'http://localhost:3000'], searchOrigin: new URL(SEARCH).origin };
  async function started() {
    const client = new CallClient(fakeLiveKit, links);
    const seen: CallEvents['screen'][0][] = [];
    client.on('screen', (message) => seen.push(message));
    await client.startCall({ accessToken: 't', url: 'wss://lk.example.test' });
    return { client, seen };
  }

  it('emits each message the agent sends: a participant of kind AGENT, or identity server', async () => {
    const { seen } = await started();
    await show(agent().identity, SEARCH_CARD);
    await show('server', PAGE_CARD);
    await show(agent().identity, { type: 'crisis', kind: 'violence' });
    expect(seen).toEqual([SEARCH_CARD, PAGE_CARD, { type: 'crisis', kind: 'violence' }]);
  });

  it('drops a message from anyone but the agent', async () => {
    const { seen } = await started();
    room().join(participant('besoeger-2'));
    await show('besoeger-2', SEARCH_CARD);
    await show('ukendt', { type: 'crisis', kind: 'suicide' });
    expect(seen).toEqual([]);
  });

  it('drops cards that link anywhere but our origin (pages) or the search host (searches)', async () => {
    const { seen } = await started();
    const from = agent().identity;
    for (const url of [
      'https://evil.example/terapeuter?speciale=angst',
      'https://find.samtalerummet.example.evil.example/terapeuter',
      `${SITE}/typer/emdr`, // our page, but a search card must go to the search
      'javascript:alert(1)',
      'http://find.samtalerummet.example/terapeuter',
      'https://user:pw@find.samtalerummet.example/terapeuter',
      'ikke en adresse',
    ])
      await show(from, { ...SEARCH_CARD, url });
    for (const url of [SEARCH_CARD.url, 'https://evil.example/typer/emdr', '//evil.example/x', 'data:text/html,hej'])
      await show(from, { ...PAGE_CARD, url });
    expect(seen).toEqual([]);
    await show(from, { ...PAGE_CARD, url: 'http://localhost:3000/typer/emdr' });
    expect(seen).toEqual([{ ...PAGE_CARD, url: 'http://localhost:3000/typer/emdr' }]);
  });

  it('drops what is not one well-formed message', async () => {
    const { seen } = await started();
    const from = agent().identity;
    for (const message of [
      'ikke json',
      'null',
      { type: 'crisis', kind: 'noget andet' },
      { type: 'popup', url: PAGE_CARD.url },
      { ...PAGE_CARD, title: '' },
      { ...PAGE_CARD, summary: 'x'.repeat(301) },
      { ...SEARCH_CARD, city: 42 },
    ])
      await show(from, message);
    expect(seen).toEqual([]);
  });
});

describe('the call panel', () => {
  let host: HTMLElement;
  let unmount: () => void;
  const panel = () => host.querySelector<HTMLElement>('.call-panel');
  const cards = () => [...host.querySelectorAll<HTMLElement>('.call-card')];
  const button = (name: string) => [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.includes(name))!;
  const status = () => host.querySelector('[role="status"]')!.textContent;

  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'tok', url: 'wss://lk.example.test', room: 'r' }));
    ({ host, unmount } = await mountCallControl({ siteUrl: SITE, searchUrl: SEARCH }));
    await consentToThisDialog(host);
    await act(async () => {
      host.querySelector<HTMLButtonElement>('.call-button')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
  });
  afterEach(() => {
    unmount();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows a search card and a page card, newest first, with links that open in a new tab', async () => {
    await show(agent().identity, SEARCH_CARD);
    expect(status()).toBe('Assistenten har vist en søgning efter terapeuter: Angst i Aarhus.');
    await show(agent().identity, PAGE_CARD);
    expect(status()).toBe('Assistenten har vist en side: EMDR.');
    const [page, search] = cards();
    expect(page!.querySelector('h3')!.textContent).toBe('EMDR');
    expect(page!.textContent).toContain(PAGE_CARD.summary);
    expect(search!.querySelector('h3')!.textContent).toBe('Find en terapeut');
    expect(search!.querySelector('p')!.textContent).toBe('Angst i Aarhus');
    for (const [card, text, url] of [
      [search!, 'Åbn søgningen', SEARCH_CARD.url],
      [page!, 'Læs mere', PAGE_CARD.url],
    ] as const) {
      const link = card.querySelector('a')!;
      expect(link.textContent).toMatch(new RegExp(`^${text} `));
      expect(link.getAttribute('href')).toBe(url);
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener');
    }
  });

  it('ignores a card from a non-agent participant and a card with a foreign link', async () => {
    room().join(participant('besoeger-2'));
    await show('besoeger-2', SEARCH_CARD);
    await show(agent().identity, { ...PAGE_CARD, url: 'https://evil.example/typer/emdr' });
    expect(cards()).toEqual([]);
    expect(host.querySelectorAll('a[href*="evil"]')).toHaveLength(0);
  });

  it('shows the same link once, moved to the top when it comes again', async () => {
    await show(agent().identity, SEARCH_CARD);
    await show(agent().identity, PAGE_CARD);
    await show(agent().identity, SEARCH_CARD);
    expect(cards().map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual([SEARCH_CARD.url, PAGE_CARD.url]);
  });

  it("keeps the cards after 'Afslut' until the visitor closes them, one by one or all", async () => {
    await show(agent().identity, SEARCH_CARD);
    await show(agent().identity, PAGE_CARD);
    await act(async () => button('Afslut').click());
    expect(room().disconnect).toHaveBeenCalled();
    expect(panel()!.textContent).toContain('Samtalen er afsluttet');
    expect(cards()).toHaveLength(2);
    await act(async () => host.querySelector<HTMLButtonElement>('[aria-label="Luk kortet EMDR"]')!.click());
    expect(cards().map((c) => c.querySelector('h3')!.textContent)).toEqual(['Find en terapeut']);
    await act(async () => button('Luk').click());
    expect(panel()).toBeNull();
  });

  it("shows the crisis kind's help lines, 112 first, as tel: links, and keeps them after the call", async () => {
    await show(agent().identity, { type: 'crisis', kind: 'violence' } satisfies ScreenMessage);
    const expected = [HELPLINES.national[0]!, ...HELPLINES.forKind.violence.map((id) => HELPLINES.national.find((l) => l.id === id)!)];
    const links = () => [...host.querySelectorAll<HTMLAnchorElement>('.call-crisis a')];
    expect(links().map((a) => a.getAttribute('href'))).toEqual(expected.map((l) => telHref(l.phone)));
    expect(links()[0]!.textContent).toContain('112');
    expect(links()[1]!.textContent).toContain('Lev Uden Vold');
    await act(async () => button('Afslut').click());
    expect(links().map((a) => a.getAttribute('href'))).toEqual(expected.map((l) => telHref(l.phone)));
  });

  it('shows no card and no help lines once the call has ended and nothing was put on screen', async () => {
    await act(async () => button('Afslut').click());
    expect(cards()).toEqual([]);
    expect(panel()!.querySelector('.call-crisis')).toBeNull();
    expect(panel()!.textContent).toContain('Samtalen er afsluttet');
    await act(async () => button('Luk').click());
    expect(panel()).toBeNull();
  });
});
