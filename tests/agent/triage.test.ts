// The triage table (content/agent/krise/triage.md): one test per row. The row's handling is what the
// detector decides, its example sentence (where one sentence can say it) lands in that row, and every
// script a row plays keeps to the words' rules at any hour: 112 said once, at most 40 spoken words, at
// most one question, at the end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAgentContent } from '../../agent/content.ts';
import { detectCrisis } from '../../agent/crisis/detect.ts';
import { combinations, parseTriage, triage } from '../../agent/crisis/triage.ts';
import { crisisReading, READING_FILE, READING_HOURS } from '../../scripts/crisis-reading.ts';

const content = loadAgentContent();
const rules = content.crisisRules;
const table = rules.triage!;
const outcomeOf = (action: (typeof table)[number]['action']) =>
  action.type === 'crisis'
    ? { outcome: 'crisis', kind: action.help.kind, help: { script: action.help.script } }
    : action.type === 'ask'
      ? { outcome: 'concern', question: action.question }
      : { outcome: 'none' };

/** Sunday 03:00 and Tuesday 10:00 in Copenhagen: the hours LÆSNING.md is read at. */
const HOURS = READING_HOURS;
const EMERGENCY = /et-et-to/g;

describe('the triage table', () => {
  it('decides every combination of who, what and how acute', () => {
    for (const [who, danger, acuity] of combinations()) expect(() => triage(table, who, danger, acuity)).not.toThrow();
  });

  it.each(table.map((row) => [`${row.source}: ${row.who ?? '*'} / ${row.danger ?? '*'} / ${row.acuity ?? '*'}`, row] as const))(
    '%s',
    (_, row) => {
      // Danger now to the caller or someone else always gets a script.
      if (row.acuity === 'now' && row.who) expect(row.action.type).toBe('crisis');
      if (row.action.type === 'crisis')
        for (const [hour, at] of Object.entries(HOURS)) {
          const { script } = content.crisis(row.action.help.kind, at, row.action.help);
          expect(script.match(EMERGENCY), `${hour}: ${script}`).toHaveLength(1);
          expect(script.split(/\s+/).length, `${hour}: ${script}`).toBeLessThanOrEqual(40);
          expect(script.match(/\?/g)?.length ?? 0, script).toBeLessThanOrEqual(1);
          if (script.includes('?')) expect(script.endsWith('?'), script).toBe(true);
          expect(script, 'no line is said to be closed in a script for an assault').not.toMatch(/lukket/);
        }
      if (!row.example) return;
      const verdict = detectCrisis(row.example, rules);
      expect(verdict, `${row.source}: ${row.example}`).toMatchObject({
        ...(row.who ? { who: row.who } : {}),
        ...(row.danger ? { danger: row.danger } : {}),
        ...(row.acuity ? { acuity: row.acuity } : {}),
        triage: row.source,
        ...outcomeOf(row.action),
      });
    },
  );

  it('is readable without running anything: LÆSNING.md holds every row and the words it plays, as they are now', () => {
    const reading = crisisReading(content);
    expect(readFileSync(READING_FILE, 'utf8') === reading, 'run npm run crisis-reading').toBe(true);
    for (const row of table) {
      expect(reading).toContain(`## Linje ${row.source.split(':').at(-1)}:`);
      if (row.action.type === 'crisis')
        for (const at of Object.values(HOURS)) expect(reading).toContain(content.crisis(row.action.help.kind, at, row.action.help).script);
    }
  });

  it('rejects a table with a case no row decides or an unknown handling, naming the line', () => {
    const text = `| hvem | hvad | hvor akut | handling | hjælp | hvorfor | kilde | eksempel |\n|---|---|---|---|---|---|---|---|\n| den der ringer | selvmord | nu | krise suicide suicide | livslinien | x | y |  |\n| den der ringer | selvmord | nu | ring | – | x | y |  |\n| * | * | * | intet | – | x |  |  |\n`;
    const problems: string[] = [];
    const parsed = parseTriage({ text, where: 'triage.md' }, problems);
    expect(problems).toContain(
      'triage.md:4: handling "ring" is not "krise <suicide|overdose|violence|sexual_assault|child|third_person> <script>", "spørg <question>" or "intet"',
    );
    expect(problems).toContain('triage.md:5: name the source in the kilde column');
    expect(parsed.map((r) => r.source)).toEqual(['triage.md:3', 'triage.md:5']);
    const short = `| hvem | hvad | hvor akut | handling | hjælp | hvorfor | kilde | eksempel |\n|---|---|---|---|---|---|---|---|\n| den der ringer | selvmord | nu | krise suicide suicide | livslinien | x | y |  |\n`;
    const missing: string[] = [];
    parseTriage({ text: short, where: 'triage.md' }, missing);
    expect(missing).toContain('triage.md: no row for den der ringer, selvmord, tanker');
  });

  it('lets the most specific row decide, and the first of rows as specific', () => {
    expect(triage(table, 'other', 'overdose', 'now').action).toMatchObject({ help: { kind: 'third_person', lines: ['gift'] } });
    expect(triage(table, 'caller', 'suicide', 'thoughts').action).toMatchObject({ help: { script: 'suicide_thoughts', open: true } });
    expect(triage(table, 'harmer', 'violence', 'now').action).toMatchObject({ help: { script: 'may_harm', lines: ['vold'] } });
  });
});
