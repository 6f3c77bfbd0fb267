// Reads the crisis detector's editable files in content/agent/krise/ into one checked rule set. The
// agent and the content build both call readCrisisRules, so a broken rule fails the build with its
// file, line and problem before any call depends on it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CRISIS_KINDS, type CrisisKind } from '../../contracts/screen.ts';
import { parseTriage } from './triage.ts';
import {
  CODE_LISTS,
  type CrisisRules,
  type Element,
  type ListName,
  type Lists,
  numberTerm,
  type Outcome,
  type Rule,
} from './vocabulary.ts';
import { parseWeights } from './weights.ts';

/** The detector's own lists (fillers, time words): their words never join split compounds. */
const OWN_LISTS: readonly ListName[] = [
  'fyld',
  'fyld_i_brug',
  'hale',
  'nægtelse',
  'subjekt',
  'underordnet',
  'ramme',
  'fortid',
  'nu',
  'gentaget',
  'bedring',
  'skel',
];

export const CRISIS_FILES = { rules: 'regler.txt', lists: 'ord.txt', lemmas: 'lemmaer.txt', replacements: 'normalisering.txt' } as const;

export class CrisisRuleError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The crisis rules have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** The weights file, written by `npm run crisis-train`, and the folder of labelled examples it learns from. */
export const WEIGHTS_FILE = 'vaegte.tsv';
/** The triage table: not learnt from, so editing it asks for no training. */
const TRIAGE_FILE = 'triage.md';
export const EXAMPLES_DIR = 'eksempler';

/**
 * Reads content/agent/krise/ (or another folder with the same files); throws CrisisRuleError listing every
 * problem, including weights learnt from other rules or examples than those in the folder. Training reads
 * the rules without the weights it is about to write.
 */
export function readCrisisRules(dir: string, { withWeights = true } = {}): CrisisRules {
  const source = (name: string) => {
    const path = join(dir, name);
    return { text: readFileSync(path, 'utf8'), where: relative(process.cwd(), path) || path };
  };
  const files = Object.fromEntries(Object.entries(CRISIS_FILES).map(([key, name]) => [key, source(name)])) as Record<
    keyof typeof CRISIS_FILES,
    Source
  >;
  const problems: string[] = [];
  const rules = { ...parseCrisisRules(files), triage: parseTriage(source(TRIAGE_FILE), problems) };
  if (!withWeights) {
    if (problems.length) throw new CrisisRuleError(problems);
    return rules;
  }
  const weights = parseWeights(source(WEIGHTS_FILE), problems);
  if (!problems.length && weights.digest !== crisisSourcesDigest(dir))
    problems.push(`${source(WEIGHTS_FILE).where} was learnt from other rules or examples than these: run npm run crisis-train`);
  if (problems.length) throw new CrisisRuleError(problems);
  return { ...rules, weights };
}

/** The files the weights are learnt from, in a fixed order: the four rule files and every example set. */
function crisisSources(dir: string): { name: string; text: string }[] {
  const examples = join(dir, EXAMPLES_DIR);
  const sets = existsSync(examples)
    ? readdirSync(examples)
        .filter((f) => f.endsWith('.tsv'))
        .sort()
    : [];
  return [...Object.values(CRISIS_FILES), ...sets.map((f) => join(EXAMPLES_DIR, f))].map((name) => ({
    name,
    text: readFileSync(join(dir, name), 'utf8'),
  }));
}

/** One SHA-256 over crisisSources: the weights file records it, and the build compares. */
export function crisisSourcesDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const { name, text } of crisisSources(dir)) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

type Source = { text: string; where: string };

/** Parses the four files' texts; every problem is reported as "<file>:<line>: <what is wrong>". */
export function parseCrisisRules(files: { rules: Source; lists: Source; lemmas: Source; replacements: Source }): CrisisRules {
  const problems: string[] = [];
  const lists = parseLists(files.lists, problems);
  const lemmas = parseLemmas(files.lemmas, problems);
  const replacements = parseReplacements(files.replacements, problems);
  for (const name of CODE_LISTS) if (!lists[name]) problems.push(`${files.lists.where}: list @${name} is missing`);
  const rules = parseRuleLines(files.rules, lists, problems);
  wordsNeverSeen(files.lists.where, lists, replacements, rules, problems);
  if (problems.length) throw new CrisisRuleError(problems);
  const vocabulary = new Set<string>();
  const stems = new Set<string>();
  const addWord = (w: string) => {
    if (!w.includes('*')) vocabulary.add(w);
    else if (/^[^*]+\*$/.test(w)) stems.add(w.slice(0, -1));
  };
  // The detector's own lists (fillers, time words) are left out: "på en gang" must not become "engang".
  for (const [name, entries] of Object.entries(lists)) {
    if (!(OWN_LISTS as readonly string[]).includes(name)) for (const entry of entries) entry.forEach(addWord);
  }
  for (const [form, lemma] of Object.entries(lemmas)) [form, lemma].forEach(addWord);
  for (const r of replacements) r.to.forEach(addWord);
  const walk = (els: Element[]) => {
    for (const el of els) {
      if (el.type === 'word') addWord(el.word);
      if (el.type === 'group') el.alternatives.forEach(walk);
    }
  };
  for (const rule of rules) walk(rule.pattern);
  // Every name in CODE_LISTS was checked above.
  return { rules, lists: lists as Lists, lemmas, replacements, vocabulary, stems: [...stems] };
}

/**
 * The normaliser removes a filler ("vildt", "virkelig") and replaces a spoken form ("ska", "unalive") before any
 * rule sees the words, so a rule or list that names one can never match there; @fyld_i_brug keeps a filler in
 * its phrases ("helt vildt", "ikke okay"). @fyld and @hale are read before that, so they may name them.
 */
function wordsNeverSeen(
  listsWhere: string,
  lists: ListsByName,
  replacements: CrisisRules['replacements'],
  rules: Rule[],
  problems: string[],
): void {
  const selfReplaced = replacements.filter((r) => r.from.join(' ') === r.to.join(' ')).flatMap((r) => r.from);
  const kept = new Set([...(lists.fyld_i_brug ?? []).flat(), ...selfReplaced]);
  const fillers = (lists.fyld ?? []).filter((entry) => entry.length === 1).map(([word]) => word!);
  const replaced = replacements.filter((r) => r.from.length === 1 && r.to.join(' ') !== r.from[0]).map((r) => r.from[0]!);
  const lost = new Set([...fillers, ...replaced].filter((word) => !kept.has(word)));
  // Lists hold the lists they name, so an entry is told once, in the first list that has it.
  const told = new Set<string>();
  for (const [name, entries] of Object.entries(lists)) {
    if (['fyld', 'fyld_i_brug', 'hale'].includes(name)) continue;
    for (const entry of entries) {
      const word = entry.find((w) => lost.has(w));
      const text = entry.join(' ');
      if (word && !told.has(text))
        problems.push(`${listsWhere}: @${name}: "${text}" names "${word}", which the normaliser removes or replaces`);
      told.add(text);
    }
  }
  const walk = (els: Element[], at: string) => {
    for (const el of els) {
      if (el.type === 'word' && lost.has(el.word))
        problems.push(`${at}: "${el.word}" is removed or replaced by the normaliser; it never matches`);
      if (el.type === 'group') for (const alternative of el.alternatives) walk(alternative, at);
    }
  };
  for (const rule of rules) walk(rule.pattern, rule.source);
}

/**
 * A line with its number, without comments and blank lines; indented lines continue the one before. A
 * comment is a line starting with "#", or " # " and what follows (so "#10+" stays a number).
 */
function logicalLines({ text }: Source): { line: number; text: string; examples: Rule['examples'] }[] {
  const out: { line: number; text: string; examples: Rule['examples'] }[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim().startsWith('#')) return;
    const content = raw.replace(/\s#\s.*$/, '').trimEnd();
    if (!content.trim()) return;
    const example = /^\s+([+-])\s+(.+)$/.exec(content);
    if (example && out.length) out.at(-1)!.examples.push({ fires: example[1] === '+', text: example[2]! });
    else if (/^\s/.test(content) && out.length) out.at(-1)!.text += ` ${content.trim()}`;
    else out.push({ line: i + 1, text: content.trim(), examples: [] });
  });
  return out;
}

const WORD = /^\*?[\p{L}\p{N}]+\*?$/u;
function words(text: string): string[] {
  return text.toLowerCase().normalize('NFC').split(/\s+/).filter(Boolean);
}

type ListsByName = Record<string, string[][]>;

function parseLists(source: Source, problems: string[]): ListsByName {
  const lists: ListsByName = {};
  for (const { line, text } of logicalLines(source)) {
    const at = `${source.where}:${line}`;
    const head = /^@([\p{L}\p{N}_]+)\s*=\s*(.*)$/u.exec(text);
    if (!head) {
      problems.push(`${at}: expected "@name = word, word, …"`);
      continue;
    }
    const name = head[1]!;
    if (lists[name]) problems.push(`${at}: list @${name} is defined twice`);
    const entries: string[][] = [];
    for (const entry of head[2]!.split(',').map(words)) {
      if (!entry.length) continue;
      // "min @relation" stands for "min" before every entry of a list defined above.
      let expanded: string[][] = [[]];
      for (const w of entry) {
        const ref = w.startsWith('@') ? lists[w.slice(1)] : undefined;
        if (w.startsWith('@') && !ref) problems.push(`${at}: @${name}: unknown list ${w} (define it above)`);
        else if (!ref && !WORD.test(w) && !numberTerm(w))
          problems.push(`${at}: @${name}: "${w}" is not a word (letters and digits, * only at either end)`);
        expanded = ref ? expanded.flatMap((e) => ref.map((r) => [...e, ...r])) : expanded.map((e) => [...e, w]);
      }
      entries.push(...expanded);
    }
    if (!entries.length) problems.push(`${at}: list @${name} is empty`);
    lists[name] = entries;
  }
  return lists;
}

function parseLemmas(source: Source, problems: string[]): CrisisRules['lemmas'] {
  const lemmas: CrisisRules['lemmas'] = {};
  for (const { line, text } of logicalLines(source)) {
    const at = `${source.where}:${line}`;
    const m = /^([\p{L}\p{N}]+)\s*:\s*(.+)$/u.exec(text.toLowerCase());
    if (!m) {
      problems.push(`${at}: expected "lemma: form form …"`);
      continue;
    }
    for (const form of words(m[2]!)) {
      if (!WORD.test(form) || form.includes('*')) problems.push(`${at}: "${form}" is not a word`);
      else if (lemmas[form] && lemmas[form] !== m[1]) problems.push(`${at}: "${form}" already belongs to "${lemmas[form]}"`);
      else lemmas[form] = m[1]!;
    }
  }
  return lemmas;
}

function parseReplacements(source: Source, problems: string[]): CrisisRules['replacements'] {
  const out: CrisisRules['replacements'] = [];
  for (const { line, text } of logicalLines(source)) {
    const at = `${source.where}:${line}`;
    const m = /^(.+?)\s*->\s*(.*)$/.exec(text);
    if (!m) {
      problems.push(`${at}: expected "words -> words"`);
      continue;
    }
    const to = words(m[2]!);
    for (const from of m[1]!.split('|').map(words)) {
      const bad = [...from, ...to].find((w) => !WORD.test(w) || w.includes('*'));
      if (bad || !from.length) problems.push(`${at}: "${bad ?? ''}" is not a word`);
      else if (out.some((r) => r.from.join(' ') === from.join(' '))) problems.push(`${at}: "${from.join(' ')}" is replaced twice`);
      else out.push({ from, to });
    }
  }
  return out.sort((a, b) => b.from.length - a.from.length);
}

const OUTCOMES: Record<string, Outcome> = { krise: 'crisis', bekymring: 'concern', efter: 'after', barn: 'child caller' };

function parseRuleLines(source: Source, lists: ListsByName, problems: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const { line, text, examples } of logicalLines(source)) {
    const at = `${source.where}:${line}`;
    const m = /^([\p{L}\p{N}._-]+)\s+(\S+)\s+(\S+)\s*:\s*(.+)$/u.exec(text);
    if (!m) {
      problems.push(`${at}: expected "id udfald art : mønster"`);
      continue;
    }
    const [, id, outcomeWord, kind, rest] = m as unknown as [string, string, string, string, string];
    const before = problems.length;
    if (rules.some((r) => r.id === id)) problems.push(`${at}: rule id "${id}" is used twice`);
    const outcome = OUTCOMES[outcomeWord];
    if (!outcome) problems.push(`${at}: outcome "${outcomeWord}" is not one of ${Object.keys(OUTCOMES).join(', ')}`);
    if (!(CRISIS_KINDS as readonly string[]).includes(kind))
      problems.push(`${at}: kind "${kind}" is not one of ${CRISIS_KINDS.join(', ')}`);
    const [patternText, unlessText = ''] = rest.split(/\s!\s/);
    const unless = words(unlessText).map((w) => w.replace(/^@/, ''));
    for (const name of unless) if (!lists[name]) problems.push(`${at}: unknown list @${name} after "!"`);
    let pattern: Element[] = [];
    try {
      pattern = parsePattern(patternText!, lists);
      if (!pattern.some((el) => el.type !== 'gap' && !('optional' in el && el.optional))) throw new Error('the pattern matches nothing');
      if (pattern[0]?.type === 'gap' || pattern.at(-1)?.type === 'gap') throw new Error('a pattern cannot start or end with a gap');
    } catch (error) {
      problems.push(`${at}: ${(error as Error).message}`);
    }
    if (!examples.some((e) => e.fires) || !examples.some((e) => !e.fires))
      problems.push(`${at}: rule "${id}" needs an example it must match ("  + …") and one it must not ("  - …") below it`);
    if (problems.length === before) rules.push({ id, outcome: outcome!, kind: kind as CrisisKind, pattern, unless, source: at, examples });
  }
  if (!rules.length && !problems.length) problems.push(`${source.where}: no rules`);
  return rules;
}

/**
 * The pattern syntax: words, @list, #10+ or #5-17 (a number), ..3 (up to three words of any kind), ( a b | c )
 * alternatives, and ? after any of them for optional.
 */
function parsePattern(text: string, lists: ListsByName): Element[] {
  const tokens =
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/\(|\)|\||[^\s()|]+/g) ?? [];
  const reader = { tokens, pos: 0, lists };
  const pattern = sequence(reader, false);
  if (reader.pos < tokens.length) throw new Error(`unexpected "${tokens[reader.pos]}"`);
  return pattern;
}

/** A pattern being read: its tokens and how far. */
type Reader = { tokens: string[]; pos: number; lists: ListsByName };

/** Elements to the end, or in a group to its next "|" or ")". */
function sequence(reader: Reader, inGroup: boolean): Element[] {
  const out: Element[] = [];
  while (reader.pos < reader.tokens.length) {
    const token = reader.tokens[reader.pos]!;
    if (token === ')' || token === '|') {
      if (!inGroup) throw new Error(`unexpected "${token}"`);
      return out;
    }
    reader.pos++;
    if (token === '?' || token === '(?') throw new Error('"?" must follow a word, list or group');
    out.push(token === '(' ? group(reader) : element(token, reader.lists));
  }
  if (inGroup) throw new Error('"(" is never closed');
  return out;
}

/** ( a b | c ) from just after its "(", and a "?" after it. */
function group(reader: Reader): Element {
  const alternatives = [sequence(reader, true)];
  while (reader.tokens[reader.pos] === '|') {
    reader.pos++;
    alternatives.push(sequence(reader, true));
  }
  if (reader.tokens[reader.pos] !== ')') throw new Error('"(" is never closed');
  reader.pos++;
  const optional = reader.tokens[reader.pos] === '?';
  if (optional) reader.pos++;
  if (alternatives.some((a) => !a.length)) throw new Error('an empty alternative in ( … )');
  return { type: 'group', alternatives, optional };
}

/** One word, @list, #number or ..gap, with "?" at its end for optional; or $, the end of the turn or of a sentence. */
function element(token: string, lists: ListsByName): Element {
  if (token === '$') return { type: 'end' };
  const optional = token.endsWith('?') && token.length > 1;
  const body = optional ? token.slice(0, -1) : token;
  const gap = /^\.\.(\d+)$/.exec(body);
  const number = numberTerm(body);
  if (gap) {
    if (optional) throw new Error(`a gap "${body}" is already optional`);
    return { type: 'gap', max: Number(gap[1]) };
  }
  if (number) return { type: 'number', ...number, optional };
  if (body.startsWith('@')) {
    const name = body.slice(1);
    if (!lists[name]) throw new Error(`unknown list @${name}`);
    return { type: 'list', name, optional };
  }
  if (WORD.test(body)) return { type: 'word', word: body, optional };
  throw new Error(`"${token}" is neither a word, @list, #number, ..gap nor group`);
}
