// The triage table (content/agent/krise/triage.md): one test per row, each a combination of who is in
// danger, what the danger is and how acute it is. The row's handling is what the detector decides, and its
// example sentence (where one sentence can say it) lands in that row.
import { describe, expect, it } from 'vitest';
import { loadAgentContent } from '../../agent/content.ts';
import { detectCrisis } from '../../agent/crisis.ts';
import { ACUITY, DANGER, parseTriage, WHO } from '../../agent/crisis/triage.ts';

const rules = loadAgentContent().crisisRules;
const table = rules.triage!;
const outcomeOf = (action: (typeof table)[number]['action']) =>
  action.type === 'crisis'
    ? { outcome: 'crisis', kind: action.kind }
    : action.type === 'ask'
      ? { outcome: 'concern', kind: action.about, question: action.about }
      : { outcome: 'none' };

describe('the triage table', () => {
  it('has every combination exactly once', () => {
    expect(table).toHaveLength(Object.keys(WHO).length * Object.keys(DANGER).length * Object.keys(ACUITY).length);
  });

  it.each(table.map((row) => [`${row.who} / ${row.danger} / ${row.acuity}`, row] as const))('%s', (_, row) => {
    // An adult's danger now always gets a script, and someone else's danger now always gets third_person.
    if (row.acuity === 'now' && row.who === 'other') expect(row.action).toEqual({ type: 'crisis', kind: 'third_person' });
    if (row.acuity === 'now') expect(row.action.type).toBe('crisis');
    if (!row.example) return;
    const verdict = detectCrisis(row.example, rules);
    expect({ who: verdict.who, danger: verdict.danger, acuity: verdict.acuity }, `${row.source}: ${row.example}`).toEqual({
      who: row.who,
      danger: row.danger,
      acuity: row.acuity,
    });
    expect(verdict, row.example).toMatchObject({ ...outcomeOf(row.action), triage: row.source });
  });

  it('rejects a table with a row missing, a row twice or an unknown handling, naming the line', () => {
    const text = `| hvem | hvad | hvor akut | handling | hvorfor | eksempel |\n|---|---|---|---|---|---|\n| den der ringer | selvmord | nu | krise suicide | x |  |\n| den der ringer | selvmord | nu | ring | x |  |\n`;
    const problems: string[] = [];
    parseTriage({ text, where: 'triage.md' }, problems);
    expect(problems).toContain(
      'triage.md:4: handling "ring" is not "krise <suicide|overdose|violence|sexual_assault|child|third_person>", "spørg <kind>" or "intet"',
    );
    expect(problems).toContain('triage.md: no row for den der ringer, selvmord, fortid');
    expect(problems.length).toBe(1 + 35);
  });
});
