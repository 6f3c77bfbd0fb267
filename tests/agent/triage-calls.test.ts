// Every row of the triage table (content/agent/krise/triage.md) in a whole call through prepareCall: a call
// that starts about something ordinary, then the danger, heard by the model's tool and, where the row has an
// example sentence, by the detector. A row that plays a script names the row's lines on the screen and in
// its words; after a no to its safety question comes the row's own reply, which stays and asks who can ring.
// A row that asks says its question and shows nothing; a row that does nothing says nothing fixed.
import { describe, expect, it } from 'vitest';
import { CRISIS_TOOL } from '../../agent/assistant.ts';
import { NO_CONTEXT, withChildLine } from '../../agent/crisis/detect.ts';
import { ACUITY, combinations, DANGER, type Help, nameOf, type TriageRow, triage, WHO } from '../../agent/crisis/triage.ts';
import { assistantLines, content, settle, startRealtimeCall, waitFor } from './realtime.ts';

const table = content.crisisRules.triage!;
const OPENING = 'hej jeg ville bare høre hvad det koster at gå til psykolog';
const NO = 'nej det kan jeg ikke';

/** The first case of the three columns that this row decides (the table is checked to decide every case). */
function caseOf(row: TriageRow) {
  return combinations().find(([who, danger, acuity]) => triage(table, who, danger, acuity) === row);
}

/** The row's help as a caller hears it: Børnetelefonen added after the row's lines for a child caller. */
const heardHelp = (help: Help, who: string) => withChildLine(help, { ...NO_CONTEXT, childCaller: who === 'child' });

/** A call that opens harmlessly, then hears the danger in `tell`; the model answers the opening. */
async function callTelling(tell: (call: Awaited<ReturnType<typeof startRealtimeCall>>) => void) {
  const call = await startRealtimeCall();
  await waitFor(() => call.session.agentState === 'listening');
  call.model.transcribe(OPENING);
  call.model.answer({ text: 'Det kan jeg hjælpe dig med at finde ud af.' });
  await waitFor(() => assistantLines(call.session).length >= 2);
  await waitFor(() => call.session.agentState === 'listening');
  tell(call);
  return call;
}

const rows = table.map((row) => ({ row, name: `${row.source.split('/').at(-1)}: ${row.action.type}` }));

describe('each row of the triage table in a whole call', () => {
  it('decides at least one case: no row is shadowed by another', () => {
    for (const { row } of rows) expect(caseOf(row), row.source).toBeDefined();
  });

  it.each(rows)('$name, caught by the model', async ({ row }) => {
    const [who, danger, acuity] = caseOf(row)!;
    const args = { hvem: nameOf(WHO, who), hvad: nameOf(DANGER, danger), hvor_akut: nameOf(ACUITY, acuity) };
    const call = await callTelling(({ model }) => model.answer({ toolCalls: [{ name: CRISIS_TOOL, args }] }));
    await expectRow(call, row, who, { mayAsk: false });
  });

  const withExamples = rows.filter(({ row }) => row.example);
  it.each(withExamples)('$name, heard by the detector in its example', async ({ row }) => {
    const [who] = caseOf(row)!;
    const call = await callTelling(({ model }) => model.transcribe(row.example!));
    await expectRow(call, row, who, { mayAsk: true });
  });
});

async function expectRow(
  call: Awaited<ReturnType<typeof startRealtimeCall>>,
  row: TriageRow,
  who: string,
  { mayAsk }: { mayAsk: boolean },
) {
  const { session, model, screen } = call;
  const { action } = row;
  if (action.type === 'crisis') {
    const help = heardHelp(action.help, who);
    const words = content.crisis(help.kind, undefined, help);
    // Not sure of the words (a weak weight, an everyday sense), the detector asks the row's question first,
    // and a yes plays the script: fixed words only when sure. The model's tool is always sure.
    const question = mayAsk ? content.questions[help.kind]! : words.script;
    await waitFor(() => assistantLines(session).some((line) => line === words.script || line === question));
    if (!assistantLines(session).includes(words.script)) {
      await waitFor(() => session.agentState !== 'speaking');
      model.transcribe('ja');
      await waitFor(() => assistantLines(session).includes(words.script));
    }
    expect(screen, row.source).toEqual([{ type: 'crisis', kind: help.kind, lines: help.lines }]);
    // The safety question is answered no: the row's own reply, never the instruction again.
    // Said once the script has played: words spoken while it still plays are no answer to its question.
    await waitFor(() => session.agentState !== 'speaking');
    model.transcribe(NO);
    await waitFor(() => assistantLines(session).includes(words.safetyNo));
    expect(words.safetyNo).not.toMatch(/ring et-et-to nu/i);
    if (help.lines.includes('gift')) expect(words.safetyNo).toContain('Giftlinjen');
    return;
  }
  await settle(500);
  const fixedQuestions = Object.values(content.questions);
  const asked = assistantLines(session).filter((line) => fixedQuestions.includes(line));
  expect(screen, row.source).toEqual([]);
  if (action.type === 'ask') expect(asked, row.source).toEqual([content.questions[action.question]]);
  else {
    expect(asked, row.source).toEqual([]);
    // After the disclosure and the answer about prices.
    expect(assistantLines(session).slice(2).join(' '), row.source).not.toContain('et-et-to');
  }
}
