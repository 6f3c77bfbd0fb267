// The triage table (content/agent/krise/triage.md): for who is in danger, what the danger is and how acute
// it is, what the agent does, with which help lines, why, and on what source. A clinician edits the Markdown
// table; this reads and checks it, so a combination no row covers fails the build with its line. A "*" cell
// covers every value of its column; the row with fewest "*" decides, and among rows as specific, the first.
import { CRISIS_KINDS, type CrisisKind } from '../../contracts/screen.ts';

export const WHO = { 'den der ringer': 'caller', 'barn der ringer': 'child', 'en anden': 'other', 'kan skade': 'harmer' } as const;
export const DANGER = {
  selvmord: 'suicide',
  overdosis: 'overdose',
  vold: 'violence',
  'seksuelt overgreb': 'sexual_assault',
  selvskade: 'self_harm',
  psykose: 'psychosis',
  spiseforstyrrelse: 'eating_disorder',
  forfølgelse: 'stalking',
  æresrelateret: 'honour',
  livsfare: 'medical',
  brand: 'fire',
} as const;
export const ACUITY = { nu: 'now', tanker: 'thoughts', fortid: 'past', uklart: 'vague' } as const;

export type Who = (typeof WHO)[keyof typeof WHO];
export type Danger = (typeof DANGER)[keyof typeof DANGER];
export type Acuity = (typeof ACUITY)[keyof typeof ACUITY];

/**
 * The fixed words a row plays and the help they name: `script` is a key of content/agent/assistant.md
 * `crisisScripts`, `kind` the screen's kind, `lines` the ids of site.json's national lines (112 is always
 * said and shown first, so it is never listed). `open`: the call stays open for other help (thoughts
 * without a plan now); otherwise the model keeps to the crisis.
 */
export interface Help {
  kind: CrisisKind;
  script: string;
  lines: string[];
  open: boolean;
  /** The words end with this question (assistant.md `questions`), not the safety question. */
  asks?: string;
}

/**
 * What the agent does: a crisis script with its help, a question, or nothing. `ask` names a key of
 * assistant.md `questions`; what a yes to it leads to is the conversation's (agent/crisis/conversation.ts).
 */
type Action = { type: 'crisis'; help: Help } | { type: 'ask'; question: string; lines: string[] } | { type: 'none' };

export interface TriageRow {
  /** The row's cells; undefined where the cell is "*". */
  who?: Who;
  danger?: Danger;
  acuity?: Acuity;
  action: Action;
  /** The clinician's reason, shown with every verdict this row decides. */
  why: string;
  /** What the reason rests on (a guideline, the line's own page). */
  basis: string;
  /** An utterance the detector must place in this row (tested), if one sentence can say it. */
  example?: string;
  /** "content/agent/krise/triage.md:24", for messages and tests. */
  source: string;
}

export type TriageTable = TriageRow[];

const COLUMNS = 'hvem|hvad|hvor akut|handling|hjælp|hvorfor|kilde|eksempel';

const stars = (row: TriageRow) => [row.who, row.danger, row.acuity].filter((cell) => cell === undefined).length;
const covers = (row: TriageRow, who: Who, danger: Danger, acuity: Acuity) =>
  (row.who ?? who) === who && (row.danger ?? danger) === danger && (row.acuity ?? acuity) === acuity;

/** The row for a combination: the first of those with fewest "*" that cover it (the table is checked to have one). */
export function triage(table: TriageTable, who: Who, danger: Danger, acuity: Acuity): TriageRow {
  // Array.prototype.sort is stable: among rows as specific, the table's order holds.
  const row = table.filter((r) => covers(r, who, danger, acuity)).sort((a, b) => stars(a) - stars(b))[0];
  if (!row) throw new Error(`the triage table has no row for ${who}/${danger}/${acuity}`);
  return row;
}

/** Every combination of the three columns, in the table's order of names. */
export function combinations(): [Who, Danger, Acuity][] {
  return Object.values(WHO).flatMap((who) =>
    Object.values(DANGER).flatMap((danger) => Object.values(ACUITY).map((acuity) => [who, danger, acuity] as [Who, Danger, Acuity])),
  );
}

/** Reads the table's rows (lines starting with "|", after the header and its rule); problems as "<file>:<line>: …". */
export function parseTriage(source: { text: string; where: string }, problems: string[]): TriageTable {
  const table: TriageTable = [];
  let header = true;
  source.text.split('\n').forEach((line, index) => {
    if (!line.startsWith('|')) return;
    const at = `${source.where}:${index + 1}`;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (header) {
      if (cells.join('|') !== COLUMNS) problems.push(`${at}: the columns must be ${COLUMNS.split('|').join(', ')}`);
      header = false;
      return;
    }
    if (cells.every((cell) => /^-+$/.test(cell))) return;
    const [who, danger, acuity, action, help, why, basis, example] = cells as (string | undefined)[];
    const lines = parseLines(help ?? '');
    const row = {
      who: who === '*' ? undefined : lookUp(WHO, who ?? '', 'hvem', at, problems),
      danger: danger === '*' ? undefined : lookUp(DANGER, danger ?? '', 'hvad', at, problems),
      acuity: acuity === '*' ? undefined : lookUp(ACUITY, acuity ?? '', 'hvor akut', at, problems),
      action: parseAction(action ?? '', lines, at, problems),
    };
    if (!why) problems.push(`${at}: say why in the hvorfor column`);
    if (!basis) problems.push(`${at}: name the source in the kilde column`);
    const unknown = (cell: string | undefined, value: unknown) => cell !== '*' && value === undefined;
    if (unknown(who, row.who) || unknown(danger, row.danger) || unknown(acuity, row.acuity) || !row.action) return;
    // Thoughts without a plan now leave the call open for other help (a psychologist, a price).
    if (row.action.type === 'crisis' && row.acuity === 'thoughts') row.action.help.open = true;
    table.push({
      ...(row as Omit<TriageRow, 'why' | 'basis' | 'source'>),
      why: why!,
      basis: basis!,
      ...(example ? { example } : {}),
      source: at,
    });
  });
  for (const [who, danger, acuity] of combinations())
    if (!table.some((r) => covers(r, who, danger, acuity)))
      problems.push(`${source.where}: no row for ${nameOf(WHO, who)}, ${nameOf(DANGER, danger)}, ${nameOf(ACUITY, acuity)}`);
  return table;
}

/** A column's Danish name for a value. */
/** A value's Danish name in its column (WHO, DANGER, ACUITY), as the table writes it. */
export const nameOf = <T extends Record<string, string>>(names: T, value: T[keyof T]) =>
  Object.keys(names).find((name) => names[name] === value)!;

function lookUp<T extends Record<string, string>>(
  names: T,
  cell: string,
  column: string,
  at: string,
  problems: string[],
): T[keyof T] | undefined {
  if (cell in names) return names[cell as keyof T];
  problems.push(`${at}: ${column} "${cell}" is not one of ${Object.keys(names).join(', ')}, or *`);
  return undefined;
}

/** "gift, boern", or "–" for none. */
const parseLines = (cell: string): string[] => (cell === '–' || cell === '-' || cell === '' ? [] : cell.split(',').map((id) => id.trim()));

/** What the table names that the agent's words (assistant.md) and site.json do not have, as "<file>:<line>: …". */
export function unknownInTriage(table: TriageTable, known: { scripts: string[]; questions: string[]; lines: string[] }): string[] {
  return table.flatMap(({ action, source }) => {
    const lines = action.type === 'crisis' ? action.help.lines : action.type === 'ask' ? action.lines : [];
    return [
      ...(action.type === 'crisis' && !known.scripts.includes(action.help.script)
        ? [`${source}: "${action.help.script}" is not in assistant.md crisisScripts`]
        : []),
      ...(action.type === 'ask' && !known.questions.includes(action.question)
        ? [`${source}: "${action.question}" is not in assistant.md questions`]
        : []),
      ...lines
        .filter((id) => !known.lines.includes(id))
        .map((id) => `${source}: hjælp "${id}" is not a national line in content/site.json`),
    ];
  });
}

function parseAction(cell: string, lines: string[], at: string, problems: string[]): Action | undefined {
  if (cell === 'intet') return { type: 'none' };
  const crisis = /^krise (\S+) (\S+)$/.exec(cell);
  if (crisis && (CRISIS_KINDS as readonly string[]).includes(crisis[1]!)) {
    return { type: 'crisis', help: { kind: crisis[1] as CrisisKind, script: crisis[2]!, lines, open: false } };
  }
  const ask = /^spørg (\S+)$/.exec(cell);
  if (ask) return { type: 'ask', question: ask[1]!, lines };
  problems.push(`${at}: handling "${cell}" is not "krise <${CRISIS_KINDS.join('|')}> <script>", "spørg <question>" or "intet"`);
  return undefined;
}
