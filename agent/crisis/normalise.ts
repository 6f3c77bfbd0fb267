// Turns one speech-to-text transcript into the words the rules see: lower case, punctuation as clause
// breaks, fillers gone, spoken forms and mis-recognitions replaced, split compounds joined, number words
// as digits, and each word with its lemma. Every table comes from content/agent/krise/.
import { BREAK, type CrisisRules, type Token } from './vocabulary.ts';

/** A "jeg" read from "man" after a condition; no transcript can contain it, since "#" is stripped. */
const GENERIC = 'jeg#';

/** Who sent a message named in the call ('han' or 'hun'), so its words read aloud are theirs. */
export type Sender = 'han' | 'hun';

/** What earlier turns of the call told that changes how this one is read (kept in detect.ts CallerContext). */
export interface Speakers {
  /** Who sent the last message a turn named (@besked_fra): its words read aloud later are theirs. */
  sender?: Sender;
  /** The turn ended announcing that message read aloud (@læser_op: "… jeg læser den op"): the next turn is its words. */
  quoteNext?: boolean;
  /** The name the caller gave ("jeg hedder lise"): a caller who later speaks of themself by it is the caller. */
  ownName?: string;
  /** The one the caller interprets for (@tolker): what "hun siger" after it is hers, as the caller's own. */
  relayed?: Sender;
}

export function normalise(text: string, rules: CrisisRules, earlier: Speakers = {}): Token[] {
  const raw = spokenOnce(text.normalize('NFC').toLowerCase())
    .replace(/['’`´]/g, '')
    // Punctuation said aloud, as when a message is read or dictated ("orker ikke mere punktum vil bare dø"), is punctuation.
    .replace(/(?<!\p{L})(?:punktum|komma|spørgsmålstegn|udråbstegn|semikolon)(?!\p{L})/gu, '.')
    // A stutter's first sounds ("j-j-jeg", "h-han") are the word they start.
    .replace(/(?<!\p{L})(\p{L}{1,3})-(?:\1-)*(?=\1)/gu, '')
    .replace(/(\p{L})-(\p{L})/gu, '$1$2')
    // Danish never writes a letter three times inside a word: the recogniser's "pilller" is "piller" ("øhhh" ends on it).
    .replace(/(?<=\p{L})(\p{L})\1{2,}(?=\p{L})/gu, '$1$1')
    // A time or a decimal ("toget 23.12", "1,5 gram") is its whole number, no sentence end: the minutes and the fraction
    // are dropped, so an amount is never read larger than said.
    .replace(/(\d)[.,:]\d+/g, '$1')
    // A pause the recogniser marks with an ellipsis ("jeg har taget … for mange") goes on with the same sentence.
    .replace(/…|\.{2,}/g, ' ')
    .replace(/[.,;:!?–—]+/g, ` ${BREAK} `)
    .replace(/[^\p{L}\p{N}|]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  // Fillers (but not in @fyld_i_brug's "helt vildt", "ikke okay"), then tags ("ik" at a clause end is a tag,
  // anywhere else it becomes "ikke"), then the table.
  const fillers = fillerTables(rules.lists);
  let words = replace(replace(raw, fillers.plain), fillers.all);
  words = dropTags(words, rules.lists.hale);
  words = transcriptCorrected(words);
  words = selfCorrected(words);
  words = vocativeBro(words);
  words = replace(words, rules.replacements);
  words = formerNotPast(words);
  words = ownNameAsFirstPerson(words, ownNameIn(words, rules) ?? earlier.ownName);
  words = relayedAsOwn(words, earlier.relayed);
  // "han han slog mig": a word said twice in a row (a stutter, or the recogniser repeating itself) counts once;
  // after the table, so the dialect's "mæ mæ en stol" ("mig med en stol") keeps both.
  words = words.filter((word, at) => word !== words[at - 1]);
  words = joinCompounds(words, rules);
  words = runOnAfterEnough(words, rules);
  words = droppedSubject(words, rules);
  words = subjectFirst(words, rules);
  words = genericAsFirstPerson(words, rules);
  words = quotedAsReported(words, rules, earlier.sender, earlier.quoteNext);
  words = numbers(words);
  return withClauses(words, rules);
}

/**
 * A stutter's first sounds written apart ("j j jeg", "j j ja"; not a letter that is a word of its own: i, å, ø), a vowel
 * drawn out ("træææt", "jaaa") and a sound drawn out at a word's start ("sssort"): each is the word said once.
 */
export const spokenOnce = (text: string) =>
  text
    .replace(/(?<!\p{L})([a-hj-zæ])(?: \1)* (?=\1\p{L})/gu, '')
    .replace(/(?<=\p{L})([aeiouyæøå])\1{2,}/gu, '$1')
    .replace(/(?<!\p{L})(\p{L})\1{2,}(?=\p{L})/gu, '$1');

/** Words after "det er" that are no name ("hej det er mig", "det er svært"). */
const NO_NAME = new Set(['mig', 'os', 'ham', 'hende', 'dem', 'dig', 'jer', 'bare', 'jo', 'nok', 'nu', 'så', 'også', 'ikke', 'en', 'et']);

/**
 * The caller's own name, said as a name ("jeg hedder lise", "lise hedder jeg", "mit navn er lise"), or as the whole of a
 * greeting ("hej det er per"); only a word the rules do not know as a word is taken as a name.
 */
export function ownNameIn(words: string[], { vocabulary }: CrisisRules): string | undefined {
  const aName = (word: string | undefined) =>
    word && !NO_NAME.has(word) && !vocabulary.has(word) && /^\p{L}+$/u.test(word) ? word : undefined;
  for (let at = 0; at < words.length; at++) {
    const said =
      (words[at] === 'hedder' && words[at - 1] === 'jeg' && aName(words[at + 1])) ||
      (words[at] === 'hedder' && words[at + 1] === 'jeg' && aName(words[at - 1])) ||
      (startsWith(words, at, ['mit', 'navn', 'er']) && aName(words[at + 3]));
    if (said) return said;
  }
  const greeting = words[0] === 'hej' ? words.slice(1) : words;
  return greeting.length === 3 && greeting[0] === 'det' && greeting[1] === 'er' ? aName(greeting[2]) : undefined;
}

/**
 * "lise har sparet sine piller sammen", "jonas er lige blevet tæsket": a caller who speaks of themself by name, as
 * "jeg", where the name is not being said ("lise hedder jeg", "det er lise").
 */
function ownNameAsFirstPerson(words: string[], name: string | undefined): string[] {
  if (!name) return words;
  return words.map((word, at) =>
    word === name && words[at - 1] !== 'hedder' && words[at + 1] !== 'hedder' && words[at - 1] !== 'er' ? 'jeg' : word,
  );
}

/**
 * A caller who interprets for someone beside them ("jeg er hendes datter og jeg oversætter", @tolker): which of "han" or
 * "hun" they speak for, by the person named in the turn.
 */
export function relayedSpeaker(words: string[], lists: CrisisRules['lists']): Sender | undefined {
  if (!saidIn(words, lists.tolker)) return undefined;
  if (words.some((word) => word === 'hun' || word === 'hende' || word === 'hendes')) return 'hun';
  return words.some((word) => word === 'han' || word === 'ham' || word === 'hans') ? 'han' : undefined;
}

/** The relayed person's words told as theirs ("hun siger at …"): said by them, so their "hun" is the caller's "jeg". */
const RELAYED: Record<Sender, Record<string, string>> = {
  hun: { hun: 'jeg', hende: 'mig', hendes: 'min' },
  han: { han: 'jeg', ham: 'mig', hans: 'min' },
};
const SAYS = new Set(['siger', 'sagde', 'fortæller', 'fortalte']);

/**
 * "hun siger at hendes mand slog hende i går", interpreted for a woman beside the caller: after "hun siger (at)", the
 * words are hers, as if she were the caller ("min mand slog mig i går"), so the rules hear whose danger it is.
 */
function relayedAsOwn(words: string[], relayed: Sender | undefined): string[] {
  if (!relayed) return words;
  const opens = (at: number) => words[at] === relayed && SAYS.has(words[at + 1] ?? '');
  const first = words.findIndex((_, at) => opens(at));
  if (first < 0) return words;
  // Each "hun siger (at)" is the interpreter's, not hers: dropped; the rest of the turn is hers.
  const out = words.slice(0, first);
  for (let at = first; at < words.length; at++) {
    if (opens(at)) at += words[at + 2] === 'at' ? 2 : 1;
    else out.push(RELAYED[relayed][words[at]!] ?? words[at]!);
  }
  return out;
}

function startsWith(words: string[], at: number, seq: string[]): boolean {
  return seq.every((w, k) => words[at + k] === w);
}

/** Whether an entry of the list is said anywhere in the words (before tokens are made, so no lemmas). */
const saidIn = (words: string[], list: string[][]) => list.some((entry) => words.some((_, at) => startsWith(words, at, entry)));

type Replacements = CrisisRules['replacements'];

/**
 * The fillers to drop and @fyld_i_brug's phrases kept whole, made once per loaded list (normalise runs on every turn).
 * `plain` holds the fillers with no word of a kept phrase (øh, altså, du ved); they go first, so "helt øh vildt" is
 * still "helt vildt" when `all` then keeps the phrases and drops the rest.
 */
const fillerCache = new WeakMap<CrisisRules['lists'], { plain: Replacements; all: Replacements }>();
function fillerTables(lists: CrisisRules['lists']): { plain: Replacements; all: Replacements } {
  let tables = fillerCache.get(lists);
  if (!tables) {
    const keptWords = new Set(lists.fyld_i_brug.flat());
    const dropped = lists.fyld.map((from) => ({ from, to: [] }));
    tables = {
      plain: dropped.filter(({ from }) => !from.some((word) => keptWords.has(word))),
      all: [...dropped, ...lists.fyld_i_brug.map((kept) => ({ from: kept, to: kept }))],
    };
    fillerCache.set(lists, tables);
  }
  return tables;
}

/** Each table sorted longest first, once. */
const longestFirst = new WeakMap<Replacements, Replacements>();

/** Replaces word sequences, longest first, left to right (normalisering.txt; fillers become nothing). */
function replace(words: string[], replacements: Replacements): string[] {
  let table = longestFirst.get(replacements);
  if (!table) {
    table = [...replacements].sort((a, b) => b.from.length - a.from.length);
    longestFirst.set(replacements, table);
  }
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const hit = table.find((r) => startsWith(words, i, r.from));
    if (hit) {
      out.push(...hit.to);
      i += hit.from.length;
    } else out.push(words[i++]!);
  }
  return out;
}

/** Tag words ("ik", "ikke også", "vel") only count as fillers at the end of a clause. */
function dropTags(words: string[], tags: string[][]): string[] {
  const out = [...words];
  for (let i = out.length - 1; i >= 0; i--) {
    for (const tag of tags) {
      const end = i + tag.length;
      if (startsWith(out, i, tag) && (end === out.length || out[end] === BREAK)) {
        out.splice(i, tag.length);
        break;
      }
    }
  }
  return out;
}

/**
 * "en tidligere indsat står ude på min vej": "tidligere" after an article or an owner is "former", who he was, not
 * when it happened (@fortid's "tidligere"); the table has already made "min tidligere kæreste" "min ekskæreste".
 */
function formerNotPast(words: string[]): string[] {
  return words.map((word, at) => (word === 'tidligere' && FORMER_AFTER.has(words[at - 1] ?? '') ? 'forhenværende' : word));
}

/**
 * A turn that opens by correcting the transcript ("nej jeg sagde …", "nej den skrev forkert jeg sagde …", "du hørte forkert
 * …"): what follows is what was said.
 */
const MISHEARD = '(?:den|det|du|appen|telefonen|teksten) (?:skrev|hørte|forstod|opfattede) (?:det |mig )?(?:forkert|galt)';
export const TRANSCRIPT_CORRECTED = new RegExp(
  `^(?:(?:nej )+(?:undskyld )?(?:${MISHEARD} )?jeg sagde (?!til )|(?:nej )*(?:undskyld )?${MISHEARD} (?:jeg sagde )?)`,
  'u',
);
/** Words after which "ikke" belongs to their own clause ("jeg vil ikke leve mere"), not to a contrast that follows it. */
const IKKE_IN_CLAUSE = new Set([
  'jeg',
  'du',
  'han',
  'hun',
  'vi',
  'de',
  'det',
  'der',
  'man',
  'vil',
  'kan',
  'skal',
  'har',
  'er',
  'gider',
  'orker',
  'tør',
  'må',
  'gør',
  'ved',
  'tror',
  'var',
  'ville',
  'kunne',
  'skulle',
  'havde',
  'at',
  'og',
  'men',
  'hvis',
  'så',
  'bare',
  'altså',
  'lige',
  'slet',
  'da',
  'heller',
  'nok',
  'jo',
]);

/**
 * "nej den skrev forkert jeg sagde jeg vil ikke leve mere ikke at jeg vil på ferie", "nej jeg sagde tyve sovepiller ikke ti":
 * the correcting opener goes, and an "ikke …" after the words said again, which names the misheard words, is a clause of
 * its own: it denies those, not what was said.
 */
function transcriptCorrected(words: string[]): string[] {
  const opener = TRANSCRIPT_CORRECTED.exec(words.join(' '));
  if (!opener) return words;
  const said = words.slice(opener[0].trim().split(' ').length);
  return said.flatMap((word, at) => (word === 'ikke' && at > 0 && !IKKE_IN_CLAUSE.has(said[at - 1]!) ? [BREAK, word] : [word]));
}

/** "nej undskyld jeg mener": a slip said and taken back, the words after it said in its place. */
const CORRECTIONS = [
  ['nej', 'undskyld', 'jeg', 'mener'],
  ['nej', 'undskyld', 'jeg', 'mente'],
  ['undskyld', 'jeg', 'mener'],
  ['nej', 'jeg', 'mener'],
  ['eller', 'nej', 'jeg', 'mener'],
];
/** A slip is a few words; a longer stretch taken back is more than a slip. */
const SLIP_WORDS = 3;
/** How far back the correction's first words are looked for. */
const SLIP_REACH = 12;

/**
 * "jeg vil slå mig selv nej undskyld jeg mener jeg vil slå mig ned i københavn": the correction says its first words
 * again and goes on in place of the slip ("selv"), so the slip is dropped. Only a slip of up to three words that the
 * correction replaces with as many words or more: "jeg har taget ti piller nej undskyld jeg mener jeg har taget tyve"
 * keeps the pills.
 */
function selfCorrected(words: string[]): string[] {
  for (let at = 0; at < words.length; at++) {
    const marker = CORRECTIONS.find((seq) => startsWith(words, at, seq));
    if (!marker) continue;
    const after = words.slice(at + marker.length);
    const end = after.indexOf(BREAK);
    const said = end < 0 ? after : after.slice(0, end);
    for (let from = at - 2; from >= Math.max(0, at - SLIP_REACH); from--) {
      let same = 0;
      while (from + same < at && words[from + same] === said[same]) same++;
      const slip = at - from - same;
      if (same >= 2 && slip >= 1 && slip <= SLIP_WORDS && said.length - same >= slip)
        return selfCorrected([...words.slice(0, from), ...after]);
    }
  }
  return words;
}

/** "bro jeg er så done med min eksamen": slang "bro" opening a clause is someone spoken to (brother), not a bridge. */
function vocativeBro(words: string[]): string[] {
  return words.map((word, at) => (word === 'bro' && (at === 0 || words[at - 1] === BREAK) ? 'makker' : word));
}

/**
 * "selv mord" → "selvmord", "i hjel" → "ihjel": two words join when the joined word is one the files know,
 * or when the first begins a stem the files know ("selv" + "mordstankar" under "selvmord*"); never before a
 * word in ord.txt @løse_ord ("en der" is not "ender").
 */
function joinCompounds(words: string[], { vocabulary, stems, lists }: CrisisRules): string[] {
  const loose = new Set(lists.løse_ord.map((e) => e.join(' ')));
  const out: string[] = [];
  for (const w of words) {
    const last = out.at(-1);
    const joined = `${last}${w}`;
    const known = (first: string) =>
      vocabulary.has(joined) || stems.some((stem) => stem.startsWith(first) && stem.length > first.length && joined.startsWith(stem));
    if (last && last !== BREAK && w !== BREAK && !loose.has(w) && known(last)) out[out.length - 1] = joined;
    else out.push(w);
  }
  return out;
}

/**
 * "ku ik mer vil bare dø", "jeg orker ikke mere jeg vil sove for evigt": "ikke mere" or "ikke længere" ends what
 * one cannot go on with; a verb of @uden_subjekt or a subject pronoun (@nominativ) straight after it, with no
 * punctuation between, opens a new clause, so the negation does not reach into it.
 */
function runOnAfterEnough(words: string[], { lists }: CrisisRules): string[] {
  const opens = new Set([...lists.uden_subjekt, ...lists.nominativ].map((e) => e.join(' ')));
  const subjects = new Set(lists.nominativ.map((e) => e.join(' ')));
  const out: string[] = [];
  for (const [i, word] of words.entries()) {
    out.push(word);
    const enough = (word === 'mere' || word === 'længere') && words[i - 1] === 'ikke';
    // "fordi jeg ikke længere har lyst til at leve": a subject before "ikke" is a subordinate clause's order, and the
    // verb after it is that clause's own, still negated; a new subject after it opens a clause all the same.
    const next = words[i + 1] ?? '';
    if (enough && (subjects.has(next) || (opens.has(next) && !subjects.has(words[i - 2] ?? '')))) out.push(BREAK);
  }
  return out;
}

/**
 * "vil bare dø", "orker ikke mere", "ikke gider være her": a clause that opens on a verb of the caller's own
 * (ord.txt @uden_subjekt) with no subject after it, as in a question ("vil du", "har i åbent"), has dropped
 * its "jeg", as speech and messages do; "ikke" before the verb moves after it ("jeg gider ikke").
 */
function droppedSubject(words: string[], { lists }: CrisisRules): string[] {
  const verbs = new Set(lists.uden_subjekt.map((e) => e.join(' ')));
  const subjects = new Set([...lists.subjekt, ...lists.andet_subjekt].map((e) => e.join(' ')).concat('i'));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const opens = i === 0 || words[i - 1] === BREAK;
    const negated = opens && words[i] === 'ikke' && verbs.has(words[i + 1] ?? '');
    const verb = negated ? words[i + 1]! : words[i]!;
    const next = words[negated ? i + 2 : i + 1] ?? '';
    if (opens && verbs.has(verb) && !subjects.has(next) && next !== BREAK && next !== '') {
      out.push('jeg', verb);
      if (negated) {
        out.push('ikke');
        i++;
      }
      continue;
    }
    out.push(words[i]!);
  }
  return out;
}

const REFLEXIVE: Record<string, string> = { sig: 'mig', sit: 'mit', sin: 'min', sine: 'mine' };

/**
 * "og nu ligger hun på køkkengulvet", "så siger han", "i formiddags trak en gæst mig ind": after a word that opens a
 * clause (FRONTED), Danish puts the verb before its subject; someone else's (han, hun, de) is put back before the verb,
 * where the rules read a person and what they do ("hun ligger på køkkengulvet"); so is a person named ("en gæst", "min
 * kæreste") after such a word or a time ("i" and a time: "i formiddags"). The caller's own "jeg" is left: the rules know
 * "tog jeg"; so is a pronoun after a time: the rules know "i aften skrev han". "der er en mand" keeps its order: "der"
 * and "her" front only a pronoun.
 */
function subjectFirst(words: string[], { lists }: CrisisRules): string[] {
  const opens = (at: number) => at < 0 || words[at] === BREAK || lists.skel.some((entry) => entry.length === 1 && entry[0] === words[at]);
  const out = [...words];
  for (let verb = 1; verb < out.length - 1; verb++) {
    const word = out[verb]!;
    if (word === BREAK || word === 'ikke' || THIRD_PERSON.has(word) || OWNER.has(word) || word === 'jeg') continue;
    const timeFirst = out[verb - 2] === 'i' && TIME_AFTER_I.has(out[verb - 1]!) && opens(verb - 3);
    const wordFirst = FRONTED.has(out[verb - 1]!) && opens(verb - 2);
    if (!timeFirst && !wordFirst) continue;
    const noun = out[verb + 2];
    const named = OWNER.has(out[verb + 1]!) && noun !== undefined && noun !== BREAK && !OWNER.has(noun) && !SMALL_WORD.has(noun);
    // A named person not after a copula: "i aften er min sidste aften" has no subject to move.
    const pronoun = wordFirst && THIRD_PERSON.has(out[verb + 1]!);
    const person = named && !COPULA.has(word) && (timeFirst || !PLACE_FRONTED.has(out[verb - 1]!));
    const size = pronoun ? 1 : person ? 2 : 0;
    if (!size) continue;
    out.splice(verb, size + 1, ...out.slice(verb + 1, verb + 1 + size), word);
    verb += size;
  }
  return out;
}
/** "han", "hun", "de": someone else as a subject. */
export const THIRD_PERSON: ReadonlySet<string> = new Set(['han', 'hun', 'de']);
const FRONTED: ReadonlySet<string> = new Set(['nu', 'så', 'der', 'her', 'da', 'pludselig', 'stadig', 'bagefter', 'derefter', 'igen']);
/** Fronted words of place (and "da", also a conjunction): only a pronoun subject is put back after them. */
const PLACE_FRONTED: ReadonlySet<string> = new Set(['der', 'her', 'da', 'stadig', 'igen']);
/** The times said after "i" that open a clause ("i aften tog han …"). */
const TIME_AFTER_I: ReadonlySet<string> = new Set([
  'aften',
  'aftes',
  'går',
  'nat',
  'morges',
  'formiddags',
  'eftermiddags',
  'dag',
  'forgårs',
  'weekenden',
]);
/** Words after "en" or "min" that begin no noun ("så tog en af dem"). */
const SMALL_WORD: ReadonlySet<string> = new Set([
  'ikke',
  'af',
  'til',
  'på',
  'i',
  'med',
  'for',
  'og',
  'der',
  'som',
  'at',
  'om',
  'fra',
  'gang',
]);
/** Verbs that join a subject to what it is, not to what it does ("i aften er min sidste aften"). */
const COPULA: ReadonlySet<string> = new Set(['er', 'var', 'bliver', 'blev']);
/** Words that begin a named person ("en gæst", "min kæreste"). */
const OWNER: ReadonlySet<string> = new Set(['en', 'et', 'min', 'mit', 'mine', 'hans', 'hendes', 'vores', 'deres']);
/** Words before "tidligere" that make it "former" (a person or thing), not "earlier" (a time). */
const FORMER_AFTER: ReadonlySet<string> = new Set([...OWNER, 'den', 'din', 'dit', 'sin', 'sit', 'sine']);

/** Small words between a condition and its "man" ("hvis nu man", "hvis så man"). */
export const SOFTENER: ReadonlySet<string> = new Set(['nu', 'så', 'bare', 'altså']);
/**
 * What "nogen" after a condition has done ("hvis nogen har taget …"), or took of their own ("hvad hvis nogen tog alle
 * sine …"; "hvis nogen tager mine piller" is someone else's hand), asked of anyone.
 */
const ANYONE_HAS = new Set(['har', 'havde']);
const ANYONE_TOOK = new Set(['tog', 'tager', 'drak', 'drikker', 'slugte', 'sluger']);

/** A modal before "man" opening a clause, or after a question word, asks ("kan man blive voldtaget af sin egen mand"). */
const ASKING_MODAL = new Set(['kan', 'må', 'skal', 'bør', 'kunne', 'burde']);
const QUESTION_WORD = new Set(['hvordan', 'hvorfor', 'hvornår', 'hvad', 'hvor']);

/**
 * "man får lyst til at slå sig selv ihjel" is how many callers speak of themselves: "man" before a word of
 * feeling or wanting (ord.txt @man_oplever) reads as "jeg", and its reflexives as "mig", "mit" … until the
 * clause ends or another subject comes (@andet_subjekt). "hvorfor tager man sit eget liv" stays a question.
 * After a condition ("hvis man har selvmordstanker", ord.txt @betingelse) or in a question ("kan man blive voldtaget af
 * sin egen mand"), and after one before a thing done or suffered ("hvis man nu har taget 40 panodil", "hvis man er blevet
 * voldtaget"), it may be a question about anyone: it is marked (GENERIC), and a crisis found in its clause is only a
 * concern; unless the caller says it of themselves too (@også_mig: "… for det har jeg").
 */
function genericAsFirstPerson(words: string[], { lists }: CrisisRules): string[] {
  const feelings = lists.man_oplever;
  const others = new Set(lists.andet_subjekt.map((e) => e.join(' ')));
  const conditions = new Set(lists.betingelse.map((e) => e.join(' ')));
  const out = [...words];
  // "hvad sker der hvis man ringer her og siger man vil begå selvmord": a "man" later in a condition's clause is the
  // condition's anyone too.
  let inCondition = false;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === BREAK) inCondition = false;
    // "hvad hvis nogen tog alle sine sovepiller på én gang": "nogen" right after a condition, before a thing taken or
    // done, is the condition's anyone as "man" is; elsewhere it is someone ("hvis nogen slår mig").
    const anyone =
      out[i] === 'nogen' &&
      conditions.has(out[i - 1] ?? '') &&
      (ANYONE_HAS.has(out[i + 1] ?? '') ||
        (ANYONE_TOOK.has(out[i + 1] ?? '') && out.slice(i + 2, i + 6).some((w) => Object.hasOwn(REFLEXIVE, w))));
    if (out[i] !== 'man' && !anyone) continue;
    // "hvis man nu har taget 40 panodil", "hvis man er blevet voldtaget": a thing done or suffered (a perfect) after a
    // condition is asked of anyone, as a feeling is.
    const asked = ASKING_MODAL.has(out[i - 1] ?? '') && (i === 1 || out[i - 2] === BREAK || QUESTION_WORD.has(out[i - 2] ?? ''));
    const condition: boolean =
      inCondition || asked || conditions.has(out[i - 1] ?? '') || (SOFTENER.has(out[i - 1] ?? '') && conditions.has(out[i - 2] ?? ''));
    inCondition ||= condition;
    const feeling = feelings.some((entry) => startsWith(out, i + 1, entry));
    const verb = SOFTENER.has(out[i + 1] ?? '') ? i + 2 : i + 1;
    const done =
      out[verb] === 'har' ||
      out[verb] === 'havde' ||
      ((out[verb] === 'er' || out[verb] === 'var') && out[verb + 1] === 'blevet') ||
      (asked && out[verb] === 'blive');
    const afterCondition = anyone || (condition && (feeling || done));
    if (!afterCondition && !feeling) continue;
    const saidOfMe = lists.også_mig.some((entry) => out.some((_, at) => at > i && startsWith(out, at, entry)));
    out[i] = afterCondition && !saidOfMe ? GENERIC : 'jeg';
    for (let k = i + 1; k < out.length && out[k] !== BREAK && !others.has(out[k]!); k++) {
      if (out[k] === 'man') out[k] = 'jeg';
      else if (Object.hasOwn(REFLEXIVE, out[k]!)) out[k] = REFLEXIVE[out[k]!]!;
    }
  }
  return out;
}

/** The person words of a message read aloud, turned to the caller's side: the sender's "jeg" is "hun", "du" is the caller. */
const turned = (subject: Sender, object: string, owner: string): Record<string, string> => ({
  jeg: subject,
  mig: object,
  min: owner,
  mit: owner,
  mine: owner,
  du: 'jeg',
  dig: 'mig',
  din: 'min',
  dit: 'mit',
  dine: 'mine',
});
const QUOTED: Record<Sender, Record<string, string>> = { han: turned('han', 'ham', 'hans'), hun: turned('hun', 'hende', 'hendes') };

/**
 * A message from someone else read aloud ("jeg har fået en sms fra min søster" … "der står undskyld for alt jeg har
 * taget det hele"): after its opener (@citat_start, and no @ikke_citat after it), in a call that named a message, the
 * words are the sender's, so their "jeg" becomes the sender and their "du" the caller, as if the caller had told it
 * ("hun skriver … hun har taget det hele"). The sender is named by the opener itself ("hun skriver"), or by a message
 * named in this turn or an earlier one (@besked_fra).
 */
function quotedAsReported(words: string[], { lists }: CrisisRules, earlier?: Sender, quoted = false): string[] {
  const here = namedSender(words, lists);
  // "… jeg læser den op" said at the end of the turn before: this whole turn is the message, with no opener of its own.
  if (quoted && earlier && !saidIn(words, lists.citat_start))
    return [earlier, 'skriver', ...words.map((word) => QUOTED[earlier][word] ?? word)];
  for (let at = 0; at < words.length; at++) {
    const opener = lists.citat_start.find((entry) => startsWith(words, at, entry));
    if (!opener) continue;
    const after = at + opener.length;
    // "… jeg læser den op" with nothing after it: the message comes in the next turn (quoted there), not in this one.
    if (after === words.length) return words;
    // "der står at …" reports; "der står en mand ved døren" is someone standing, not words read.
    if (lists.ikke_citat.some((entry) => startsWith(words, after, entry))) continue;
    // "jeg skrev lige citat …": the caller quoting their own words; the message is someone else's only with no "jeg" just before.
    const ownQuote = (opener[0] === 'citat' || opener[0] === 'quote') && words.slice(Math.max(0, at - 4), at).includes('jeg');
    if (ownQuote) continue;
    // Only where a message was named: "han skrev jeg …" alone may be the caller's own words told back.
    const known = here ?? earlier;
    if (!known) return words;
    const sender: Sender = opener[0] === 'han' || opener[0] === 'hun' ? (opener[0] as Sender) : known;
    // "der står …" becomes "hun skriver …": the sender is the subject of what follows, for the rules and the weights.
    return [...words.slice(0, at), sender, 'skriver', ...words.slice(after).map((word) => QUOTED[sender][word] ?? word)];
  }
  return words;
}

/** Whether the words end with an entry of the list ("… jeg læser den op"). */
export const endsWithEntry = (words: string[], list: string[][]) =>
  list.some((entry) => entry.length <= words.length && startsWith(words, words.length - entry.length, entry));

/** The sender of a message these words name (@besked_fra): a woman or a girl where one is named (@hunkøn), else "han". */
export function namedSender(words: string[], lists: CrisisRules['lists']): Sender | undefined {
  if (!saidIn(words, lists.besked_fra)) return undefined;
  return saidIn(words, lists.hunkøn) ? 'hun' : 'han';
}

const UNITS: Record<string, number> = {
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ni: 9,
  ti: 10,
  elleve: 11,
  tolv: 12,
  tretten: 13,
  fjorten: 14,
  femten: 15,
  seksten: 16,
  sytten: 17,
  atten: 18,
  nitten: 19,
};
const TENS: Record<string, number> = { tyve: 20, tredive: 30, fyrre: 40, halvtreds: 50, tres: 60, halvfjerds: 70, firs: 80, halvfems: 90 };
const ONE = new Set(['en', 'et', 'een']);

/** The value of one number word ("femogtyve" → 25), or undefined. */
function numberWord(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  if (word in UNITS) return UNITS[word];
  if (word in TENS) return TENS[word];
  const compound = /^(en|to|tre|fire|fem|seks|syv|otte|ni)og(\p{L}+)$/u.exec(word);
  if (compound && compound[2]! in TENS) return (compound[1] === 'en' ? 1 : UNITS[compound[1]!]!) + TENS[compound[2]!]!;
  return undefined;
}

/** Number words become digits: "tredive" → "30", "fem og tyve" → "25", "et hundrede og halvtreds" → "150". */
function numbers(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const unit = /^(en|to|tre|fire|fem|seks|syv|otte|ni)$/.test(w) ? w : undefined;
    // "fem og tyve" spoken apart
    if (unit && words[i + 1] === 'og' && words[i + 2]! in TENS) {
      out.push(String(numberWord(`${unit}og${words[i + 2]}`)));
      i += 2;
      continue;
    }
    const isScale = (word: string | undefined) => word === 'hundrede' || word === 'tusind';
    // "hundrede" alone is one hundred; "en"/"et" only count before it.
    const value = numberWord(w) ?? (isScale(w) ? 1 : ONE.has(w) && isScale(words[i + 1]) ? 1 : undefined);
    if (value === undefined) {
      out.push(w);
      continue;
    }
    let total = value;
    if (isScale(w)) i--;
    const scale = words[i + 1];
    if (isScale(scale)) {
      total *= scale === 'hundrede' ? 100 : 1000;
      i++;
      const rest = words[i + 1] === 'og' ? numberWord(words[i + 2] ?? '') : undefined;
      if (rest !== undefined && rest < 100) {
        total += rest;
        i += 2;
      }
    }
    out.push(String(total));
  }
  return out;
}

function withClauses(words: string[], rules: CrisisRules): Token[] {
  const conjunctions = new Set(rules.lists.skel.map((e) => e.join(' ')));
  const tokens: Token[] = [];
  let clause = 0;
  for (const word of words) {
    if (word === BREAK) {
      if (tokens.at(-1)?.word !== BREAK && tokens.length) tokens.push({ word, lemma: word, clause: clause++ });
      continue;
    }
    if (conjunctions.has(word)) clause++;
    if (word === GENERIC) tokens.push({ word: 'jeg', lemma: 'jeg', clause, generic: true });
    else tokens.push({ word, lemma: rules.lemmas[word] ?? word, clause });
  }
  while (tokens.at(-1)?.word === BREAK) tokens.pop();
  return tokens;
}
