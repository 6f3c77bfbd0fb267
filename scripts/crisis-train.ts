// `npm run crisis-train`: learns the crisis detector's word weights from the labelled examples in
// content/agent/krise/eksempler/*.tsv and the rules' own "+"/"-" examples, and writes
// content/agent/krise/vaegte.tsv. The same examples always give the same file.
//
// `npm run crisis-train -- --cv` measures instead of writing: each example set in turn is left out, the
// weights are learnt from the rest, and the left-out set is scored as ../shared/crisis/score.mjs does.
// That is the honest figure for sentences the detector has never seen.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CrisisKind } from '../contracts/screen.ts';
import { detectCrisis, ruleVerdict } from '../agent/crisis/detect.ts';
import { normalise } from '../agent/crisis/normalise.ts';
import { crisisSourcesDigest, EXAMPLES_DIR, readCrisisRules, WEIGHTS_FILE } from '../agent/crisis/rules.ts';
import type { CrisisRules, CrisisWeights } from '../agent/crisis/vocabulary.ts';
import { features, featureWords, formatWeights, inColumn, WEIGHED_KINDS } from '../agent/crisis/weights.ts';

const DIR = join('content', 'agent', 'krise');
/** Chosen with --cv on sets written blind: the best recall with false positives at most 0.05. */
const THRESHOLD = 1;
const RULE_WEIGHT = 3;
const EPOCHS = 60;
const L2 = 1e-3;
/** Weights smaller than this are left out of the file: they change no verdict. */
const SMALLEST = 0.0005;

/** The kind of danger each crisis category of the examples is; the rest take the rules' kind or suicide. */
const CATEGORY_KIND: Record<string, CrisisKind> = {
  suicidal_direct: 'suicide',
  suicidal_indirect: 'suicide',
  plan_means: 'suicide',
  farewell: 'suicide',
  self_harm: 'suicide',
  command_hallucination: 'suicide',
  violence_threat: 'violence',
  sexual_assault: 'sexual_assault',
  overdose: 'overdose',
  child_danger: 'child',
  child_caller: 'child',
  child_reported_by_adult: 'child',
};

export interface Example {
  set: string;
  label: 'crisis' | 'not' | 'ambiguous';
  category: string;
  utterance: string;
}

/** One labelled set (the shared development set's format): a header, then label, category, utterance. */
export function readLabelledSet(file: string): Example[] {
  const set = basename(file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, category, utterance] = line.split('\t') as [Example['label'], string, string];
      return { set, label, category, utterance };
    });
}

/** Every example set of the folder, in name order. */
export function readExampleSets(dir: string): Example[] {
  const folder = join(dir, EXAMPLES_DIR);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .flatMap((set) => readLabelledSet(join(folder, set)));
}

/** The rules' own examples: a crisis rule's "+" is a crisis, every "-" is not one. */
function ruleExamples(rules: CrisisRules): Example[] {
  return rules.rules.flatMap((rule) =>
    rule.examples
      .filter((e) => !e.fires || rule.outcome === 'crisis')
      .map(
        (e): Example => ({
          set: 'regler.txt',
          label: e.fires ? 'crisis' : 'not',
          category: e.fires ? rule.kind : 'rule',
          utterance: e.text,
        }),
      ),
  );
}

/** The kind, if it is one the weights tell apart (a rule example's category is its rule's kind). */
const weighedKind = (kind: string | undefined) => WEIGHED_KINDS.find((k) => k === kind);

interface Row {
  /** The example's words: what orders the rows in each epoch. */
  key: string;
  features: string[];
  crisis: boolean;
  /** Only a crisis row's kind is learnt from (see train), so only those are read by the rules. */
  kind?: CrisisKind;
}

function rowsOf(examples: Example[], rules: CrisisRules): Row[] {
  const words = featureWords(rules.lists);
  return examples
    .filter((e) => e.label !== 'ambiguous')
    .map((e) => {
      const tokens = normalise(e.utterance, rules);
      const crisis = e.label === 'crisis';
      const kind = crisis
        ? (CATEGORY_KIND[e.category] ?? weighedKind(e.category) ?? weighedKind(ruleVerdict(tokens, rules).verdict.kind) ?? 'suicide')
        : undefined;
      return { key: e.utterance, features: features(tokens, words), crisis, kind };
    });
}

/**
 * Logistic regression by stochastic gradient descent, each class weighted to half the total. Each epoch
 * visits the rows in an order drawn from their own words (not their place in the files), and the weights
 * returned are the average over the second half of the epochs: so an example added or removed moves the
 * weights a little, instead of reshuffling every other row's turn and giving a different model.
 * Features are numbered (`ids`, below `size`) and weights kept in arrays: the same sums as by name, faster.
 */
function logistic(rows: { key: string; ids: Int32Array; y: boolean }[], size: number): { bias: number; weights: Float64Array } {
  const weights = new Float64Array(size);
  const sum = new Float64Array(size);
  let bias = 0;
  let biasSum = 0;
  let averaged = 0;
  const positives = rows.filter((r) => r.y).length;
  const share = { pos: rows.length / (2 * Math.max(positives, 1)), neg: rows.length / (2 * Math.max(rows.length - positives, 1)) };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = rows.map((row, i) => ({ i, at: hash(`${epoch}\u0000${row.key}`) })).sort((a, b) => a.at - b.at || a.i - b.i);
    const step = 0.3 / Math.sqrt(epoch + 1);
    for (const { i } of order) {
      const row = rows[i]!;
      let z = bias;
      for (const f of row.ids) z += weights[f]!;
      const gradient = (1 / (1 + Math.exp(-z)) - (row.y ? 1 : 0)) * (row.y ? share.pos : share.neg);
      bias -= step * gradient;
      for (const f of row.ids) {
        const w = weights[f]!;
        weights[f] = w - step * (gradient + L2 * w);
      }
    }
    if (epoch < EPOCHS / 2) continue;
    averaged++;
    biasSum += bias;
    for (let f = 0; f < size; f++) sum[f]! += weights[f]!;
  }
  for (let f = 0; f < size; f++) sum[f]! /= averaged;
  return { bias: biasSum / averaged, weights: sum };
}

/** FNV-1a: a fixed, well-spread number for a string. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Learns the crisis weight and one weight per kind (from the crisis rows) for every feature. */
export function train(examples: Example[], rules: CrisisRules, digest: string): CrisisWeights {
  const rows = rowsOf([...examples, ...ruleExamples(rules)], rules);
  const names = [...new Set(rows.flatMap((r) => r.features))];
  const index = new Map(names.map((f, i) => [f, i]));
  const numbered = rows.map((r) => ({ ...r, ids: Int32Array.from(r.features, (f) => index.get(f)!) }));
  const crisis = logistic(
    numbered.map((r) => ({ key: r.key, ids: r.ids, y: r.crisis })),
    names.length,
  );
  const crisisRows = numbered.filter((r) => r.crisis);
  const kinds = WEIGHED_KINDS.map((kind) =>
    logistic(
      crisisRows.map((r) => ({ key: r.key, ids: r.ids, y: inColumn(r.kind, kind) })),
      names.length,
    ),
  );
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const weights = new Map<string, number[]>();
  for (const [i, f] of names.entries()) {
    // A feature no row of a model has keeps the weight 0 there, as it starts.
    const values = [crisis, ...kinds].map((m) => m.weights[i]!);
    if (values.some((v) => Math.abs(v) >= SMALLEST)) weights.set(f, values.map(round));
  }
  return { threshold: THRESHOLD, ruleWeight: RULE_WEIGHT, digest, bias: [crisis, ...kinds].map((m) => round(m.bias)), weights };
}

/** Leaves each set out in turn and scores it with weights learnt from the rest. */
function crossValidate(examples: Example[], rules: CrisisRules, only: string[]): void {
  const sets = [...new Set(examples.map((e) => e.set))].filter((s) => !only.length || only.some((o) => s.includes(o)));
  const grid = { ruleWeights: [2, 3, 4, 6], thresholds: [0, 1, 2, 3] };
  type Scored = { crisis: boolean; byRules: boolean; grid: boolean[] };
  const all: Scored[] = [];
  const figures = (rows: Scored[], flagged: (r: Scored) => boolean) => {
    const crisis = rows.filter((r) => r.crisis);
    const not = rows.filter((r) => !r.crisis);
    const share = (part: Scored[], of: Scored[]) => (of.length ? (part.length / of.length).toFixed(3) : '  -  ');
    return `${share(crisis.filter(flagged), crisis)} / ${share(not.filter(flagged), not)}`;
  };
  const settings = grid.ruleWeights.flatMap((ruleWeight) => grid.thresholds.map((threshold) => ({ ruleWeight, threshold })));
  const chosen = settings.findIndex((s) => s.ruleWeight === RULE_WEIGHT && s.threshold === THRESHOLD);
  console.log('left out                        rules alone (recall / fp)   rules + weights (recall / fp)');
  for (const set of sets) {
    const weights = train(
      examples.filter((e) => e.set !== set),
      rules,
      '',
    );
    const crisisWith = (said: string, model?: CrisisWeights) => detectCrisis(said, { ...rules, weights: model }).outcome === 'crisis';
    const held = examples
      .filter((e) => e.set === set && e.label !== 'ambiguous')
      .map(
        (e): Scored => ({
          crisis: e.label === 'crisis',
          byRules: crisisWith(e.utterance),
          grid: settings.map((s) => crisisWith(e.utterance, { ...weights, ...s })),
        }),
      );
    all.push(...held);
    console.log(`${set.padEnd(32)}${figures(held, (r) => r.byRules).padEnd(28)}${figures(held, (r) => r.grid[chosen]!)}`);
  }
  console.log(`${'pooled'.padEnd(32)}${figures(all, (r) => r.byRules).padEnd(28)}${figures(all, (r) => r.grid[chosen]!)}`);
  console.log('(Rules alone are optimistic on sets they were tuned on; the weights never see the set they score.)');
  console.log('\npooled recall / fp by rule weight (rows) and threshold (columns):');
  console.log(`      ${grid.thresholds.map((t) => String(t).padEnd(16)).join('')}`);
  for (const ruleWeight of grid.ruleWeights) {
    const row = grid.thresholds.map((threshold) => {
      const at = settings.findIndex((s) => s.ruleWeight === ruleWeight && s.threshold === threshold);
      return figures(all, (r) => r.grid[at]!).padEnd(16);
    });
    console.log(`${String(ruleWeight).padEnd(6)}${row.join('')}`);
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const rules = readCrisisRules(DIR, { withWeights: false });
  const examples = readExampleSets(DIR);
  if (args[0] === '--cv') crossValidate(examples, rules, args.slice(1));
  else {
    const weights = train(examples, rules, crisisSourcesDigest(DIR));
    writeFileSync(join(DIR, WEIGHTS_FILE), formatWeights(weights));
    console.log(`${join(DIR, WEIGHTS_FILE)}: ${weights.weights.size} features from ${examples.length} examples`);
  }
}
