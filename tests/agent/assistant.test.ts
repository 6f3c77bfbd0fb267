// The agent on the realtime path, as production runs it: a real AgentSession wired by prepareCall, with a
// scripted realtime model in place of the hosted one.
import { describe, expect, it } from 'vitest';
import { CRISIS_TOOL } from '../../agent/assistant.ts';
import { CRISIS_KINDS } from '../../contracts/screen.ts';
import { assistantLines, content, helpOf, settle, startRealtimeCall, waitFor } from './realtime.ts';

const suicide = content.crisis('suicide');
/** The words for current thoughts without a plan now (the triage table's "tanker"). */
const thoughts = content.crisis('suicide', undefined, helpOf('caller', 'suicide', 'thoughts'));
const plans = content.crisis('suicide', undefined, { ...helpOf('caller', 'suicide', 'thoughts'), script: 'suicide_plans' });
const count = (lines: string[], line: string) => lines.filter((l) => l === line).length;
/** The first sentence the stand-in voice was asked to speak of a line (the voice speaks sentence by sentence). */
const firstSentence = (line: string) => line.split(/(?<=[.?!])\s/)[0]!;

describe('the voice agent on the realtime path', () => {
  it('says it is an AI before anything else, and the model is told it has been said', async () => {
    const { session, model } = await startRealtimeCall();
    // The caller speaks at once and the provider answers; the disclosure still comes first.
    model.transcribe('Hej');
    model.answer({ text: 'Hej. Hvad vil du gerne vide?' });
    await waitFor(() => assistantLines(session).length >= 2);
    expect(assistantLines(session)).toEqual([content.disclosure, 'Hej. Hvad vil du gerne vide?']);
    expect(content.disclosure).toMatch(/Jeg er en AI, ikke et menneske og ikke en terapeut/);
    // The realtime model keeps its own context: it now holds the disclosure, so it will not repeat it.
    await waitFor(() => model.heard().includes(`assistant: ${content.disclosure}`));
    expect(content.instructions()).toContain('Du har sagt goddag og fortalt, at du er en AI');
  });

  it('cuts the model off on a crisis phrase and speaks the script once, with no model answer after it', async () => {
    const { session, model, spoken } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    const cutBefore = model.interruptCalls;
    model.answer({ text: 'Søvn er vigtig, og der er mange gode råd om søvn, som vi kan tale om i lang tid. '.repeat(6) });
    await waitFor(() => session.agentState === 'speaking');
    model.transcribe('Jeg står på broen og vil springe');
    // The provider also answers the crisis words; that answer must not follow the script.
    model.answer({ text: 'Lad os tale om søvn i stedet.' });
    await waitFor(() => assistantLines(session).includes(suicide.script));
    await settle(300);
    expect(model.interruptCalls).toBeGreaterThan(cutBefore);
    const lines = assistantLines(session);
    expect(count(lines, suicide.script)).toBe(1);
    expect(lines).not.toContain('Lad os tale om søvn i stedet.');
    expect(lines.at(-1)).toBe(suicide.script);
    expect(spoken.filter((s) => s.startsWith(firstSentence(suicide.script)))).toHaveLength(1);
    expect(model.generateReplyCalls).toBe(0);
    // The model answers from now on under the crisis instructions.
    expect(model.instructions.at(-1)).toContain(suicide.instructions);
  });

  it.each([
    ['the tool first', true],
    ['the phrase first', false],
  ])('speaks the script once when the phrase list and the tool hear the same words (%s)', async (_name, toolFirst) => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    const said = 'Jeg står på broen og vil springe';
    const tool = () =>
      model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'selvmord', hvor_akut: 'nu' } }] });
    if (toolFirst) {
      // The provider's transcript often arrives after its answer: here, after the tool has run.
      tool();
      await waitFor(() => screen.length === 1);
    }
    model.transcribe(said);
    if (!toolFirst) tool();
    await waitFor(() => assistantLines(session).includes(suicide.script));
    await settle(400);
    expect(count(assistantLines(session), suicide.script)).toBe(1);
    expect(screen).toEqual([{ type: 'crisis', kind: 'suicide', lines: ['livslinien'] }]);
    expect(model.generateReplyCalls).toBe(0);
  });

  it('speaks the script when the model hands over through its tool, and asks the model for nothing after it', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    // Not a phrase the detector knows: the model decided, and named the kind of danger.
    model.transcribe('Min kæreste har låst mig inde');
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'vold', hvor_akut: 'nu' } }] });
    await waitFor(() => assistantLines(session).includes(content.crisis('violence').script));
    await settle(400);
    expect(assistantLines(session).at(-1)).toBe(content.crisis('violence').script);
    expect(model.generateReplyCalls).toBe(0);
    expect(screen).toEqual([{ type: 'crisis', kind: 'violence', lines: ['vold'] }]);
    // The tool call and its (empty) result reached the model's context, with the script after them.
    await waitFor(() => model.heard().includes(`assistant: ${content.crisis('violence').script}`));
  });

  it('says the help lines again at the rhythm set, not after every answer, also after a yes to the safety question', async () => {
    const { session, model } = await startRealtimeCall({ reminderMs: 800 });
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg står på broen og vil springe');
    await waitFor(() => assistantLines(session).includes(suicide.script));
    await waitFor(() => session.agentState === 'listening');
    // Only a clear yes leaves the safety question to the model (a taking back gets the fixed reply: conversation.test.ts).
    model.transcribe('Ja, jeg er i sikkerhed nu.');
    model.answer({ text: 'Okay. Jeg er her stadig.' });
    await waitFor(() => assistantLines(session).includes('Okay. Jeg er her stadig.'));
    await settle(900);
    model.transcribe('Hvad koster en psykolog?');
    model.answer({ text: 'Det kan jeg slå op for dig.' });
    await waitFor(() => assistantLines(session).includes(suicide.reminder));
    model.transcribe('Okay.');
    model.answer({ text: 'Jeg er her.' });
    await waitFor(() => assistantLines(session).includes('Jeg er her.'));
    await settle(300);
    // Within the rhythm of the script: no numbers; past it: once; right after that: none again.
    expect(assistantLines(session).slice(2)).toEqual([
      'Okay. Jeg er her stadig.',
      'Det kan jeg slå op for dig.',
      suicide.reminder,
      'Jeg er her.',
    ]);
    expect(suicide.reminder).toContain('et-et-to');
    expect(content.reminderMs).toBeGreaterThanOrEqual(60_000);
  });

  it('answers a no to the safety question with the fixed 112 line, and leaves a yes to the model', async () => {
    for (const [answer, fixed] of [
      ['Nej, han står stadig udenfor døren', true],
      ['Ja, jeg er hjemme hos min søster nu', false],
    ] as const) {
      const { session, model } = await startRealtimeCall();
      await waitFor(() => session.agentState === 'listening');
      model.transcribe('Min kæreste har lige slået mig');
      await waitFor(() => assistantLines(session).includes(content.crisis('violence').script));
      expect(content.crisis('violence').script).toMatch(/\?$/);
      await waitFor(() => session.agentState === 'listening');
      model.answer({ text: 'Jeg er her.' });
      model.transcribe(answer);
      await settle(500);
      expect(assistantLines(session).includes(content.crisis('violence').safetyNo), answer).toBe(fixed);
    }
    // It does not repeat the instruction the caller just said no to; it stays, and asks who can ring.
    const { safetyNo } = content.crisis('violence');
    expect(safetyNo).not.toContain('Ring et-et-to nu');
    expect(safetyNo.match(/et-et-to/g)).toHaveLength(1);
    expect(safetyNo).toMatch(/bliver jeg her hos dig/);
    expect(safetyNo).toMatch(/\?$/);
    expect(content.crisis('overdose').safetyNo).toContain('Giftlinjen');
  });

  it('enters the crisis when risk told over three turns adds up', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    const turns = [
      'min kæreste er gået fra mig i går',
      'jeg har talt mine sovepiller og der er fyrre',
      'i weekenden er der ingen der opdager noget',
    ];
    for (const [index, said] of turns.entries()) {
      await waitFor(() => session.agentState === 'listening');
      model.transcribe(said);
      await settle(300);
      if (index === 0) expect(screen, said).toEqual([]);
    }
    await waitFor(() => assistantLines(session).includes(suicide.script));
    expect(screen).toEqual([{ type: 'crisis', kind: 'suicide', lines: ['livslinien'] }]);
  });

  it('adds no help lines to answers in an ordinary call', async () => {
    const { session, model } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Hvad er kognitiv terapi?');
    model.answer({ text: 'Kognitiv terapi handler om tanker og handlinger.' });
    await waitFor(() => assistantLines(session).length >= 2);
    await settle(200);
    expect(assistantLines(session)).toEqual([content.disclosure, 'Kognitiv terapi handler om tanker og handlinger.']);
  });

  it('asks directly on a concern, and a yes makes it a crisis call', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg kan ikke mere');
    model.answer({ text: 'Det lyder hårdt. Vil du fortælle mere?' });
    await waitFor(() => assistantLines(session).includes(content.questions.suicide));
    await settle(200);
    expect(assistantLines(session)).not.toContain('Det lyder hårdt. Vil du fortælle mere?');
    expect(screen).toEqual([]);
    model.transcribe('Ja, det har jeg.');
    // A yes to the concern question is current thoughts: the help lines, and the call stays open for other help.
    await waitFor(() => assistantLines(session).includes(thoughts.script));
    expect(screen).toEqual([{ type: 'crisis', kind: 'suicide', lines: ['livslinien'] }]);
    expect(assistantLines(session).slice(1)).toEqual([content.questions.suicide, thoughts.script]);
    expect(thoughts.instructions).not.toContain('Gå ikke videre til andre emner');
    expect(suicide.instructions).toContain('Gå ikke videre til andre emner');
  });

  it.each([
    ['nej', () => thoughts.script],
    ['ja det har jeg', () => suicide.script],
  ])('asks about plans after a hesitant yes; "%s" to them decides the words', async (answer, words) => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg kan ikke mere');
    await waitFor(() => assistantLines(session).includes(content.questions.suicide));
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('lidt nogle gange');
    // The help lines go on the screen at once; the words ask about plans instead of playing the script.
    await waitFor(() => assistantLines(session).includes(plans.script));
    expect(plans.script).toMatch(/planer om at tage dit liv\?$/);
    expect(screen).toEqual([{ type: 'crisis', kind: 'suicide', lines: ['livslinien'] }]);
    await waitFor(() => session.agentState === 'listening');
    model.transcribe(answer);
    await waitFor(() => assistantLines(session).includes(words()));
    expect(screen.at(-1)).toEqual({ type: 'crisis', kind: 'suicide', lines: ['livslinien'] });
  });

  it('asks about the other person on a worry about someone else, and a yes plays the third-person script', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Min bror siger han ikke gider leve mere');
    await waitFor(() => assistantLines(session).includes(content.questions.third_person));
    expect(content.questions.third_person).toMatch(/personen i fare lige nu\?$/);
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Ja, det tror jeg');
    await waitFor(() => assistantLines(session).includes(content.crisis('third_person').script));
    expect(screen).toEqual([{ type: 'crisis', kind: 'third_person', lines: ['livslinien'] }]);
    expect(assistantLines(session)).not.toContain(content.questions.suicide);
  });

  it('leaves it to the model when the answer to the concern question is no', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg kan ikke mere');
    await waitFor(() => assistantLines(session).includes(content.questions.suicide));
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Nej, jeg er bare træt af mit arbejde.');
    model.answer({ text: 'Det forstår jeg godt.' });
    await waitFor(() => assistantLines(session).includes('Det forstår jeg godt.'));
    await settle(200);
    expect(screen).toEqual([]);
    expect(assistantLines(session).at(-1)).toBe('Det forstår jeg godt.');
  });

  it("gives the model's catch of a danger long past no script, and asks the model to go on", async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'vold', hvor_akut: 'fortid' } }] });
    await waitFor(() => model.generateReplyCalls > 0);
    await settle(200);
    expect(screen).toEqual([]);
    const fixed = CRISIS_KINDS.flatMap((kind) => [content.crisis(kind).script, content.questions[kind]]);
    expect(assistantLines(session).filter((line) => fixed.includes(line))).toEqual([]);
  });

  it('gives a new kind of danger its own script and tells the screen again', async () => {
    const { session, model, screen } = await startRealtimeCall();
    await waitFor(() => session.agentState === 'listening');
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'overdosis', hvor_akut: 'nu' } }] });
    await waitFor(() => assistantLines(session).includes(content.crisis('overdose').script));
    // The model's tool never changes the kind of a crisis call; the detector does.
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'vold', hvor_akut: 'nu' } }] });
    await settle(200);
    model.transcribe('Jeg står på broen og vil springe');
    await waitFor(() => assistantLines(session).includes(suicide.script));
    expect(screen).toEqual([
      { type: 'crisis', kind: 'overdose', lines: ['gift'] },
      { type: 'crisis', kind: 'suicide', lines: ['livslinien'] },
    ]);
    expect(assistantLines(session)).not.toContain(content.crisis('violence').script);
  });

  it('gives the model instructions that forbid a diagnosis and name the crisis tool', async () => {
    const { model } = await startRealtimeCall();
    await waitFor(() => model.instructions.length > 0);
    const told = model.instructions.at(-1)!;
    expect(told).toBe(content.instructions());
    for (const rule of ['stille en diagnose', 'råd om medicin', 'lade som om, du er et menneske', CRISIS_TOOL])
      expect(told).toContain(rule);
    expect(Object.keys(model.tools.functionTools)).toContain(CRISIS_TOOL);
  });
});
