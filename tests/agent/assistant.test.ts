// The agent's conversation rules, through the framework's text harness with a scripted fake model.
import { describe, expect, it } from 'vitest';
import { CRISIS_TOOL } from '../../agent/assistant.ts';
import { assistantLines, content, startCall, transcript } from './harness.ts';

describe('the voice agent', () => {
  it('says it is an AI and not a therapist before anything else', async () => {
    const { session } = await startCall([{ input: 'Hej', content: 'Hej. Hvad vil du gerne vide?' }]);
    // The caller speaks at once; the disclosure still comes first, and the model's reply after it.
    await session.run({ userInput: 'Hej' }).wait();
    expect(assistantLines(session)).toEqual([content.disclosure, 'Hej. Hvad vil du gerne vide?']);
    expect(transcript(session)).toContain('user: Hej');
    expect(content.disclosure).toMatch(/Jeg er en AI, ikke et menneske og ikke en terapeut/);
  });

  it('answers a crisis phrase with the fixed script, whatever the model would have said', async () => {
    const said = 'Jeg kan ikke mere. Jeg tænker på at tage mit eget liv.';
    const { session, assistant } = await startCall([{ input: said, content: 'Lad os tale om søvn i stedet.' }]);
    const run = await session.run({ userInput: said }).wait();
    expect(run.expect.nextEvent().isMessage({ role: 'assistant' }).event().item.textContent).toBe(content.crisisScript);
    run.expect.noMoreEvents();
    expect(assistantLines(session).join(' ')).not.toContain('søvn');
    expect(assistant.crisis.inCrisis).toBe(true);
    // The script names 112, Livslinien and the regional lines from site.json.
    expect(content.crisisScript).toContain('ring 112');
    expect(content.crisisScript).toContain('Livslinien på 70 201 201');
    expect(content.crisisScript).toMatch(/1813 i Region Hovedstaden/);
  });

  it('keeps the crisis flag when the caller takes it back, and keeps naming the help lines', async () => {
    const denial = 'Nej, det var ikke sådan ment.';
    const { session, assistant, model } = await startCall([
      { input: 'Jeg vil ikke leve mere', content: 'Det må være svært.' },
      { input: denial, content: 'Okay, godt at høre.' },
    ]);
    await session.run({ userInput: 'Jeg vil ikke leve mere' }).wait();
    const run = await session.run({ userInput: denial }).wait();
    expect(run.expect.nextEvent().isMessage({ role: 'assistant' }).event().item.textContent).toBe(
      `Okay, godt at høre. ${content.crisisReminder}`,
    );
    expect(assistant.crisis.inCrisis).toBe(true);
    // The model answered under the crisis instructions, not the ordinary ones alone.
    expect(model.systemTexts.at(-1)).toContain(content.crisisInstructions);
  });

  it('speaks the script when the model hands over through its tool', async () => {
    const said = 'Alt føles helt sort, og jeg ved ikke, hvad jeg skal gøre af mig selv.';
    const { session, assistant } = await startCall([{ input: said, toolCalls: [{ name: CRISIS_TOOL, args: {} }] }]);
    await session.run({ userInput: said }).wait();
    expect(assistant.crisis.hear(said)).toBeUndefined(); // not on the phrase list: the model decided
    expect(assistant.crisis.inCrisis).toBe(true);
    expect(assistantLines(session)).toContain(content.crisisScript);
  });

  it('cuts off a realtime model on a crisis phrase in a final transcript', async () => {
    const { session, assistant } = await startCall([]);
    expect(await assistant.onFinalTranscript('Han slår mig, og jeg tør ikke tage hjem')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assistantLines(session).at(-1)).toBe(content.crisisScript);
    expect(await assistant.onFinalTranscript('Hvad koster en psykolog?')).toBe(false);
  });

  it('declines a request for a diagnosis under instructions that forbid one', async () => {
    const ask = 'Kan du sige, om jeg har en depression?';
    const decline =
      'Det kan jeg ikke. Jeg er en AI og kan ikke stille en diagnose. En læge eller psykolog kan vurdere det. Skal jeg hjælpe dig med at finde en?';
    const { session, assistant, model } = await startCall([{ input: ask, content: decline }]);
    const run = await session.run({ userInput: ask }).wait();
    expect(run.expect.nextEvent().isMessage({ role: 'assistant' }).event().item.textContent).toBe(decline);
    expect(assistant.crisis.inCrisis).toBe(false);
    const told = model.systemTexts.at(-1) ?? '';
    for (const rule of ['stille en diagnose', 'råd om medicin', 'lade som om, du er et menneske', CRISIS_TOOL]) {
      expect(told).toContain(rule);
    }
  });
});
