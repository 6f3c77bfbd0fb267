// Writes content/agent/krise/LÆSNING.md: for every row of the triage table, what a caller hears, in the
// words the agent speaks on a Sunday at 03:00 and a Tuesday at 10:00 (help lines open or closed), with the
// row's help, reason and source. A clinician reads it without running anything; the tests check that it is
// what the table and assistant.md say now (the build and npm run crisis-reading write it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AgentContent, loadAgentContent } from '../agent/content.ts';
import { ACUITY, DANGER, nameOf, type TriageRow, WHO } from '../agent/crisis/triage.ts';

export const READING_FILE = join('content', 'agent', 'krise', 'LÆSNING.md');

/** The two hours every script is read at (Copenhagen is UTC+1 in winter). */
export const READING_HOURS = {
  'søndag kl. 03': new Date('2026-11-29T02:00:00Z'),
  'tirsdag kl. 10': new Date('2026-12-01T09:00:00Z'),
} as const;

/** A cell's Danish name; a "*" cell covers all. */
const cell = <T extends Record<string, string>>(column: T, value: T[keyof T] | undefined) =>
  value === undefined ? 'alle' : nameOf(column, value);

function rowText(row: TriageRow, content: AgentContent): string {
  const line = Number(row.source.split(':').at(-1));
  const head = `## Linje ${line}: ${cell(WHO, row.who)} · ${cell(DANGER, row.danger)} · ${cell(ACUITY, row.acuity)}`;
  const about = [`Hvorfor: ${row.why}`, `Kilde: ${row.basis}`, ...(row.example ? [`Eksempel: "${row.example}"`] : [])];
  const { action } = row;
  if (action.type === 'none') return [head, '', 'Ingen faste ord: modellen lytter og hjælper videre.', '', ...about].join('\n');
  if (action.type === 'ask') {
    const question = content.questions[action.question] ?? action.question;
    return [head, '', `Spørgsmålet (${action.question}):`, '', `> ${question}`, '', ...about].join('\n');
  }
  const { help } = action;
  const lines = help.lines.length ? help.lines.join(', ') : 'ingen ud over 112';
  const spoken = Object.entries(READING_HOURS).flatMap(([hour, at]) => {
    const words = content.crisis(help.kind, at, help);
    return [`${hour}:`, '', `> ${words.script}`, '', `Efter et nej eller en tvivl på spørgsmålet: "${words.safetyNo}"`, ''];
  });
  const screen = `Skærmen: 112 og ${lines} (art ${help.kind}, manuskript ${help.script}).`;
  return [head, '', screen, '', ...spoken, ...about].join('\n');
}

/** The whole reading, row by row in the table's order. */
export function crisisReading(content: AgentContent = loadAgentContent()): string {
  const rows = content.crisisRules.triage ?? [];
  return [
    '# Hvad den, der ringer, hører',
    '',
    'Skrevet af `npm run crisis-reading` fra `triage.md` og `content/agent/assistant.md`; ret dem, ikke denne fil.',
    'Hver række i triagetabellen med de ord, agenten siger, når den række vælges: om natten til søndag, hvor',
    'flere linjer er lukkede, og en tirsdag formiddag, hvor de er åbne. Kildernes forkortelser står under tabellen',
    'i `triage.md`.',
    '',
    ...rows.map((row) => `${rowText(row, content)}\n`),
  ].join('\n');
}

if (import.meta.main) {
  writeFileSync(READING_FILE, crisisReading());
  console.log(`${READING_FILE}: written`);
}
