// The triage table (content/agent/krise/triage.md): for who is in danger, what the danger is and how acute
// it is, what the agent does. A clinician edits the Markdown table; this reads and checks it, so a missing
// or doubled combination fails the build with its line.
import { CRISIS_KINDS, type CrisisKind } from '../../contracts/screen.ts';

export const WHO = { 'den der ringer': 'caller', 'barn der ringer': 'child', 'en anden': 'other' } as const;
export const DANGER = { selvmord: 'suicide', overdosis: 'overdose', vold: 'violence', 'seksuelt overgreb': 'sexual_assault' } as const;
export const ACUITY = { nu: 'now', fortid: 'past', uklart: 'vague' } as const;

export type Who = (typeof WHO)[keyof typeof WHO];
export type Danger = (typeof DANGER)[keyof typeof DANGER];
export type Acuity = (typeof ACUITY)[keyof typeof ACUITY];

/**
 * What the agent does: a crisis script of a kind, a question, or nothing. A question is about a kind: the
 * concern question about the caller's own suicidal thoughts (`suicide`), or that kind's own question ("Er
 * personen i fare lige nu?"); a yes to it plays that kind's script.
 */
type Action = { type: 'crisis'; kind: CrisisKind } | { type: 'ask'; about: CrisisKind } | { type: 'none' };

export interface TriageRow {
  who: Who;
  danger: Danger;
  acuity: Acuity;
  action: Action;
  /** The clinician's reason, shown with every verdict this row decides. */
  why: string;
  /** An utterance the detector must place in this row (tested), if one sentence can say it. */
  example?: string;
  /** "content/agent/krise/triage.md:24", for messages and tests. */
  source: string;
}

export type TriageTable = TriageRow[];

const key = (who: Who, danger: Danger, acuity: Acuity) => `${who}/${danger}/${acuity}`;

/** The row for a combination; the table is checked to have every one. */
export function triage(table: TriageTable, who: Who, danger: Danger, acuity: Acuity): TriageRow {
  const row = table.find((r) => r.who === who && r.danger === danger && r.acuity === acuity);
  if (!row) throw new Error(`the triage table has no row for ${key(who, danger, acuity)}`);
  return row;
}

/** Reads the table's rows (lines starting with "|", after the header and its rule); problems as "<file>:<line>: …". */
export function parseTriage(source: { text: string; where: string }, problems: string[]): TriageTable {
  const table: TriageTable = [];
  const seen = new Map<string, number>();
  let header = true;
  source.text.split('\n').forEach((line, index) => {
    if (!line.startsWith('|')) return;
    const at = `${source.where}:${index + 1}`;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (header) {
      if (cells.join('|') !== 'hvem|hvad|hvor akut|handling|hvorfor|eksempel')
        problems.push(`${at}: the columns must be hvem, hvad, hvor akut, handling, hvorfor, eksempel`);
      header = false;
      return;
    }
    if (cells.every((cell) => /^-+$/.test(cell))) return;
    const [who, danger, acuity, action, why, example] = cells as [string, string, string, string, string, string?];
    const row = {
      who: lookUp(WHO, who, 'hvem', at, problems),
      danger: lookUp(DANGER, danger, 'hvad', at, problems),
      acuity: lookUp(ACUITY, acuity, 'hvor akut', at, problems),
      action: parseAction(action, at, problems),
    };
    if (!why) problems.push(`${at}: say why in the last column`);
    if (!row.who || !row.danger || !row.acuity || !row.action) return;
    const k = key(row.who, row.danger, row.acuity);
    if (seen.has(k)) problems.push(`${at}: ${who}, ${danger}, ${acuity} is already on line ${seen.get(k)}`);
    seen.set(k, index + 1);
    table.push({ ...(row as Omit<TriageRow, 'why' | 'source'>), why, ...(example ? { example } : {}), source: at });
  });
  for (const [whoName, who] of Object.entries(WHO))
    for (const [dangerName, danger] of Object.entries(DANGER))
      for (const [acuityName, acuity] of Object.entries(ACUITY))
        if (!seen.has(key(who, danger, acuity))) problems.push(`${source.where}: no row for ${whoName}, ${dangerName}, ${acuityName}`);
  return table;
}

function lookUp<T extends Record<string, string>>(
  names: T,
  cell: string,
  column: string,
  at: string,
  problems: string[],
): T[keyof T] | undefined {
  if (cell in names) return names[cell as keyof T];
  problems.push(`${at}: ${column} "${cell}" is not one of ${Object.keys(names).join(', ')}`);
  return undefined;
}

function parseAction(cell: string, at: string, problems: string[]): Action | undefined {
  if (cell === 'intet') return { type: 'none' };
  const [, verb, kind] = /^(krise|spørg) (\S+)$/.exec(cell) ?? [];
  if (kind && (CRISIS_KINDS as readonly string[]).includes(kind))
    return verb === 'krise' ? { type: 'crisis', kind: kind as CrisisKind } : { type: 'ask', about: kind as CrisisKind };
  problems.push(`${at}: handling "${cell}" is not "krise <${CRISIS_KINDS.join('|')}>", "spørg <kind>" or "intet"`);
  return undefined;
}
