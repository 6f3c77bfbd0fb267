// The crisis path that does not depend on the language model: rules an editor writes in
// content/agent/krise/, weighed together with word weights learnt from labelled examples
// (agent/crisis/weights.ts), decide; once a call is flagged it stays flagged, whatever the caller or the
// model says afterwards. The model's tool is a second net, never the floor.
import type { CrisisKind } from '../../contracts/screen.ts';
import { type Match, matches } from './match.ts';
import { endsWithEntry, namedSender, normalise, ownNameIn, relayedSpeaker, SOFTENER, type Speakers, THIRD_PERSON } from './normalise.ts';
import { type Acuity, type Danger, type Help, triage, type Who } from './triage.ts';
import {
  anywhere,
  BREAK,
  candidates,
  entryAt,
  type CrisisRules,
  listCovers,
  listIn,
  listNamed,
  listOutside,
  listStartsAt,
  negated,
  type Rule,
  type Token,
} from './vocabulary.ts';
import { featureWords, type Weighing, weigh, wordFeatures } from './weights.ts';

export interface CrisisVerdict {
  /**
   * crisis: danger of `kind` heard now (the script plays when `sure`, else `question` is asked first);
   * concern: a hint of danger, so `question` is asked; none.
   */
  outcome: 'crisis' | 'concern' | 'none';
  kind?: CrisisKind;
  /** For a crisis: sure enough for the fixed script at once. */
  sure?: boolean;
  /** The question to ask (a key of content/agent/assistant.md `questions`): on a concern, or a crisis not sure. */
  question?: string;
  /** For a crisis: the row's fixed words and help lines (the triage table's "handling" and "hjælp"). */
  help?: Help;
  /** The id of the rule that decided, from content/agent/krise/regler.txt, or WEIGHTS_RULE. */
  rule?: string;
  /** The normalised words it matched, or the words that weighed most. */
  span?: string;
  /** The weighed sum (with a matching crisis rule's weight); above the file's threshold is a crisis. */
  score?: number;
  /** Who is in danger, what the danger is and how acute, as the triage table reads them. */
  who?: Who;
  danger?: Danger;
  acuity?: Acuity;
  /** The row of content/agent/krise/triage.md that chose the outcome ("…/triage.md:24"). */
  triage?: string;
  /** A concern rule that heard the same words as vague, when the weights outweighed it. */
  concernRule?: string;
  /** For a danger only the weights heard: whether the words name what a crisis is about (@risikoanker). */
  anchored?: boolean;
  /**
   * Unsure whatever the words weigh: what one may do to oneself, heard only by the weights beside a household task
   * or the kitchen, is asked about for its sense, not its strength; turns weighed together cannot make it sure
   * (conversation.ts pieces). Someone else with a knife in the kitchen is no task of the caller's: not this. So is a
   * danger a rule heard but not said to be now (notNow), and violence with no word of a blow (noBlowNamed).
   */
  senseDoubted?: boolean;
}

/**
 * What earlier turns of the same call said: the caller's a child (an age or school year), and whether any
 * of them heard danger or a concern, so a rule that only counts after that (udfald "efter") may fire.
 */
export interface CallerContext extends Speakers {
  childCaller: boolean;
  earlierDanger: boolean;
  /** … and whether any heard it of someone else: a rule for someone else's signs (udfald "efter", third_person) needs that. */
  othersDanger: boolean;
  /** A turn set a frame (@fagramme, @samtaleramme: the caller's job, a game, a role on stage). */
  framed: boolean;
  /** A turn said the caller is dying of an illness (@uhelbredelig): "når jeg er væk" is then asked about, not scripted. */
  dying: boolean;
  /** A turn said someone else is dying of an illness ("min far er døende"): "han vågner ikke igen" is then asked about. */
  othersDying: boolean;
  /** A turn told that a medicine or drug was taken ("jeg tog noget der hed molly"): signs in the body later are an overdose. */
  taken: boolean;
  /** A turn named a medicine or drug (@medicin): "jeg tog dem i går" later is that medicine taken. */
  medicineNamed: boolean;
  /** A turn told of a life event with goodbyes of its own (@livsbegivenhed: moving abroad, retiring): a goodbye is then asked about. */
  lifeEvent: boolean;
  /** A turn named a grown-up of a child's home (@forældrefigur: "min stedfar", "mor") or a child's day (@barneliv: an older brother, a school's break). */
  childsWorld: boolean;
  /** A turn said the caller is grown up (@voksen_der_ringer: an adult's age, a partner, children, a job). */
  adultCaller: boolean;
  /** A turn spoke of a family's honour or a forced marriage (@ære): a refusal told later is the marriage refused. */
  honour: boolean;
  /** A turn named money or things taken or asked for (@afslag_andet): a refusal told later is of them, not of sex. */
  thingsDemanded: boolean;
  /**
   * A turn named a small child (@småbarn: "min treårige"): a "han" or "hun" who hits later may be that child, until a
   * grown-up is named (@voksen_nævnt: "min kæreste er lige kommet hjem").
   */
  smallChild: boolean;
  /** A turn named a trade or a kitchen where knives and heat are tools (@skærefag): a cut told later may be the work's. */
  cuttingTrade: boolean;
  /** A turn named a sport or a game (@sport, @spil): a blow or a shot told later may be the game's (gamesBlow). */
  playing: boolean;
  /** A turn named a hobby whose gear is a rope, a gun or a height (@middelhobby: climbing, hunting): means got later may be its. */
  meansHobby: boolean;
  /** A turn told of a night the caller cannot remember (@hukommelsestab): an assault rule heard later is beyond the weights' veto. */
  blackout: boolean;
}

export const NO_CONTEXT: CallerContext = {
  childCaller: false,
  earlierDanger: false,
  othersDanger: false,
  framed: false,
  dying: false,
  othersDying: false,
  taken: false,
  medicineNamed: false,
  lifeEvent: false,
  childsWorld: false,
  adultCaller: false,
  honour: false,
  thingsDemanded: false,
  smallChild: false,
  cuttingTrade: false,
  playing: false,
  meansHobby: false,
  blackout: false,
};

/** The "rule" of a crisis that only the word weights saw. */
export const WEIGHTS_RULE = 'ordvægte';

/** What the detector heard, before the triage table says what to do about it. */
interface Heard {
  signal: 'danger' | 'none';
  concernRule?: string;
  anchored?: boolean;
  kind?: CrisisKind;
  rule?: string;
  span?: string;
  score?: number;
  acuity: Acuity;
  /** Where the deciding rule matched, so whose danger it is can be read from the words around it. */
  match?: Match;
  /** For a danger only the weights heard: whose words weigh most towards it (weighedSubject). */
  weighedBy?: 'me' | 'other';
  /** A rule's danger the weights would have vetoed by less than NEAR_THRESHOLD: asked about (unsure). */
  nearVeto?: boolean;
}

/** One turn judged: the verdict, the caller's context after it, and its words as normalised once for both. */
export interface JudgedTurn {
  verdict: CrisisVerdict;
  context: CallerContext;
  tokens: Token[];
}

/**
 * The detector's one entry point for a call: one final transcript, with the caller's context from `earlier`
 * turns. The rules and the word weights say whether it speaks of danger, how acute, and of what kind; who is
 * in danger is read from the words (and the context); the triage table (content/agent/krise/triage.md) then
 * says whether that is a crisis, a question or nothing.
 */
export function judgeTurn(utterance: string, rules: CrisisRules, earlier: CallerContext = NO_CONTEXT): JudgedTurn {
  const tokens = normalise(utterance, rules, earlier);
  const context = callerContext(tokens, rules, earlier);
  return { verdict: verdictOn(tokens, rules, earlier, context), context, tokens };
}

/** The verdict alone on one transcript (npm run crisis-check, the scorers, the tests). */
export function detectCrisis(utterance: string, rules: CrisisRules, earlier: CallerContext = NO_CONTEXT): CrisisVerdict {
  return judgeTurn(utterance, rules, earlier).verdict;
}

function verdictOn(tokens: Token[], rules: CrisisRules, earlier: CallerContext, context: CallerContext): CrisisVerdict {
  const heard = heardIn(tokens, rules, earlier);
  const { signal, match, weighedBy, acuity, ...found } = heard;
  if (signal === 'none') return { outcome: 'none', ...found };
  const kind = heard.kind ?? 'suicide';
  if ((kind === 'overdose' || kind === 'suicide') && animalTookIt(tokens, rules.lists, match)) return { outcome: 'none', ...found };
  if (saidNotLiterally(tokens, rules.lists, match)) return { outcome: 'none', ...found };
  if (hobbysMeans(heard, tokens, rules.lists, context)) return { outcome: 'none', ...found };
  const heardWho = whoIsInDanger(kind, tokens, rules, context, heard.rule, match, weighedBy);
  const danger = dangerOf(kind, tokens, rules, heard.rule, heardWho, earlier, context, match);
  // "min stedfar slår mig når mor ikke er hjemme", "min storebror slår mig": harm to the caller in a call that names a
  // child's grown-ups or day and nothing grown-up of the caller is a child's danger (Børnetelefonen with the script).
  const youngCaller =
    heardWho === 'caller' && (danger === 'violence' || danger === 'sexual_assault') && context.childsWorld && !context.adultCaller;
  const who: Who = youngCaller ? 'child' : heardWho;
  const howAcute =
    acuity === 'now' && danger === 'suicide' && who !== 'other' && !imminent(tokens, rules, heard.rule) ? 'thoughts' : acuity;
  if (!rules.triage) return { outcome: acuity === 'now' ? 'crisis' : 'concern', ...found, kind, who, danger, acuity: howAcute };
  const row = triage(rules.triage, who, danger, howAcute);
  const heardBy = { ...found, who, danger, acuity: howAcute, triage: row.source };
  const { action } = row;
  if (action.type === 'ask') return { outcome: 'concern', ...heardBy, kind, question: action.question };
  if (action.type === 'none') return { outcome: 'none', ...heardBy, kind };
  const help = withChildLine(action.help, youngCaller ? { ...context, childCaller: true } : context);
  // A danger not said to be now is unsure whatever it weighs, and its sense, not its weight, is in doubt (notNow).
  const farFromNow = notNow(heard, tokens, rules.lists, who);
  const childish = smallChildsWords(heard, tokens, rules.lists, context, who);
  const doubted =
    (heard.kind === 'suicide' && tradesCut(tokens, rules.lists, match, context)) ||
    (heard.kind === 'violence' && gamesBlow(tokens, rules.lists, match, context)) ||
    laughedWith(heard, tokens, rules.lists) ||
    believedThen(heard, tokens, match) ||
    noBlowNamed(heard, tokens, rules.lists, who) ||
    doerHeld(danger, tokens, rules.lists, who) ||
    othersHarmThought(heard, tokens, rules.lists) ||
    postedOnline(heard, tokens, rules.lists) ||
    othersHabit(tokens, rules.lists, who);
  const sure = !farFromNow && !childish && !doubted && !unsure(heard, tokens, rules, context, who);
  const senseDoubted =
    farFromNow ||
    childish ||
    doubted ||
    heard.nearVeto === true ||
    (!sure && heard.rule === WEIGHTS_RULE && heard.kind === 'suicide' && who !== 'other' && taskNamed(tokens, rules.lists, 'home'));
  return {
    outcome: 'crisis',
    ...heardBy,
    kind: help.kind,
    help,
    sure,
    ...(sure ? {} : { question: help.kind }),
    ...(senseDoubted ? { senseDoubted } : {}),
  };
}

/**
 * "en i chatten skrev at han ville skyde mig": a threat written in a public place online (@offentligt_online) by someone the
 * caller may not know, with nothing of now, is asked about ("Er du i fare lige nu?"): who and where is unsaid, and more
 * turns weighed with it tell no more of that.
 */
function postedOnline(heard: Heard, tokens: Token[], lists: CrisisRules['lists']): boolean {
  return heard.kind === 'violence' && anywhere(lists.offentligt_online, tokens) && !saidRightNow(tokens, lists);
}

/**
 * "jeg får de her tanker om at jeg skal skubbe nogen ned på perronen": harm thought of against someone else (@andres_skade),
 * with no wish to die, is an intrusive thought or a fear that may be heard as self-harm; its sense is asked about, and
 * turns weighed together do not make it sure.
 */
function othersHarmThought(heard: Heard, tokens: Token[], lists: CrisisRules['lists']): boolean {
  return heard.kind === 'suicide' && anywhere(lists.andres_skade, tokens) && !anywhere(lists.dødsønske, tokens);
}

/**
 * "jeg slår mig selv ihjel med nattevagter for tiden altså ikke bogstaveligt": danger words the caller then says were not
 * meant literally (@ikke_bogstaveligt after them, "jeg mener det bogstaveligt" is no such) are a figure of speech.
 */
function saidNotLiterally(tokens: Token[], lists: CrisisRules['lists'], match?: Match): boolean {
  return listIn(lists.ikke_bogstaveligt, tokens, match?.start ?? 0, tokens.length);
}

/** Force said of the caller, which @seksuel counts as sexual, and which names no sexual act when a chore follows it. */
const FORCED = [
  ['tvinger', 'mig'],
  ['tvang', 'mig'],
];

/** What an animal does as the subject of a clause: "hunden har slugt", "katten er gået i", "hunden åd". */
const ANIMAL_ACTS = new Set(['har', 'er', 'havde', 'var', 'lige']);

/**
 * "vores kat har slugt nogle af mine piller", "hunden har ædt et helt glas af mine sovepiller": an animal (@dyr) as the
 * subject nearest before what was taken, with no "jeg" between, took it; that is no person's danger, and a pet's owner
 * needs a vet, not a crisis line. "jeg har givet hunden en pille og selv taget resten" names the animal as no subject.
 */
function animalTookIt(tokens: Token[], lists: CrisisRules['lists'], match?: Match): boolean {
  const taken = match?.start ?? tokens.findIndex((_, at) => listStartsAt(lists.indtaget, tokens, at));
  if (taken < 0) return false;
  const clause = tokens[taken]!.clause;
  for (let at = taken - 1; at >= 0 && tokens[at]!.clause === clause; at--) {
    if (tokens[at]!.word === 'jeg') return false;
    const next = tokens[at + 1];
    const acts = at + 1 === taken || (next !== undefined && ANIMAL_ACTS.has(next.word)) || listStartsAt(lists.indtaget, tokens, at + 1);
    if (listStartsAt(lists.dyr, tokens, at)) return acts;
  }
  return false;
}

/** Børnetelefonen is the line for a child caller, whatever the row: it is added after the row's own lines. */
export function withChildLine(help: Help, context: CallerContext): Help {
  return context.childCaller && !help.lines.includes(CHILD_LINE) ? { ...help, lines: [...help.lines, CHILD_LINE] } : help;
}

/** site.json's id of Børnetelefonen. */
const CHILD_LINE = 'boern';

/** Whether a rule is of one of the families named (their ids' prefixes in regler.txt). */
const inFamilies = (families: readonly string[], rule: string | undefined) =>
  rule !== undefined && families.some((family) => rule.startsWith(family));

/**
 * Suicidal thoughts heard now are imminent (the triage table's "nu": "ring et-et-to nu") when a plan, a
 * place, the means, a farewell, self-harm or commanding voices are in them (those rules' families), or a
 * time now, a means or place, or drink or drugs are named (@overhængende, @konkret_fare); otherwise they are
 * current thoughts without a plan now ("tanker"), and the model asks about plans.
 */
const IMMINENT_FAMILIES = ['plan.', 'afsked.', 'selvskade.', 'stemmer.', 'spise.', 'efter.'];

function imminent(tokens: Token[], { lists }: CrisisRules, rule?: string): boolean {
  if (inFamilies(IMMINENT_FAMILIES, rule)) return true;
  return anywhere(lists.overhængende, tokens) || anywhere(lists.konkret_fare, tokens);
}

/**
 * What the rules and weights hear in one transcript. A crisis rule adds its weight to what the words from
 * its own clause on weigh, and a sum above the threshold is danger now; so the weights can outweigh a rule
 * that fired on a harmless sense ("jeg skyder mig selv haha", which then is vague), but a denial in an
 * earlier clause cannot ("jeg har ikke tænkt på selvmord før, men nu vil jeg dø"). Without a crisis rule,
 * the whole utterance's weight above the threshold is danger now: that catches what no rule foresaw.
 */
function heardIn(tokens: Token[], rules: CrisisRules, earlier: CallerContext): Heard {
  const { verdict: byRule, clauses, match, acuity: ruleAcuity, weighedByCall, everyday } = ruleVerdict(tokens, rules, earlier);
  const model = rules.weights;
  const rounded = (sum: number) => Math.round(sum * 100) / 100;
  // "han siger jeg skal dræbe mig selv", "de råber at jeg skal brænde mig", "de siger jeg skal gå ud foran et tog": a
  // threat or someone else's rule heard harm the caller is told to do to themself, which is the caller's own danger.
  const toldToSelf =
    (byRule.kind === 'violence' && selfHarmCommanded(tokens, rules.lists)) ||
    (byRule.kind === 'third_person' && harmCommandedToCaller(tokens, rules.lists));
  const byRules: Heard = {
    signal: byRule.outcome === 'none' ? 'none' : 'danger',
    kind: toldToSelf ? 'suicide' : byRule.kind,
    rule: byRule.rule,
    span: byRule.span,
    acuity: ruleAcuity,
    match,
  };
  if (!model) return byRules;
  const own = wordFeatures(tokens, featureWords(rules.lists));
  let vetoed: number | undefined;
  if (byRule.outcome === 'crisis') {
    const sum = weigh(tokens, own, model, clauses[0]).score + model.ruleWeight;
    // The weights weigh one transcript; a rule that counts only after earlier danger, or only for a child caller,
    // was weighed by the call.
    // "jeg kan ikke huske noget fra omkring klokken et" … "jeg vågnede på et hotelværelse uden tøj på": an assault a rule
    // heard after a night the caller cannot remember is told by its circumstances, whatever the weights hear in one turn.
    const afterBlackout = byRule.kind === 'sexual_assault' && earlier.blackout;
    if (sum > model.threshold || weighedByCall || afterBlackout || beyondVeto(byRule.kind!, match!, clauses, tokens, rules, byRule.rule))
      return { ...byRules, score: rounded(sum) };
    // Vetoed by less than NEAR_THRESHOLD: a retraining moves such a sum to either side, so it is asked about, not dropped.
    if (sum > model.threshold - NEAR_THRESHOLD) return { ...byRules, score: rounded(sum), nearVeto: true };
    vetoed = sum;
  }
  const whole = weigh(tokens, own, model);
  const against = saidAgainst(tokens, rules.lists, everyday);
  // A medicine only taken out or along ("jeg har taget lidt af hendes morfin med hjem", "… ud af skabet") is laid ready,
  // not swallowed: a plan (suicide) first, never an overdose.
  const laidReady = takenOutOnly(tokens, rules.lists);
  const byWeight: CrisisKind[] = laidReady ? ['suicide', ...whole.ranked.filter((k) => k !== 'suicide' && k !== 'overdose')] : whole.ranked;
  // An overdose needs something taken named (overdoseNamed: "jeg tog lige tøjet ud af vaskemaskinen", "jeg har taget
  // en sovepille i nat" are none); a strong sum with no medicine in it at all is the weights' next kind ("hun har
  // taget afsked med sine børn og går ud til vandet").
  // Violence needs someone who does it or a blow, weapon or threat said: "jeg var meget fuld i lørdags og sov på
  // en sofa" names neither.
  // An assault needs a word of harm or of an assault, someone named, or something told as having happened (assaultSaid):
  // "jeg var til julefrokost i fredags" names none of these, whatever a night out weighs.
  const plausible = (k: CrisisKind) =>
    (k !== 'overdose' || overdoseHeard(tokens, rules.lists)) &&
    (k !== 'violence' || violenceSaid(tokens, rules.lists)) &&
    (k !== 'sexual_assault' || assaultSaid(tokens, rules.lists));
  const nextKind = whole.score >= WEIGHTS_SURE && !anywhere(rules.lists.medicin, tokens);
  const top = byWeight.find((k, i) => plausible(k) && (i === 0 || nextKind));
  if (whole.score > model.threshold && !against && top) {
    // Someone else's risk is the rule's to read: the weights do not know whose it is.
    if (byRule.kind === 'third_person') return { ...byRules, score: rounded(whole.score) };
    const acuity = weighedAcuity(tokens, rules, top);
    // Unsure weights do not overrule a rule that heard a concern: its kind and reading stand. Nor do any where the rule
    // heard a burden's words in someone else's mouth and the caller says nothing of their own after them ("min far siger
    // at jeg ikke fortjener at leve"; not "… og han har ret jeg burde ikke være her mere"): whether the caller thinks so
    // too is the question, whatever the words weigh.
    const othersWords =
      byRule.outcome === 'concern' &&
      byRule.rule?.startsWith('passiv.') &&
      match !== undefined &&
      toldByOther(tokens, rules.lists, match) &&
      !listIn([['jeg']], tokens, match.end, tokens.length);
    // Nor do they where the rule's danger is the caller's whoever is named ("han fandt et reb i mit skab"): the weights
    // would read "han" as the one in danger.
    const callersWhoeverNamed = byRule.outcome === 'concern' && inFamilies(CALLERS_WHOEVER_NAMED, byRule.rule);
    if ((acuity !== 'now' && byRule.outcome === 'concern') || othersWords || callersWhoeverNamed)
      return { ...byRules, score: rounded(whole.score) };
    // What a danger is about (@risikoanker), or a sexual act (@seksuel): the weights' sum has a subject.
    const anchored = riskNamed(tokens, rules.lists) || anywhere(rules.lists.seksuel, tokens);
    const { kind, weighedBy } = weighedKind(tokens, rules.lists, earlier, byRule, match, whole, { byWeight, top, plausible, anchored });
    if (assaultOnlyGuessed(kind, byRule, tokens, rules.lists)) return { ...byRules, score: rounded(whole.score) };
    return {
      signal: 'danger',
      kind,
      rule: WEIGHTS_RULE,
      span: whole.words.join(' '),
      score: rounded(whole.score),
      acuity,
      concernRule: byRule.outcome === 'concern' ? byRule.rule : undefined,
      anchored,
      ...(weighedBy ? { weighedBy } : {}),
    };
  }
  if (vetoed !== undefined) return { ...byRules, acuity: 'vague', score: rounded(vetoed) };
  return { ...byRules, score: rounded(whole.score) };
}

/**
 * The kind of danger the weights' sum is heard as, from their ranking (`byWeight`, its first plausible kind `top`)
 * and the roles in the words, and whose words they weighed (`weighedBy`).
 */
function weighedKind(
  tokens: Token[],
  lists: CrisisRules['lists'],
  earlier: CallerContext,
  byRule: CrisisVerdict,
  match: Match | undefined,
  whole: Weighing,
  {
    byWeight,
    top,
    plausible,
    anchored,
  }: { byWeight: CrisisKind[]; top: CrisisKind; plausible: (kind: CrisisKind) => boolean; anchored: boolean },
): { kind: CrisisKind; weighedBy: 'me' | 'other' | undefined } {
  // The weights' kinds are learnt from few children's words: a child's danger needs a child caller (an age
  // said now or earlier) or a sibling in danger at home, told with no "jeg" acting ("min lillebror er alene
  // ovenpå"); a child or sibling only named ("min datter", "jeg skrev breve til min lillesøster") is the rules' to read.
  const jegActs = anywhere([['jeg']], tokens);
  const siblingAtHome = anywhere(lists.søskende, tokens) && !jegActs;
  const childCaller = isChildCaller(tokens, lists, earlier) || siblingAtHome;
  // "de siger at jeg fortjener at dø og at jeg skal gøre det i nat": a harm commanded to the caller is the caller's
  // danger, not the danger of whoever commands it.
  const commanded = harmCommandedToCaller(tokens, lists);
  // "… tog han fat i mit hår og slæbte mig ud i køkkenet og slog mig": a blow said and no sexual word (@seksuel, @voldtægt,
  // @overgrebstegn) is violence, whatever the weights ranked of an assault.
  const has = (list: string[][]) => anywhere(list, tokens);
  const sexualSaid = [lists.seksuel, lists.voldtægt, lists.overgrebstegn].some(has);
  const blowOnly = !sexualSaid && [lists.slag, lists.drab, lists.våben].some(has);
  const ranked =
    byWeight.find(
      (k) =>
        (k !== 'child' || childCaller) && (k !== 'third_person' || !commanded) && (k !== 'sexual_assault' || !blowOnly) && plausible(k),
    ) ?? top;
  // "min mors kæreste siger han slår mig ihjel (når hun er taget på arbejde)": harm done to "mig", with no
  // "jeg" doing anything, puts the caller in danger, whatever else the weights heard of someone else.
  const harmedCaller = anywhere(lists.mod_mig, tokens) && !jegActs;
  // "han finder mig og skærer mig", "de har smidt mig ud": what the weights hear as harm is done by someone
  // else, to "mig" (not after a preposition), so it is violence against the caller.
  // "der er en der har befølt mig mod min vilje", "jeg sov og han begyndte bare … voldtægt": sexual words
  // done to "mig" or by someone else, with no wish to die and nothing taken said, are an assault, whatever
  // the weights ranked of self-harm.
  const sexual = has(lists.seksuel) && !has(lists.dødsønske) && !(has(lists.indtaget) && has(lists.medicin));
  // "min kæreste er gået fra mig i går … jeg har talt mine sovepiller": where a rule heard the caller's own concern
  // ("jeg" the subject of its match), what the weights add to it is the caller's, whoever else the words name.
  const callersConcern =
    byRule.outcome === 'concern' &&
    (byRule.kind === 'suicide' || byRule.kind === 'overdose') &&
    match !== undefined &&
    lastSubject(tokens, lists, match) === 'me';
  const weighedBy = commanded || callersConcern ? 'me' : weighedSubject(tokens, lists, whole.byWord);
  const byOther = weighedBy === 'other';
  const toMe = meAsObject(tokens, lists);
  // A rape named (@voldtægt), or its signs on the body (@overgrebstegn: "jeg bløder lidt forneden"), is done by someone
  // else, whoever the sentence names.
  const rapeNamed = has(lists.voldtægt);
  const doneToMe =
    (ranked === 'suicide' && byOther && toMe) ||
    ((ranked === 'suicide' || ranked === 'overdose') && sexual && (byOther || toMe || rapeNamed || has(lists.overgrebstegn)));
  // "de kommer hjem til mig i aften med knive": someone else's danger aimed at the caller (aimedAtCaller) is violence;
  // so is what the weights ranked as self-harm with no wish to die, at the caller's door ("min ex står uden for min dør").
  const selfHarmAtDoor = ranked === 'suicide' && !listOutside(lists.dødsønske, lists.mod_mit, tokens);
  // "hvad sker der hvis man tager 20 sovepiller": where a rule heard an overdose asked about and the weights only weakly
  // hear a suicide, the medicine the rule named decides what is asked ("Har du taget noget?").
  const askedOverdose = byRule.outcome === 'concern' && byRule.kind === 'overdose' && ranked === 'suicide' && whole.score < WEIGHTS_SURE;
  // "nu er jeg så træt og jeg har kastet op": the body's signs (@forgiftningstegn, vomiting only with drowsiness), and no
  // wish to die, harm done to oneself, purpose or medicine named, where the weights are unsure of a suicide and hear an
  // overdose next: what was taken is asked ("Har du taget noget?").
  const unsureOfIt = whole.score < (anchored ? WEIGHTS_SURE : UNANCHORED_SURE);
  const bodysSigns =
    ranked === 'suicide' &&
    unsureOfIt &&
    byWeight.filter(plausible)[1] === 'overdose' &&
    (listOutside(lists.forgiftningstegn, VOMITED, tokens) || (has(VOMITED) && has(DROWSY))) &&
    ![lists.dødsønske, lists.skadeverbum, lists.forsæt, lists.medicin].some(has);
  const kind =
    askedOverdose || bodysSigns
      ? 'overdose'
      : (harmedCaller && (ranked === 'third_person' || ranked === 'overdose')) ||
          doneToMe ||
          ((byOther || ranked === 'third_person' || selfHarmAtDoor) && aimedAtCaller(tokens, lists))
        ? 'violence'
        : ranked;
  // "jeg har tænkt på at tage det hele på én gang", "jeg sidder med alle mine sovepiller foran mig": medicine at hand or
  // thought of, with nothing said taken (@indtaget), no sign in the body and nothing taken earlier, is a plan's means,
  // not an overdose.
  const nothingTaken = !has(lists.indtaget) && !has(lists.forgiftningstegn) && !earlier.taken;
  return { kind: kind === 'overdose' && !askedOverdose && !bodysSigns && nothingTaken ? 'suicide' : kind, weighedBy };
}

/**
 * Words said against the danger the weights hear ("nej jeg vil gerne leve, jeg ved bare ikke hvad der er galt"), an
 * everyday sense the rules read from the words around it (`everyday`: "… på det her job"), or a sense of their own
 * that is no one's harm (a machine that died, a baby's kicks, a death told as past): the weights yield to them.
 */
function saidAgainst(tokens: Token[], lists: CrisisRules['lists'], everyday = false): boolean {
  // Words of a list said with no wish to die outside them: "død" in "min computer er død" is the machine's, not a wish.
  const saidWithNoWishToDie = (list: string[][]) => anywhere(list, tokens) && !listOutside(lists.dødsønske, list, tokens);
  // "jeg er bange for ikke at vågne op igen efter narkosen": fear of dying, with no wish to die beside it, is against it too.
  const fearOfDying = saidWithNoWishToDie(lists.dødsangst);
  // "jeg har skrevet til alle at jeg er væk en måned": an absence with its return said is no farewell.
  const comingBack = anywhere(lists.fravær_med_retur, tokens) && !anywhere(lists.dødsønske, tokens);
  // "min computer er død og alle mine filer er væk": a thing that died (@død_ting), with no wish to die beside it.
  const thingDied = saidWithNoWishToDie(lists.død_ting);
  // "jeg bor på plejehjem og min nabo døde i nat": a death told as done and past is grief, unless it was just now, found,
  // or said with a wish to die.
  // "Just now" is read in the death's own sentence ("jeg er lige kommet ud efter tre år" . "derinde var der en der hængte
  // sig": the release was just now, not the death).
  const justNowBeside = (list: string[][]) => {
    const at = tokens.findIndex((_, i) => listStartsAt(list, tokens, i));
    return listIn(lists.lige_sket, tokens, sentenceStart(tokens, at), sentenceEnd(tokens, at));
  };
  const deathPast =
    saidWithNoWishToDie(lists.død_sket) &&
    !justNowBeside(lists.død_sket) &&
    !anywhere(lists.livløs_krop, tokens) &&
    !anywhere(lists.nede, tokens);
  // "min baby sparker mig hele natten", "han sparker indefra": a baby's kicks, with no wish to die beside them.
  const babysKicks = saidWithNoWishToDie(lists.babyspark);
  // "den kunde tog livet af mig i dag": the caller's own killing told as done is a figure of speech.
  // Not where it was nearly done or left its marks ("han slog mig ihjel næsten og jeg bløder").
  const killedAsFigure = anywhere(lists.dræbte_mig, tokens) && !anywhere(NEARLY_OR_BLEEDING, tokens) && !anywhere(lists.livsfare, tokens);
  // "de sagde i radioen at en lastbilchauffør blev overfaldet ved padborg i nat": the news (@nyhed) with no word of the
  // caller after it is someone else's story, however its words weigh.
  const news = tokens.some((_, at) => listStartsAt(lists.nyhed, tokens, at) && !listIn(lists.første_person, tokens, at, tokens.length));
  // "i radioen sagde de at selvmordstallet er faldet": suicide as a statistic, with no wish to die beside it and nothing taken.
  const statistic = saidWithNoWishToDie(lists.selvmordstal) && !anywhere(lists.indtaget, tokens);
  // "min datter siger … at rodet er ved at kvæle mig": a thing or a burden (@ting_subjekt) that does the harm, a few words
  // before it, is a figure of speech; no one's hand is in it.
  const thingHarms = tokens.some(
    (_, at) =>
      listStartsAt(lists.ting_subjekt, tokens, at) &&
      (listIn(lists.slag, tokens, at + 1, at + 5) || listIn(lists.drab, tokens, at + 1, at + 8)),
  );
  // "min steddatter sagde hun ville ønske jeg var død": someone else's wish for the caller's death, with no wish of the
  // caller's own beside it, is hurt told, not a wish to die.
  const othersWish = saidWithNoWishToDie(lists.andres_ønske);
  // "den kjole er til at dø for … ellers dør jeg", "jeg har spist så meget at jeg dør": dying overstated (@dø_overdrevet),
  // with no wish to die outside those words, is a figure of speech, however its words weigh.
  const dyingOverstated = saidWithNoWishToDie(lists.dø_overdrevet);
  // "min træner holdt mig fast i armen et øjeblik så jeg ikke faldt": a hold that kept the caller from a fall is help.
  const heldUp = anywhere(lists.holdt_oppe, tokens) && !anywhere(lists.seksuel, tokens);
  // "jeg har næsten ikke spist i flere uger": not eating, with nothing taken, no wish to die, no reason of self-harm ("…
  // med vilje for at straffe mig selv"), no sign of the body failing and no one's harm ("… har låst hende inde i kælderen og
  // hun har ikke fået mad siden i går", @voldsanker), is for the rules (spise.*).
  const notEatingOnly =
    saidWithNoWishToDie(lists.ikke_spist) &&
    !anywhere(lists.skadeformål, tokens) &&
    !anywhere(lists.forsæt, tokens) &&
    !anywhere(lists.spisefare, tokens) &&
    !anywhere(lists.voldsanker, tokens) &&
    !anywhere(lists.medicin, tokens) &&
    !anywhere(lists.gift, tokens) &&
    !anywhere(lists.alkohol, tokens);
  // "jeg har lige dræbt tre edderkopper i kælderen": the caller's killing whose object is an animal (@dyr just after it);
  // someone else's ("min mand har slået hunden ihjel") may be a threat to the caller, and the weights weigh it.
  const animalKilled = tokens.some(
    (t, at) => KILLING.has(t.lemma) && listIn([['jeg']], tokens, Math.max(0, at - 3), at) && listIn(lists.dyr, tokens, at + 1, at + 4),
  );
  return (
    anywhere(lists.afvisning, tokens) ||
    animalKilled ||
    everyday ||
    fearOfDying ||
    comingBack ||
    thingDied ||
    babysKicks ||
    killedAsFigure ||
    statistic ||
    news ||
    notEatingOnly ||
    thingHarms ||
    othersWish ||
    dyingOverstated ||
    heldUp ||
    deathPast
  );
}

/**
 * Vomiting, a sign of the body after too much of something (@forgiftningstegn) only beside drowsiness: alone it is an
 * eating disorder's too ("jeg har bulimi" … "i dag har jeg kastet op seks gange og jeg orker bare ikke mere").
 */
const VOMITED = [
  ['kastet', 'op'],
  ['kaster', 'op'],
  ['kastede', 'op'],
];
const DROWSY = [['træt'], ['søvnig'], ['døsig'], ['svimmel'], ['sløv']];

/** Verbs of killing (lemmas, and forms the lemma table leaves) whose object may be an animal ("dræbt tre edderkopper", "slog fluen ihjel"). */
const KILLING = new Set(['dræbe', 'dræbt', 'dræbte', 'slå', 'slog', 'slået', 'aflive', 'aflivet', 'udrydde', 'skyde', 'skød', 'skudt']);

/**
 * Words that make a killing told as done a real one nearly done ("næsten", blood), or the caller's own ("jeg har lyst til
 * at dræbte mig selv": the recogniser's past tense for "dræbe").
 */
const NEARLY_OR_BLEEDING = [['næsten'], ['bløder'], ['blødte'], ['blod'], ['mig', 'selv']];
/** Yesterday, said as such: harm done to the caller then is just before, not past. */
const YESTERDAY = [['i', 'går']];

/**
 * A rule's crisis the weights may not veto, however little its words weigh:
 * - someone else's danger ("min kollega har taget 30 sovepiller") is the rule's to read (the weights do not know
 *   whose it is), unless it was heard in a word with an everyday sense and no place or means is named; someone
 *   else not waking or breathing, or with its signs (tredje.vågner*), or in the water, always is;
 * - harm someone else does to the caller with its danger or fear now (@nu, @frygt_nu: "min mand slog mig, mig er
 *   bange"), or yesterday, just before ("min kæreste slog mig i går fordi jeg skrev med en anden"); "min eksmand slog
 *   mig i mange år" is the weights' to weigh;
 * - many tablets of a medicine counted, or too many said, in an overdose's match (@stort_antal: "jeg tog 40 pamol klokken otte, og
 *   jeg har det egentlig fint nu"): what was taken acts later;
 * - a rape named in so many words (@voldtægt: "jeg blev voldtaget i lørdags"), or two of its signs (@overgrebstegn:
 *   "mit tøj sad forkert og jeg har ondt dernede"); an assault told by its
 *   circumstances ("han stoppede ikke da jeg sagde nej") is still theirs to weigh;
 * - a past said to be back now ("… som teenager og nu er det begyndt igen"): the weights weigh its past words;
 * - the caller's own killing in so many words (ownKilling: "jeg vil slå mig ihjel i weekenden"), and sex forced on the
 *   caller or found on waking (overgreb.tvang, overgreb.vågnede);
 * - the caller's own death said in so many words in the rules of OWN_DEATH_IN_SO_MANY_WORDS.
 */
function beyondVeto(
  kind: CrisisKind,
  match: Match,
  clauses: [number, number],
  tokens: Token[],
  rules: CrisisRules,
  rule?: string,
): boolean {
  const { lists } = rules;
  const inMatch = (list: string[][]) => listIn(list, tokens, match.start, match.end);
  const aboutOther = kind === 'third_person' || someoneElse(kind, tokens, rules, match);
  // Someone else not waking or breathing, or with the signs of it (the family tredje.vågner: "… kaster op og er svær at
  // vække"), or gone overboard or under the water (tredje.ulykke_over_bord, tredje.ulykke_vand*), is read by those rules'
  // own lists, which silence their everyday senses (a swim, a game, the past).
  const emergency = ['tredje.vågner', 'tredje.ulykke_over_bord', 'tredje.ulykke_vand', 'tredje.hænger_fundet'].some(
    (family) => rule?.startsWith(family) === true,
  );
  if (aboutOther && (emergency || !inMatch(lists.hverdagssans) || listIn(lists.konkret_fare, tokens, clauses[0], clauses[1]))) return true;
  // Harm by someone else to "mig", said with now, fear, yesterday, or the doer seeking the caller out (@opsøgt: "… og min
  // far stod udenfor mit arbejde i dag"). Its doer may open the match in reported words ("… har sagt de slår mig ihjel").
  const doer = lastSubject(tokens, lists, match) ?? (THIRD_PERSON.has(tokens[match.start]!.word) ? 'other' : undefined);
  const doneToCaller =
    (kind === 'violence' || kind === 'sexual_assault') &&
    doer === 'other' &&
    meAsObject(tokens, lists) &&
    (anywhere(lists.nu, tokens) || anywhere(lists.frygt_nu, tokens) || anywhere(YESTERDAY, tokens) || anywhere(lists.opsøgt, tokens));
  const countedPills = kind === 'overdose' && inMatch(lists.medicin) && inMatch(lists.stort_antal);
  // "… sad mit tøj forkert og jeg har ondt dernede": two signs of an assault in one match have no harmless sense the
  // weights could hear (a birth or a treatment silences the rule itself).
  // So has a hand under the caller's clothes (@under_tøjet: "en kollega tog på mig under nederdelen til julefrokosten").
  const assaultNamed =
    kind === 'sexual_assault' &&
    (inMatch(lists.voldtægt) || inMatch(lists.under_tøjet) || signsIn(lists.overgrebstegn, tokens, match) >= 2);
  // "jeg skar i mig selv som teenager og nu er det begyndt igen": a past said to be back now; the weights hear its past.
  const cameBack = anywhere(lists.fortid, tokens) && backNow(tokens, clauses[0], lists);
  // "der er indbrud hos os lige nu", "der er to fremmede mænd inde i huset": a break-in or strangers in the home, told in
  // the present by those rules (their own lists silence the news and a guest), is a crime now, whatever the words weigh.
  const intrusion = kind === 'violence' && inFamilies(INTRUSION_RULES, rule);
  // "en af de ældre elever tvang mig til noget jeg ikke ville", "da jeg vågnede havde han trukket mine bukser ned": sex
  // forced on the caller, or found on waking, told in so many words, has no harmless sense for the weights to hear.
  const forced =
    kind === 'sexual_assault' &&
    (rule === 'overgreb.tvang' || (rule === 'overgreb.vågnede' && lastSubject(tokens, lists, match) === 'other'));
  // "jeg vil slå mig ihjel i weekenden": the caller's own killing in so many words; a time beside it is its plan.
  const ownKilled = kind === 'suicide' && ownKilling(tokens, lists, match);
  const ownDeathSaid = rule !== undefined && OWN_DEATH_IN_SO_MANY_WORDS.includes(rule);
  // "en mand kom ud og slog mig i hovedet med et jernrør": a blow to the caller with a weapon named has no everyday sense
  // the weights could hear at work; told in the past, it is still asked about (toldUnsure).
  const armedBlow =
    kind === 'violence' && inMatch(lists.slag) && meAsObject(tokens, lists) && listIn(lists.våben, tokens, match.start, clauses[1]);
  // "… så sørger han for at jeg forsvinder" (vold.får_mig_væk): a threat to the caller's life in so many words.
  const lifeThreatened = kind === 'violence' && rule === LIFE_THREATENED;
  return (
    armedBlow ||
    doneToCaller ||
    countedPills ||
    assaultNamed ||
    cameBack ||
    intrusion ||
    ownKilled ||
    forced ||
    ownDeathSaid ||
    lifeThreatened
  );
}

/** Someone who will see to it that the caller disappears or dies: a threat to life whatever the words around it weigh. */
const LIFE_THREATENED = 'vold.får_mig_væk';

/**
 * Rules whose match says the caller's own death in words with no everyday sense, told where the words around them are
 * everyday ones the weights learnt as harmless:
 * - a death made to look like an accident (plan.ligne_uheld: "jeg vil spise dem i aften så det ser ud som et uheld":
 *   food, a garden, a car);
 * - a wish to lie in the place of the dead (passiv.bytte_død, passiv.mig_i_kisten: "til begravelsen tænkte jeg at jeg
 *   gerne ville bytte plads med ham i kisten": funerals and graves, learnt as grief without risk);
 * - everything given away because nothing will be needed (afsked.ikke_bruge: "jeg forærer min computer væk fordi jeg
 *   får ikke brug for noget mere": things and gifts);
 * - a means got and its lethal use read up (plan.middel_læst: "min mormor har morfinplastre og jeg har taget nogle med
 *   hjem og jeg har læst at hvis man sætter mange på samtidig så vågner man ikke": a grandmother, reading, home);
 * - a cover story and no coming back (afsked.tror_men: "jeg har sagt farvel til mine kolleger i blomsterbutikken de tror
 *   jeg skal på ferie men jeg kommer ikke tilbage": colleagues, a shop, a holiday).
 */
const OWN_DEATH_IN_SO_MANY_WORDS = [
  'plan.ligne_uheld',
  'passiv.bytte_død',
  'passiv.mig_i_kisten',
  'afsked.ikke_bruge',
  'plan.middel_læst',
  'afsked.tror_men',
];

/** The caller's death with its day set ("… når jeg er død det bliver i weekenden"): the day is of the death, not a weekend's. */
const DATED_DEATH = 'afsked.når_død_dato';
/**
 * A rope with a point to hang it from, where the caller is (plan.reb_fæste): the hook or beam takes the rope's everyday
 * sense, unless a purpose follows ("… til hængekøjen", "… for at træne").
 */
const ROPE_AND_HOOK = 'plan.reb_fæste';
/** A purpose said after `from`: "til" something, or "for at" do something. */
const purposeAfter = (tokens: Token[], from: number) =>
  purposeAt(tokens, from, tokens.length) >= 0 || tokens.some((t, at) => at >= from && t.word === 'til');

/** The verbs of a promise said after the act ("og det gør jeg i aften"). */
const PROMISE = new Set(['gør', 'skal', 'vil']);
/** The rules of a break-in or strangers in the caller's home now (regler.txt). */
const INTRUSION_RULES = ['vold.indbrud', 'vold.fremmede'];

/** How many entries of `list` begin inside the match. */
function signsIn(list: string[][], tokens: Token[], match: Match): number {
  let count = 0;
  for (let at = match.start; at < match.end; at++) if (listStartsAt(list, tokens, at)) count++;
  return count;
}

/** How acute a danger only the weights heard is: past when told as past with nothing saying it is back, vague when said of "man" after a condition. */
function weighedAcuity(tokens: Token[], { lists }: CrisisRules, ranked: CrisisKind): Acuity {
  if (toldAsPast(tokens, 0, tokens.length, lists)) return 'past';
  if (ranked !== 'overdose' && pastAndWell(tokens, 0, tokens.length, lists)) return 'past';
  return tokens.some((t) => t.generic) ? 'vague' : 'now';
}

/**
 * "jeg hører min nabo råbe og banke gennem væggen hver aften", "jeg er sygeplejerske" … "jeg ser folk der har forsøgt
 * selvmord hver eneste vagt": someone else's danger told as what happens again and again (@gentaget), with nothing of
 * right now, is a habit heard or a job's days, not an emergency now: "Er han i fare lige nu?".
 */
const othersHabit = (tokens: Token[], lists: CrisisRules['lists'], who: Who) =>
  who === 'other' && anywhere(lists.gentaget, tokens) && !anywhere(lists.lige_nu, tokens);

/**
 * Whether a danger heard now is not sure enough for the fixed script, so the agent asks the kind's question
 * first (agent/crisis/conversation.ts) and the answer decides:
 * - only the word weights heard it, over a concern rule's vague reading below OVER_CONCERN_SURE, or with a sum below WEIGHTS_SURE
 *   (below UNANCHORED_SURE without a word of what a danger is about, ord.txt @risikoanker, of any kind): "jeg går
 *   hjem fra toget", a bad day, "han er blevet mere og mere vred"; below FRAMED_SURE for someone else's danger (the
 *   weights do not read whose it is); an overdose with no medicine, drug or poison named (a bottle of wine); or
 *   means with everyday uses and nothing of what for or of death, below FRAMED_SURE ("et reb og en økse i min bil"); or
 *   a place to fall from in the same way ("… ved knippelsbro i morgen"); a goodbye to a job (@afsked_arbejde); or
 *   a blow beside play or a toy (@leg: "… med en nerf pistol"); or words after a condition that opens the turn ("når …");
 * - a rule's danger the weights would have vetoed by less than NEAR_THRESHOLD (nearVeto);
 * - a rule heard it in a word with an everyday sense (@hverdagssans: skære, slå, skyde, dø, forsvinde …), no
 *   death said outright in the match, no reason of self-harm said (@skadeformål), no place or means named that
 *   has no everyday use (@konkret_fare but not @tvetydigt_middel: a rope, a knife), and the words weigh below
 *   RULE_SURE or name an everyday place or time (@hverdagsramme) near it: a cook's cut fingers, a job one wants
 *   to leave, a rope for a swing;
 * - the call set a frame (a game, a role, the caller's job) and the words weigh below FRAMED_SURE (only the
 *   weights heard it) or do not put the danger on the caller (a rule): a nurse's patients, a character's lines;
 *   but someone else's danger just told (@lige_sket), said to be now (@lige_nu) or their body failing now
 *   (EMERGENCY_NOW) is sure;
 * - a goodbye (the afsked rules) in a call about dying of an illness, or about a life event with goodbyes of its
 *   own (moving abroad, retiring) and no word of death;
 * - a danger a rule heard but not said to be now (notNow): someone else's wish to die, a place after "når" or "hvis", an
 *   act feared as one one might come to do;
 * - a place to fall from said with nothing more ("jeg står på taget") or with only a time or reason and little weight,
 *   a small child's blows or shouted threats (@småbarn_slår), someone else's violence told in the past tense with
 *   nothing of now ("min veninde havde en eks der truede med at slå hende"), an overdose a rule heard in drink alone,
 *   harm at work told as again and again, the caller's or someone else's;
 * - and, before all of these, a small child's words or blows (smallChildsWords), a cut in a call that named a trade
 *   (tradesCut), a wish to die said with a laugh (laughedWith), harm the caller believed then (believedThen) and someone
 *   else's danger told as a habit (othersHabit): their sense, not their weight, is in doubt.
 */
const WEIGHTS_SURE = 4;
/** How far below the threshold a rule's weighed sum is still asked about rather than vetoed (heardIn, unsure). */
const NEAR_THRESHOLD = 0.5;
const UNANCHORED_SURE = 8;
const RULE_SURE = 5;
/** Words that only tell when or why a place was named ("fordi jeg står ved langebro lige nu"): no more than the place. */
const TIME_OR_REASON = new Set(['fordi', 'altså', 'øh', 'nu', 'lige', 'her', 'i', 'aften', 'nat', 'dag', 'så', 'og', BREAK]);
const FRAMED_SURE = 8;
/** The prepositions that tell which place a place is ("taget af mit kollegium", "broen ved havnen"). */
const PLACE_OF = new Set(['af', 'ved', 'på', 'over', 'i']);
/** At most this many words after the place only tell which place it is ("taget af et parkeringshus i aalborg"). */
const WHICH_PLACE_WORDS = 6;
/** An edge is the danger whatever it is the edge of ("jeg står ude ved kanten af perronen nu"). */
const EDGE = new Set(['kanten', 'kant', 'rækværket', 'rælingen', 'gelænderet', 'afsatsen']);
/** What the weights must sum to over a concern rule's vague reading ("… og jeg tænker det stadig … jeg tror jeg gør det"). */
const OVER_CONCERN_SURE = 12;

/** The rule families of someone else's body failing now (regler.txt): a cord round the neck, not breathing, down, bleeding, in a fire, fallen or crushed, calling weakly. */
const EMERGENCY_NOW = [
  'tredje.om_halsen',
  'tredje.vågner',
  'tredje.bløder',
  'tredje.hjerte',
  'tredje.brand',
  'tredje.ulykke',
  'tredje.kalder',
  'tredje.hænger_fundet',
  'tredje.skærer_nu',
  'tredje.blod_dør',
  'tredje.ligger_gulv',
];
/** The rules of someone else with a means in hand who says they will harm or kill themself: a danger before the caller's eyes. */
const MEANS_IN_HAND = ['tredje.middel_siger', 'tredje.middel_bruge'];
/**
 * The rules of someone else out of reach with a threat or a means: locked in and saying they will harm themself, gone
 * out to the woods or the water with a rope or pills, or in a car with a hose from the exhaust; their own lists read the
 * everyday senses (a hobby, a hunt).
 */
const OUT_OF_REACH_THREAT = ['tredje.låst_truer', 'tredje.ud_med_middel', 'tredje.udstødning', 'tredje.inde_med_våben'];
/** The rules of someone else's act to end their life told with its time soon or its means at hand: a plan, not a case. */
const OTHERS_PLAN_TOLD = ['tredje.hensigt_'];
/** The rule families of someone else at a place to fall from now: at the edge, over the railing, taken there to jump. */
const AT_THE_EDGE = ['tredje.akut', 'tredje.over_rækværk', 'tredje.så_kan'];
/**
 * A child with marks of blows from a grown-up at home ("en elev på 10 har blå mærker på armene fra sin stedfar"): no job's
 * frame or client word makes it talk of work, so the frame asks about it (senseUnsure) and never silences it.
 */
const CHILD_MARKS = 'tredje.barn_mærker';
/** The same child handed back to that grown-up within hours: sure, whoever tells it. */
const HANDED_BACK = 'tredje.barn_mærker_hentes';
/**
 * Someone else's danger before the caller's eyes, or told with its plan, whose words no everyday sense reads: a body
 * failing, a means in hand, a plan with its time or means.
 */
const BEFORE_THE_CALLERS_EYES = [...EMERGENCY_NOW, ...MEANS_IN_HAND, ...OUT_OF_REACH_THREAT, ...OTHERS_PLAN_TOLD];
/** All of them: someone else's emergency in front of the caller, which no job's frame makes talk of work. */
const OTHERS_EMERGENCY_NOW = [...BEFORE_THE_CALLERS_EYES, ...AT_THE_EDGE];
/**
 * A danger a rule heard that is not said to be now, whatever its words weigh, so it is asked about and turns weighed
 * together cannot make it sure (its sense, not its weight, is in doubt):
 * - someone else's wish to die with no time now (@i_nat), place or means named, and not out of reach (@uden_kontakt:
 *   "… og hun har låst sig inde på badeværelset"): "min mormor siger hele tiden at hun er klar til at dø", "min søn
 *   siger han vil dø når han ikke må spille" ("Er personen i fare lige nu?"), as their thoughts told by others are
 *   (tredje.risiko);
 * - a place to fall from said after "når", "hvis" or "hver gang" (@betingelse_nu): where the caller would be, not where
 *   they are ("når jeg står helt ude ved kanten af perronen får jeg sådan en trang til at hoppe");
 * - the act feared as something one might come to do, with no time now ("jeg har fået en helt vild angst for at komme
 *   til at forgifte mig selv"): a fear, which the question tells from a wish.
 */
function notNow(heard: Heard, tokens: Token[], lists: CrisisRules['lists'], who: Who): boolean {
  const { match, rule = '' } = heard;
  if (!match) return false;
  const before = (list: string[][], reach: number) => listIn(list, tokens, Math.max(0, match.start - reach), match.start);
  const othersWish =
    who === 'other' &&
    WISH_RULES.has(rule) &&
    !anywhere(lists.i_nat, tokens) &&
    !anywhere(lists.konkret_fare, tokens) &&
    !anywhere(lists.uden_kontakt, tokens);
  const placeIf = PLACE_RULES.has(rule) && before(lists.betingelse_nu, 2);
  const feared = heard.kind === 'suicide' && before(lists.frygt_for_død, 6) && before(COME_TO, 4) && !anywhere(lists.i_nat, tokens);
  return othersWish || placeIf || feared;
}

/**
 * "min datter på seks siger tit at hun vil slå sig selv ihjel når hun bliver sur", "min treårige …" … "han slog mig og
 * skreg at han ville dø": a small child's (@småbarn, or a "han" or "hun" after one was named) words or blows, with no
 * means named and no body failing now, are asked about, and more turns cannot make them sure (their sense is in doubt).
 * Marks of blows seen on the child (@slagmærker: "… og han har mærker over hele ryggen") are no words to doubt, nor is the
 * child handed back to the grown-up who gave them (HANDED_BACK: "hun skal hentes af ham om en halv time").
 */
function smallChildsWords(heard: Heard, tokens: Token[], lists: CrisisRules['lists'], context: CallerContext, who: Who): boolean {
  const named = anywhere(lists.småbarn, tokens) || (context.smallChild && tokens.some((t) => t.word === 'han' || t.word === 'hun'));
  return (
    (who === 'other' || heard.kind === 'violence') &&
    named &&
    !anywhere(lists.konkret_fare, tokens) &&
    !anywhere(lists.slagmærker, tokens) &&
    !inFamilies(EMERGENCY_NOW, heard.rule) &&
    heard.rule !== HANDED_BACK
  );
}

/** "komme til at": doing something one did not mean to. */
const COME_TO = [['komme', 'til', 'at']];

/** The rules of the caller at a place to fall from (regler.txt). */
const PLACE_RULES: ReadonlySet<string> = new Set(['plan.kant', 'plan.på_stedet', 'plan.ved_kanten', 'plan.sted', 'plan.kommet_til']);
/** The rules of the caller on or at a place, and nothing more said: the place alone is asked about (senseUnsure). */
const PLACE_ALONE_RULES: ReadonlySet<string> = new Set(['plan.på_stedet', 'plan.ved_kanten']);
/** The rules of a wish to die or to be gone (regler.txt): someone else's, told by the caller, is asked about. */
const WISH_RULES: ReadonlySet<string> = new Set([
  'selvmord.dø_ønske',
  'selvmord.forbi',
  'selvmord.stopper',
  'selvmord.ud_af_livet',
  'selvmord.forsvinde',
]);
/** The rules of means just bought, borrowed or found (regler.txt): sure only with a sign of their use. */
const MEANS_ACQUIRED: ReadonlySet<string> = new Set(['plan.middel', 'plan.middel2']);

/**
 * A household task or the kitchen named ("jeg står og laver mad"), or with 'everyday' any everyday activity
 * (@hverdag), and no wish to die: a danger word beside it may be the task's.
 */
function taskNamed(tokens: Token[], lists: CrisisRules['lists'], where: 'home' | 'everyday'): boolean {
  const named =
    anywhere(lists.husholdning, tokens) || anywhere(lists.køkken, tokens) || (where === 'everyday' && anywhere(lists.hverdag, tokens));
  return named && !anywhere(lists.dødsønske, tokens);
}

/** A death word (@selvmordsord) right after a verb of saying or writing, after a condition: the word named, not used. */
const MENTIONING = new Set(['siger', 'sige', 'skriver', 'skrive', 'nævner', 'nævne', 'ordet']);
function wordMentioned(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const condition = tokens.findIndex((_, at) => listStartsAt(lists.betingelse, tokens, at));
  return (
    condition >= 0 &&
    tokens.some(
      (t, at) =>
        at > condition &&
        MENTIONING.has(t.word) &&
        (listStartsAt(lists.selvmordsord, tokens, at + 1) || listStartsAt(lists.selvmordsord, tokens, at + 2)),
    )
  );
}

/** The kinds of danger someone else does to the caller: a blow, a child's harm, an assault. */
const doneByOthersKind = (kind: CrisisKind | undefined) => kind === 'violence' || kind === 'child' || kind === 'sexual_assault';

/**
 * Whether a danger heard now is unsure: its kind's question first, not the script (triage.md: "fixed words only when
 * sure, a question when unsure"). What the weights alone heard, what a rule heard told in a way that leaves the danger
 * now open, and a word with an everyday sense that the words around it do not settle are each read by a function below.
 */
function unsure(heard: Heard, tokens: Token[], { lists }: CrisisRules, context: CallerContext, who: Who): boolean {
  // A rule's danger the weights would have vetoed by a hair (heardIn): asked about rather than dropped by chance.
  if (heard.nearVeto) return true;
  // Nothing said taken in this turn or an earlier one: no medicine, drug or poison (an overdose's question, not its script).
  const nothingTakenNamed = !context.taken && !anywhere(lists.medicin, tokens) && !anywhere(lists.gift, tokens);
  // "min far er døende" … "lægen siger han ikke vågner igen", "hun vil gerne dø hjemme": someone's death from an
  // illness, expected, is asked about ("Er han i fare lige nu?"), never an emergency script.
  if (context.othersDying && who === 'other') return true;
  // "hvad sker der hvis man siger selvmord til dig": a word of danger named as what is said or written, after a
  // condition, asks what the service does with the word; it is asked about, not scripted.
  if (wordMentioned(tokens, lists)) return true;
  const reading: Reading = { heard, tokens, lists, context, who, score: heard.score ?? Number.POSITIVE_INFINITY, nothingTakenNamed };
  if (heard.rule === WEIGHTS_RULE) return weightsUnsure(reading);
  const match = heard.match;
  if (!match) return false;
  return toldUnsure(reading, match) || senseUnsure(reading, match);
}

/** What unsure() has read once for its parts: the danger heard, the words, the call so far, whose danger, and its weight. */
interface Reading {
  heard: Heard;
  tokens: Token[];
  lists: CrisisRules['lists'];
  context: CallerContext;
  who: Who;
  /** The verdict's weighed sum; a verdict with none weighs as sure. */
  score: number;
  /** Nothing said taken in this turn or an earlier one. */
  nothingTakenNamed: boolean;
}

/** What only the weights heard is unsure when it weighs too little for what it names, or when its words have another sense. */
function weightsUnsure({ heard, tokens, lists, context, who, score, nothingTakenNamed }: Reading): boolean {
  // @risikoanker names what a danger is about (a blow, a threat, a medicine, death); without it, of any kind, the
  // sum must be higher: "han er blevet mere og mere vred" names no harm.
  const sure = heard.anchored ? WEIGHTS_SURE : UNANCHORED_SURE;
  // "hun har haft krampe i over fem minutter nu og den stopper ikke", "nu trækker hun vejret mærkeligt og svarer ikke":
  // someone else's body failing now (@livsfare, @akut_tegn) is the answer "Er hun i fare lige nu?" would wait for.
  if (who === 'other' && (anywhere(lists.livsfare, tokens) || anywhere(lists.akut_tegn, tokens))) return false;
  if ((heard.concernRule && score < OVER_CONCERN_SURE) || score < sure) return true;
  // The weights cannot read roles: someone else's danger only they heard is sure only when strong ("min bror har købt
  // et reb", "min far er død og havde en pistol i natbordet" are asked about: "Er han i fare lige nu?").
  if (who === 'other' && score < FRAMED_SURE) return true;
  // Someone dying of an illness speaks of after their death without meaning to end their life: ask.
  if (context.dying && heard.kind === 'suicide') return true;
  // "når jeg kører forbi en lastbil tænker jeg på at dreje ind foran den": told after a condition that opens the turn
  // (@betingelse_nu), it is when it happens, not that it happens now: asked about, as a rule's place after "når" is.
  if (listStartsAt(lists.betingelse_nu, tokens, 0)) return true;
  // "min storebror tvinger mig til at gemme hans ting": force to do a thing named (@tvunget_til), with no sexual word
  // but the force itself, is coercion the weights may hear as an assault; it is asked about ("Er du i fare lige nu?").
  const forcedToDo = tokens.some((t, at) => t.lemma === 'tvinge' && listStartsAt(lists.tvunget_til, tokens, at + 2));
  if (doneByOthersKind(heard.kind) && forcedToDo && !listOutside(lists.seksuel, FORCED, tokens) && !anywhere(lists.voldtægt, tokens))
    return true;
  // "jeg er 15 og der skete noget til en fest i fredags": an assault with nothing of sex, consent, force or its signs
  // said (@overgrebsord) is asked about gently ("Har nogen gjort noget seksuelt mod dig …, som du ikke ville?").
  if (heard.kind === 'sexual_assault' && !anywhere(lists.overgrebsord, tokens)) return true;
  // "min datter på 15 sagde i går at hun ville slå mig ihjel hvis jeg tog hendes telefon": a threat told as said before
  // ("sagde", "truede"), on a condition ("hvis"), with nothing of right now, may be anger's words: "Er du i fare lige nu?".
  const saidBefore = tokens.some((t) => PAST_SAID_THREAT.has(t.word));
  if (heard.kind === 'violence' && saidBefore && anywhere([['hvis']], tokens) && !saidRightNow(tokens, lists)) return true;
  // "stemmerne er blevet værre": voices with no harm they ask for, and no wish to die, are asked about.
  if (
    heard.kind === 'suicide' &&
    voicesHeard(tokens, lists) &&
    !anywhere(lists.skadehandling, tokens) &&
    !anywhere(lists.dødsønske, tokens)
  )
    return true;
  // "jeg skal mødes med en ven ved knippelsbro i morgen": a place to fall from (@farligt_sted) and nothing of death, of
  // its use or amid strong words, is asked about, as such a place said by a rule is (plan.på_stedet).
  if (
    heard.kind === 'suicide' &&
    anywhere(lists.farligt_sted, tokens) &&
    score < FRAMED_SURE &&
    !anywhere(lists.dødsønske, tokens) &&
    !anywhere(lists.brugstegn, tokens)
  )
    return true;
  // "jeg har skrevet mit afskedsbrev til firmaet i dag": a goodbye to a job or colleagues (@afsked_arbejde), with no wish
  // to die, is asked about, as the afsked rules are silenced by it.
  if (heard.kind === 'suicide' && anywhere(lists.afsked_arbejde, tokens) && !anywhere(lists.dødsønske, tokens)) return true;
  // "jeg har sagt farvel til dem alle sammen nu": goodbye words alone, with nothing of death, harm or means, are asked about.
  if (heard.kind === 'suicide' && anywhere(lists.afskedsord, tokens) && !anywhere(lists.død_eller_middel, tokens)) return true;
  // "i AA siger vi undskyld til dem vi har gjort ondt": a life event's goodbyes or amends, with no wish to die and no
  // means named, are asked about ("min datter er flyttet" … "tage alle sovepillerne så jeg ikke er en byrde" is not).
  if (context.lifeEvent && heard.kind === 'suicide' && !anywhere(lists.dødsønske, tokens) && !anywhere(lists.død_eller_middel, tokens))
    return true;
  // "jeg har drukket en hel flaske rødvin i aften": an overdose with no medicine, drug or poison named, in this
  // turn or an earlier one ("jeg har taget insulin" … "nu ryster jeg og sveder"), is asked about.
  if (heard.kind === 'overdose' && nothingTakenNamed) return true;
  // "sidste gang gik jeg helt død ved 35 km og troede jeg skulle dø": dying as a figure of speech, and no word of
  // suicide, is asked about.
  if (
    heard.kind === 'suicide' &&
    anywhere(lists.død_som_talemåde, tokens) &&
    !anywhere(lists.selvmordsord, tokens) &&
    !anywhere(lists.selvdrab, tokens)
  )
    return true;
  // "jeg skal bruge en stor kniv til kyllingen", "jeg står på båden og binder et reb fast", "jeg har skåret mig på en
  // kniv mens jeg lavede mad": a household task, the kitchen or an everyday activity named, and no wish to die, is asked about.
  // Not an assault: a time or a place of the day ("en kaptajn kom ind på mit værelse i går nat og tvang mig") gives force
  // done to the caller no everyday sense.
  if (heard.kind !== 'sexual_assault' && taskNamed(tokens, lists, 'everyday')) return true;
  // "jeg har et reb og en kniv i bilen": means with everyday uses (@tvetydigt_middel), and nothing of what for, of
  // death or of a place to fall, are asked about, as means just got are (MEANS_ACQUIRED).
  if (heard.kind === 'suicide' && anywhere(lists.tvetydigt_middel, tokens) && meansOnly(tokens, lists, score)) return true;
  // "han skød mig i nakken med en nerf pistol": a blow beside play or a toy (@leg) may be the play's, whatever it weighs.
  if (heard.kind === 'violence' && anywhere(lists.leg, tokens)) return true;
  // "min søn på 3 råber at han vil slå mig ihjel": a small child's blows or shouted threats (@småbarn_slår) are a tantrum's.
  if (heard.kind === 'violence' && anywhere(lists.småbarn_slår, tokens)) return true;
  // The weights cannot tell whose words they weigh: after a frame, only strong words are sure.
  return context.framed && score < FRAMED_SURE;
}

/** Words that are voices whatever is around them ("stemmerne", "dæmonen"). */
const VOICE_NOUN = /^(stemmen|stemmerne|dæmon|dæmonen|dæmoner|dæmonerne|djævlen|djævelen|ånderne)$/;
/** Words that are voices only after these ("jeg hører stemmer", "en stemme"; not "det stemmer", "jeg skal stemme"). */
const VOICE_AFTER = new Map([
  ['stemmer', new Set(['hører', 'høre', 'hørt', 'hørte'])],
  ['stemme', new Set(['en'])],
]);

/**
 * Voices in the words: a word that is a voice whatever is around it, or one of @stemme that speaks (@befaling within four
 * words: "de andre siger …", "gud befaler …"). Its everyday words alone are none: "… når de andre er gået", "gud ved".
 */
function voicesHeard(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const named = tokens.some((t, at) => VOICE_NOUN.test(t.word) || VOICE_AFTER.get(t.word)?.has(tokens[at - 1]?.word ?? ''));
  const speaks = (at: number) => [1, 2, 3, 4].some((k) => listStartsAt(lists.befaling, tokens, at + k));
  return named || tokens.some((_, at) => listStartsAt(lists.stemme, tokens, at) && speaks(at));
}

/**
 * Rules whose danger is always asked about: "vold.afpresset_kommer_uklart", "vold.kan_ikke_tale", and one standing outside
 * with nothing more ("min eks står uden for døren": "vold.står_udenfor") (regler.txt).
 */
const ASKED_RULES: ReadonlySet<string> = new Set(['vold.afpresset_kommer_uklart', 'vold.kan_ikke_tale', 'vold.står_udenfor']);

/** A rule's danger told in a way that leaves the danger now open: in the past, of someone else, as a day off, an idiom. */
function toldUnsure({ heard, tokens, lists, context, who, score, nothingTakenNamed }: Reading, match: Match): boolean {
  if (context.dying && heard.rule?.startsWith('afsked.')) return true;
  // Someone who "comes" if the caller does not send pictures, or one near who keeps the caller from speaking freely: what
  // they will do is unsaid, so the danger now is asked about (ASKED_RULES).
  if (heard.rule !== undefined && ASKED_RULES.has(heard.rule)) return true;
  if (foretoldOnly(heard, match, tokens) && score < RULE_SURE) return true;
  // Taken said in the impersonal passive ("der er blevet taget en masse stoffer her") names no one in danger: asked about.
  if (heard.kind === 'overdose' && impersonalPassive(tokens, match.start)) return true;
  // "min veninde havde en eks der truede med at slå hende": violence told of someone else in the past tense, with nothing
  // of now, just now or tonight, is asked about ("Er hun i fare lige nu?").
  const clause = clauseStart(tokens, match.start);
  const toldInPast = tokens.slice(clause, match.end).some((_, i) => saidInPast(tokens, lists, clause + i));
  const nowIn = (words: Token[]) => anywhere(lists.nu, words) || anywhere(lists.lige_sket, words) || anywhere(lists.i_nat, words);
  const nothingOfNow = !nowIn(tokens);
  if (who === 'other' && heard.rule?.startsWith('vold.') && toldInPast && nothingOfNow) return true;
  // So is someone else struck down told as then or as survived (@fortid, @overlevet: "en fyr blev slået ned og jeg ringede
  // 112 dengang og han klarede sig"), not one told with neither ("min ven blev stukket foran klubben").
  const overAndDone = anywhere(lists.fortid, tokens) || anywhere(lists.overlevet, tokens);
  if (who === 'other' && heard.rule === 'tredje.ulykke_overfald' && overAndDone && nothingOfNow) return true;
  // "jeg er dørmand … i weekenden var der en fyr der truede med at slå mig ihjel": violence against the caller at work (a
  // job named, the doer none of the caller's own people) told in the past tense with nothing of now is asked about too
  // ("Er du i fare lige nu?"): the customer or the thief may be long gone, and no partner-violence line fits them.
  // "i dag" there is earlier today: only right now (@lige_nu) or just now (@lige_sket) keeps it sure.
  // The past may be said earlier in the sentence ("i søndags var der et slagsmål på banen og en spiller truede med at slå mig").
  const atWork = (context.framed || anywhere(lists.fagramme, tokens)) && !ownPeopleIn(tokens, lists, match);
  const sentence = sentenceStart(tokens, match.start);
  const pastInSentence = tokens.slice(sentence, match.end).some((_, i) => saidInPast(tokens, lists, sentence + i));
  if (who !== 'other' && heard.kind === 'violence' && atWork && pastInSentence && !saidRightNow(tokens, lists)) return true;
  // "kunden sagde hun ville hænge sig selv hvis jeg ikke kom i dag": someone else's threat to die, reported in the past
  // tense with a condition and nothing of now, may be a figure of anger: "Er hun i fare lige nu?".
  const condition = tokens.findIndex((_, at) => at >= match.end && listStartsAt(lists.betingelse, tokens, at));
  if (who === 'other' && heard.kind === 'third_person' && toldInPast && condition >= 0 && !nowIn(tokens.slice(0, condition))) return true;
  // "min mand sover og han vil ikke vågne op": someone else who "will not wake" may refuse to or be unable to: asked about;
  // found down on a floor or where no one rests ("… hun ligger på gulvet på badeværelset"), they cannot.
  const foundDown = () => anywhere(lists.nede, tokens) || anywhere(lists.nede_inde, tokens);
  // A child's "mor vil ikke vågne" is a parent who cannot be woken: a child says "vil" for "kan".
  if (
    who === 'other' &&
    heard.rule === 'selvmord.ikke_vågne' &&
    tokens[match.start]?.word === 'vil' &&
    !foundDown() &&
    !context.childCaller
  )
    return true;
  // "han har sagt mange gange at han er træt af livet": someone else's wish to be dead told as said again and again, with
  // nothing of now and no means, is asked about ("Er han i fare lige nu?").
  if (
    who === 'other' &&
    heard.rule?.startsWith('passiv.') &&
    anywhere(lists.gentaget, tokens) &&
    nothingOfNow &&
    !anywhere(lists.konkret_fare, tokens)
  )
    return true;
  // "jeg har købt et reb" and nothing of what for: asked about ("… til en ny gynge i haven"); "… og jeg ved hvor" is
  // sure, and so is a means with no everyday use ("en løkke") or one said amid strong words of despair (the weights'
  // sum: "jeg kan ikke leve sådan her mere jeg har købt et reb").
  if (MEANS_ACQUIRED.has(heard.rule ?? '') && meansOnly(tokens, lists, score)) return true;
  // "i morgen er jeg her ikke": an absence after a time ahead (afsked.fravær), with nothing around it of death, means, a
  // goodbye ("… jeg har fundet et nyt hjem til hundene") or others relieved of the caller, may be a day off: asked about.
  const absenceAlone = ![lists.død_eller_middel, lists.afskedsord, lists.lettet_for_mig].some((list) => aroundMatch(list, tokens, match));
  if (heard.rule === 'afsked.fravær' && absenceAlone) return true;
  // "jeg har drukket hele aftenen og jeg er helt væk": drink, and no medicine, drug or poison named in this turn or an
  // earlier one, is asked about ("Har du taget noget?"), as the weights' overdose is.
  const drinkOnly = (anywhere(lists.alkohol, tokens) || tokens.some((t) => t.lemma === 'drikke')) && nothingTakenNamed;
  // A pack or a blister swallowed in the match ("jeg har poppet en hel plade og drukket ovenpå") names tablets taken, with
  // drink on top, not drink alone.
  const inMatch = tokens.slice(match.start, match.end);
  const packTaken =
    listIn(lists.beholder, tokens, match.start, match.end) &&
    !listIn(lists.alkohol, tokens, match.start, match.end) &&
    !inMatch.some((t) => t.lemma === 'drikke');
  if (heard.kind === 'overdose' && drinkOnly && !packTaken) return true;
  // "vi flytter til Sverige … jeg har sagt op og sagt farvel til alle": a goodbye of the life event, unless death is named.
  if (context.lifeEvent && heard.rule?.startsWith('afsked.') && !anywhere(lists.dødsønske, tokens)) return true;
  return killIdiom(heard.kind, match, tokens, lists);
}

/**
 * The rule families of someone else being hit where the caller sees or hears it, or is told of it with the fear of going
 * home (vold.andens_tør_ikke) (regler.txt).
 */
const OTHERS_BLOWS = ['tredje.slås', 'tredje.høre', 'vold.andens_tør_ikke'];

/** The words that foretell a death without wishing it: "skal", "kommer til at". */
const FORETELLING = [['skal'], ['kommer', 'til', 'at']];

/**
 * "jeg skal dø", "jeg kommer til at dø" and nothing more in the match: a death foretold, not wished, may be dread, panic or
 * a figure of speech ("… jeg har ikke læst noget og jeg skal dø"); weighing little (no wish, means or time beside it),
 * it is asked about ("Har du selv tanker om at tage dit liv?").
 */
function foretoldOnly(heard: Heard, match: Match, tokens: Token[]): boolean {
  if (heard.rule !== 'selvmord.hensigt' && heard.rule !== 'selvmord.handling') return false;
  const foretelling = FORETELLING.find((entry) => listStartsAt([entry], tokens, match.start + 1));
  return tokens[match.start]?.word === 'jeg' && foretelling !== undefined && match.end === match.start + 2 + foretelling.length;
}

/** A rule's word with an everyday sense, a place alone or a frame (a job, a game) that the words around it do not settle. */
function senseUnsure({ heard, tokens, lists, context, who, score }: Reading, match: Match): boolean {
  // Only in what one may do to oneself: "min mand slår mig", "naboen slår sit barn", "da jeg vågnede, lå han
  // oven på mig" have no everyday sense.
  const doneByOthers = doneByOthersKind(heard.kind);
  // "jeg er fængselsbetjent" … "jeg bliver truet af de indsatte næsten hver uge": harm at work told as what happens again
  // and again (@gentaget), with nothing of now (@lige_nu, or someone at the door the caller hid behind: @ved_døren_nu),
  // is asked about ("Er du i fare lige nu?"); someone else's danger told so is othersHabit's, in any call. The caller's own
  // people are no job's clients ("en opgave til skolen" … "min storebror banker mig hver dag").
  const ownPeople = ownPeopleIn(tokens, lists, match);
  if (
    doneByOthers &&
    context.framed &&
    !ownPeople &&
    anywhere(lists.gentaget, tokens) &&
    !anywhere(lists.lige_nu, tokens) &&
    !anywhere(lists.ved_døren_nu, tokens)
  )
    return true;
  const inMatch = (list: string[][]) => listIn(list, tokens, match.start, match.end);
  const everyday = everydayWord(heard, match, tokens, lists);
  // "jeg vil ikke være her mere på det her job": an everyday place or time around the word is its sense.
  // "jeg har skåret mig", and nothing more: no words around it to tell its sense, so it is asked about.
  const nothingAround = tokens.length <= match.end - match.start + 1;
  // "jeg står på taget" and nothing more: a roofer, or someone about to jump; the place alone is asked about, and so is
  // one said with only a time or a reason around it and weighing little ("fordi jeg står ved langebro lige nu").
  // Words after the match that only tell which place it is ("jeg står oppe på taget af mit kollegium") are no more.
  const whichPlace =
    PLACE_OF.has(tokens[match.end]?.word ?? '') &&
    tokens.length - match.end <= WHICH_PLACE_WORDS &&
    !EDGE.has(tokens[match.end - 1]?.word ?? '')
      ? tokens.length
      : match.end;
  const onlyTimeOrReason = tokens.every((t, at) => (at >= match.start && at < whichPlace) || TIME_OR_REASON.has(t.word));
  // So is one where the caller's job takes them, with nothing after it but a time ("jeg er turguide i københavn og jeg
  // står ved langebro nu"; not "… og vil springe").
  const nothingAfter = tokens.every((t, at) => at < whichPlace || TIME_OR_REASON.has(t.word));
  const atWork = anywhere(lists.fagramme, tokens) && nothingAfter && !anywhere(lists.dødsønske, tokens);
  // So is one said with what the caller is there for ("… oppe på taget af et parkeringshus for at skyde solnedgangen"), when
  // that is no fall, no goodbye and no wish to die.
  const purpose = purposeAt(tokens, match.end, tokens.length);
  const purposeSaid =
    purpose >= 0 &&
    !anywhere(lists.dødsønske, tokens) &&
    ![lists.fald, lists.afskedsord].some((list) => listIn(list, tokens, purpose, tokens.length));
  const placeAlone =
    nothingAround || onlyTimeOrReason || atWork || purposeSaid || (score < RULE_SURE && !anywhere(lists.dødsønske, tokens));
  if (PLACE_ALONE_RULES.has(heard.rule ?? '') && placeAlone) return true;
  // So is someone else said to stand there, weighing little ("min far står oppe på taget og lægger nye tagsten", "jeg
  // er tømrer og min kollega står på taget").
  const othersThere = heard.rule === 'tredje.akut' || (who === 'other' && PLACE_RULES.has(heard.rule ?? ''));
  // Not one said to mean to fall ("en borger står oppe på taget af bostedet og vil springe").
  const fallMeant = tokens.some(
    (_, at) => at >= match.end && listStartsAt(lists.hensigt, tokens, at) && listIn(lists.fald, tokens, at + 1, at + 3),
  );
  if (othersThere && score < RULE_SURE && !anywhere(lists.dødsønske, tokens) && !fallMeant) return true;
  // Someone else's body failing now, not told in the past tense ("jeg er tømrer … han ligger helt stille og der
  // kommer blod ud af øret", "der er en mand der er blevet stukket"), is sure whatever the frame: the caller's job
  // frames talk of work, not an emergency in front of them, and those rules' own lists silence their everyday senses.
  // So is someone else with a means in hand who says they will use it on themself ("… har fået fat i en kniv og siger han
  // vil skære sig"): "skære sig" there has no kitchen's sense.
  // Told in the past tense as just now ("min veninde skar sig lige foran mig": @lige_sket), it is as sure.
  const notPast = !tokens.some((_, at) => saidInPast(tokens, lists, at)) || anywhere(lists.lige_sket, tokens);
  if (inFamilies(BEFORE_THE_CALLERS_EYES, heard.rule) && notPast) return false;
  // "jeg vil bare falde i søvn og ikke vågne op igen": not waking ever again (@aldrig_vågne) is death's sense, said with
  // nothing around it too; only a sleep frame near it ("så træt at …") keeps it a question.
  const aloneInItsSense = nothingAround && !anywhere(lists.aldrig_vågne, tokens);
  if (everyday && (score < RULE_SURE || aloneInItsSense || everydayFrameNear(tokens, lists, match))) return true;
  // So is someone else at the edge now, in words with no everyday sense ("jeg er nattevagt … en beboer står ude på
  // altanen og har kravlet over rækværket").
  if (inFamilies(AT_THE_EDGE, heard.rule) && !tokens.some((_, at) => saidInPast(tokens, lists, at))) return false;
  // Someone else's danger told as just happened ("en elev har lige fortalt …") is sure whatever the frame.
  if (anywhere(lists.lige_sket, tokens)) return false;
  // After a frame, sure only where the caller is the subject of the match's clause ("men jeg har slugt …"), where
  // another's violence is done to the caller's own body ("på slagteriet … holdt han kniven op mod min hals"), or
  // where the danger is said to be now (@lige_nu: "… at hun har taget alle sine piller og sidder i parken nu"):
  // the teacher's or nurse's job frames talk of their work, not a pupil in danger tonight.
  const toCallersBody = doneByOthers && inMatch(lists.min_krop);
  // Nor where a count of tablets swallowed is in the match ("i chatten skriver en bruger at han har taget 40 piller"): a
  // poisoning now, whoever tells it.
  const countedOverdose = heard.kind === 'overdose' && inMatch(lists.stort_antal);
  return (
    context.framed &&
    heard.rule !== HANDED_BACK &&
    !toCallersBody &&
    !countedOverdose &&
    !ownPeople &&
    !listIn(lists.første_person, tokens, clausesOf(match, tokens)[0], match.end) &&
    !anywhere(lists.lige_nu, tokens)
  );
}

/**
 * A rule's word used in its everyday sense (@hverdagssans in the match: "skære", "ikke være her mere"), unless death,
 * self-harm, a method or a wish to die is said in so many words, a voice commands it, or someone else does it.
 */
function everydayWord(heard: Heard, match: Match, tokens: Token[], lists: CrisisRules['lists']): boolean {
  // Death in so many words inside the match ("… med en kniv og siger han vil slå sig selv ihjel") has no everyday sense.
  const inMatch = (list: string[][]) => listIn(list, tokens, match.start, match.end);
  // So does self-harm named as such ("jeg skærer i mig selv igen": "i mig selv" is no kitchen's cut).
  const saidOutright =
    inMatch(lists.selvmordsord) ||
    inMatch(lists.selvdrab) ||
    inMatch(lists.tredje_risiko) ||
    inMatch(lists.selvskade) ||
    heard.rule === DATED_DEATH ||
    (heard.rule === ROPE_AND_HOOK && !purposeAfter(tokens, match.end)) ||
    ownKilling(tokens, lists, match);
  // "jeg skærer mig for at få det bedre": a reason of self-harm said (@skadeformål) leaves the cut no everyday sense;
  // nor does a voice that commands it ("stemmerne siger jeg skal skære mig").
  // "jeg har tænkt på at hænge mig", "jeg vil skyde mig i nat": a way to die thought of or wanted (@hensigt in the match),
  // done to "mig" with nothing after it but a time or a reason, is the method; "hænge mig i detaljer" has its object.
  const methodThought =
    inMatch(lists.hensigt) && tokens[match.end - 1]?.word === 'mig' && tokens.slice(match.end).every((t) => TIME_OR_REASON.has(t.word));
  // "min mor døde i nat og jeg vil også dø": a wish to die in so many words, with no condition after it (everydaySense),
  // nor a cause ("… at jeg skal dø af en hjernesvulst" is a fear of illness).
  const wishToDie =
    inMatch(lists.hensigt) &&
    inMatch(DYING) &&
    !listIn(lists.betingelse, tokens, match.end, match.end + 1) &&
    tokens[match.end]?.word !== 'af';
  // Someone else hit, heard or seen by the caller (the families tredje.slås and tredje.høre: "… min nabo bliver slået lige
  // nu"): a blow done by others has no sense of one's own everyday task.
  const othersBlow = inFamilies(OTHERS_BLOWS, heard.rule);
  return (
    !doneByOthersKind(heard.kind) &&
    !othersBlow &&
    !saidOutright &&
    !methodThought &&
    !wishToDie &&
    !inMatch(lists.stemme) &&
    inMatch(lists.hverdagssans) &&
    !unambiguousMeans(tokens, lists) &&
    !anywhere(lists.skadeformål, tokens)
  );
}

/**
 * "jeg klatrer meget" … "jeg har lige købt et nyt reb og en sele": means got (MEANS_ACQUIRED) in a call that named a
 * hobby they are gear of (@middelhobby) are that hobby's, unless a wish to die or a sign of their use on oneself is said.
 * So is such gear told as locked away (@låst_væk), which only the weights hear as danger ("jeg går i skytteforening" …
 * "mit gevær står låst inde i et våbenskab"); gear told of otherwise stays asked about.
 */
function hobbysMeans(heard: Heard, tokens: Token[], lists: CrisisRules['lists'], context: CallerContext): boolean {
  const gearLockedAway =
    heard.rule === WEIGHTS_RULE &&
    (heard.kind ?? 'suicide') === 'suicide' &&
    anywhere(lists.tvetydigt_middel, tokens) &&
    anywhere(lists.låst_væk, tokens);
  return (
    context.meansHobby &&
    (MEANS_ACQUIRED.has(heard.rule ?? '') || gearLockedAway) &&
    !anywhere(lists.dødsønske, tokens) &&
    !anywhere(lists.brugstegn, tokens)
  );
}

/**
 * "jeg er elev på en restaurant" … "jeg skar mig ret dybt med en kniv i går og fik fire sting": a cut or burn in a call
 * that named a trade or a kitchen (@skærefag) may be the work's, unless a body part, a habit or a purpose says it is self-harm
 * ("… jeg har skåret mig i armene igen", "… med vilje tre gange i aften").
 */
function tradesCut(tokens: Token[], lists: CrisisRules['lists'], match: Match | undefined, context: CallerContext): boolean {
  return (
    context.cuttingTrade &&
    match !== undefined &&
    !anywhere(lists.dødsønske, tokens) &&
    listIn(lists.skadeverbum, tokens, match.start, match.end) &&
    !anywhere(lists.kropsdel, tokens) &&
    !anywhere(lists.gentaget, tokens) &&
    !anywhere(lists.forsæt, tokens) &&
    !tokens.some((t) => t.word === 'igen')
  );
}

/** The caller's mates, who may be the other players of a game named before. */
const PLAYMATES = ['kammerat', 'ven', 'veninde', 'makker', 'holdkammerat', 'kammerater', 'venner'].map((mate) => ['min', mate]);

/**
 * "vi var til paintball til min vens polterabend" … "de skød mig på klos hold i nakken og jeg er helt blå": a blow or a shot
 * in an everyday word (@hverdagssans) in a call that named a sport or a game may be the game's, unless death or a real
 * weapon is said with it (as sportSense reads a game named in the same turn); asked about, not scripted.
 */
function gamesBlow(tokens: Token[], lists: CrisisRules['lists'], match: Match | undefined, context: CallerContext): boolean {
  // One of the caller's own people who does it ("i dag slog min kæreste mig") is no player, unless a mate one plays with
  // ("og så skød min kammerat mig bagfra" in Warzone); fear told with it ("… og jeg tør ikke gå hjem", @frygt_nu) is no game's.
  const real = listOutside(lists.nævnt_person, PLAYMATES, tokens) || anywhere(lists.frygt_nu, tokens);
  return context.playing && match !== undefined && !real && sportSense(match, tokens, lists, true);
}

/**
 * "jeg har lyst til at dø hver gang jeg åbner min statistikbog lol": a laugh with it (@grin) may make it a joke or hide
 * what is meant; with no means or place named and no sign of their use, it is asked about. So is a plan taken back with
 * a laugh ("så jeg har tænkt mig at hoppe ud fra taget haha nej"): the answer decides.
 */
function laughedWith(heard: Heard, tokens: Token[], lists: CrisisRules['lists']): boolean {
  const takenBack = tokens.some((t, at) => t.word === 'nej' && listIn(lists.grin, tokens, at - 1, at));
  const nothingAtHand = !anywhere(lists.konkret_fare, tokens) && !anywhere(lists.brugstegn, tokens);
  // A farewell act done ("jeg har skrevet mit afskedsbrev haha") is no joke for the laugh beside it.
  const actDone = heard.rule?.startsWith('afsked.') ?? false;
  // A shout or a cry heard with laughter told after it ("de råbte av og så grinede de", @grinede) was play or a mishap.
  const shoutLaughedOff = (heard.rule?.startsWith('tredje.slås') ?? false) && anywhere(lists.grinede, tokens) && nothingAtHand;
  return shoutLaughedOff || (heard.kind === 'suicide' && !actDone && anywhere(lists.grin, tokens) && (takenBack || nothingAtHand));
}

/** The caller's belief then, which the past tense says may have been wrong. */
const BELIEVED_THEN = [
  ['jeg', 'troede'],
  ['troede', 'jeg'],
];

/**
 * "jeg troede en mand fulgte efter mig hjem fra stationen": harm by someone else that the caller believed then ("jeg
 * troede" before the match in its clause) may not have been, so it is asked about ("Er du i fare lige nu?").
 */
function believedThen(heard: Heard, tokens: Token[], match: Match | undefined): boolean {
  return (
    doneByOthersKind(heard.kind) && match !== undefined && listIn(BELIEVED_THEN, tokens, clauseStart(tokens, match.start), match.start)
  );
}

/**
 * "det brænder i mine arme og jeg kan mærke det dunke", "jeg er hundetræner … der er nogen der har lagt gift ud i parken":
 * violence to the caller that only the weights heard, with no word of a blow, a threat or a hold (@voldsanker), names no
 * one's hand; it is asked about whatever the words weigh, alone or with the turns before.
 */
function noBlowNamed(heard: Heard, tokens: Token[], lists: CrisisRules['lists'], who: Who): boolean {
  return heard.rule === WEIGHTS_RULE && heard.kind === 'violence' && who !== 'other' && !anywhere(lists.voldsanker, tokens);
}

/**
 * "en kunde truede mig i sidste uge men politiet kom og han er anholdt": violence against the caller whose doer the
 * police have taken (@anholdt) may be over, or back when he is let out: "Er du i fare lige nu?" decides.
 */
function doerHeld(danger: Danger, tokens: Token[], lists: CrisisRules['lists'], who: Who): boolean {
  return danger === 'violence' && who !== 'other' && anywhere(lists.anholdt, tokens);
}

/** The words that make a person one's own ("min nabo", "vores søn"). */
const OWNER: ReadonlySet<string> = new Set(['min', 'mit', 'mine', 'vores']);

/** Right now (@lige_nu) or just now (@lige_sket) said anywhere: not "i dag", which may be earlier today. */
const saidRightNow = (tokens: Token[], lists: CrisisRules['lists']) => anywhere(lists.lige_nu, tokens) || anywhere(lists.lige_sket, tokens);

/** Where "for at" opens a purpose, from `from` up to `to`, or -1. */
const purposeAt = (tokens: Token[], from: number, to: number) =>
  tokens.findIndex((t, at) => at >= from && at < to && t.word === 'for' && tokens[at + 1]?.word === 'at');

/** The caller's own people named in the match ("min kæreste", "vores søn"): no job's clients. */
function ownPeopleIn(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  return tokens.some((t, at) => at >= match.start && at < match.end && OWNER.has(t.word) && listStartsAt(lists.relation, tokens, at + 1));
}

/**
 * Means named and nothing more to say what for: no means without an everyday use (unambiguousMeans), no sign of
 * its use (@brugstegn: "… og jeg ved hvor"), no wish to die, and not amid strong words (the weights' sum below FRAMED_SURE).
 */
function meansOnly(tokens: Token[], lists: CrisisRules['lists'], score: number): boolean {
  return (
    !unambiguousMeans(tokens, lists) && score < FRAMED_SURE && !anywhere(lists.brugstegn, tokens) && !anywhere(lists.dødsønske, tokens)
  );
}

/**
 * A place or means of danger named (@konkret_fare) that has no everyday use of its own: a rope or a knife
 * (@tvetydigt_middel) bought or fetched is a swing's or a kitchen's until the words say otherwise, so it is asked about.
 */
function unambiguousMeans(tokens: Token[], lists: CrisisRules['lists']): boolean {
  // A treatment given by needle (@nålestik: insulin, hormones) is what the needle is for, not a means.
  return tokens.some(
    (_, at) =>
      listStartsAt(lists.konkret_fare, tokens, at) &&
      !listStartsAt(lists.tvetydigt_middel, tokens, at) &&
      !listStartsAt(lists.nålestik, tokens, at),
  );
}

/**
 * What the rules alone say: the first crisis rule (in file order) wins; else the first concern. `clauses`
 * is where the deciding match's clauses begin and end; `acuity` is now for a crisis, past or vague for a concern.
 */
export function ruleVerdict(
  tokens: Token[],
  rules: CrisisRules,
  earlier: CallerContext = NO_CONTEXT,
): { verdict: CrisisVerdict; clauses: [number, number]; match?: Match; acuity: Acuity; weighedByCall?: boolean; everyday?: boolean } {
  let concern: ReturnType<typeof ruleVerdict> | undefined;
  let everyday = false;
  const childCaller = isChildCaller(tokens, rules.lists, earlier);
  for (const rule of rules.rules) {
    // "i weekenden er der ingen der opdager noget" is a crisis only in a call that has heard danger before.
    if (rule.outcome === 'after' && !earlier.earlierDanger) continue;
    // "hun er ikke hjemme" after the caller's own overdose says who can help, not that someone else is missing.
    if (rule.outcome === 'after' && rule.kind === 'third_person' && !earlier.othersDanger) continue;
    // "jeg har ikke fået mad siden fredag" is a child's danger only from a child (udfald "barn").
    if (rule.outcome === 'child caller' && !childCaller) continue;
    for (const match of matches(rule.pattern, tokens, rules.lists)) {
      const judged = judge(rule, match, tokens, rules);
      if (!judged) {
        everyday ||= everydaySense(rule, match, tokens, rules.lists);
        continue;
      }
      const span = tokens
        .slice(match.start, match.end)
        .map((t) => t.word)
        .join(' ');
      const found = {
        verdict: { outcome: judged.outcome, kind: rule.kind, rule: rule.id, span },
        clauses: clausesOf(match, tokens),
        match,
        acuity: judged.acuity,
        weighedByCall: rule.outcome === 'after' || rule.outcome === 'child caller',
      };
      if (judged.outcome === 'crisis') return found;
      concern ??= found;
      // Someone else's words reported ("min søn sagde at jeg er en belastning og han har ret jeg burde ikke være her
      // mere"): the caller's own words may follow.
      if (!judged.reported) break;
    }
  }
  return concern ?? { verdict: { outcome: 'none' }, clauses: [0, tokens.length], acuity: 'vague', everyday };
}

/** From the first word of the match's first clause to one past the last word of its last clause. */
function clausesOf(match: Match, tokens: Token[]): [number, number] {
  return [clauseStart(tokens, match.start), clauseEnd(tokens, match.end - 1)];
}

/** The first word of the clause the word at `at` is in. */
const clauseStart = (tokens: Token[], at: number) => tokens.findIndex((t) => t.clause === tokens[at]!.clause);

/** The first word of the sentence the word at `at` is in: just after the last break before it. */
const sentenceStart = (tokens: Token[], at: number) => tokens.findLastIndex((t, i) => i < at && t.word === BREAK) + 1;

/** One past the last word of the sentence the word at `at` is in: the next break, or the end. */
const sentenceEnd = (tokens: Token[], at: number) => {
  const next = tokens.findIndex((t, i) => i > at && t.word === BREAK);
  return next < 0 ? tokens.length : next;
};

/** One past the last word of the clause the word at `at` is in. */
const clauseEnd = (tokens: Token[], at: number) => tokens.findLastIndex((t) => t.clause === tokens[at]!.clause) + 1;

/** A negation right before "fordi" denies the reason its clause gives. */
const DENIED_REASON = [
  ['ikke', 'fordi'],
  ['aldrig', 'fordi'],
];
/**
 * "… ikke sådan at jeg vil dø eller noget", "jeg har ingen tanker om at gøre skade på mig selv" (normalised "ikke
 * tænkt på"): the sense said right before the words is denied (the negation stands in the clause before "at", where
 * negated() does not look). Not "ingen lyst til at" or "ingen planer om at": "… at leve" after them is the wish to die.
 */
const DENIED_SENSE = [
  ['ikke', 'sådan', 'at'],
  ['ikke', 'på', 'den', 'måde', 'at'],
  ['ikke', 'tænkt', 'på'],
];

/**
 * What one match means in its own clause: silenced by a negation just before it or inside its gaps, by a
 * frame (a film, an assignment, a client) in the clause, by a job named anywhere when it is not about the
 * caller, or by the rule's own "!" lists (also in the clause before, when this one has no subject of its
 * own); a crisis told as past with no sign that it is back, or said of "man" after a condition, becomes a
 * concern. Risk in another clause is judged on its own.
 */
function judge(
  rule: Rule,
  match: Match,
  tokens: Token[],
  rules: CrisisRules,
): { outcome: 'crisis' | 'concern'; acuity: Acuity; reported?: true } | undefined {
  const { lists } = rules;
  const [from, to] = clausesOf(match, tokens);
  if (denied(match, tokens, lists, [from, to])) return undefined;
  // "min kone og børnene er inde og jeg står ved vinduet": where someone else stands or sits (tredje.akut*), the caller
  // the last subject in the gap after them is the one there; it is not the other's danger (the caller's own rules read it).
  // So is someone else's risk with the caller the subject after them ("min mand fik en blodprop og nu vil jeg ikke leve
  // mere", tredje.risiko): the wish is the caller's.
  if ((rule.id.startsWith('tredje.akut') || rule.id === 'tredje.risiko') && gapSubject(match, tokens) === 'jeg') return undefined;
  // "jeg skrev kms i gruppechatten": the caller's own words quoted (told, not said now) may be a joke or not: ask.
  if (!rule.id.startsWith('afsked.') && (ownWordsQuoted(tokens, lists, match) || ownWordsToldBack(tokens, match) || toldIf(tokens, match)))
    return { outcome: 'concern', acuity: 'vague' };
  // "min mor tror jeg vil tage mit liv": someone else's belief about the caller; the caller's answer decides. A family's
  // decision about the caller ("min far siger jeg skal giftes med min fætter", ære.*) is no belief: it is the danger.
  if (!rule.id.startsWith('ære.') && believedByOther(tokens, lists, match, rule.kind)) return { outcome: 'concern', acuity: 'vague' };
  // "min mor tror nogen har slået mig": the rule took the believer for the one who did it; someone else's belief is asked.
  if (CALLERS_HARM_KINDS.has(rule.kind) && beliefInGap(tokens, lists, match)) return { outcome: 'concern', acuity: 'vague' };
  // "folk har skrevet til mig at jeg skal dø": a death wished on the caller in someone else's words is no wish of the
  // caller's own; a threat by one who is near is violence (vold.dødsdom), and what the caller makes of it is asked. Voices
  // that say it ("stemmerne siger at jeg skal dø", stemmer.*) are no one else: they command the caller's harm.
  if (rule.kind === 'suicide' && !rule.id.startsWith('stemmer.') && deathForetold(tokens, lists, match))
    return { outcome: 'concern', acuity: 'vague' };
  // "min mor sagde til mig i går at det havde været bedre hvis jeg aldrig var blevet født": a burden's or an unwanted
  // life's words (passiv.*) in someone else's mouth are their cruelty; whether the caller thinks so too is asked.
  if (rule.id.startsWith('passiv.') && toldByOther(tokens, lists, match)) return { outcome: 'concern', acuity: 'vague', reported: true };
  // "jeg skar brødet og skar mig lidt": a clause that goes on without a subject of its own shares the
  // everyday sense of the clause before it (a negation or a frame stays in its own clause).
  const context = goesOnAt(tokens, lists, from) ? clauseStart(tokens, from - 1) : from;
  if (framedOut(rule, match, tokens, lists, [from, to], context)) return undefined;
  // A threat called a joke, harm done with words, someone else's danger said of a kind of people: asked about.
  if (jokedThreat(rule, match, tokens, lists) || harmOfWords(rule, match, tokens, lists) || peopleInGeneral(rule, match, tokens))
    return { outcome: 'concern', acuity: 'vague' };
  return howTold(rule, match, tokens, lists, [from, to], context);
}

/** Harm done to the caller by someone: the kinds whose rule names the one who does it first (beliefInGap). */
const CALLERS_HARM_KINDS: ReadonlySet<string> = new Set(['violence', 'sexual_assault', 'child']);
/** The first words of a belief in @andres_tro, not of words said ("tror", "mener", "er bange for at"). */
const BELIEVES = new Set(['tror', 'mener', 'frygter', 'er']);

/**
 * A belief (@andres_tro: "tror", "mener", not words said) in a match's gap with a new subject after it ("min mor tror
 * nogen har slået mig"): the match's first words are the believer, and what the rule heard is what they believe.
 */
function beliefInGap(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  return match.gaps.some((at) =>
    lists.andres_tro.some((entry) => {
      if (!BELIEVES.has(entry[0]!) || !listStartsAt([entry], tokens, at)) return false;
      const next = at + entry.length;
      return (
        match.gaps.includes(next) && (subjectAt(tokens, lists, next) || ANYONE_WHO.has(tokens[next]!.word)) && tokens[next]!.word !== 'jeg'
      );
    }),
  );
}

/**
 * The third_person rules whose "jeg" is the one who finds or sees someone else's danger (whoIsInDanger), or is shut out
 * from it ("… tog hende med ind på et værelse og jeg kan ikke komme ind", tredje.taget_med_ind), or feels for their
 * pulse ("… og jeg kan ikke mærke nogen puls", tredje.hjerte_puls), or cannot reach them after a goodbye ("han skrev
 * farvel og jeg kan ikke få fat i ham", tredje.afsked_væk).
 */
const FOUND_OR_SEEN: ReadonlySet<string> = new Set([
  'tredje.hænger_fundet_af',
  'tredje.hænger_så_fundet',
  'tredje.afsked_fundet',
  'tredje.båd_væltet',
  'tredje.taget_med_ind',
  'tredje.brev_undskyld',
  'tredje.hjerte_puls',
  'tredje.afsked_væk',
]);

/** The caller's own words in a clause: "jeg", "mig", "min", "mit", "mine". */
const CALLER_WORDS = [['jeg'], ['mig'], ['min'], ['mit'], ['mine']];

/** The last subject word ("jeg", "han", "hun", "de", "vi") in a match's gaps. */
function gapSubject(match: Match, tokens: Token[]): string | undefined {
  const at = match.gaps.findLast((gap) => GAP_SUBJECTS.has(tokens[gap]!.word));
  return at === undefined ? undefined : tokens[at]!.word;
}
const GAP_SUBJECTS = new Set(['jeg', 'han', 'hun', 'de', 'vi']);
/** Negations that begin a noun phrase of their own ("ingen familie"): after a match they negate that phrase, not the match. */
const NEGATING_DETERMINERS = new Set(['ingen', 'intet', 'ingenting']);

/** A match denied: a negation in its gaps, before it or right after it, a reason or sense denied, "ikke at …", or a denial after it. */
function denied(match: Match, tokens: Token[], lists: CrisisRules['lists'], [from, to]: [number, number]): boolean {
  const last = tokens[match.end - 1]!.clause;
  const isNegation = (at: number) => listIn(lists.nægtelse, tokens, at, at + 1);
  const isSubject = (at: number) => subjectAt(tokens, lists, at);
  // A negation in a gap counts only in the clause of what it would negate ("jeg kan ikke mere og vil …" does not).
  if (match.gaps.some((at) => isNegation(at) && tokens[at]!.clause === last)) return true;
  // A match that begins with its own subject ("jeg ved ikke, jeg kan bare ikke mere") starts a clause: a
  // negation before it negates something else. "jeg har det ikke sådan at jeg vil dø" reads on past "at jeg".
  const newSubject = (at: number) => isSubject(at) && !listIn(lists.underordnet, tokens, at - 1, at);
  if (!isSubject(match.start) && negated(tokens, match.start, isNegation, newSubject)) return true;
  // "det er ikke fordi jeg vil slå mig selv ihjel": a reason denied before its clause is said.
  if (listIn(DENIED_REASON, tokens, Math.max(0, from - 1), from + 1)) return true;
  if (listIn(DENIED_SENSE, tokens, Math.max(0, match.start - 5), match.start)) return true;
  // "ikke at de vil slå mig altså, bare at …": a sentence that opens "not that …" denies the clause it opens.
  const sentence = sentenceStart(tokens, match.start);
  const notThat = tokens[sentence]?.word === 'ikke' && tokens[sentence + 1]?.word === 'at';
  if (notThat && match.start < clauseEnd(tokens, sentence + 2)) return true;
  // "han slår mig ikke": a negation right after the match. "ingen", "intet" there opens a phrase of its own ("mit liv er
  // gråt ingen familie ingen arbejde"): it negates what follows it, not the match.
  if (match.end < to && isNegation(match.end) && !NEGATING_DETERMINERS.has(tokens[match.end]!.word)) return true;
  // "… om jeg havde selvmordstanker, og det har jeg ikke": a denial opens the next clause.
  const next = listIn(lists.skel, tokens, to, to + 1) ? to + 1 : to;
  return listStartsAt(lists.benægtelse_efter, tokens, next);
}

/** A time soon for someone else's plan (framedOut): tonight, tomorrow, in a moment. */
const PLAN_SOON = [
  ['i', 'nat'],
  ['i', 'aften'],
  ['om', 'lidt'],
  ['lige', 'nu'],
  ['i', 'morgen'],
];

/**
 * A match silenced by what is said around it: a frame (a film, an assignment, a client), a game, an everyday sense,
 * a job when it is not about the caller, the rule's own "!" lists, or a treatment by needle. `context` is where its
 * clause starts, or the one before when it goes on with no subject of its own.
 */
function framedOut(
  rule: Rule,
  match: Match,
  tokens: Token[],
  lists: CrisisRules['lists'],
  [from, to]: [number, number],
  context: number,
): boolean {
  // "jeg er pædagog og et barn har fortalt …": a job silences what is said about others anywhere in the
  // utterance, never what is said about the caller ("jeg er sygeplejerske og jeg har selvmordstanker", "… en
  // beboer holdt en kniv mod min hals"), with "jeg" the subject before it ("jeg er murer … jeg orker ikke"), or with
  // no one else named at all (someoneElseNamed).
  const aboutCaller =
    listIn(lists.mig, tokens, match.start, match.end) ||
    listIn([['jeg']], tokens, match.start, match.end) ||
    listIn(lists.min_krop, tokens, match.start, match.end);
  // The people of a job's care frame talk of them, not their harm to the caller ("en patient overfaldt mig seksuelt").
  const harmsCaller = (rule.kind === 'violence' || rule.kind === 'sexual_assault') && aboutCaller;
  // Nor their body failing now ("en af eleverne har et krampeanfald i sovesalen lige nu") or their being at the edge
  // ("en beboer har kravlet over rækværket"): an emergency, not talk of work.
  // So is something taken told as just now ("en af beboerne har slugt batterier for lidt siden"), or by a caller with the
  // person now ("jeg er hos en borger der siger han har taget alle sine piller"): a poisoning, not a case. So is someone
  // else's plan with its time soon in the match's clause ("min borger har fortalt mig at hun har samlet piller og vil tage
  // dem i aften"): a plan for tonight, not talk of work.
  const emergencyNow =
    inFamilies(OTHERS_EMERGENCY_NOW, rule.id) ||
    ((rule.kind === 'overdose' || rule.kind === 'third_person') &&
      (anywhere(lists.lige_sket, tokens) || anywhere(lists.hos_personen, tokens))) ||
    (rule.kind === 'third_person' && listIn(PLAN_SOON, tokens, match.start, to));
  const childMarks = rule.id.startsWith(CHILD_MARKS);
  const frames = harmsCaller || emergencyNow || childMarks ? framesBesideClients(lists) : lists.ramme;
  // What the act was for ("jeg tog alt for mange adhd piller for at kunne læse til eksamen") frames nothing.
  const purpose = purposeAt(tokens, match.end, to);
  // A promise in the match ("… det handler om hvordan jeg tager mit liv og det gør jeg efter showet i aften") is the
  // caller's own, whatever frame the words before it are in: frames are read from the promise.
  const promise = tokens.findIndex(
    (t, at) =>
      at > match.start &&
      at < match.end &&
      t.word === 'og' &&
      tokens[at + 1]?.word === 'det' &&
      PROMISE.has(tokens[at + 2]?.word ?? '') &&
      tokens[at + 3]?.word === 'jeg',
  );
  const frameFrom = promise >= 0 ? promise : from;
  // Where a way to do it was learnt, named after it ("jeg har fundet ud af hvordan man gør det med et reb på youtube"), is
  // the source of a method, not a frame: only frames before such a match count.
  const learntHow = tokens.slice(match.start, match.end).some((t) => t.word === 'hvordan');
  const frameTo = learntHow ? match.end : purpose < 0 ? to : purpose;
  // A game named in the clause is a frame too ("i gta kørte jeg bilen ind i en lastbil med vilje").
  if (listIn(frames, tokens, frameFrom, frameTo) || listIn(lists.spil, tokens, context, to)) return true;
  // "jeg vil ikke være her mere på det her job", "han snorker på sofaen og vil ikke vågne": a word with an
  // everyday sense, an everyday place or time around it, no word of death, self-harm or intent around it
  // (@dødsanker) and no body part (@kropsdel): the words decide the everyday sense (where they do not,
  // unsure() asks). Only for what one may do to oneself: "han har lige slået mig, og han er stadig i
  // lejligheden" is violence wherever it is.
  if (everydaySense(rule, match, tokens, lists)) return true;
  // "vi spillede paintball, og jeg blev skudt i nakken": a sport or game named anywhere, and no word of
  // death (@dødsanker) or a weapon, is the everyday sense of being hit or shot.
  if (rule.kind === 'violence' && sportSense(match, tokens, lists)) return true;
  // Someone else's danger told as just happened ("en elev har lige sagt … at hun har taget tyve panodiler") or as
  // tonight (@i_nat: "… at hun tager sit liv i nat"; not last night, told in the past tense: "i nat havde vi en der …") is
  // no professional's general question.
  // Nor is one in the caller's care in that danger, said as now and not as a condition ("jeg er nattevagt og en
  // beboer trækker ikke vejret", "… hvad gør man hvis en patient står på taget").
  const beforeTheirEyes = emergencyNow && !listIn(lists.betingelse_nu, tokens, Math.max(0, match.start - 8), match.start);
  if (
    !aboutCaller &&
    !beforeTheirEyes &&
    !childMarks &&
    anywhere(lists.fagramme, tokens) &&
    !anywhere(lists.lige_sket, tokens) &&
    !(anywhere(lists.i_nat, tokens) && !tokens.some((_, at) => saidInPast(tokens, lists, at))) &&
    subjectBefore(tokens, lists, match) !== 'me' &&
    someoneElseNamed(tokens, lists)
  )
    return true;
  // "med vilje" (@forsæt) outweighs the rule's own everyday senses ("brændt mig på armen med et lys med vilje").
  const meant = listIn(lists.forsæt, tokens, context, to);
  // "jeg sidder ude på broen og fisker": a clause that goes on after the match with no subject of its own tells what
  // the caller does there, so its everyday words silence the rule as the match's own clause's do.
  const until = goesOnAt(tokens, lists, to) ? clauseEnd(tokens, to) : to;
  // So does the caller's own killing in so many words ("jeg vil slå mig ihjel i weekenden": the time is its plan).
  if (!meant && !ownKilling(tokens, lists, match))
    for (const name of rule.unless)
      if (listIn(name === 'ramme' && (emergencyNow || harmsCaller) ? frames : listNamed(lists, name), tokens, context, until)) return true;
  // "jeg har fået insulin … og jeg skal stikke mig selv med nålen hver aften": a treatment by needle (@nålestik) named
  // anywhere, with no wish to die and no reason of self-harm (@skadeformål), is what the needle is for.
  const treatedByNeedle = anywhere(lists.nålestik, tokens) && !anywhere(lists.dødsønske, tokens) && !anywhere(lists.skadeformål, tokens);
  return !meant && rule.id.startsWith('selvskade.') && treatedByNeedle;
}

/** A threat told as said before ("sagde", "truede"). */
const PAST_SAID_THREAT = new Set(['sagde', 'skrev', 'truede', 'råbte']);
/** Words that tell a threat as said ("hun sagde at hun ville …"), and the will in it. */
const SAID_THREAT = new Set([...PAST_SAID_THREAT, 'siger', 'sagt', 'skriver', 'truer', 'råber']);
const WILL = new Set(['ville', 'vil', 'skal', 'skulle']);

/**
 * "i går sagde hun at hun ville kvæle mig hvis jeg glemte vores årsdag igen haha det var for sjov": a threat in words,
 * called a joke in the same turn (@spøg), is asked about ("Er du i fare lige nu?"), not scripted. A blow is never taken
 * back so: only a threat said, with its will ("ville", "vil").
 */
function jokedThreat(rule: Rule, match: Match, tokens: Token[], lists: CrisisRules['lists']): boolean {
  if (rule.kind !== 'violence' || !anywhere(lists.spøg, tokens)) return false;
  const said = tokens.slice(Math.max(0, match.start - 4), match.end).some((t) => SAID_THREAT.has(t.word));
  return said && tokens.slice(match.start, match.end).some((t) => WILL.has(t.word));
}

/** Words between "med" and what it is done with ("… med sine sms'er"). */
const WITH_OWNER = new Set(['sine', 'sit', 'sin', 'hans', 'hendes', 'deres', 'dine', 'alle', 'de', 'evige', 'konstante']);

/**
 * "min søster kvæler mig med sine sms'er", "min chef kvæler mig med krav": a blow or a strangling done with words, demands
 * or care (@ordmiddel right after "med") is a figure of speech; asked about, never scripted.
 */
function harmOfWords(rule: Rule, match: Match, tokens: Token[], lists: CrisisRules['lists']): boolean {
  if (rule.kind !== 'violence' || tokens[match.end]?.word !== 'med') return false;
  const thing = WITH_OWNER.has(tokens[match.end + 1]?.word ?? '') ? match.end + 2 : match.end + 1;
  return listStartsAt(lists.ordmiddel, tokens, thing);
}

/** Rules for a wish to follow someone's death ("… og nu vil jeg også gøre det"): the death is past, the wish need not be. */
const WISH_AFTER_DEATH = new Set(['passiv.hen_til_død', 'passiv.samme_vej']);

/** How a match that stands is told: as past, of anyone, vague, or a danger now (the rule's own outcome otherwise). */
function howTold(
  rule: Rule,
  match: Match,
  tokens: Token[],
  lists: CrisisRules['lists'],
  [from, to]: [number, number],
  context: number,
): { outcome: 'crisis' | 'concern'; acuity: Acuity } {
  const isSubject = (at: number) => subjectAt(tokens, lists, at);
  // "hvis man har selvmordstanker …" may be a question about anyone: ask, do not assume.
  // "dengang tog jeg piller og havde skrevet breve": a clause that goes on shares the past of the one before;
  // a match that opens on its own "jeg" and a verb not in the past (@datid) does not ("jeg kom hertil for seks år
  // siden og alt er svært … jeg tænker hver nat at tage mit liv").
  const ownPresent = isSubject(match.start) && !saidInPast(tokens, lists, match.start + 1);
  // "min søn døde for to måneder siden og jeg vil bare være sammen med ham igen": the death a wish to follow comes after is
  // past by nature; the wish's own time is read from the caller's "jeg" on.
  const wishFrom = WISH_AFTER_DEATH.has(rule.id) ? tokens.findIndex((t, at) => at > match.start && at < match.end && t.word === 'jeg') : -1;
  if (toldAsPast(tokens, wishFrom >= 0 ? wishFrom : ownPresent ? from : context, to, lists)) return { outcome: 'concern', acuity: 'past' };
  // "for tre år siden ringede jeg til jer fordi jeg ville tage mit liv": a time long ago opening the sentence dates a "jeg
  // ville" told after it, whatever clause it is in.
  const would = tokens.findIndex((t, at) => at >= from && at < match.end && t.word === 'jeg' && tokens[at + 1]?.word === 'ville');
  const longAgoWould = would >= 0 && listIn(lists.længe_siden, tokens, sentenceStart(tokens, match.start), would);
  if (longAgoWould && !backNow(tokens, match.start, lists)) return { outcome: 'concern', acuity: 'past' };
  // An overdose too, when told in months or years ("jeg tog en overdosis for ti år siden … nu løber jeg maraton").
  const longAgo = rule.kind === 'overdose' && listIn(lists.længe_siden, tokens, from, tokens.length);
  if ((rule.kind === 'suicide' || longAgo) && pastAndWell(tokens, context, match.end, lists)) return { outcome: 'concern', acuity: 'past' };
  // "jeg har skåret i mig selv i mange år": self-harm told over years, with no word of now, is asked about.
  if (rule.id.startsWith('selvskade.') && listIn(lists.gennem_år, tokens, from, to) && !backNow(tokens, from, lists))
    return { outcome: 'concern', acuity: 'vague' };
  // "min eks slog mig, men jeg flyttede for fem år siden og har det godt nu": the time told after the danger, and
  // a good present. For an overdose only when told in months or years (@længe_siden): what was taken acts later, and
  // "tidligere i dag" is no past.
  const wellSince = anywhere(lists.bedring, tokens) || goodPresent(tokens, to, lists);
  const pastEnough = rule.kind !== 'overdose' || listIn(lists.længe_siden, tokens, to, tokens.length);
  if (pastEnough && listIn(lists.fortid, tokens, to, tokens.length) && wellSince) return { outcome: 'concern', acuity: 'past' };
  // "jeg har været selvmordstruet før men det er over tre år siden": the clause after dates the danger, months or years back.
  if (datedBack(tokens, to, lists) && !backNow(tokens, to, lists)) return { outcome: 'concern', acuity: 'past' };
  // "min lillebror tog sit liv for to år siden, og i dag …": someone else's death is grief, not a danger now.
  // So is what someone else did told with its end ("hun tog alle pillerne og døde"): a story or a loss, not a case now;
  // and a survival told in the same breath ("en ung pige havde taget en overdosis hun overlevede heldigvis", @overlevet).
  const othersEnd =
    (lastSubject(tokens, lists, match) ?? subjectBefore(tokens, lists, match)) === 'other' &&
    (endTold(tokens, lists, to, Math.min(tokens.length, to + 3)) ||
      listIn(lists.overlevet, tokens, match.end, Math.min(tokens.length, to + 3)));
  if ((rule.kind === 'third_person' && endTold(tokens, lists, from, to)) || othersEnd) return { outcome: 'concern', acuity: 'past' };
  // "min eks slog mig, men han sidder inde nu": violence set against the one who did it being gone since (a "men" after
  // its clause, then @fare_ovre), with no word of now in its own clause, is past.
  const but = tokens.findIndex((t, at) => at >= to && t.word === 'men');
  const afterBut = (list: string[][]) => but >= 0 && listIn(list, tokens, but, tokens.length);
  if (rule.kind === 'violence' && !listIn(lists.nu, tokens, from, to) && afterBut(lists.fare_ovre))
    return { outcome: 'concern', acuity: 'past' };
  // "der var en mand der sprang ud foran bussen … men jeg nåede at bremse og der skete ikke noget": someone else's danger
  // set against its harm averted (a "men" after its clause, then @afværget, and no word of now) is told as over, and
  // asked about at most.
  if (rule.kind === 'third_person' && afterBut(lists.afværget) && !afterBut(lists.nu)) return { outcome: 'concern', acuity: 'past' };
  if (tokens.slice(from, to).some((t) => t.generic)) return { outcome: 'concern', acuity: 'vague' };
  // "vi lærte hvad man gør hvis nogen er bevidstløs": someone else's danger, of anyone after a condition, is a
  // question, not a case (what one may do to oneself is asked of "man" on purpose: "dør man hvis man springer").
  const aboutAnyone = rule.kind !== 'suicide' && rule.kind !== 'overdose';
  if (
    aboutAnyone &&
    tokens.some(
      (_, at) => at >= from && at < to && listStartsAt(lists.betingelse, tokens, at) && listStartsAt(lists.hvem_som_helst, tokens, at + 1),
    )
  )
    return { outcome: 'concern', acuity: 'vague' };
  if (adviceIf(tokens, lists, match)) return { outcome: 'concern', acuity: 'vague' };
  // "min søn har skrevet at han ikke gider leve mere, og han tager ikke telefonen", "… han har en kniv
  // derinde", "min bror har kniv og siger han vil slå sig selv ihjel", "… at han vil slå sig selv ihjel i aften":
  // someone else's risk, out of reach, with a means at hand or a time soon said after its words of death
  // (@overhængende after @dødsanker or @tredje_risiko: "… at han tager sit liv i nat"), is a danger now.
  if (rule.kind === 'third_person') {
    const atHand = aroundMatch(lists.konkret_fare, tokens, match) || listIn(lists.har_middel, tokens, from, to);
    const ofDeath = listIn(lists.dødsanker, tokens, match.start, match.end) || listIn(lists.tredje_risiko, tokens, match.start, match.end);
    const soon = ofDeath && listIn(lists.overhængende, tokens, match.end, to);
    if (anywhere(lists.uden_kontakt, tokens) || atHand || soon) return { outcome: 'crisis', acuity: 'now' };
  }
  return rule.outcome === 'concern' ? { outcome: 'concern', acuity: 'vague' } : { outcome: 'crisis', acuity: 'now' };
}

/** Whether the word at `at` is a subject (@subjekt). */
function subjectAt(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  return listIn(lists.subjekt, tokens, at, at + 1);
}

/** A clause at `at` that goes on from the one before with no subject of its own ("… og skar mig lidt"). */
function goesOnAt(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  return at > 0 && at < tokens.length && listIn(lists.skel, tokens, at, at + 1) && !subjectAt(tokens, lists, at + 1);
}

/** The relative pronouns that name someone by what they did ("en der", "folk som"). */
const WHO = new Set(['der', 'som']);
/** Anyone named by what they did ("hvordan man taler med en der har taget en overdosis"): someone, not the caller. */
const ANYONE_WHO = new Set(['en', 'nogen', 'folk', 'dem', 'personer', 'mennesker', 'patienter', 'person']);
/** Kinds of people, many of them ("folk der", "børn der"): told of in general, never one before the caller now. */
const PEOPLE = new Set(['folk', 'dem', 'personer', 'mennesker', 'patienter', 'børn', 'unge']);

/**
 * "jeg tager alle de opkald med hjem folk der ikke trækker vejret og børn der er faldet i vand": someone else's danger
 * said of a kind of people (PEOPLE, then "der" or "som") is talk of them, asked about, not one in danger now.
 */
function peopleInGeneral(rule: Rule, match: Match, tokens: Token[]): boolean {
  return rule.kind === 'third_person' && namedByDeed(tokens, match.start, PEOPLE);
}

/** Whether the words before `at` name someone of `kinds` by what they did ("en der …", "folk som …"). */
const namedByDeed = (tokens: Token[], at: number, kinds: ReadonlySet<string>) =>
  WHO.has(tokens[at - 1]?.word ?? '') && kinds.has(tokens[at - 2]?.word ?? '');

/**
 * "hvad skal man sige hvis en spiller siger han vil tage sit liv", "hvordan hjælper man, når en ven skriver …", "hvordan
 * man taler med en der har taget en overdosis": what one should do (@rådspørgsmål) if someone says or does it, or with
 * anyone who did ("… med en elev der vil tage sit liv"), with no "jeg" in the danger, asks about anyone: a question, not a case.
 */
function adviceIf(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  const asked = tokens.findIndex((_, at) => at < match.start && listStartsAt(lists.rådspørgsmål, tokens, at));
  if (asked < 0 || listIn(lists.første_person, tokens, match.start, match.end)) return false;
  // The match may open on the one named, "en elev der vil tage sit liv": an indefinite someone of any kind, by the deed.
  const someoneWho = tokens[match.start]?.word === 'en' && WHO.has(tokens[match.start + 2]?.word ?? '');
  return namedByDeed(tokens, match.start, ANYONE_WHO) || someoneWho || listIn(lists.betingelse, tokens, asked, match.start + 1);
}

/** The telling verbs in the past tense: what they report was said then, not now. */
const PAST_TELLING = new Set(['sagde', 'skrev']);
/** "der står", "der stod": what a text says ("der står at jeg ville dø" in an old diary). */
const TEXT_SAYS = new Set(['står', 'stod']);
/** What was said then, in its own past tense ("at jeg ville dø"); "at jeg vil dø" is said now, told or not. */
const TOLD_THEN = new Set(['ville', 'skulle', 'var', 'havde', 'kunne']);

/**
 * "jeg sagde til min makker at jeg ville dø", "… hvorfor jeg sagde at jeg ville hænge mig": the caller's own words told
 * back in the past tense ("jeg sagde", "jeg skrev", then up to five words and "at jeg ville …") where the match's danger is
 * what was said then: a joke or not, it is asked about; and so are one's own words read back from a text ("der står at
 * jeg ville dø" in an old diary).
 */
function ownWordsToldBack(tokens: Token[], match: Match): boolean {
  const teller = (at: number) =>
    (tokens[at]?.word === 'jeg' && PAST_TELLING.has(tokens[at + 1]?.word ?? '')) ||
    (tokens[at]?.word === 'der' && TEXT_SAYS.has(tokens[at + 1]?.word ?? ''));
  for (let told = Math.max(0, match.start - 8); told < match.end; told++) {
    if (!teller(told)) continue;
    for (let said = told + 2; said <= told + 7 && said < match.end; said++)
      if (tokens[said]?.word === 'at' && tokens[said + 1]?.word === 'jeg' && said + 1 >= match.start - 1)
        return TOLD_THEN.has(tokens[said + 2]?.word ?? '');
  }
  return false;
}

/** The caller's telling after "hvis" (toldIf), in the present tense. */
const TELLING_IF = ['fortæller', 'siger', 'nævner', 'indrømmer', 'skriver'].map((verb) => ['hvis', 'jeg', verb]);
/**
 * "hvis jeg fortæller at jeg har haft selvmordstanker, ringer psykologen så til nogen": what the caller might tell,
 * asked as a question of confidentiality, its "jeg" up to eight words before the match or in it. It may be true now or
 * not: asked about.
 */
function toldIf(tokens: Token[], match: Match): boolean {
  // The telling starts up to nine words before the match and ends inside it or just after.
  const telling = tokens.findIndex((_, at) => at >= match.start - 9 && at <= match.end - 2 && listStartsAt(TELLING_IF, tokens, at));
  // "hvis jeg fortæller det til nogen så slår hun mig ihjel": a danger after "så" is what follows the telling, not what is told.
  return telling >= 0 && !tokens.slice(telling + 3, match.start).some((t) => t.word === 'så');
}

/** @ramme without @klientord, made once per loaded list (judge runs on every match). */
const framesWithoutClients = new WeakMap<CrisisRules['lists'], string[][]>();
function framesBesideClients(lists: CrisisRules['lists']): string[][] {
  let frames = framesWithoutClients.get(lists);
  if (!frames) {
    const clients = new Set(lists.klientord.map((entry) => entry.join(' ')));
    frames = lists.ramme.filter((entry) => !clients.has(entry.join(' ')));
    framesWithoutClients.set(lists, frames);
  }
  return frames;
}

/**
 * The caller's own verb of telling ("jeg skrev", "jeg har sagt") with words of death (@dødsanker) straight
 * after it, no "at", preposition or subject between: "jeg skrev kms på min story" quotes words, it does not say them
 * now. "jeg skrev til ham at jeg vil dø" is not this. A farewell said is the act itself (the afsked rules).
 */
function ownWordsQuoted(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  for (let at = Math.max(0, match.start - 3); at < match.end; at++) {
    if (!listStartsAt([['jeg']], tokens, at)) continue;
    for (const told of [1, 2]) {
      const quote = at + 1 + told;
      const tells = lists.citeret.some((entry) => entry.length === told && listStartsAt([entry], tokens, at + 1));
      if (!tells || quote >= match.end || quote < match.start) continue;
      const opens =
        listStartsAt(lists.underordnet, tokens, quote) ||
        listStartsAt(lists.forholdsord, tokens, quote) ||
        listStartsAt(lists.subjekt, tokens, quote);
      // What is quoted is the danger's own words ("kms"), not a refusal ("jeg sagde nej").
      if (!opens && listIn(lists.dødsanker, tokens, quote, clauseEnd(tokens, quote))) return true;
    }
  }
  return false;
}

/** Someone else named inside an @andres_tro entry ("spørger i om", "spurgte de om"). */
const ASKERS = new Set(['du', 'i', 'de', 'han', 'hun']);
/** The caller as the subject of what is believed: "jeg", or "vi", the caller among others. */
const CALLER_AS_SUBJECT = [['jeg'], ['vi']];

/**
 * Someone else's belief, fear, words or question about the caller just before the match's "jeg" ("hun tror jeg vil
 * tage mit liv", "de er bange for at jeg gør noget", "folk spørger om jeg har prøvet at tage mit liv"): @andres_tro with someone
 * else as its subject, and nothing but "at" between it and that "jeg".
 */
function believedByOther(tokens: Token[], lists: CrisisRules['lists'], match: Match, kind: CrisisKind): boolean {
  // The match's own "jeg" (or "vi", the caller among others: "de sagde altid at vi ville dø hvis vi gik"): the nearest
  // before it in its clause ("… om jeg har prøvet at tage mit liv").
  let jeg = match.start;
  let otherBetween = false;
  const start = clauseStart(tokens, match.start);
  while (jeg >= start && !listStartsAt(CALLER_AS_SUBJECT, tokens, jeg)) {
    otherBetween ||= othersAt(tokens, lists, jeg);
    jeg--;
  }
  if (jeg >= start && otherBetween) return false;
  // No "jeg" before it and none in it: the words quoted are the other's own ("min søn siger hele tiden kms og unalive"),
  // theirs to tell of; a "jeg" in the match ("min far siger at jeg får remmen") is the caller told of, and someone
  // else's words are their danger itself ("min søn har skrevet farvel og svarer ikke").
  if (jeg < start && (kind === 'third_person' || listIn(CALLER_AS_SUBJECT, tokens, match.start, match.end))) return false;
  const said = jeg < start ? match.start : jeg;
  const end = listStartsAt([['at']], tokens, said - 1) ? said - 1 : said;
  return lists.andres_tro.some((entry) => {
    const at = end - entry.length;
    // "hvis du tror jeg vil springe …, så tager du fejl": the listener's belief is someone else's too, and so is theirs
    // ("de sagde altid at vi ville dø hvis vi gik"). So is one the entry names ("hvorfor spørger i om jeg vil …").
    const believer =
      nearestSubject(tokens, lists, at - 1, Math.max(0, at - 4)) === 'other' ||
      listStartsAt([['du'], ['de']], tokens, at - 1) ||
      entry.some((word) => ASKERS.has(word));
    return at > 0 && listStartsAt([entry], tokens, at) && believer;
  });
}

/** The words that tie a blow to a demand. */
const THREAT_CONDITION = [['hvis', 'jeg', 'ikke'], ['ellers'], ['medmindre']];

/** Being hit or shot (@hverdagssans) with a sport or game named (or `playedBefore`), and no word of death or a weapon. */
function sportSense(match: Match, tokens: Token[], lists: CrisisRules['lists'], playedBefore = false): boolean {
  if (!listIn(lists.hverdagssans, tokens, match.start, match.end)) return false;
  if (!playedBefore && !anywhere(lists.sport, tokens) && !anywhere(lists.spil, tokens)) return false;
  // A blow made the price of not doing as told ("… slået ihjel hvis jeg ikke dømmer som de vil") is a threat, no game's.
  if (listIn(THREAT_CONDITION, tokens, match.start, match.end)) return false;
  // The match's own words ("han skød mig") are the sport's; death said beside them is not.
  const outside = (at: number) => at < match.start || at >= match.end;
  return !tokens.some((_, at) => outside(at) && listStartsAt(lists.dødsanker, tokens, at)) && !anywhere(lists.våben, tokens);
}

/** How many words on either side of a match an everyday place or time (@hverdagsramme) gives it its sense. */
const FRAME_REACH = 6;

/**
 * An everyday place or time near the match ("… være her mere på det her job", "skærer mig i fingrene"): a job
 * lost or a flat named elsewhere in a long story does not make "aldrig vågne igen" a weekend's sleep. A cutting or
 * burning word has its everyday sense only in a trade, a kitchen or the fingers (@skæreramme), not at school; sleeping
 * or waking only in a night's sleep and the day one wakes to (@søvnramme), not in a workshop closed.
 */
function everydayFrameNear(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  const inMatch = (list: string[][]) => listIn(list, tokens, match.start, match.end);
  const frame = inMatch(lists.skadeverbum) ? lists.skæreramme : inMatch(lists.søvn) ? lists.søvnramme : lists.hverdagsramme;
  return listIn(frame, tokens, Math.max(0, match.start - FRAME_REACH), Math.min(tokens.length, match.end + FRAME_REACH));
}

/**
 * What one may do to oneself, said in an everyday word (@hverdagssans) in an everyday place or time
 * (@hverdagsramme) near it, with no body part and no @dødsanker around it.
 */
function everydaySense(rule: Rule, match: Match, tokens: Token[], lists: CrisisRules['lists']): boolean {
  if (rule.kind !== 'suicide') return false;
  // Means just got are read by what they are for (unsure: MEANS_ACQUIRED); a time or place around them ("… og jeg er
  // så træt", "i weekenden") does not say it, so they are asked about, never silenced.
  if (MEANS_ACQUIRED.has(rule.id)) return false;
  if (rule.id === DATED_DEATH) return false;
  if (!listIn(lists.hverdagssans, tokens, match.start, match.end) || !everydayFrameNear(tokens, lists, match)) return false;
  // A voice that commands it ("stemmerne siger at jeg skal hoppe fra taget på skolen i nat") leaves it no everyday sense;
  // nor does a height one falls from onto land (@højde_fald: "jeg hopper ud fra taget på kollegiet").
  if (listIn(lists.stemme, tokens, match.start, match.end) || listIn(lists.højde_fald, tokens, match.start, match.end)) return false;
  // A body part is said inside the match ("skåret i maven"); the rest of @dødsanker around it. So is a cut into one's
  // own body (@ind_i_kroppen: "skåret i mig selv … på arbejdet").
  if (anywhere(lists.kropsdel, tokens) || anywhere(lists.ind_i_kroppen, tokens)) return false;
  // Inside the match, the act or suicide in so many words ("slå mig selv ihjel" in the kitchen) has no everyday sense.
  if (listIn(lists.selvmordsord, tokens, match.start, match.end) || listIn(lists.selvdrab, tokens, match.start, match.end)) return false;
  if (ownKilling(tokens, lists, match)) return false;
  // Others better off without the caller ("alle ville have det bedre hvis jeg ikke var her, så fik min søster
  // lejligheden"): a burden's thought, whatever place is named after it.
  if (rule.id.startsWith('passiv.bedre') && listIn(lists.bedre_for_andre, tokens, clauseStart(tokens, match.start), match.start))
    return false;
  // A wish to die in so many words ("jeg vil gerne dø for alle i klassen siger …") is no place's ordinary sense; "jeg
  // vil dø hvis jeg skal sidde i klassen en time mere" is a condition's hyperbole, and the place's sense stands.
  const wishToDie = listIn(lists.hensigt, tokens, match.start, match.end) && listIn(DYING, tokens, match.start, match.end);
  if (wishToDie && !listIn(lists.betingelse, tokens, match.end, match.end + 1)) return false;
  return !aroundMatch(lists.dødsanker, tokens, match);
}

/**
 * "jeg har planlagt at slå mig ihjel i weekenden", "jeg vil slå mig ihjel", "jeg har tænkt på at tage mit liv": the
 * caller's own killing, said with "jeg" as its subject and "mig" or "mit liv" as its object, is suicide in so many words
 * ("slå mig ihjel" alone is also "det slår mig ihjel", "han slår mig ihjel"), unless a condition follows it ("… hvis
 * jeg skal til det møde igen": a hyperbole's).
 */
function ownKilling(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  const from = clauseStart(tokens, match.start);
  for (let at = match.start; at <= Math.min(match.end, tokens.length - 1); at++) {
    const me = tokens[at - 1]?.word === 'selv' ? at - 2 : at - 1;
    const killed = tokens[at]!.word === 'ihjel' && tokens[me]?.word === 'mig' && tokens[me - 1]?.lemma === 'slå';
    // "ja jeg har tænkt på at tage mit liv siden mødet": "tage mit (eget) liv" has no everyday sense at all.
    const mine = tokens[at - 1]?.word === 'eget' ? at - 2 : at - 1;
    const tookLife = tokens[at]!.word === 'liv' && tokens[mine]?.word === 'mit' && tokens[mine - 1]?.lemma === 'tage';
    if (!killed && !tookLife) continue;
    // "… hvis jeg skal til det møde igen", "… af grin": a condition's or a cause's hyperbole.
    if (listIn(lists.betingelse, tokens, at + 1, at + 2) || tokens[at + 1]?.word === 'af') return false;
    // The subject is sought before the verb ("slå", "tage").
    const verb = (killed ? me : mine) - 1;
    return nearestSubject(tokens, lists, verb, from) === 'me';
  }
  return false;
}

/** Dying itself ("dø", "dør", "døde" by their lemma), as against the everyday senses of @hverdagssans's other words. */
const DYING = [['dø'], ['død']];

/** An entry of the list before the match or after it, not inside it. */
function aroundMatch(list: string[][], tokens: Token[], match: Match): boolean {
  return listIn(list, tokens, 0, match.start) || listIn(list, tokens, match.end, tokens.length);
}

/**
 * An end (@fuldbyrdet) told between from and to, but not a death named as the cause after "efter" or "siden" ("han vil
 * skyde sig selv efter mor døde"): that one is someone else's, and the danger goes on.
 */
function endTold(tokens: Token[], lists: CrisisRules['lists'], from: number, to: number): boolean {
  return tokens.some(
    (_, at) =>
      at >= from &&
      at < to &&
      listStartsAt(lists.fuldbyrdet, tokens, at) &&
      !tokens.slice(Math.max(0, at - 4), at).some((t) => t.word === 'efter' || t.word === 'siden'),
  );
}

/**
 * "det der skete i fredags kan jeg ikke leve med": an assault the weights only guessed, with no word of one, where a
 * concern rule heard a wish not to live, is asked about as that concern.
 */
function assaultOnlyGuessed(kind: CrisisKind | undefined, byRule: CrisisVerdict, tokens: Token[], lists: CrisisRules['lists']): boolean {
  const noWordOfOne = !anywhere(lists.seksuel, tokens) && !anywhere(lists.overgrebsord, tokens);
  return kind === 'sexual_assault' && noWordOfOne && byRule.outcome === 'concern' && byRule.kind === 'suicide';
}

/** A verb of @datid as said, not by its lemma: "vil" has the lemma "ville", and is present. */
const saidInPast = (tokens: Token[], lists: CrisisRules['lists'], at: number) =>
  at < tokens.length && lists.datid.some((entry) => entry.length === 1 && entry[0] === tokens[at]!.word) && !conditional(tokens, at);

/** A past tense after "hvis jeg" (or "hvis man", "hvis jeg bare"): the conditional mood, not a time ("hvis jeg forsvandt"). */
const IF_SUBJECT = new Set(['jeg', 'man', 'du', 'vi']);
function conditional(tokens: Token[], at: number): boolean {
  const before = SOFTENER.has(tokens[at - 1]?.word ?? '') ? at - 1 : at;
  return IF_SUBJECT.has(tokens[before - 1]?.word ?? '') && tokens[before - 2]?.word === 'hvis';
}

/**
 * A clause after `from` that dates what came before it (@dateret_siden: "men det er over tre år siden"), said whole: not
 * "det er mange år siden jeg har gjort det", which counts the years since the last time, up to now.
 */
function datedBack(tokens: Token[], from: number, lists: CrisisRules['lists']): boolean {
  for (let at = from; at < tokens.length; at++)
    for (const entry of candidates(lists.dateret_siden, tokens[at])) {
      const end = entryAt(entry, tokens, at);
      if (end !== undefined && !SINCE_WHEN.has(tokens[end]?.word ?? '')) return true;
    }
  return false;
}
/** Words that make "det er … siden" count up to a time told after it ("… siden jeg sidst gjorde det"). */
const SINCE_WHEN = new Set(['jeg', 'sidst', 'at', 'du', 'han', 'hun', 'vi', 'de', 'sidste', 'man']);

/** The words after "da jeg var" that make it a childhood or an age ("da jeg var lille", "da jeg var 12"): a past long gone. */
const CHILDHOOD = new Set(['lille', 'barn', 'yngre', 'ung', 'teenager', 'baby', 'pige', 'dreng']);

/** Whether every past (@fortid) between from and to is a "da jeg var …" that names no childhood or age. */
function onlyCircumstance(tokens: Token[], lists: CrisisRules['lists'], from: number, to: number): boolean {
  let found = false;
  for (let at = from; at < to; at++) {
    if (!listStartsAt(lists.fortid, tokens, at)) continue;
    const [da, jeg, var_, next = ''] = tokens.slice(at, at + 4).map((t) => t.word);
    if (da !== 'da' || jeg !== 'jeg' || var_ !== 'var' || CHILDHOOD.has(next) || /^\d/.test(next)) return false;
    found = true;
  }
  return found;
}

/**
 * Told as past (@fortid) between from and to, with nothing after from saying it is back: a word of now
 * (@nu) counts as back unless the present is said to be good (@bedring, or a @godt word soon after a word
 * of now with no negation between: "men nu har jeg haft mit bedste år").
 */
function toldAsPast(tokens: Token[], from: number, to: number, lists: CrisisRules['lists']): boolean {
  if (!listIn(lists.fortid, tokens, from, to)) return false;
  // "min kusines mand voldtog mig i forgårs da jeg var alene hjemme": days ago (@dage_siden) date it; a "da jeg var …" beside
  // them tells the circumstance, not a past long gone.
  if (listIn(lists.dage_siden, tokens, from, to) && onlyCircumstance(tokens, lists, from, to)) return false;
  if (!backNow(tokens, from, lists)) return true;
  return anywhere(lists.bedring, tokens) || goodPresent(tokens, from, lists);
}

/**
 * A danger to oneself said in the past tense (@datid between from and to), and a present said to be good
 * after that word: "jeg havde en plan om at tage mit liv sidste vinter, men fik hjælp, jeg er stabil nu". Never for
 * an overdose: what was taken acts later, however one feels now.
 */
function pastAndWell(tokens: Token[], from: number, to: number, lists: CrisisRules['lists']): boolean {
  let past = from;
  while (past < to && !saidInPast(tokens, lists, past)) past++;
  if (past === to) return false;
  return listIn(lists.bedring, tokens, past, tokens.length) || goodPresent(tokens, past, lists);
}

/**
 * A word of now (@nu) after from, outside a clause about working through the past (@bearbejde: "jeg blev
 * voldtaget for mange år siden og vil gerne bearbejde det nu" wants help now; the danger is not back), one
 * that says the harm's source is gone, the caller has a life of their own, or the years between (@fare_ovre:
 * "… han er død nu", "… men det er mange år siden nu").
 */
function backNow(tokens: Token[], from: number, lists: CrisisRules['lists']): boolean {
  for (let now = from; now < tokens.length; now++) {
    if (!listStartsAt(lists.nu, tokens, now)) continue;
    const [start, end] = [clauseStart(tokens, now), clauseEnd(tokens, now)];
    if (!listIn(lists.bearbejde, tokens, start, end) && !listIn(lists.fare_ovre, tokens, start, end)) return true;
  }
  return false;
}

/** How far from a word of now a good state still describes it ("i dag er jeg bare så glad"). */
const GOOD_PRESENT_REACH = 6;

/**
 * A good state (@godt) said of a word of now after from: soon after it with no negation between, or before it in
 * its own clause with no negation in that clause ("og jeg er glad for mit liv nu", "det går fint nu").
 */
function goodPresent(tokens: Token[], from: number, lists: CrisisRules['lists']): boolean {
  for (let now = from; now < tokens.length; now++) {
    if (!listStartsAt(lists.nu, tokens, now)) continue;
    for (let at = now + 1; at < Math.min(tokens.length, now + 1 + GOOD_PRESENT_REACH); at++) {
      if (listIn(lists.nægtelse, tokens, at, at + 1)) break;
      if (listIn(lists.godt, tokens, at, at + 1)) return true;
    }
    const start = Math.max(clauseStart(tokens, now), now - GOOD_PRESENT_REACH);
    if (!listIn(lists.nægtelse, tokens, clauseStart(tokens, now), now) && listIn(lists.godt, tokens, start, now)) return true;
  }
  return false;
}

/**
 * "min mor slår mig ihjel", "min mor dræber mig": the present tense of "slå ihjel" or "dræbe", said of the caller
 * with nothing more, is the idiom for trouble ahead, and is asked about ("Er du i fare lige nu?"); a threat told
 * (@drabstrussel: "han siger han slår mig ihjel", "han prøver at …", a weapon, now) is sure.
 */
function killIdiom(kind: CrisisKind | undefined, match: Match, tokens: Token[], lists: CrisisRules['lists']): boolean {
  if (kind !== 'violence' && kind !== 'child') return false;
  const hits = tokens.slice(match.start, match.end + 2).map((t) => t.word);
  const idiom = hits.some(
    (word, at) => (word === 'slår' && hits.slice(at + 1, at + 4).includes('ihjel')) || (word === 'dræber' && hits[at + 1] === 'mig'),
  );
  const [from, to] = clausesOf(match, tokens);
  // "hvis jeg fortæller det til nogen så slår hun mig ihjel": a killing on a serious condition (@alvorlig_betingelse) is a threat.
  const seriousIf = tokens.some(
    (t, at) => t.word === 'hvis' && tokens[at + 1]?.word === 'jeg' && listStartsAt(lists.alvorlig_betingelse, tokens, at + 2),
  );
  return idiom && !seriousIf && !listIn(lists.drabstrussel, tokens, from, to);
}

/**
 * A word of harm (@risikoanker) or of an assault (@overgrebsord, harm done to "mig": @mod_mig), someone else or a blow
 * (violenceSaid), or something told as having happened (@noget_skete: "der skete noget til en fest").
 */
const assaultSaid = (tokens: Token[], lists: CrisisRules['lists']) =>
  riskNamed(tokens, lists) ||
  violenceSaid(tokens, lists) ||
  [lists.overgrebsord, lists.mod_mig, lists.noget_skete].some((list) => anywhere(list, tokens));

/**
 * A word of what a danger is about (@risikoanker), but not a verb of taking in another sense (@andet_taget after it: "min
 * kone har taget børnene med", "jeg har taget nattevagter", "jeg har drukket hele aftenen": a time spent, not an amount):
 * nothing is swallowed there. Nor drugs as a way of life (@stofvane: "hendes mor er på stoffer"): a habit told, not
 * something taken now. Nor a word of harm in a harmless phrase (@anker_i_andet: "når jeg banker på", "har slået op").
 */
function riskNamed(tokens: Token[], lists: CrisisRules['lists']): boolean {
  return tokens.some(
    (_, at) =>
      listStartsAt(lists.risikoanker, tokens, at) &&
      !(listStartsAt(lists.indtaget, tokens, at) && listStartsAt(lists.andet_taget, tokens, at + 1)) &&
      !listCovers(lists.stofvane, tokens, at) &&
      !listCovers(lists.anker_i_andet, tokens, at),
  );
}

/** A child caller: an age or school year (@barn_der_ringer) said in these words or an earlier turn. */
const isChildCaller = (tokens: Token[], lists: CrisisRules['lists'], earlier: CallerContext) =>
  earlier.childCaller || anywhere(lists.barn_der_ringer, tokens);

/**
 * A deadly illness or dying of one (@uhelbredelig, @døende) said of the caller ("jeg er uhelbredeligt syg") or of
 * someone else ("min mor ligger på hospice", "min far er døende"); a clause with no subject of its own goes on with
 * the one before ("min mor har demens og ligger for døden").
 */
const illnessOf = (whose: 'caller' | 'other', tokens: Token[], lists: CrisisRules['lists']) =>
  tokens.some(
    (_, at) =>
      (listStartsAt(lists.uhelbredelig, tokens, at) || listStartsAt(lists.døende, tokens, at)) &&
      ((subjectBefore(tokens, lists, { start: at, end: at + 1, gaps: [] }) ?? nearestSubject(tokens, lists, at - 1, 0)) === 'other') ===
        (whose === 'other'),
  );

/** What the words (and earlier turns) say about the caller: a child's age or school year, and a frame, hold for the call. */
function callerContext(tokens: Token[], rules: CrisisRules, earlier: CallerContext = NO_CONTEXT): CallerContext {
  const { lists } = rules;
  const words = tokens.map((t) => t.word);
  return {
    ...earlier,
    childCaller: isChildCaller(tokens, lists, earlier),
    // A job's frame ends where the caller says they call as themselves ("nej jeg ringer privat").
    framed: (earlier.framed && !anywhere(lists.privat, tokens)) || anywhere(lists.fagramme, tokens) || anywhere(lists.samtaleramme, tokens),
    dying: earlier.dying || illnessOf('caller', tokens, lists),
    othersDying: earlier.othersDying || illnessOf('other', tokens, lists) || anywhere(lists.andens_død, tokens),
    // A medicine named before the taking, in an earlier turn or this one ("jeg har ADHD-medicin og tog fire …").
    taken: earlier.taken || takenMedicine(tokens, lists, earlier.medicineNamed || anywhere(lists.medicin, tokens)),
    medicineNamed: earlier.medicineNamed || anywhere(lists.medicin, tokens),
    lifeEvent: earlier.lifeEvent || anywhere(lists.livsbegivenhed, tokens),
    childsWorld: earlier.childsWorld || childsWorldIn(tokens, lists),
    // "jeg er lærer på en skole i odense": a job named (@fagramme) is a grown-up's.
    adultCaller: earlier.adultCaller || anywhere(lists.voksen_der_ringer, tokens) || anywhere(lists.fagramme, tokens),
    honour: earlier.honour || anywhere(lists.ære, tokens),
    thingsDemanded: earlier.thingsDemanded || anywhere(lists.afslag_andet, tokens),
    smallChild: anywhere(lists.småbarn, tokens) || (earlier.smallChild && !anywhere(lists.voksen_nævnt, tokens)),
    cuttingTrade: earlier.cuttingTrade || anywhere(lists.skærefag, tokens),
    playing: earlier.playing || anywhere(lists.sport, tokens) || anywhere(lists.spil, tokens),
    meansHobby: earlier.meansHobby || anywhere(lists.middelhobby, tokens),
    blackout: earlier.blackout || anywhere(lists.hukommelsestab, tokens),
    sender: namedSender(words, lists) ?? earlier.sender,
    ownName: ownNameIn(words, rules) ?? earlier.ownName,
    relayed: relayedSpeaker(words, lists) ?? earlier.relayed,
    quoteNext: endsWithEntry(words, lists.læser_op),
  };
}

/**
 * A grown-up of a child's home named (@forældrefigur), not someone's ("en far har lige truet mig", "hans mor"), or a
 * child's day (@barneliv: "min storebror", "i frikvarteret").
 */
function childsWorldIn(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const someones = ['en', 'et', 'den', 'hans', 'hendes', 'deres', 'sin', 'sit'];
  // "han er virkelig en god far": a role described, with an article and a word or two before it, is no child's grown-up.
  const described = (at: number) => ['en', 'et'].some((article) => [2, 3].some((back) => tokens[at - back]?.word === article));
  const parent = (at: number) =>
    listStartsAt(lists.forældrefigur, tokens, at) && !someones.includes(tokens[at - 1]?.word ?? '') && !described(at);
  return anywhere(lists.barneliv, tokens) || tokens.some((_, at) => parent(at));
}

/**
 * Rules whose danger is the caller's whoever their words name: pictures held over the caller (vold.afpresset*: "dem"
 * are the pictures), a message left for after the caller is gone (afsked.ikke_skyld: "de skal ikke tro det var deres skyld"),
 * a letter left for someone to find (afsked.finde_brevet: "… så hun kan finde brevet"; afsked.så_væk: "hun finder det …
 * og så er jeg væk"), passwords left for someone to close the caller's accounts (afsked.konti),
 * no one who would miss the caller (passiv.savne_tror: "jeg tror ikke folk ville savne mig"), the wound still bleeding
 * after the caller's self-harm (samtale.bløder: "… min mor må ikke finde ud af det og det bløder stadig"), the time
 * the others are asleep or gone (samtale.når_alene: "… gøre det i nat når min roommate sover"), a hand under the caller's
 * clothes (overgreb.hånd_under: "han stak hånden op under min kjole": the one named did it), the one who would be better
 * off were the caller dead (passiv.hvis_død_bedst: "hvis jeg var død kunne min mand beholde huset"), a means found by
 * someone else among the caller's own things (bekymring.fundet_hos_mig: "han fandt et reb i mit skab"), the caller's own ones
 * given into someone's care (afsked.passe_på: "… at hun skal passe på min kat") or to keep (afsked.kan_få: "… at han
 * kan få båden").
 */
const CALLERS_WHOEVER_NAMED = [
  'passiv.hvis_død_bedst',
  'bekymring.fundet_hos_mig',
  'vold.afpresset',
  'overgreb.hånd_under',
  'afsked.ikke_skyld',
  'afsked.arv',
  'afsked.kan_få',
  'afsked.sørg_for',
  'afsked.passe_på',
  'afsked.finde_brevet',
  'afsked.så_væk',
  'afsked.konti',
  'passiv.savne_tror',
  'samtale.bløder',
  'samtale.når_alene',
];

/**
 * Whose danger it is. A third-person rule's danger is someone else's unless "jeg" is its subject (inside
 * the match, or just before it when no one else is its object: "nu kan jeg ikke trække vejret"). A child
 * in danger is the caller when the caller is a child, a sibling, or the one hurt ("min stedfar slår mig");
 * otherwise an adult is telling about a child. Any other danger is someone else's when the words say so: for a rule, the subject before its
 * match ("min veninde har skrevet at hun har taget en masse piller"); for the weights alone, the subject
 * whose words weigh most for what is done (suicide, an overdose), and no "jeg" or "mig" at all for what is
 * done to someone (violence).
 */
function whoIsInDanger(
  kind: CrisisKind,
  tokens: Token[],
  rules: CrisisRules,
  context: CallerContext,
  rule?: string,
  match?: Match,
  weighedBy?: 'me' | 'other',
): Who {
  const { lists } = rules;
  // The rule family skade (regler.txt) hears the caller as the one who may harm: "jeg er bange for at ryste hende".
  if (rule?.startsWith('skade.')) return 'harmer';
  const caller = context.childCaller ? 'child' : 'caller';
  if (inFamilies(CALLERS_WHOEVER_NAMED, rule)) return caller;
  // "stemmerne er tilbage og de vil have mig til at gå ud foran bilerne", "stemmer … de siger hop": voices command the
  // one who hears them, so a "jeg" or "mig" in a voices rule's match, or no one else named before it, is the caller,
  // whoever "de" are ("min søn hører stemmer der siger at han skal …" names the one who hears them).
  if (rule?.startsWith('stemmer.') && match) {
    const callerInMatch = listIn(lists.første_person, tokens, match.start, match.end);
    if (callerInMatch || !tokens.some((_, at) => at < match.start && othersAt(tokens, lists, at))) return caller;
  }
  // "min morfar døde, og siden har jeg ikke kunnet se meningen med noget": the subject of the risk words decides.
  // "nu kan jeg ikke trække vejret": with no subject inside the match, and no one else as its object ("jeg
  // kan ikke vække hende"), the subject just before it in its clause.
  // In the family tredje.vågner, someone else as an object ("han svarer ikke når jeg taler til ham") is the one
  // whose body fails, whatever the caller does.
  if (kind === 'third_person') {
    if (!match) return 'other';
    // "det brænder i opgangen" (tredje.brand_her, a fire in a building): with no one else named in its words it is
    // where the caller is (the fire script: out, or the door shut and low by the floor).
    const othersNamed = () => tokens.slice(match.start, match.end).some((_, i) => othersAt(tokens, lists, match.start + i));
    if (rule === 'tredje.brand_her' && !othersNamed()) return caller;
    // "vi har alle hovedpine og kvalme, og jeg tror det er gasfyret" (tredje.vågner_kulilte): the air of a home is
    // everyone's in it, so the danger is the household's, whoever says "jeg".
    if (rule?.startsWith('tredje.vågner_kulilte')) return 'other';
    // "… jeg kan høre det gennem væggen" (tredje.høre*): the one who hears a blow is its witness, not the one hit.
    if (rule?.startsWith('tredje.høre')) return 'other';
    // "jeg har lige fundet en gæst hængende", "i dag fandt jeg en afskedsbesked på hendes computer", "jeg kan se en kajak der
    // er væltet": the one found or seen is in danger, not the finder.
    if (rule !== undefined && FOUND_OR_SEEN.has(rule)) return 'other';
    // "hun er måske 4 år og jeg tror ikke der er nogen voksne hjemme …" (tredje.småbarn_alene): the small child is alone,
    // whoever says "jeg tror".
    if (rule === 'tredje.småbarn_alene') return 'other';
    // "… jeg kan høre hende skrige om hjælp" (tredje.slås_skrig): the one heard screaming is the object just before it.
    if (rule === 'tredje.slås_skrig' && listIn(lists.genstand, tokens, Math.max(0, match.start - 2), match.start)) return 'other';
    // "… og jeg kan ikke få kontakt med ham": the object may follow the match.
    const object = listIn(lists.genstand, tokens, match.start, Math.min(tokens.length, match.end + 1));
    const subject = lastSubject(tokens, lists, match);
    // "… jeg kan ikke se ham" by the water (tredje.ulykke_vand*): the one gone from sight is in danger.
    const lostFromSight = rule?.startsWith('tredje.ulykke_vand');
    if (subject === 'me' && object && (rule?.startsWith('tredje.vågner') || lostFromSight)) return 'other';
    // "min morfar ringede og sagde jeg skulle passe godt på mormor …": in someone else's farewell, the "jeg" in their
    // words is the one they told.
    const toldMe = (at: number) => listStartsAt([['jeg']], tokens, at) && toldBySomeoneElse(tokens, lists, at);
    if (rule?.startsWith('tredje.afsked') && tokens.some((_, at) => at >= match.start && at < match.end && toldMe(at))) return 'other';
    // "mor vil ikke vågne": a parent named bare, as a child names them, opening the match is its subject.
    if (BARE_PARENTS.has(tokens[match.start]?.word ?? '')) return 'other';
    return (subject ?? (object ? 'other' : subjectBefore(tokens, lists, match))) === 'me' ? caller : 'other';
  }
  if (kind === 'child') {
    // "en pige har lige fortalt mig at hendes stedfar slog hende": the one told is not the one hurt.
    const hurtIsCaller =
      match !== undefined &&
      tokens
        .slice(match.start, match.end)
        .some(
          (_, i) =>
            listStartsAt(lists.første_person, tokens, match.start + i) &&
            !listIn(lists.meddelt, tokens, match.start + i - 1, match.start + i),
        );
    // "der er ikke noget mad og mor er ikke kommet hjem": a child's own grown-up named (childsWorld), by a caller who
    // said nothing grown-up of themselves and named no child of their own, is the caller's.
    const callersHome = context.childsWorld && !context.adultCaller && !anywhere(lists.mit_barn, tokens);
    return context.childCaller || hurtIsCaller || callersHome || anywhere(lists.søskende, tokens) ? 'child' : 'other';
  }
  if (!match) {
    // The weights alone. In violence or an assault the one who does it is the subject: "jeg" or "mig" said at
    // all makes it the caller's, and so does someone at the caller's door or window ("han står nede ved min opgang").
    if (kind === 'violence' || kind === 'sexual_assault') {
      // "jeg er dyrepasser og min kollega er blevet sparket af en elefant": the subject of a harm said in the passive is
      // the one hurt; when that is someone else and the caller is hurt nowhere, the "jeg" is only the caller telling.
      if (passiveVictim(tokens, lists) === 'other') return 'other';
      return anywhere(lists.første_person, tokens) || aimedAtCaller(tokens, lists) || !victimNamed(tokens, lists) ? caller : 'other';
    }
    // "der står bare undskyld og nu svarer hun ikke": with someone else out of reach, the danger is theirs;
    // so is it when the caller has just found someone ("jeg har lige fundet hende på badeværelset").
    if (anywhere(lists.uden_kontakt, tokens) || anywhere(lists.fundet_person, tokens)) return 'other';
    // What one does to oneself is the subject's whose words weigh most ("jeg kan se min nabo sidde i
    // vindueskarmen, og hun råber, at hun ikke orker mere").
    return weighedBy === 'other' ? 'other' : caller;
  }
  // "hun råber hjælp han slår mig ihjel": a cry quoted after someone else's shouting is theirs, its "mig" with it.
  if (kind === 'violence' && criedByOther(tokens, lists, match)) return 'other';
  // "min bror har sagt han vil stikke sin eks i aften": in violence the one it is done to is the object after the verb.
  if (kind === 'violence' && doneToOther(tokens, lists, match)) return 'other';
  // "min ekskæreste har smadret ruden og han har en kniv": a violence match that begins with the one who does it, and
  // names no one else it is done to, is the caller's danger; the others named before it are that doer, not a victim.
  if (kind === 'violence' && othersAt(tokens, lists, match.start)) return caller;
  // "der er blevet taget en masse stoffer her til festen": taking said in the impersonal passive names no one who took
  // it, so it is not the caller's; whoever it is, is someone else (asked about, as others' danger the words leave open).
  if (kind === 'overdose' && impersonalPassive(tokens, match.start)) return 'other';
  // "jeg har sagt til min mor at jeg elsker hende og at hun ikke skal være ked af det" (afsked.elsker): the one who loves
  // says the goodbye; the one told to be strong is the one left. So with two farewell acts begun by the caller ("jeg har
  // givet min hund til naboen og skrevet til min søster at hun skal sige farvel til mor", afsked.to_handlinger): the
  // one told to say goodbye for them is not the one leaving.
  if ((rule === 'afsked.elsker' || rule === 'afsked.to_handlinger') && subjectBefore(tokens, lists, match) === 'me') return caller;
  // "jeg har skrevet et brev til hende … det er bedst hun får forsikringen" (afsked.forsikring): the one the insurance
  // goes to is the one left; the letter's writer is the one at risk.
  if (rule?.startsWith('afsked.forsikring') && subjectBefore(tokens, lists, match) !== 'other') return caller;
  // "jeg har skrevet til min bror at det er sidste gang han hører fra mig" (afsked.sidste_gang_fra): the one not heard from
  // again is the "mig", whoever hears. After someone else's words of telling ("min søster sagde …") the reading below decides.
  if (rule === 'afsked.sidste_gang_fra') {
    const leaving = tokens.findIndex((t, at) => at >= match.start && at < match.end && t.word === 'mig');
    if (leaving >= 0 && !toldBySomeoneElse(tokens, lists, leaving)) return caller;
  }
  return someoneElse(kind, tokens, rules, match) ? 'other' : caller;
}

/**
 * A shout or a scream by someone else just before a violence match, in its clause or the one before ("naboen skriger
 * han slår mig ihjel"), whose shouter is not the match's own doer ("han råber han slår mig ihjel" is the doer's threat).
 */
function criedByOther(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  const mig = tokens.findIndex((t, at) => at >= match.start && at < match.end && t.word === 'mig');
  if (mig < 0) return false;
  const clause = tokens[match.start]!.clause;
  for (let at = mig - 1; at > 0 && tokens[at]!.clause >= clause - 1; at--) {
    if (tokens[at]!.word === 'jeg') return false;
    if (!CRIES.has(tokens[at]!.word) || !othersAt(tokens, lists, at - 1)) continue;
    const doer = tokens.findIndex((_, after) => after > at && after < mig && othersAt(tokens, lists, after));
    return doer > 0 && tokens[doer]!.word !== tokens[at - 1]!.word;
  }
  return false;
}

const CRIES: ReadonlySet<string> = new Set(['råber', 'råbte', 'skriger', 'skreg', 'hyler', 'hylede', 'græder']);

/** Someone else as the object just after a violence match, and not "mig": "… stikke sin eks", "… slå hende". */
function doneToOther(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  if (listIn([['mig']], tokens, match.start, Math.min(tokens.length, match.end + 2))) return false;
  const at = match.end;
  if (at >= tokens.length || tokens[at]!.clause !== tokens[match.end - 1]!.clause) return false;
  // A pronoun in the subject form after the verb is its subject ("… ellers stikker han mig"), not its object.
  if (listStartsAt(lists.nominativ, tokens, at)) return false;
  return listStartsAt(lists.genstand, tokens, at) || listStartsAt([['sin'], ['sit'], ['sine']], tokens, at) || othersAt(tokens, lists, at);
}

/** The subject nearest before the end of a match, inside it: the caller (jeg), someone else, or none said. */
const lastSubject = (tokens: Token[], lists: CrisisRules['lists'], match: Match) => {
  // "… og jeg tager dem når min mor er gået i seng": the subject of a time clause inside the match says when, not who.
  const when = tokens.findIndex((t, at) => at > match.start && at < match.end && TIME_CLAUSE.has(t.word));
  return nearestSubject(tokens, lists, (when > 0 ? when : match.end) - 1, match.start);
};
/** The words that open a time clause ("når", "inden", "før", "mens"). */
const TIME_CLAUSE: ReadonlySet<string> = new Set(['når', 'inden', 'før', 'mens']);

/**
 * The subject nearest before a match, in the match's own clause; in a clause joined by "og", "men" or "eller" that names
 * none ("jeg har et panikanfald og kan ikke trække vejret"), the subject it shares with the clause before.
 */
function subjectBefore(tokens: Token[], lists: CrisisRules['lists'], match: Match): 'me' | 'other' | undefined {
  const start = clauseStart(tokens, match.start);
  const own = nearestSubject(tokens, lists, match.start - 1, start);
  const verbFirst = VERB_AFTER_CONJUNCTION.has(tokens[start + 1]?.word ?? '');
  if (own || start === 0 || !SHARED_SUBJECT.has(tokens[start]!.word) || !verbFirst) return own;
  return nearestSubject(tokens, lists, start - 1, clauseStart(tokens, start - 1));
}
/** The conjunctions after which a clause may leave out the subject it shares with the one before. */
const SHARED_SUBJECT: ReadonlySet<string> = new Set(['og', 'men', 'eller']);
/** The verbs that, right after such a conjunction, show the subject left out ("og kan ikke …"; "og en kunde er …" has its own). */
const VERB_AFTER_CONJUNCTION: ReadonlySet<string> = new Set([
  'kan',
  'kunne',
  'har',
  'havde',
  'er',
  'var',
  'vil',
  'ville',
  'skal',
  'skulle',
  'får',
  'fik',
  'føler',
  'trækker',
  'ligger',
  'sidder',
  'står',
  'bliver',
  'blev',
  'ryster',
  'sveder',
  'ser',
  'hører',
]);

/** "jeg", or "mig" helped or made to do what follows ("min søster har hjulpet mig med at skrive", "han fik mig til at tage dem"). */
const CALLER_DOES = [['jeg'], ['mig', 'med', 'at'], ['mig', 'til', 'at']];

/**
 * The subject nearest to `from`, looking back no further than `downTo`: "jeg" (or "mig" made or helped to do it), or
 * someone else not after a preposition; a possessive ("hendes medicin") is no subject.
 */
function nearestSubject(tokens: Token[], lists: CrisisRules['lists'], from: number, downTo: number): 'me' | 'other' | undefined {
  for (let at = from; at >= downTo; at--) {
    if (listStartsAt(CALLER_DOES, tokens, at)) return 'me';
    if (listStartsAt(lists.ejefald, tokens, at)) continue;
    if (othersAt(tokens, lists, at) && !governed(tokens, lists, at)) return 'other';
  }
  return undefined;
}

/**
 * A medicine taken for years, weeks (@behandlingstid) or as prescribed ("det er lithium og jeg har taget det i elleve år",
 * "hvornår begynder litium at virke jeg har taget den i to uger"), and nothing of an
 * amount, the body's signs or a wish to die: a treatment, no overdose the weights may hear.
 */
function treatmentOnly(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const has = (list: string[][]) => anywhere(list, tokens);
  return (
    (has(lists.gennem_år) || has(lists.ordineret) || has(lists.behandlingstid)) &&
    // The years are no amount ("i elleve år" is #6+), nor are the weeks ("jeg har taget den i otte uger").
    !listOutside(lists.mængde, [...lists.gennem_år, ...lists.behandlingstid], tokens) &&
    !has(lists.forgiftningstegn) &&
    !has(lists.dødsønske)
  );
}

/**
 * What an overdose the weights hear must name: something taken (a medicine, a poison, drink, "noget") that is
 * more than one or two tablets (@enkelt_dosis: "jeg tog en pamol for min menstruationssmerte"), or an amount, a
 * sign in the body, a failing body or a wish to die. "jeg tog lige tøjet ud af vaskemaskinen" names none.
 */
function overdoseNamed(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const has = (list: string[][]) => anywhere(list, tokens);
  if (has(lists.mængde) || has(lists.forgiftningstegn) || has(lists.livsfare) || has(lists.dødsønske)) return true;
  // "et glas sovepiller", "en pakke panodil": one container is no usual dose; the number counts the container.
  const usualDose = tokens.some(
    (_, at) =>
      listStartsAt(lists.medicin, tokens, at) &&
      listIn(lists.enkelt_dosis, tokens, Math.max(0, at - 2), at) &&
      !listIn(lists.beholder, tokens, Math.max(0, at - 1), at),
  );
  return !usualDose && (has(lists.medicin) || has(lists.gift) || has(lists.alkohol) || has(lists.noget_taget));
}

/**
 * An overdose the weights may hear: something taken named (overdoseNamed), not only a treatment, not only fetched or bought
 * (@hentet with no taking: "jeg har lige hentet min recept på 30 stk stesolid"), and not belongings taken from the caller.
 */
function overdoseHeard(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const fetchedOnly = anywhere(lists.hentet, tokens) && !anywhere(lists.indtaget, tokens);
  return overdoseNamed(tokens, lists) && !treatmentOnly(tokens, lists) && !fetchedOnly && !belongingsTaken(tokens, lists);
}

/**
 * "nu er gården væk og banken har taget det hele", "skat har taget alle mine penge": a taking done by a bank or an
 * authority (@myndighed just before it), or of belongings (@ejendele just after it), with no medicine, drug or poison
 * named, is something taken from the caller, not an overdose.
 */
function belongingsTaken(tokens: Token[], lists: CrisisRules['lists']): boolean {
  if (anywhere(lists.medicin, tokens) || anywhere(lists.gift, tokens)) return false;
  return tokens.some(
    (t, at) =>
      t.lemma === 'tage' &&
      (listIn(lists.myndighed, tokens, Math.max(0, at - 3), at) || listIn(lists.ejendele, tokens, at + 1, Math.min(tokens.length, at + 5))),
  );
}

/**
 * Someone else's danger aimed at the caller: at their home, door or window, or at their body or keys (@mod_mit:
 * "han har fundet ud af hvor jeg bor", "der står en mand og lyser ind ad vinduet"), unless a risk of the other's
 * own is named: a wish to die, their body failing, something taken, or a place to fall from that someone is on
 * or at ("står udenfor rækværket"; "taget" alone is also "taken").
 */
function aimedAtCaller(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const has = (list: string[][]) => anywhere(list, tokens);
  const onPlaceToFall = tokens.some(
    (_, at) =>
      listStartsAt(lists.farligt_sted_stærk, tokens, at) &&
      (listIn(lists.forholdsord, tokens, Math.max(0, at - 2), at) ||
        listIn([['udenfor'], ['uden', 'for']], tokens, Math.max(0, at - 2), at)),
  );
  return (
    has(lists.mod_mit) &&
    // "der står en mand uden for min dør": the door of the caller's home is no "dør" (dies).
    !listOutside(lists.dødsønske, lists.mod_mit, tokens) &&
    !has(lists.tredje_risiko) &&
    !has(lists.livsfare) &&
    !onPlaceToFall &&
    !takenMedicine(tokens, lists)
  );
}

/** The word of taking at `at` is of taking out or along (@taget_ud after it: "taget … ud af æsken", "… med hjem"). */
const takenOut = (tokens: Token[], lists: CrisisRules['lists'], at: number) => listIn(lists.taget_ud, tokens, at + 1, at + 10);

/** A medicine taken out or along, and nothing said swallowed. */
function takenOutOnly(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const taking = tokens.flatMap((_, at) => (listStartsAt(lists.indtaget, tokens, at) ? [at] : []));
  return taking.length > 0 && taking.every((at) => takenOut(tokens, lists, at));
}

/**
 * A medicine named within four words after a word of taking it (@indtaget … @medicin): "tog jeg mine sovepiller";
 * or, once the call has named one (`named`), a word for it right after (@den_medicin: "50 ibuprofen" … "jeg tog dem
 * i går aftes"); not one taken out or along (@taget_ud).
 */
function takenMedicine(tokens: Token[], lists: CrisisRules['lists'], named = false): boolean {
  return tokens.some(
    (_, at) =>
      listStartsAt(lists.indtaget, tokens, at) &&
      (listIn(lists.medicin, tokens, at + 1, Math.min(tokens.length, at + 6)) ||
        (named && listStartsAt(lists.den_medicin, tokens, at + 1))) &&
      !takenOut(tokens, lists, at),
  );
}

/**
 * Whose words weigh most towards danger: each word's weight counts for the subject nearest before it (the
 * caller's "jeg", or someone else not after a preposition), and a clause with no subject of its own goes on
 * with the one before ("min mor har drukket og taget sovepiller").
 */
function weighedSubject(tokens: Token[], lists: CrisisRules['lists'], byWord: number[]): 'me' | 'other' | undefined {
  let subject: 'me' | 'other' | undefined;
  const sums = { me: 0, other: 0 };
  for (const [at, weight] of byWord.entries()) {
    // A "jeg" in someone else's words ("han sagde, jeg skulle passe på mor") may be either's: neither counts.
    if (listStartsAt([['jeg']], tokens, at)) subject = toldBySomeoneElse(tokens, lists, at) ? undefined : 'me';
    else if ((othersAt(tokens, lists, at) && !governed(tokens, lists, at)) || perceived(tokens, lists, at)) subject = 'other';
    if (subject && weight > 0) sums[subject] += weight;
  }
  if (sums.me === sums.other) return undefined;
  return sums.other > sums.me ? 'other' : 'me';
}

/**
 * Someone seen or heard doing or undergoing what follows ("jeg kan se ham ligge på gulvet", "jeg hører dem slås"): the
 * one just after "se" or "høre" is the subject of the words after, and the caller only the witness.
 */
function perceived(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  const seenOrHeard = at > 0 && ['se', 'høre'].includes(tokens[at - 1]!.lemma);
  return seenOrHeard && (listStartsAt(lists.genstand, tokens, at) || othersAt(tokens, lists, at));
}

/**
 * A harm commanded to the one at `at`, "jeg" or "mig" in someone's words (@befaling, or @gengivet: "de siger (at) jeg
 * skal gå ud foran bussen", "han vil have mig til at tage alle pillerne"): a must or a "til at" soon after (MUST_REACH),
 * and a harm (@skadehandling) within four words of it. In Danish reported speech that "jeg" is the caller, told to do it.
 */
function harmCommandedAt(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  if (!listStartsAt([['jeg'], ['mig']], tokens, at)) return false;
  const told =
    listIn(lists.befaling, tokens, at - 4, at) || listIn(lists.gengivet, tokens, at - 4, at) || toldBySomeoneElse(tokens, lists, at);
  // "… jeg skal …", or after what they call the caller ("de siger jeg er beskidt og skal skrubbe huden af"), with no one
  // else as subject between.
  const must = MUST_REACH.map((after) => at + after).find(
    (i) => listStartsAt(MUST, tokens, i) && !listIn(lists.nominativ, tokens, at + 1, i),
  );
  if (!told || must === undefined) return false;
  // "… at jeg skal dø": a death foretold is someone's threat (vold.dødsdom), not a harm the caller is told to do.
  const deathForetold = tokens[must + 1]?.word === 'dø';
  return !deathForetold && listIn(lists.skadehandling, tokens, must + 1, must + 6);
}

/** The words that command a harm after them: "skal", "skulle", "må", "til at". */
const MUST = [['skal'], ['skulle'], ['må'], ['til', 'at']];
/** How far after the commanded "jeg" its "skal" may come ("jeg skal", "jeg er beskidt og skal"). */
const MUST_REACH = [1, 2, 3, 4, 5];

/**
 * A harm commanded to the caller and to be done to themself: "mig" after the command's verb with no one else
 * between ("han siger jeg skal dræbe mig selv", "de siger jeg skal tage kniven og skære halsen over på mig selv"); "… jeg skal dø" or
 * "… ellers stikker han mig" is no such.
 */
/** How far after the commanded "jeg" its "mig" may come ("jeg skal tage kniven og skære halsen over på mig selv"). */
const REFLEXIVE_REACH = [3, 4, 5, 6, 7, 8, 9, 10];
function selfHarmCommanded(tokens: Token[], lists: CrisisRules['lists']): boolean {
  return tokens.some((_, at) => {
    if (!listStartsAt([['jeg']], tokens, at) || !harmCommandedAt(tokens, lists, at)) return false;
    const reflexive = REFLEXIVE_REACH.find((after) => tokens[at + after]?.word === 'mig');
    return reflexive !== undefined && !listIn(lists.nominativ, tokens, at + 1, at + reflexive);
  });
}

/**
 * A match inside an "at" clause that someone else tells: @gengivet before the "at" in its sentence with no "jeg"
 * between them ("min mor sagde til mig i går at …"; not "… og jeg tænkte at …"), and no "jeg" the nearest subject
 * before that telling.
 */
function toldByOther(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  const from = sentenceStart(tokens, match.start);
  const that = tokens.findLastIndex((t, i) => i >= from && i < match.start && t.word === 'at');
  // The match in the "at" clause itself ("… at jeg er en belastning og han har ret jeg er bare i vejen" is two clauses).
  if (that < 0 || tokens[that + 1]!.clause !== tokens[match.start]!.clause) return false;
  const told = tellingBefore(tokens, lists, from, that);
  if (!told || listIn([['jeg']], tokens, told.at, that)) return false;
  // Of the caller ("… at jeg …", "… uden mig"), not of the teller ("min far siger tit at han er færdig med at leve").
  if (!listIn(CALLER_WORDS, tokens, that + 1, match.end)) return false;
  // Voices that say it ("stemmerne siger at jeg fortjener at dø", "de siger inde i mit hoved …"), an unnamed "de", or a
  // harm they command ("… og at jeg skal gøre det i nat") are the caller's own danger, never someone's cruelty.
  if (voicesHeard(tokens, lists) || harmCommandedToCaller(tokens, lists)) return false;
  return told.teller !== undefined && told.teller !== 'jeg' && told.teller !== 'de';
}

/**
 * The last telling (@gengivet) from `from` to before `before`, and its teller: the nearest "jeg" or someone else before it
 * (undefined when none is named).
 */
function tellingBefore(
  tokens: Token[],
  lists: CrisisRules['lists'],
  from: number,
  before: number,
): { at: number; teller: string | undefined } | undefined {
  const at = tokens.findLastIndex((_, i) => i >= from && i < before && listStartsAt(lists.gengivet, tokens, i));
  if (at < 0) return undefined;
  const teller = tokens.findLastIndex((u, i) => i >= from && i < at && (u.word === 'jeg' || othersAt(tokens, lists, i)));
  return { at, teller: teller < 0 ? undefined : tokens[teller]!.word };
}

/**
 * "… at jeg skal dø" in the match, told by someone else (@gengivet before it in its sentence, and no "jeg" the
 * nearest subject before that telling): a death wished on or foretold to the caller, not said by the caller.
 */
function deathForetold(tokens: Token[], lists: CrisisRules['lists'], match: Match): boolean {
  return tokens.some((t, at) => {
    if (at < match.start || at >= match.end || t.word !== 'jeg' || tokens[at - 1]?.word !== 'at') return false;
    if (!['skal', 'skulle'].includes(tokens[at + 1]?.word ?? '') || tokens[at + 2]?.word !== 'dø') return false;
    const told = tellingBefore(tokens, lists, sentenceStart(tokens, at), at - 1);
    return told !== undefined && told.teller !== 'jeg';
  });
}

/** A harm commanded to the caller anywhere in the turn (harmCommandedAt). */
const harmCommandedToCaller = (tokens: Token[], lists: CrisisRules['lists']) => tokens.some((_, at) => harmCommandedAt(tokens, lists, at));

/**
 * "mig" as the object of what someone does: not after a preposition ("til mig"), not the one told or shown
 * something ("hun har fortalt mig"), not the one loved or left ("han elsker mig", @ikke_skade), and not
 * reflexive ("mig selv").
 */
function meAsObject(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const before = (at: number, list: string[][]) => listIn(list, tokens, at - 1, at);
  const notHarm = (at: number) => before(at, lists.forholdsord) || before(at, lists.meddelt) || before(at, lists.ikke_skade);
  return tokens.some((t, at) => t.word === 'mig' && tokens[at + 1]?.word !== 'selv' && !notHarm(at));
}

/**
 * Someone other than the caller named anywhere in the turn (othersIn, or @anden: "en patient", "en kunde"): what a job's
 * frame makes talk of others; with no one else named ("jeg er murer og der er ikke noget der giver mening mere"), the
 * words are the caller's own.
 */
const someoneElseNamed = (tokens: Token[], lists: CrisisRules['lists']) =>
  tokens.some((_, at) => othersAt(tokens, lists, at) || someoneWhoAt(tokens, at)) || anywhere(lists.anden, tokens);

/** "i nat havde vi en der havde taget …": "en der" is someone else; "jeg er en der …" is the caller. */
const someoneWhoAt = (tokens: Token[], at: number) =>
  tokens[at]!.word === 'en' && tokens[at + 1]?.word === 'der' && tokens[at - 1]?.word !== 'er';

/** Someone other than the caller: a subject of @tredje_subjekt, or a person named as one's own (@nævnt_person). */
const othersIn = (lists: CrisisRules['lists']) => [...lists.tredje_subjekt, ...lists.nævnt_person];

/**
 * Someone else whom violence may be done to: an object pronoun (@genstand: "ham", "hende", "dem"), or someone else
 * named who is not the one raging (@raseri: "han" or "hun" where rage or blows are said, or a name with rage just
 * after it).
 * "han er fuld og smadrer alt", "min stedfar er vred og har smidt med ting": the one who does it, so the danger is
 * the caller's; "han slår hende", "min mand har sagt at han går ud i skoven med geværet", "hun gik ud uden tøj på"
 * name another.
 */
function victimNamed(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const raging = anywhere(lists.raseri, tokens);
  const doer = (at: number) => (raging && listStartsAt(lists.nominativ, tokens, at)) || listIn(lists.raseri, tokens, at + 1, at + 5);
  return tokens.some((_, at) => listStartsAt(lists.genstand, tokens, at) || (othersAt(tokens, lists, at) && !doer(at)));
}

/**
 * Who a harm said in the passive is done to ("min kollega er blevet sparket", "han blev stukket ned", "jeg er blevet
 * slået"): the subject before "er/blev/var (blevet)" and a word of @skadet_passiv. The caller when "jeg" is such a
 * subject or "mig" is said at all; someone else when only others are; undefined when no harm is said in the passive.
 */
function passiveVictim(tokens: Token[], lists: CrisisRules['lists']): 'me' | 'other' | undefined {
  if (listIn([['mig']], tokens, 0, tokens.length)) return anywhere(lists.skadet_passiv, tokens) ? 'me' : undefined;
  let victim: 'me' | 'other' | undefined;
  tokens.forEach((_, at) => {
    if (!listStartsAt(lists.skadet_passiv, tokens, at)) return;
    const blevet = tokens[at - 1]?.word === 'blevet' ? 1 : 0;
    if (!PASSIVE_AUXILIARY.has(tokens[at - 1 - blevet]?.word ?? '')) return;
    const subject = nearestSubject(tokens, lists, at - 2 - blevet, clauseStart(tokens, at));
    if (subject === 'me') victim = 'me';
    else if (subject === 'other' && victim === undefined) victim = 'other';
  });
  return victim;
}
/** The auxiliaries of the passive with "blevet" or a participle after them. */
const PASSIVE_AUXILIARY: ReadonlySet<string> = new Set(['er', 'blev', 'var', 'bliver']);

/** "der er blevet …", "der blev …" just before `at`: the impersonal passive, with no one said to do it. */
function impersonalPassive(tokens: Token[], at: number): boolean {
  const word = (i: number) => tokens[i]?.word;
  return (
    (word(at - 1) === 'blevet' && ['er', 'var'].includes(word(at - 2) ?? '') && word(at - 3) === 'der') ||
    (word(at - 1) === 'blev' && word(at - 2) === 'der')
  );
}

/** Someone besides the caller (@anden, @tredje_subjekt, a person named as one's own) or a blow (not a knock), killing or weapon said. */
function violenceSaid(tokens: Token[], lists: CrisisRules['lists']): boolean {
  return (
    tokens.some((_, at) => othersAt(tokens, lists, at) || (listStartsAt(lists.slag, tokens, at) && !knockedOneself(tokens, lists, at))) ||
    [lists.anden, lists.drab, lists.våben].some((list) => anywhere(list, tokens))
  );
}

/**
 * "jeg faldt og slog mig", "han faldt på legepladsen og slog sig": a blow word with its own subject as its object (the
 * caller's "mig", anyone's "sig") is a knock, no one's blow.
 */
const knockedOneself = (tokens: Token[], lists: CrisisRules['lists'], at: number) =>
  tokens[at + 1]?.word === 'sig' ||
  (tokens[at + 1]?.word === 'mig' && nearestSubject(tokens, lists, at - 1, sentenceStart(tokens, at)) === 'me');

/** Someone else begins at `at` (othersIn, without making the joined list for every word). */
const othersAt = (tokens: Token[], lists: CrisisRules['lists'], at: number) =>
  listStartsAt(lists.tredje_subjekt, tokens, at) || listStartsAt(lists.nævnt_person, tokens, at);

/**
 * A person after a preposition or a verb of giving or telling (@giver_til), or joined by "og"/"eller" to such a
 * person ("til min mor og min lillesøster"), is an object; a pronoun in the subject form (@nominativ: "til mig og han har …") never is.
 */
function governed(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  if (listStartsAt(lists.nominativ, tokens, at)) return false;
  // "jeg har givet min bror alle mine kodeord": the person just after a verb of giving or telling receives it.
  if (listIn(lists.forholdsord, tokens, at - 1, at) || listIn(lists.giver_til, tokens, at - 1, at)) return true;
  // "jeg har et barn og vil ikke leve mere": the person after the caller's own verb of having (@har_nogen) is its object.
  if (at >= 2 && tokens[at - 2]!.word === 'jeg' && listIn(lists.har_nogen, tokens, at - 1, at)) return true;
  const joined = at > 0 && ['og', 'eller'].includes(tokens[at - 1]!.word);
  // Joined to a person governed there, not to a place ("jeg er på arbejde og min kollega har drukket …" has a new subject).
  const personGoverned = (back: number) =>
    listIn(lists.forholdsord, tokens, at - back, at - back + 1) &&
    tokens.slice(at - back + 1, at - 1).some((_, i) => othersAt(tokens, lists, at - back + 1 + i));
  return joined && [2, 3, 4].some(personGoverned);
}

/** Whether a rule's danger is someone else's: read from the subjects in and before its match. */
function someoneElse(kind: CrisisKind, tokens: Token[], { lists }: CrisisRules, heard: Match): boolean {
  const me = lists.første_person;
  const match = kind === 'overdose' ? takingPart(tokens, heard) : heard;
  const others = othersIn(lists);
  // "min datter har skrevet til mig at hun vil dø", "og lige før sagde han tak for alt": in what one does to
  // oneself, the subject inside the match is the one at risk (in violence it is the one who does it).
  const subject = kind === 'suicide' || kind === 'overdose' ? lastSubject(tokens, lists, match) : undefined;
  if (subject) return subject === 'other';
  // "han har lige holdt en kniv op mod min hals": the caller's body or home inside the match (@mod_mit) is the caller's danger.
  if (listIn(me, tokens, match.start, match.end) || listIn(lists.mod_mit, tokens, match.start, match.end)) return false;
  const clause = tokens[match.start]!.clause;
  // "han har sendt mig sin playstation og en seddel hvor der står tak for alt": in what one does to oneself, "mig"
  // before the match is the one told, not the one at risk; only "jeg" is (or "mig" helped to do it: CALLER_DOES).
  const caller = kind === 'suicide' || kind === 'overdose' ? CALLER_DOES : me;
  // "mor har taget mange piller og hun sover", "mor vil ikke vågne": a parent named bare, as a child names them, took what
  // was taken or is the one who does not wake.
  const bareParent = (at: number) => (kind === 'overdose' || kind === 'suicide') && BARE_PARENTS.has(tokens[at]!.word);
  // "jeg står hos en borger der har taget alle sine morfintabletter": someone after a preposition who opens a relative
  // clause (WHO: "der", "som") is that clause's subject, the one who took it.
  const relativeSubject = (at: number) => others.some((entry) => WHO.has(tokens[entryAt(entry, tokens, at) ?? -1]?.word ?? ''));
  for (let at = match.start - 1; at >= 0 && tokens[at]!.clause >= clause - 1; at--) {
    if (listStartsAt(caller, tokens, at)) return false;
    const named = listStartsAt(others, tokens, at) || bareParent(at);
    if (named && (!governed(tokens, lists, at) || relativeSubject(at)) && !diedAfter(tokens, at, match.start)) return true;
  }
  return false;
}

/**
 * "siden min mand døde er det hele bare gråt": someone named with their death just after them, before the match, is
 * the one mourned, not the one at risk now.
 */
const diedAfter = (tokens: Token[], at: number, before: number) => listIn(DYING, tokens, at + 1, Math.min(before, at + 4));

/** A parent or grandparent as a child names them, with no "min" ("mor", "farfar"). */
const BARE_PARENTS: ReadonlySet<string> = new Set(['mor', 'far', 'mormor', 'morfar', 'farmor', 'farfar']);

/**
 * An overdose match up to a later clause of the caller's own inside it ("min mor har drukket og taget piller og (nu) kan
 * jeg ikke vække hende"): that clause tells what the caller does about the taking; the one who took is the taking's subject.
 */
function takingPart(tokens: Token[], match: Match): Match {
  const taking = tokens[match.start]!.clause;
  for (let at = match.start + 1; at < match.end; at++)
    if (tokens[at]!.word === 'jeg' && tokens[at]!.clause !== taking) return { ...match, end: clauseStart(tokens, at) };
  return match;
}

/**
 * A "jeg" in someone else's words: "min far sagde jeg skulle passe på mor", "min morfar ringede og sagde jeg
 * skulle …". The words that tell (@gengivet) are in the jeg's clause; whose they are is "han" or "hun" just after
 * them ("i aften sendte han …"), or the subject nearest before them, in that clause or, when it has none of its
 * own, in the clauses before it.
 */
function toldBySomeoneElse(tokens: Token[], lists: CrisisRules['lists'], at: number): boolean {
  const clause = tokens[at]!.clause;
  // "… skrevet at han elsker mig og at jeg ikke skal lede efter ham": a clause of "og at" goes on with the telling before it.
  const start = clauseStart(tokens, at);
  const goesOnTelling = start > 0 && listStartsAt([['og', 'at']], tokens, start);
  const told = (before: number) =>
    tokens[before]!.clause === clause || (goesOnTelling && tokens[before]!.clause === tokens[start - 1]!.clause);
  for (let before = at - 1; before >= 0 && told(before); before--) {
    if (!listStartsAt(lists.gengivet, tokens, before)) continue;
    // "i aften sendte han en sms om at jeg …": with a time said first, the subject follows the verb.
    if (listStartsAt(lists.nominativ, tokens, before + 1) && othersAt(tokens, lists, before + 1)) return true;
    for (let subject = before - 1; subject >= 0; subject--) {
      if (listStartsAt([['jeg']], tokens, subject)) return false;
      if (othersAt(tokens, lists, subject) && !governed(tokens, lists, subject)) return true;
    }
    return false;
  }
  return false;
}

/**
 * The danger a kind speaks of, as the triage table names it: a child's or a weighed violence is sexual when
 * its words are (@seksuel), unless they are only a refusal in a call about a family's honour or about money or
 * things demanded (@afslag_andet); violence by a stranger or a stalker (@fremmed, no close relation named) is
 * stalking, and in a call about a family's honour (@ære, this turn or an earlier one) honour-related; being
 * watched or controlled is psychosis (@psykose); self-harm with no wish to die (@dødsønske, or said against it)
 * is self-harm; someone else not breathing or not waking (@livsfare) is a medical emergency, and pills taken an
 * overdose. `earlier` is what the call told before this turn (a medicine named, something taken); `context`
 * adds this turn's own words (honour, money demanded).
 */
function dangerOf(
  kind: CrisisKind,
  tokens: Token[],
  { lists }: CrisisRules,
  rule: string | undefined,
  who: Who,
  earlier: CallerContext,
  context: CallerContext,
  match?: Match,
): Danger {
  const has = (list: string[][]) => anywhere(list, tokens);
  // A child's danger heard by a rule is sexual by the rule's own words ("… har drukket og kører vildt og vil ikke
  // stoppe" is a drunk driver, whatever a refusal elsewhere may mean); any other by a plain sexual word anywhere, not one
  // that may be the blows' or the car's (@seksuel_tvetydig: "… og hun har gjort det i dag", "jeg er tolv og han vil ikke stoppe").
  const sexualWords =
    kind === 'child' && match && rule !== WEIGHTS_RULE
      ? listIn(lists.seksuel, tokens, match.start, match.end)
      : listOutside(lists.seksuel, lists.seksuel_tvetydig, tokens);
  // "de er efter mig, de overvåger mig": never a suicide script by itself; commanding voices are their own rules.
  const psychosis = has(lists.psykose) && !has(lists.dødsønske) && !has(lists.seksuel) && !rule?.startsWith('stemmer.');
  // "han tog et eller andet pulver", "og så tog jeg mine sovepiller oven i": a medicine taken is an overdose,
  // whatever kind the weights ranked first, unless a wish to die is said with it; so are signs in the body
  // after a turn that told of something taken ("jeg tog noget der hed molly" … "nu er jeg så varm og ryster").
  const taken = takenMedicine(tokens, lists, earlier.medicineNamed) || (earlier.taken && has(lists.forgiftningstegn));
  if (rule === WEIGHTS_RULE && taken && (kind === 'violence' || (kind === 'suicide' && !has(lists.dødsønske)))) return 'overdose';
  // A fire with the caller or someone else in it (regler.txt barn.brand, tredje.brand): its own words, not a body failing.
  if (rule?.startsWith('barn.brand') || rule?.startsWith('tredje.brand')) return 'fire';
  // A rule's assault is its own words; only the weights' may be a refusal, a psychosis or a stranger's.
  if (kind === 'sexual_assault' && rule !== WEIGHTS_RULE) return kind;
  if (doneByOthersKind(kind)) {
    // A refusal and nothing else sexual is of what the call names: "han slog mig da jeg sagde nej … jeg skal giftes" is
    // the marriage refused where a family's honour is; "han tager mine penge og slog mig da jeg sagde nej" the money;
    // and a rule's blows for a no ("når jeg siger nej så slår han mig") are the blows it names.
    const nothingSexualButRefusal = !listOutside(lists.seksuel, lists.afslag, tokens);
    const ruleHeardBlows = kind === 'violence' && rule !== undefined && rule !== WEIGHTS_RULE;
    const refusedElse = nothingSexualButRefusal && (context.honour || context.thingsDemanded || ruleHeardBlows);
    if ((kind === 'sexual_assault' || sexualWords) && !refusedElse) return 'sexual_assault';
    if (psychosis) return 'psychosis';
    if (context.honour) return 'honour';
    // "en fremmed mand" is a stranger; "min mand" is close (Lev Uden Vold).
    const close = lists.relation.some((words) =>
      ['min', 'mit', 'vores', 'hans', 'hendes'].some((my) => listIn([[my, ...words]], tokens, 0, tokens.length)),
    );
    if (has(lists.fremmed) && !close) return 'stalking';
    return 'violence';
  }
  if (kind === 'third_person') {
    // "jeg har taget noget, og nu kan jeg ikke trække vejret": the caller's own body after something taken, or with a drug
    // named ("det er fentanyl tror jeg og jeg kan næsten ikke trække vejret" after "jeg har sat et skud").
    if (who !== 'other' && (has(lists.indtaget) || has(lists.medicin) || earlier.taken)) return 'overdose';
    // The rule family tredje.vågner (regler.txt) is someone not waking, in the water or out in the cold.
    // So are someone else's body failing now (EMERGENCY_NOW: down, bleeding, a heart, a fire), someone drunk, and
    // children driven by someone drunk (tredje.spritbilist: their lives in danger, 112 stops the car).
    if (
      has(lists.livsfare) ||
      inFamilies(EMERGENCY_NOW, rule) ||
      rule === 'tredje.beruset' ||
      rule === 'tredje.spritbilist' ||
      rule === 'samtale.tegn'
    )
      return 'medical';
    if (has(lists.indtaget) && has(lists.medicin)) return 'overdose';
    // Someone taken into a room by another while the caller is shut out (tredje.taget_med_ind): an assault may be going on.
    if (rule === 'tredje.taget_med_ind') return 'sexual_assault';
    // The rule families of OTHERS_BLOWS are someone being hit, taken by force, or screaming for help, where the caller
    // sees, hears or is told of it; the family tredje.barn_mærker is a child's marks of blows from a grown-up at home.
    if (inFamilies(OTHERS_BLOWS, rule) || rule?.startsWith('tredje.barn_mærker')) return 'violence';
    return 'suicide';
  }
  if (kind === 'suicide') {
    if (psychosis) return 'psychosis';
    if (rule?.startsWith('spise.')) return 'eating_disorder';
    if (rule?.startsWith('selvskade.') && (!has(lists.dødsønske) || has(lists.afvisning))) return 'self_harm';
  }
  return kind;
}
