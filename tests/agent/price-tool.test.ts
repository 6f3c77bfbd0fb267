// The price tool on the realtime path, as production runs it: a real AgentSession wired by prepareCall, a
// caller who asks what it costs, a scripted model that calls the tool, and the screen channel recorded.
// Its words come from the guide's own rule engine, numbers in words, and its card links to the answer URL.
import { readFileSync } from 'node:fs';
import type { llm } from '@livekit/agents';
import { describe, expect, it } from 'vitest';
import { numberWords, spokenAnswer } from '../../agent/price.ts';
import { loadKnowledge } from '../../agent/knowledge.ts';
import { PRICE_TOOL } from '../../agent/screen-tools.ts';
import { GUIDE_TOPICS, priceGuide } from '../../contracts/price-guide.ts';
import { content, settle, startRealtimeCall, waitFor } from './realtime.ts';

const { siteUrl } = JSON.parse(readFileSync('content/site.json', 'utf8')) as { siteUrl: string };
const knowledge = loadKnowledge();

const outputsOf = (session: { history: { items: llm.ChatItem[] } }) =>
  session.history.items.flatMap((item) =>
    item.type === 'function_call_output' ? [{ name: item.name, output: item.output, isError: item.isError }] : [],
  );

async function askPrice(utterance: string, args: Record<string, unknown>) {
  const call = await startRealtimeCall();
  await waitFor(() => call.session.agentState === 'listening');
  call.model.transcribe(utterance);
  call.model.answer({ toolCalls: [{ name: PRICE_TOOL, args }] });
  await waitFor(() => outputsOf(call.session).length > 0);
  await settle(200);
  return { ...call, outputs: outputsOf(call.session) };
}

describe('the price tool', () => {
  it('"hvad koster det at gå til psykolog? jeg er 22 og har angst": says it can be free, and links the answer page', async () => {
    const { screen, outputs, model } = await askPrice(
      'hvad koster det at gå til psykolog jeg er toogtyve og har angst og min læge vil henvise mig',
      {
        alder: 22,
        emne: 'angst',
        henvisning: true,
      },
    );
    expect(screen).toEqual([
      {
        type: 'page',
        title: 'Hvad koster det?',
        summary: expect.stringMatching(/^Dit svar: Du kan have ret til gratis hjælp/),
        url: `${siteUrl}/pris-og-tilskud?alder=22&emne=angst&henvisning=ja`,
      },
    ]);
    const output = JSON.parse(outputs[0]!.output) as string;
    expect(outputs[0]!.isError).toBe(false);
    expect(output).toContain('Du kan have ret til gratis hjælp hos en psykolog i op til tolv samtaler, når din læge har henvist dig.');
    expect(output).toContain('fra ni hundrede til et tusind et hundrede og nioghalvfems kroner for en samtale i to tusind og toogtyve.');
    // The model answers once, from the tool's words.
    expect(model.generateReplyCalls).toBe(1);
  });

  it('at 30 with a death in the family and no referral: forty per cent, and the doctor first', async () => {
    const { screen, outputs } = await askPrice('kan jeg få tilskud til en psykolog jeg har mistet min far', {
      alder: 30,
      emne: 'doedsfald',
      henvisning: false,
    });
    expect(screen).toEqual([expect.objectContaining({ url: `${siteUrl}/pris-og-tilskud?alder=30&emne=doedsfald&henvisning=nej` })]);
    const output = JSON.parse(outputs[0]!.output) as string;
    expect(output).toContain('så du selv betaler fyrre procent af prisen');
    expect(output).toContain('Det første skridt er at bestille en tid hos din egen læge og spørge om en henvisning.');
  });

  it('refuses an age it cannot use and shows nothing', async () => {
    const { screen, outputs } = await askPrice('hvad koster det', { alder: 0, emne: 'angst', henvisning: true });
    expect(outputs[0]!.isError).toBe(true);
    expect(screen).toEqual([]);
  });
});

describe('what the tool says', () => {
  it('says at most three sentences, no digits, and never a figure the file leaves unconfirmed', () => {
    for (const age of [10, 12, 17, 18, 24, 25, 26, 40])
      for (const topic of GUIDE_TOPICS)
        for (const referral of [true, false]) {
          const sentences = spokenAnswer(priceGuide({ age, topic, referral }, knowledge.prices));
          expect(sentences.length).toBeLessThanOrEqual(3);
          expect(sentences.join(' ')).not.toMatch(/\d/);
          expect(sentences.join(' ')).not.toMatch(/kroner for den første|ventetid|uger/);
        }
  });

  it.each([
    [12, 'tolv'],
    [18, 'atten'],
    [24, 'fireogtyve'],
    [40, 'fyrre'],
    [60, 'tres'],
    [900, 'ni hundrede'],
    [1199, 'et tusind et hundrede og nioghalvfems'],
    [1200, 'et tusind to hundrede'],
    [2022, 'to tusind og toogtyve'],
  ])('says %i as "%s"', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it('is described to the model in the instructions', () => {
    expect(content.instructions()).toContain(`kald ${PRICE_TOOL}`);
  });
});
