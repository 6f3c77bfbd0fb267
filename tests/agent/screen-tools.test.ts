// The search and look-up tools on the realtime path, as production runs them: a real AgentSession wired
// by prepareCall, a scripted realtime model that calls the tools, and the screen channel recorded.
import { readFileSync } from 'node:fs';
import type { llm } from '@livekit/agents';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../agent/knowledge.ts';
import { LOOK_UP_TOOL, SEARCH_TOOL } from '../../agent/screen-tools.ts';
import { searchUrl } from '../../contracts/search.ts';
import { content, settle, startRealtimeCall, waitFor } from './realtime.ts';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  siteUrl: string;
  search: { url: string; specialtyParam: string; cityParam: string };
};
const search = (filter: { specialty?: string; city?: string }) => searchUrl(site.search, filter);

/** What each tool told the model, in order. */
function toolOutputs(session: { history: { items: llm.ChatItem[] } }) {
  return session.history.items.flatMap((item) =>
    item.type === 'function_call_output' ? [{ name: item.name, output: unquoted(item.output), isError: item.isError }] : [],
  );
}
/** The framework hands a tool's string result to the model JSON-encoded. */
function unquoted(output: string): string {
  try {
    const value: unknown = JSON.parse(output);
    return typeof value === 'string' ? value : output;
  } catch {
    return output;
  }
}

async function callTool(name: string, args: Record<string, unknown>, times = 1) {
  const call = await startRealtimeCall();
  await waitFor(() => call.session.agentState === 'listening');
  for (let i = 0; i < times; i++) {
    call.model.answer({ toolCalls: [{ name, args }] });
    await waitFor(() => toolOutputs(call.session).length > i);
  }
  await settle(200);
  return { ...call, outputs: toolOutputs(call.session) };
}

describe('the search tool', () => {
  it('"jeg leder efter en psykolog til angst i Aarhus": shows the search the site links for angst in Aarhus, and the model says so in one sentence', async () => {
    const { screen, outputs, model } = await callTool(SEARCH_TOOL, { specialty: 'angst', city: 'Aarhus' });
    expect(screen).toEqual([{ type: 'search', specialty: 'Angst', city: 'Aarhus', url: search({ specialty: 'angst', city: 'Aarhus' }) }]);
    expect(screen[0]).toMatchObject({ url: `${site.search.url}?${site.search.specialtyParam}=angst&${site.search.cityParam}=Aarhus` });
    expect(outputs).toEqual([
      { name: SEARCH_TOOL, output: expect.stringMatching(/inden for Angst i Aarhus.*én kort sætning/s), isError: false },
    ]);
    // The result goes back to the model, which answers once (its one sentence).
    expect(model.generateReplyCalls).toBe(1);
  });

  it.each([
    [
      'a therapy form only',
      { specialty: 'kognitiv adfærdsterapi' },
      { specialty: 'Kognitiv adfærdsterapi (KAT)' },
      { specialty: 'kognitiv-adfaerdsterapi' },
    ],
    ['a city only', { city: 'Odense' }, { city: 'Odense' }, { city: 'Odense' }],
    ['a city spoken the old way', { city: 'Århus' }, { city: 'Aarhus' }, { city: 'Aarhus' }],
    ['a misspelled city', { city: 'Odensse' }, { city: 'Odense' }, { city: 'Odense' }],
    [
      'a town without its own page',
      { specialty: 'depresion', city: 'nykøbing falster' },
      { specialty: 'Depression', city: 'Nykøbing Falster' },
      { specialty: 'depression', city: 'Nykøbing Falster' },
    ],
  ])('matches %s to the site’s own value', async (_name, args, labels, filter) => {
    const { screen } = await callTool(SEARCH_TOOL, args);
    expect(screen).toEqual([{ type: 'search', ...labels, url: search(filter) }]);
  });

  it('declines a specialty the site does not know, shows nothing and never passes it on', async () => {
    const { screen, outputs } = await callTool(SEARCH_TOOL, { specialty: 'krystalhealing', city: 'Aarhus' });
    expect(screen).toEqual([]);
    expect(outputs[0]!.output).toMatch(/Jeg kender ikke specialet "krystalhealing".*Intet er vist på skærmen/s);
  });

  it('declines a city it cannot place', async () => {
    const { screen, outputs } = await callTool(SEARCH_TOOL, { city: 'Berlin' });
    expect(screen).toEqual([]);
    expect(outputs[0]!.output).toContain('Jeg kender ikke byen "Berlin"');
  });

  it('sends the card once when the model opens the same search twice', async () => {
    const { screen, outputs } = await callTool(SEARCH_TOOL, { specialty: 'angst', city: 'Aarhus' }, 2);
    expect(screen).toHaveLength(1);
    expect(outputs).toHaveLength(2);
    expect(outputs[1]!.output).toMatch(/^Det samme står allerede på skærmen/);
  });
});

describe('the look-up tool', () => {
  const knowledge = loadKnowledge();

  it('answers from the built content, with the page card and its URL on our origin', async () => {
    const { screen, outputs } = await callTool(LOOK_UP_TOOL, { topic: 'EMDR' });
    const page = knowledge.pages.find((p) => p.slug === 'emdr')!;
    expect(screen).toEqual([{ type: 'page', title: 'EMDR', summary: page.summary, url: `${site.siteUrl}/typer/emdr` }]);
    expect(outputs[0]!.output).toContain(page.text);
    // That text is our own page's: the summary and a sentence of the Markdown body, as the build read them.
    const source = readFileSync('content/therapy-forms/emdr.md', 'utf8');
    expect(source).toContain(page.summary);
    expect(page.text).toContain('EMDR står for Eye Movement Desensitization and Reprocessing.');
    expect(source).toContain('EMDR står for Eye Movement Desensitization and Reprocessing.');
  });

  it("gives a treatment's prices, sessions and subsidy rules as its page states them", async () => {
    const { outputs, screen } = await callTool(LOOK_UP_TOOL, { topic: 'angst' });
    expect(screen).toEqual([expect.objectContaining({ type: 'page', title: 'Angst', url: `${site.siteUrl}/behandling/angst` })]);
    expect(outputs[0]!.output).toContain('600–1200 kr. per session');
    expect(outputs[0]!.output).toContain('8–12 sessioner');
    expect(outputs[0]!.output).toContain(
      'Psykolog med tilskud: Du kan have ret til tilskud til en psykolog, hvis din egen læge henviser dig.',
    );
  });

  it('says there is no page rather than inventing one, and shows nothing', async () => {
    const { outputs, screen } = await callTool(LOOK_UP_TOOL, { topic: 'astrologisk terapi' });
    expect(screen).toEqual([]);
    expect(outputs[0]!.output).toMatch(/Vi har ingen side om "astrologisk terapi".*forklar det ikke ud fra din egen viden/s);
  });

  it('shows no card when the tool fails', async () => {
    const { outputs, screen } = await callTool(LOOK_UP_TOOL, { emne: 'EMDR' });
    expect(outputs).toEqual([expect.objectContaining({ name: LOOK_UP_TOOL, isError: true })]);
    expect(screen).toEqual([]);
  });
});

describe('the instructions', () => {
  it('tell the model to search and explain through these tools, and never to invent', () => {
    expect(content.instructions()).toContain(`kald ${SEARCH_TOOL}`);
    expect(content.instructions()).toContain(`kald ${LOOK_UP_TOOL} først`);
    expect(content.instructions()).toContain('ikke ud fra din egen viden');
    expect(content.instructions()).toMatch(/Du har ingen liste over terapeuter.*Find aldrig på en\s+terapeut, en artikel, en pris/s);
  });
});
