// The crisis path over a whole call: each final transcript is judged with what the caller said before in
// the same call. Risk told in pieces adds up (the last turns are weighed together); a child's age, said
// once, holds for the call, and so does a frame (a game, a role, the caller's job); a danger heard but not
// sure gets its kind's question, and a yes to a question plays that kind's script; and the answer to the
// safety question that ends every crisis script is ours to handle. A denial never silences what is said
// later: every turn is also judged on its own. Pure and deterministic: the speaking is crisis-path.ts's.
import type { CrisisKind } from '../../contracts/screen.ts';
import { type CallerContext, type CrisisVerdict, detectCrisis, judgeTurn, NO_CONTEXT, WEIGHTS_RULE, withChildLine } from './detect.ts';
import { type Acuity, type Danger, type Help, triage, type Who } from './triage.ts';
import { spokenOnce, TRANSCRIPT_CORRECTED } from './normalise.ts';
import { anywhere, BREAK, type CrisisRules, inRange, listCovers, listStartsAt, type Token } from './vocabulary.ts';

/** What the agent does after one turn, and why (the verdict names the rule or words, and the turns). */
export type Step =
  | { act: 'crisis'; kind: CrisisKind; help: Help; verdict: CrisisVerdict; turns: number[] }
  | { act: 'ask'; about: string; verdict: CrisisVerdict; turns: number[] }
  | { act: 'safety-no'; kind: CrisisKind; help: Help; turns: number[] }
  | { act: 'none'; verdict: CrisisVerdict; turns: number[] };

/** A question we asked, and what it was about: who, which danger, and the help a yes plays (for an unsure crisis). */
interface Asked {
  question: string;
  who: Who;
  danger: Danger;
  help?: Help;
  /** The rule that heard the danger asked about; the weights' guess of the danger itself is a default (WEIGHTS_RULE). */
  rule?: string;
}

/** How many turns back risk told in pieces still adds up: the turn itself and the two before it. */
const PIECES = 3;
/**
 * Turns weighed together must clear the threshold by this much: more words give the weights more to add
 * up, so the sum of ordinary turns is held to a higher bar than one turn.
 */
const PIECES_MARGIN = 2;
/** A number of tablets said before "jeg tog dem" that makes an overdose of them (as regler.txt overdosis.tal's #6+). */
const MANY_TABLETS = 6;
/**
 * Distress again, after the concern question that distress alone made (a bekymring rule: "jeg orker bare ikke mere"): the
 * weights heard it and no word of what a danger is about (unanchored).
 */
/**
 * "jeg har det okay jeg ville bare sige det højt til nogen", "jeg har det fint men tænker på det nu hvor jeg selv er blevet
 * far" after the question to one bereaved: a good present said (@bedring), and only the weights hearing danger in words
 * that name none (unanchored), is no yes.
 */
const wellWeighed = (verdict: CrisisVerdict, tokens: Token[], lists: CrisisRules['lists']) =>
  verdict.rule === WEIGHTS_RULE && !verdict.anchored && anywhere(lists.bedring, tokens);
/** More of the same distress, or a good present, where only the weights heard a danger: no yes to our question. */
const distressAgainOrWell = (asked: Asked, verdict: CrisisVerdict, tokens: Token[], lists: CrisisRules['lists']) =>
  distressAgain(asked, verdict) || wellWeighed(verdict, tokens, lists);
const distressAgain = (asked: Asked | undefined, verdict: CrisisVerdict) =>
  asked?.question === 'suicide' && asked.rule?.startsWith('bekymring.') === true && verdict.rule === WEIGHTS_RULE && !verdict.anchored;
/** Words before a number that make it a time of day ("kl 14"), not an amount. */
const CLOCK = new Set(['kl', 'klokken', 'klokka']);
/** A turn this short with no subject of its own goes on with the turn before it ("hele glasset faktisk"). */
const GOES_ON_WORDS = 4;
/** Turns this short in a row are one sentence said in breaths ("vand" … "hun er ude i det" … "jeg kan ikke se hende"). */
const FRAGMENT_WORDS = 5;
/** How many such fragments are read as one sentence. */
const FRAGMENTS = 4;

const FILLER = '(?:(?:øh|øhh|øhm|æh|eh|ehm|hm|hmm|mm|mmh|altså|jamen|men|fordi|tja|tjah|tjo|tjoh|nå|okay|ok) )*';
/** "måske", not opening a sentence of its own about someone else ("måske har han ret", "måske er de bare trætte"). */
const MAYBE = '(?:måske(?! (?:har|er|var|kan|skal|vil|bliver|gør|tager|ved) (?:han|hun|de|du|vi|man|den)(?: |$)))';
/**
 * A yes to one of our questions ("Har du selv tanker om at tage dit liv?", "Er personen i fare lige nu?"):
 * "ja", "jo", "måske", "nogle gange", "det har jeg", "mig selv" (to a question asked after "man": "altså mig selv ja"), a
 * yes in a caller's first language (Farsi "baleh", Turkish "evet", Arabic "aywa", "naam"), a sure yes ("selvfølgelig har jeg det", "helt sikkert"; not "selvfølgelig ikke"), the act said
 * done ("jeg har gjort det", "jeg har taget dem")… at the start, after any filler (and after "fordi": "fordi jeg har
 * gjort det lige før"); "nej" first never counts; "det er jeg vant til" (a threat at work) is no yes. Not knowing is
 * taken as a yes: when unsure, the safe side.
 */
const YES = new RegExp(
  `^${FILLER}(?:ja|jo|jah|jep|jeps|yes|yeah|yep|baleh|bale|evet|aywa|naam|(?:selvfølgelig|helt sikkert|bestemt|absolut)(?! ikke| not)|${MAYBE}|(?:det er |det handler om |jeg mener )?mig selv|lidt|nogle gange|tit|ofte|hver dag|det har jeg|det gør jeg|det er jeg(?! vant)|det er han|det er hun|det tænker jeg|jeg har gjort det|det har jeg gjort|jeg gjorde det|det gjorde jeg|jeg har taget dem|jeg har taget det|jeg har taget nogle|det kan man godt sige|desværre|det ved jeg ikke|jeg ved det ikke|jeg ved ikke|ved ikke|aner det ikke|det aner jeg ikke|idk|i don t know|maybe)(?: |$)`,
);
/**
 * A yes to the concern question said as the thoughts being there, anywhere in the answer ("altså det er ikke fordi jeg
 * har en plan men ja tanken har været der", "jeg har tænkt på det", "jeg har faktisk tænkt over det", and with the verb
 * first: "ja faktisk har jeg tænkt på det"); "jeg har ikke tænkt på det" is none; "og det tænker jeg stadig på" says it
 * with the thought first. So does a near miss ("i dag var det helt tæt på"): the thoughts came close to the act.
 */
const THOUGHTS_THERE =
  /(?<!\p{L})(?:(?:tanken|tankerne|den tanke|de tanker)(?: \p{L}+)? (?:har været|er|var|kommer) (?:der|til stede|tilbage)|(?:har|havde) (?:haft|tænkt) (?:den tanke|de tanker)|(?:har|havde)(?: jeg)?(?: (?:faktisk|også|tit|ofte|godt|nok|meget|længe))? tænkt (?:meget |længe )?(?:på |over )?det|tænker (?:på|over) det|det (?:tænker|har) jeg (?:(?!ikke |aldrig )\p{L}+ )?(?:tænkt )?(?:på|over)|(?:i dag|i aftes|i aften|i går|i nat|lige før) var det (?:helt |meget |virkelig |så |lige )?tæt på(?! at))(?!\p{L})/u;
/** The same said as a clause that shares its "har" with the one before ("jeg har faktisk stået deroppe … og tænkt over det"). */
const THOUGHTS_THERE_TOO = /(?<!\p{L})og (?:tænkt|overvejet) (?:på |over )?det(?!\p{L})/u;
/**
 * A yes said after the answer's opening, after "men" and with its words ("det har jeg aldrig sagt højt før men ja det
 * har jeg"); and the reason for the call or for being where one is (reasonTold: "det er faktisk derfor jeg ringer",
 * "det er derfor jeg er her" at the tracks, "jeg ved hvad det gør ved hjertet og det er derfor" after the means), not
 * after a no.
 */
const LATER_YES = /(?<!\p{L})men (?:ja|jo) (?:det har jeg|det gør jeg|det tænker jeg|det er rigtigt|jeg har|jeg gør|jeg tænker)(?!\p{L})/u;
/** A joke or a no taken back as meant ("nej altså jeg mener det faktisk", "det er ikke for sjov"): the yes it was. */
const MEANT_IT =
  /(?<!\p{L})(?:jeg mener det(?: \p{L}+)? (?:faktisk|alvorligt|seriøst|virkelig)|jeg mente det (?:faktisk|alvorligt|seriøst)|det er ikke for sjov|det var ikke for sjov)(?!\p{L})/u;
const REASON_FOR_IT =
  /(?<!\p{L})(?:det er (?:(?!ikke )\p{L}+ )?derfor(?: jeg (?:ringer|er her|står her|sidder her|er kommet herud|er taget herud)|$)|derfor (?:ringer jeg|er jeg her|står jeg her|sidder jeg her))(?!\p{L})/u;
/**
 * To the concern question, not sure of holding back from the act ("jeg er ikke sikker på jeg kan holde mig fra det i aften",
 * "jeg ved ikke om jeg kan lade være"), or not willing to answer ("det vil jeg ikke svare på", "jeg vil ikke sige mere"):
 * no no, and after what made us ask, the safe side is the yes, as with not knowing (YES). "det vil jeg ikke sige" is
 * Danish for "I would not say so", a no, and is not among them.
 */
const NOT_HOLDING_BACK =
  /(?<!\p{L})(?:(?:ikke sikker på|ved ikke om|tvivler på) (?:at )?jeg kan (?:holde mig fra det|lade være|lade det være|styre det|stoppe mig selv|modstå det)|jeg kan ikke (?:holde mig fra det|lade være med det|styre det længere|stoppe mig selv))(?!\p{L})/u;
const WILL_NOT_SAY =
  /^(?:(?:øh|altså|men) )*(?:det vil jeg ikke (?:snakke om|tale om|svare på)|jeg vil ikke (?:sige mere|sige mere end det|sige noget mere|snakke om det|tale om det|svare på det))(?: |$)/u;
/**
 * The call's own errand said after our question ("nå men ja jeg ringer egentlig for at høre om ventelisten"): the "ja"
 * opens a change of subject, not a yes. Only the call said to be for something else ("egentlig", "bare", "faktisk"): a
 * danger told in the same turn is still heard on its own.
 */
const ERRAND =
  /(?<!\p{L})(?:jeg ringer|ringer jeg) (?:egentlig|faktisk|bare|mest)(?: (?:egentlig|faktisk|bare|mest))* (?:for at høre|for at spørge|om|angående)(?!\p{L})/u;
/**
 * "jeg sidder og renser min tjenestepistol" … "det gør jeg altid søndag aften før vagten": "det gør jeg" with a habit after
 * it tells how often the thing just told is done, not a yes to the question the weights alone raised about it.
 */
const ROUTINE_DONE = new RegExp(`^${FILLER}(?:ja )?det gør jeg (?:altid|hver|normalt|plejer|som regel|tit|ofte)(?: |$)`);
const suicideYesUnsaid = (asked: Asked, words: string) =>
  asked.question === 'suicide' && (NOT_HOLDING_BACK.test(words) || WILL_NOT_SAY.test(words));
/**
 * "ja mine almindelige blodtrykspiller" to "Har du taget noget?", "ja helt sikker, nu har jeg det godt" to the concern
 * question: the yes goes on to say what takes it back, a medicine as prescribed or a good present. So does a life event
 * with goodbyes of its own and no wish to die ("ja jeg har sagt op, det er en kæmpe lettelse"), and the call's errand.
 */
function yesTakenBack(asked: Asked, words: string, tokens: Token[], lists: CrisisRules['lists']): boolean {
  const lifeEventOnly = anywhere(lists.livsbegivenhed, tokens) && !anywhere(lists.dødsønske, tokens);
  return (
    ERRAND.test(words) ||
    (asked.rule === WEIGHTS_RULE && ROUTINE_DONE.test(words)) ||
    (asked.question === 'overdose' && prescribedOnly(words, tokens, lists)) ||
    (asked.question === 'suicide' && (callerWell(tokens, lists) || lifeEventOnly))
  );
}
/**
 * A yes said late outweighs the denial that opened the answer ("det har jeg aldrig sagt til nogen men ja det har jeg"),
 * and so does a no taken back as meant ("øhm nej altså jeg mener det faktisk lidt"), a no to help (refusesHelp), or not
 * holding back or not saying (suicideYesUnsaid).
 */
const yesSaidLater = (asked: Asked, words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  LATER_YES.test(words) || MEANT_IT.test(words) || reasonTold(words) || refusesHelp(words, tokens, lists) || suicideYesUnsaid(asked, words);
/** The reason told, and no no with it (REASON_FOR_IT). */
const reasonTold = (words: string) => REASON_FOR_IT.test(words) && !NO.test(words);
/**
 * An answer to the concern question, or to the one about plans, that says the act will be done ("jeg vil springe", "jeg
 * skal bare hoppe", "jeg vil gå ud og springe"): more than a yes, the plan itself, so danger now. Not after a question
 * word or a condition ("jeg ved ikke hvordan jeg skal gøre det"), nor with what it is done with or for after it ("… gøre
 * det med skolen").
 */
const ACT_INTENDED =
  /(?<!(?:hvordan|hvad|hvornår|hvorfor|hvis|når|om) )(?<!\p{L})(?:jeg|så) (?:vil|skal|tror jeg|tror jeg at jeg|har tænkt mig at|agter at|har besluttet at|kommer til at)(?: (?:gerne|bare|nu|snart|altså|jo))* (?:gå (?:ud|op|hen|derud|derop|derhen) og )?(?:springe|hoppe|gøre det|gøre alvor af det|gøre en ende på det|ende det|tage mit liv|tage livet af mig|slå mig selv ihjel|slå mig ihjel|lade mig falde|kaste mig)(?!\p{L})(?! (?:med|for|på|til|af|ved|i) )/u;
/** A time soon, for an act told with it ("i morgen", "i nat", "snart"). */
const SOON = 'i morgen|i aften|i nat|i dag|nu|snart';
/** The act said with its time, as the whole answer ("i morgen gør jeg det", "jeg gør det i nat"): a plan, danger now. */
const ACT_WITH_TIME = new RegExp(`(?:^|(?<!\\p{L}))(?:(?:${SOON}) gør jeg det|jeg gør det (?:${SOON}))$`, 'u');
/** The act tied to a moment about to come ("jeg hopper ned når det kommer", "jeg springer så snart toget kører ind"). */
const ACT_WHEN =
  /(?<!\p{L})jeg (?:hopper|springer|går ud|kaster mig|lader mig falde)(?: (?:ned|ud|ud foran|foran|ned foran))? (?:når|så snart|lige når)(?!\p{L})/u;
/**
 * The act said in the present, as the answer's last words ("nej altså jeg er done jeg hopper" after the question on a
 * bridge): the act under way, whatever no opened the answer (the "nej" answers the question, the act the plan).
 */
const ACT_NOW = /(?<!\p{L})jeg (?:hopper|springer|kaster mig|lader mig falde)(?: (?:ud|ned|nu|bare|altså))*$/u;
/** At most this many words make an answer that only names a means ("piller", "med et reb"). */
const MEANS_ONLY_WORDS = 3;
/** At most this many words make an answer that only names a place ("en bro ved fjorden"). */
const PLACE_ONLY_WORDS = 5;
/** Words that make a short answer a sentence, not a place named ("jeg har taget nogle piller": "taget" is no roof there). */
const SENTENCE_WORDS: ReadonlySet<string> = new Set(['jeg', 'har', 'havde', 'er', 'var']);
/** "taget" is the roof and "taken": in a few words it names no place ("og taget min telefon"). */
const TAKEN_OR_ROOF: ReadonlySet<string> = new Set(['taget']);
/** Nearly done, told of a recent time ("og i dag var jeg tæt på at gøre det"): an attempt all but made, danger now. */
const NEARLY_DONE = /(?<!\p{L})(?:var jeg|jeg var) (?:tæt på|meget tæt på|så tæt på|lige ved|nær ved) at gøre det(?!\p{L})/u;
/** Going to the place told before, with its time ("jeg går derned efter vagten"): the plan's way there, danger now. */
const GOING_THERE =
  /(?<!\p{L})jeg (?:går|tager|kører|cykler|smutter) (?:derned|derhen|derop|derud|derover) (?:efter (?:vagten|arbejde|arbejdet|skole|skolen|mødet)|i aften|i nat|nu|om lidt|snart|bagefter)(?!\p{L})/u;
/**
 * The caller said to be at a place, or to have gone there, in the answer to the concern question ("jeg står på perronen
 * på nørreport" after "hvad sker der hvis man hopper ud foran s-toget", "jeg er kørt ud til fjorden" after a letter left):
 * where it is a place to fall from (@farligt_sted) or water (@ved_vand), the plan's place.
 */
const AT_A_PLACE =
  /(?<!\p{L})jeg (?:(?:står|sidder|er|venter|ligger|går) (?:lige |nu |her )?(?:på|ved|oppe på|ude på|nede på|ude ved|oppe ved|henne ved)|er (?:kørt|gået|cyklet|taget|sejlet) (?:ud |ned |op |hen |over )?til)(?!\p{L})/u;
/**
 * An answer to "Har du taget noget?" or the concern question that says what the act was for ("det var for at dø men nu
 * fortryder jeg"): an attempt told, which regret after it does not take back. So is the act said meant ("jeg har ikke
 * spist noget og det var meningen" after insulin, "jeg tog dem med vilje"); "det var ikke meningen" is no such.
 */
const DONE_TO_DIE =
  /(?<!\p{L})(?:(?:det var|jeg gjorde det|jeg har gjort det|jeg tog (?:dem|det)|jeg har taget (?:dem|det)) for at (?:dø|slå mig (?:selv )?ihjel|tage mit liv|tage livet af mig|ende det|ende det hele|ikke vågne)|det var meningen|det var med vilje|(?:jeg )?(?:gjorde|tog|har gjort|har taget) (?:det|dem) med vilje)(?!\p{L})/u;
/** A yes that says what it answers, in the question's own words ("ja det har jeg", "det har jeg faktisk"). */
const YES_IN_ITS_WORDS = new RegExp(
  `^${FILLER}(?:(?:ja|jo|jah|jep) )?(?:det har jeg|det gør jeg|det tænker jeg|det er han|det er hun|jeg har tænkt på det|det har jeg tænkt på)(?! ikke| aldrig)(?: |$)`,
);
/**
 * A yes said late that cannot answer anything else: sure of itself and in the question's words ("ja for pokker selvfølgelig
 * har jeg det"), or told with how often ("mm ja nogle gange og i nat er det slemt").
 */
const LATE_YES = new RegExp(
  `^${FILLER}(?:(?:ja|jo)(?: for pokker| for fanden| for satan)? )?(?:(?:selvfølgelig|helt sikkert|bestemt|da) har jeg(?: det| tænkt på det)?|(?:ja|jo) (?:nogle gange|tit|ofte|hele tiden|hver dag|hver nat|hver aften|af og til))(?! ikke| aldrig)(?: |$)`,
);
/** "jo" opening an answer: a yes that takes back a no said before it. */
const TAKES_BACK_NO = new RegExp(`^${FILLER}jo(?: |$)`);
/** A question back about ours ("hvorfor spørger du om det", "hvad mener du", "hvorfor vil du vide det"). */
const ASKED_BACK = new RegExp(
  `^${FILLER}(?:hvorfor spørger du|hvorfor spør du|hvad mener du|hvordan mener du|hvorfor vil du vide det|hvad skal du bruge det til|hvorfor det|hvad vil du med det|hvorfor skal du vide det)(?: |$)`,
);
/**
 * A plea to hear our question again ("hvad sagde du", "undskyld jeg hørte ikke hvad du sagde"): the model says it again,
 * and the answer comes in the turn after.
 */
const REPEAT_PLEA = new RegExp(
  `^${FILLER}(?:undskyld )?(?:hvad sagde du|hvad siger du|hvabehar|hvad for noget|kan du sige det igen|kan du gentage|sig det (?:lige )?igen|jeg hørte ikke|jeg kunne ikke høre|jeg kan ikke høre hvad du siger)(?: |$)`,
);
/** "det har jeg ikke", "det har jeg slet ikke": the words of a yes, taken back by the negation after them. */
const DENIED = new RegExp(
  `^${FILLER}(?:det |nej )?(?:har|er|gør|vil|tænker|føler) (?:jeg|han|hun) (?:slet |overhovedet |bestemt |absolut )?(?:ikke|aldrig)(?: |$)`,
);
/**
 * "jeg ved ikke hvad meningen er": not knowing what, how or why is a statement of its own, not a doubtful
 * answer to our question; what it says is judged as any other turn.
 */
const KNOWS_NOT_WHAT = new RegExp(
  `^${FILLER}(?:jeg )?ved (?:ikke|det ikke) (?:hvad|hvordan|hvorfor|hvem|hvornår|hvor|hvilke|hvilken)(?: |$)`,
);
/**
 * A hesitant yes to the concern question ("lidt", "nogle gange", "det ved jeg ikke"): the thoughts are
 * there in some form, so we ask about plans before anything else (the regions screen thoughts, then plans).
 */
const HESITANT = new RegExp(
  `^${FILLER}(?:ja )?(?:${MAYBE}|lidt|en lille smule|nogle gange|somme tider|af og til|engang imellem|en gang imellem|det ved jeg ikke|jeg ved det ikke|jeg ved ikke|ved ikke|aner det ikke|det aner jeg ikke|idk|i don t know|maybe|tja)(?: |$)`,
);
/**
 * The safety question that ends every script ("Kan du ringe et-et-to nu?", "Er du i sikkerhed lige nu?"):
 * only a clear yes, with nothing after it that takes it back (DOUBT: "ja men han står ude i gangen", "ja hun er
 * hjemme nu"), is left to the model. Everything else gets our fixed reply, which stays and asks whether someone
 * can ring for the caller: a no or a doubt in any words or language ("det aner jeg ikke", "i dont know", "nej og
 * der kommer ingen"), a refusal, a reason not to call (no phone, a dying battery), a wound told, a question back,
 * anger at us ("hold nu kæft, du forstår ingenting"), wanting what happens ("det er det jeg vil"), feeling fine after
 * an overdose ("jeg har det fint nu så det er nok okay"), no words at all ("mm"), and a taking back ("det var ikke
 * sådan ment"): a safety question is not left on an answer that is not a yes.
 */
const SAFE = new RegExp(
  `^${FILLER}(?:ja|jo|jah|jep|yes|yeah|yep|det kan jeg|det gør jeg|det er jeg|jeg ringer|jeg gør det|det skal jeg nok|jeg er i sikkerhed|jeg er et sikkert sted)(?: |$)`,
);
/**
 * An answer to "Har nogen gjort noget seksuelt mod dig …?" that tells the signs of an assault while drugged or asleep:
 * the memory gone, waking undressed, pain or blood in the body, something in the drink ("jeg kan ikke huske noget og
 * jeg havde ikke tøj på og det gør ondt"). The caller often cannot say yes to what they do not remember; these signs
 * are the yes (the signs the centres for sexual assault name). Its "ikke" is part of the sign, not a no.
 */
const ASSAULT_SIGNS =
  /(?<!\p{L})(?:kan ikke huske (?:noget|hvad der skete|resten|hvordan|det hele|natten)|husker ikke (?:noget|hvad der skete|resten|natten)|blackout|black out|(?:havde|har) ikke (?:noget )?tøj på|var (?:helt )?nøgen|uden tøj på|(?:bukserne|bukser|trusserne|trusser|kjolen) var (?:væk|nede|revet)|det gør ondt (?:dernede|forneden|i skridtet|nedenunder)|(?:har|havde) ondt (?:dernede|forneden|i skridtet|nedenunder)|bløder (?:dernede|forneden)|noget i (?:min|mit) (?:drink|glas|øl|drinks))(?!\p{L})/u;
/** A time within the last days, as an answer to whether a sexual assault happened then ("i nat", "i lørdags"). */
const RECENT =
  /(?<!\p{L})(?:i nat|i aftes|i går|i forgårs|i morges|i dag|i weekenden|i mandags|i tirsdags|i onsdags|i torsdags|i fredags|i lørdags|i søndags|for en time siden|for lidt siden|lige før|for (?:to|tre|2|3) dage siden|last night|yesterday)(?!\p{L})/u;
/**
 * An answer to "Har du taget noget?" that tells what was taken ("altså jeg har sniffet noget og så nogle benzo"), also
 * with the verb first ("og så tog jeg nogle af min kærestes oxy oveni"), or that it was taken, said of "dem" or "det" in the
 * past tense after when ("det var i går aftes jeg tog dem"; "jeg har dem" only has them, "… tog jeg dem igen" repeats a dose).
 */
const TOLD_TAKEN =
  /(?<!\p{L})(?:(?:jeg (?:har|havde|tog|sniffede|slugte|drak|røg|poppede)|(?:har|havde|tog|sniffede|slugte|drak|røg|poppede) jeg)(?: \p{L}+)?(?<!ikke|aldrig) (?:taget|sniffet|slugt|drukket|røget|poppet|noget|nogle|en masse|mange|alle)|jeg (?:tog|slugte|poppede|drak) (?:dem|det|den)(?! (?:med|ud|op|frem|af|igen)))(?!\p{L})/u;
/** Taking told as a thought or an intent, not as done ("jeg har tænkt på at tage dem alle", "jeg vil sluge dem i aften"). */
const TAKING_MEANT =
  /(?<!\p{L})(?:tænkt på at|tænker på at|overvejet at|overvejer at|har lyst til at|vil|skal|har tænkt mig at|har planer om at) (?:tage|sluge|drikke)(?!\p{L})/u;
/** The caller as the one a harm is done to, in a rule's words. */
const DONE_TO_CALLER = /(?<!\p{L})(?:mig|os)(?!\p{L})/u;
/** Pills said to be at hand, not taken ("jeg har dem liggende her på bordet", "pillerne ligger foran mig"). */
const MEANS_AT_HAND =
  /(?<!\p{L})(?:jeg har (?:dem|det|pillerne|tabletterne|dem alle) (?:liggende|her|klar|foran mig|ved siden af mig)|(?:de|pillerne|tabletterne) ligger (?:her|foran mig|på bordet|klar))(?!\p{L})/u;
/** … or kept for the caller's own use to come ("de skal bruges til mig selv i nat", "jeg vil tage dem senere"). */
const KEPT_FOR_SELF =
  /(?<!\p{L})(?:(?:de|det|den|dem) (?:skal bruges|er|skal være) til mig selv|jeg (?:vil|skal) (?:bruge|tage) (?:dem|det|den) (?:på mig selv|i nat|i aften|senere|når))(?!\p{L})/u;
/** Someone else with something at hand ("han har jagtgeværer i huset", "hun står med rebet", "der er et gevær"). */
const OTHERS_HOLDING =
  /(?<!\p{L})(?:han har|hun har|de har|har han|har hun|han står med|hun står med|han sidder med|hun sidder med|der er|han tog|hun tog|han har taget|hun har taget)(?!\p{L})/u;
/** The caller's own things ("min arm bløder"): words of the caller, as @første_person's are. */
const MY = [['min'], ['mit'], ['mine']];
/** The caller holding or having brought something ("jeg har et reb med herud", "jeg står med geværet"). */
const HOLDING = /(?<!\p{L})(?:jeg har|har jeg|jeg står med|jeg sidder med|jeg holder)(?!\p{L})/u;
/**
 * The means said made ready, in the answer to the concern question ("jeg har sat det op allerede", "løkken er bundet"):
 * what was asked about after a rope, a hook or pills were named is no longer a thought but prepared, danger now.
 */
const MEANS_READY =
  /(?<!\p{L})(?:jeg har (?:allerede |lige |nu )?(?:sat|hængt|bundet|gjort|lagt|fundet) (?:det|den|dem|rebet|løkken|alt|det hele)(?: \p{L}+)? (?:op|klar|fast|parat|frem)|(?:det|den|rebet|løkken|alt|det hele|dem) (?:er|hænger|ligger) (?:allerede |nu |her )?(?:sat op|klar|parat|bundet|oppe|fast))(?!\p{L})/u;
/**
 * An answer to "Har du taget noget?" that tells how much ("hele strippen", "det hele", "for meget", "en gang til",
 * "resten af pakken", "måske tyve": a number of ten or more that is no age or time), or an amount the caller cannot tell
 * ("jeg kan ikke huske hvor mange": none can be ruled out): after something was taken, that is a yes. So are the body's
 * signs now (@tegn_efter_indtagelse: "nu har jeg ondt i brystet og jeg sveder helt vildt", "jeg begynder at svede og
 * ryste"), read by the detector's own list.
 */
const TOLD_AMOUNT =
  /(?<!\p{L})(?:en hel del|rigtig mange|(?:kan ikke huske|husker ikke|ved ikke|aner ikke|ved jeg ikke) hvor mange|hvor mange (?:ved|husker|aner) jeg ikke|hele (?:glasset|pakken|pakker|strippen|æsken|bøtten|flasken|kortet|arket|bakken|dåsen)|alle sammen|alle (?:dem|de) (?:der|som|jeg)|det hele|alt hvad|en håndfuld|en masse|(?<!(?:drikker|ryger|spiser|bruger|tager|arbejder|tænker) )for meget|for mange|dobbelt\p{L}*|en gang til|(?:to|tre|fire) gange|ekstra|resten af \p{L}+|(?:\p{N}{2,}|ti|elleve|tolv|femten|tyve|tredive|fyrre|halvtreds)(?! år| timer| minutter| dage))(?!\p{L})/u;
/** … unless it is what the doctor prescribed ("jeg har bare taget mine piller som jeg plejer"). */
const AS_PRESCRIBED =
  /(?<!\p{L})(?:som jeg plejer|om dagen|som jeg skal|som lægen|som ordineret|normale|sædvanlige|almindelige|faste|vanlige|min dosis|mine doser|hver dag|dagligt|hver morgen|hver aften)(?!\p{L})/u;
/** How much was taken, or the body's signs now, told in `words` (see TOLD_AMOUNT). */
const toldAmountOrSigns = (words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  TOLD_AMOUNT.test(words) || anywhere(lists.tegn_efter_indtagelse, tokens);
/** A medicine taken as prescribed, and no amount or sign told with it ("jeg tager sertralin hver dag"). */
const prescribedOnly = (words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  AS_PRESCRIBED.test(words) && !toldAmountOrSigns(words, tokens, lists);
/**
 * An answer to whether someone is in danger now ("Er personen i fare lige nu?", "Er du i fare lige nu?") that tells
 * the danger's signs: cold or water, someone not found or not answering, fumes, a body failing (bleeding, pale, cold,
 * fainting, lying still, breathing slowly, vomiting, drowsy or hard to wake: "det sprøjter ud", "hun er kold", "hun har
 * kastet op to gange og er meget søvnig"), help refused ("han vil ikke på sygehuset", "vi må ikke ringe", "jeg kan
 * ikke ringe til politiet så bliver det værre"), no grown-up who answers ("der er ingen voksne der svarer når jeg banker
 * på"), a search still going on ("min mor er ude og lede ved vandet"), the way home to the one
 * who harms ("hun skal hjem til ham", "han tør ikke gå hjem"), no way out, held, the one who threatens still there or at
 * the door ("han sparker på den"), a weapon, someone gone under the water, a phone switched off after a goodbye, and
 * the body's signs said in English ("a lot of blood on the floor", "he is not talking"). "det er minus fem grader og vi
 * har ledt i en time", "nej han vil ikke åbne og jeg kan lugte udstødningen": a yes, whatever word it starts with (the "nej" answers
 * something else).
 */
const DANGER_SIGNS =
  /(?<!\p{L})(?:minus \p{N}+|minus (?:en|et|to|tre|fire|fem|seks|syv|otte|ni|ti|tyve) grader|minusgrader|frost|fryser|iskold|i vandet|i havet|under vandet|kan ikke finde(?! ud af)|ledt efter|har ledt|kan ikke se (?:ham|hende|dem)|vil ikke åbne|åbner ikke|svarer ikke|ingen voksne|ingen (?:der )?(?:svarer|åbner)|tager ikke (?:sin |sit )?telefon\p{L}*|udstødning\p{L}*|lugter af gas|(?:ikke kommer|kommer ikke|ikke er her|er her ikke)(?: \p{L}+){0,6} (?:nogensinde|aldrig igen|for altid)|trækker ikke vejret|om (?:han|hun) trækker vejret|vågner ikke|reagerer ikke|rører sig ikke|bevidstløs|bløder|sprøjter|besvime\p{L}*|(?:kastet|kaster|kastede) op|(?:meget|helt|så|rigtig) (?:søvnig|sløv|slap|uklar)|svær at vække|kan ikke (?:vække|få liv i) (?:ham|hende)|(?:kan se|der er|meget|masser af|fuld af) blod|(?:er|bliver) (?:helt )?(?:kold|hvid|bleg|grå|blå)|ligger (?:helt )?stille|(?:ligger|ligge|ligget) (?:helt )?(?:stille )?på (?:gulvet|jorden)|kan ikke komme ud|låst inde|(?:et |sit )?(?:tilhold|polititilhold|kontaktforbud|opholdsforbud|tilholdsforbud)|(?:er|sidder|ligger) stadig (?:inde )?i (?:huset|lejligheden|bygningen|bilen|flammerne)|kan ikke komme væk|(?:står|er) (?:lige )?uden ?for|uden ?for døren|gemmer mig|har gemt mig|er her stadig|er stadig her|kniv\p{L}*|pistol\p{L}*|hul i døren|(?:sparker|hamrer|banker|slår|river) (?:på |i )?(?:døren|den)|(?:går|gik|er gået) under(?: vandet)?|(?:a lot of|so much|much) blood|not (?:breathing|talking|answering|responding|waking up)|unconscious|(?:slukket|slukker) (?:for )?(?:sin |hans |hendes )?telefon\p{L}*|telefonen er slukket|smadrer døren|prøver at komme ind|vil ind til mig|kunne ikke komme (?:ud|væk)|kan ikke gå nogen steder|holdt mig fast|holder mig fast|låst mig inde|kommer hjem (?:snart|lige om lidt|om lidt)|ude og lede|leder (?:efter|ved|i|overalt)|trækker vejret (?:helt |meget )?(?:langsomt|svagt|mærkeligt)|vil ikke (?:på|til|have) (?:sygehuset|hospitalet|skadestuen|en ambulance|lægen)|(?:ikke må|må ikke) ringe|(?:kan|tør) ikke ringe til politiet|skal hjem til (?:ham|hende|dem)|tør ikke (?:gå )?hjem)(?!\p{L})/u;
/**
 * … and, to a question about violence against the caller or a child, the one who harms in the home now ("han sidder i
 * stuen", "han er gået i bad"), waiting outside it ("de holder nede foran mit kollegie") or the time they go home to
 * them ("hun skal hjem klokken 14"), still in the room or the house ("han står stadig herinde", "jeg kan høre ham på
 * trappen"); of someone else in danger, where they are or when they go home is no sign.
 */
const HARMER_HOME =
  /(?<!\p{L})(?:(?:han|hun|de) (?:er|gik|er gået|sidder|står|sover) (?:stadig |lige )?(?:inde |ude )?(?:i bad|i stuen|i køkkenet|i soveværelset|i lejligheden|i huset|på badeværelset|ved siden af|her|herinde|herude|derinde|nedenunder|ovenpå|på trappen|i opgangen|ved døren)(?! ikke)|jeg kan (?:stadig )?høre (?:ham|hende|dem)(?! ikke)|(?:han|hun|de) (?:holder|venter|sidder|står) (?:lige )?(?:nede |ude |henne )?(?:foran|uden ?for) (?:mit|min|mine|vores|døren|huset|opgangen)|skal hjem (?:klokken|i dag|i aften|om)|(?:han|hun|de) (?:kan )?(?:høre|hører) (?:mig|alt)|kan ikke (?:tale|snakke) (?:højt|højere))(?!\p{L})/u;
/**
 * … and, to "Er du i fare lige nu?" about harm to the caller or a child, the caller's fear now ("jeg tør ikke ringe til
 * nogen", "jeg er så bange"): a yes; of someone else in danger, the caller's fear is no sign of theirs.
 */
const FEAR_NOW =
  /(?<!\p{L})(?:tør ikke|tør jeg ikke|(?:er|bliver) (?:så |mega |virkelig |helt |rigtig )?(?:bange|skræmt|rædselsslagen)(?! (?:for|over) (?:tanken|tankerne|mine tanker|mig selv|at jeg|hvad jeg))|jeg ryster)(?!\p{L})/u;
/**
 * … and, to the same question, the caller stranded now: lost, with nowhere to go or the phone dying ("min telefon er på 3
 * procent og jeg ved ikke hvor jeg er"): a yes; of someone else in danger, the caller's own way home is no sign of theirs.
 */
const STRANDED =
  /(?<!\p{L})(?:ved ikke hvor jeg er|aner ikke hvor jeg er|ved ikke hvor jeg befinder mig|er faret vild|kan ikke finde hjem|kan ikke komme hjem|ingen steder at (?:sove|gå|være)|intet sted at (?:sove|gå|være)|telefonen (?:er ved at|dør)|(?:\p{N}+|en|et|to|tre|fire|fem) procent)(?!\p{L})/u;
/**
 * … and, to the same question, strangers drawing a child or the caller along now ("der er nogle ældre mænd der bliver ved
 * med at spørge om jeg vil med", "han følger efter mig"): a yes.
 */
const APPROACHED = /(?<!\p{L})(?:om jeg vil med|om jeg vil følge med|følger efter mig|går efter mig)(?!\p{L})/u;
/** … unless it says they are now safe ("nej hun er fundet", "han har det fint nu"). */
const SAFE_NOW =
  /(?<!\p{L})(?:har det fint|har det godt|er okay|er ok|er i sikkerhed|er fundet|fundet (?:ham|hende|dem)|er kommet hjem|er hjemme igen|sover bare)(?!\p{L})/u;
/** The questions that name the kind of danger they ask about (an assault, something taken). */
const KIND_NAMED: ReadonlySet<string> = new Set(['sexual_assault', 'overdose']);
/** The questions whether someone is in danger now: an answer with its signs is a yes (DANGER_SIGNS). */
const IN_DANGER_QUESTIONS: ReadonlySet<string> = new Set(['third_person', 'violence', 'child', 'may_harm']);
/** The questions about harm someone does to the caller or a child. */
const HARMED_BY_SOMEONE: ReadonlySet<string> = new Set(['violence', 'child']);
/** "det skete i forgårs", "det var i lørdags": a turn that tells when the danger told before happened. */
const TOLD_WHEN = new RegExp(`^${FILLER}(?:og )?(?:det|det hele) (?:skete|var|er sket|foregik)(?: |$)`);
/** A negation anywhere in an answer: "det var ikke i går", "jeg har ikke taget xanax". */
const NEGATED = /(?<!\p{L})(?:ikke|aldrig|intet|ingenting|not)(?!\p{L})/u;
/**
 * A refusal or inability to ring for help, in words: not able or daring to ("jeg tør ikke ringe", "can't call"), a fear of
 * what ringing brings ("hun kan høre mig hvis jeg ringer"), a doubt whether to ("jeg ved ikke om jeg skal ringe"), or a
 * telephone that cannot ("min telefon har ingen taletid").
 */
const REFUSES_TO_RING =
  /(?<!\p{L})(?:(?:kan|tør|vil|må|gider|skal) (?:jo )?ikke (?:ringe|kontakte)|ringer ikke|ikke ringe til|ikke tid til at ringe|lad være med at (?:ringe|sende)|send ikke nogen|ingen ambulance|no ambulance|hvis jeg ringer|om jeg skal ringe|har ingen telefon|ingen taletid|intet signal|ingen dækning|ingen strøm på (?:min )?(?:telefon|mobil)(?:en)?|can t call|cannot call|won t call|not calling)(?!\p{L})/u;
/**
 * "nej jeg vil ikke ringe til nogen" to our question about a danger: a refusal of help (REFUSES_TO_RING), or the act said
 * not done yet ("nej jeg har ikke gjort noget endnu"), answers that the danger is there, whatever no it opens with; a good
 * present told with it ("… jeg har det fint", callerWell) takes it back.
 */
const NOT_YET = /(?<!\p{L})ikke (?:gjort|taget|gjort noget|gjort det|taget dem|taget noget|taget det) endnu(?!\p{L})/u;
const refusesHelp = (words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  (REFUSES_TO_RING.test(words) || NOT_YET.test(words)) && !callerWell(tokens, lists);
/** A no to one of our questions, at the start: a word of no, or the short denial ("det har jeg ikke", "det er jeg ikke"). */
const NO = new RegExp(
  `^${FILLER}(?:nej|næ|nope|no|aldrig|slet ikke|overhovedet ikke|ikke nu|ikke rigtig|det (?:har|er|gør) jeg (?:ikke|aldrig))(?: |$)`,
);
const DOUBT =
  /(?<!\p{L})(?:ved ikke|ved det ikke|aner|idk|don t know|dont know|dont think|right outside|dunno|tror det ikke|tror jeg ikke|tror ikke|kan ikke|kan jeg ikke|tør ikke|tør jeg ikke|can t|cannot|kommer ingen|ingen kommer|ingen at ringe til|ikke i sikkerhed|ikke et sikkert sted|ikke sikker|stadig|vil ikke|vil jeg ikke|ønsker ikke|ønsker jeg ikke|ringer ikke|ringer jeg ikke|må ikke|må jeg ikke|har ikke lov|nægter|gider ikke|orker ikke|nytter ikke|ingen her|ingen hos mig|er alene|helt alene|ingen telefon|løbet tør|no one|nobody|not sure|ikke nogen telefon|ingen mobil|næsten død|løber tør|batteri|procent|hvis jeg ringer|for sent|hvorfor skulle|hvad skal det|hjælper ikke|kun mere|bløder|blod|flænge|bleeding|ondt|svimmel|kaster op|hvordan skulle|hvordan fanden|hvordan helvede|hvordan pokker|hvordan skal jeg|hvem skulle|hvem skal jeg|hvad skulle|bestemme|bestemmer|lad mig være|lad mig dø|lad mig bare|lad mig nu|rager|blande dig|hold kæft|hold nu kæft|hold dog kæft|klap i|forstår ingenting|forstår ikke|fuck af|leave me alone|det er det jeg vil(?! gøre| gerne)|står ude|står udenfor|er udenfor|ude i gangen|ude på gaden|han er her|hun er her|de er her|han er hjemme|hun er hjemme|de er hjemme|han er inde|hun er inde|han er lige her|hun er lige her|har det fint|det er nok okay|det går nok)(?!\p{L})/u;

/** What one turn told, noted once (Conversation.noteTurn) for the steps that read it. */
interface Noted {
  judged: ReturnType<typeof judgeTurn>;
  /** The turn's verdict, read as the caller's or someone else's danger by what the call told before. */
  verdict: CrisisVerdict;
  /** An age said in this turn made the caller a child. */
  becameChild: boolean;
  /** This turn set the call's frame (a job, a game). */
  framedNow: boolean;
}

/** The sender a message read aloud is told as (normalise.ts turns "der står …" into "hun skriver …"). */
const SENDERS: ReadonlySet<string> = new Set(['han', 'hun']);

export class Conversation {
  private readonly rules: CrisisRules;
  private readonly turns: string[] = [];
  private context: CallerContext = { ...NO_CONTEXT };
  /** Every script that has been played, in order: the last is the call's help now. */
  private readonly entered: Help[] = [];
  /** Every question that has been asked: each is asked once a call, or twice when its answer left it open (askedAgain). */
  private readonly askedAbout = new Set<string>();
  /** The questions asked a second time, after an answer that told the same distress again and said neither yes nor no. */
  private readonly askedAgain = new Set<string>();
  /** Violence or a sexual assault told against the caller earlier in the call. */
  private harmedCaller: Danger | undefined;
  /** What a question may be about until it is asked (set with the ask step). */
  private pending: Asked | undefined;
  /** The question that was the last thing we said, awaiting its answer. */
  private question: Asked | undefined;
  /** The last question asked in the call, answered or not: a later "det er mig selv det handler om" says yes to it. */
  private lastAsked: Asked | undefined;
  /** A danger told of anyone ("hvis man er blevet voldtaget, skal man så …") that got no question: "det er mig" makes it the caller's. */
  private toldOfAnyone: Asked | undefined;
  /** The turn after which lastAsked was asked. */
  private lastAskedAfter = 0;
  /** Each turn's words as normalised: what a later turn's "en hel pakke" may refer back to. */
  private readonly tokensOf: Token[][] = [];
  /** Whether a turn before the latest heard danger or a concern (the call's earlierDanger as it stood before it). */
  private dangerBefore = false;
  /** The questions answered with a clear no. */
  private readonly denied = new Set<string>();
  /** The script (ending in the safety question) that was the last thing we said, awaiting its answer. */
  private safetyAsked: Help | undefined;
  /** The scripts after which a refusal to ring, said later than the safety question's answer, got our line. */
  private readonly refusalAnswered = new Set<string>();

  constructor(rules: CrisisRules) {
    this.rules = rules;
  }

  /** The call's crisis kind now, once it is a crisis call. */
  get kind(): CrisisKind | undefined {
    return this.entered.at(-1)?.kind;
  }

  /** The call's help now (its script, lines, and whether the call stays open), once it is a crisis call. */
  get help(): Help | undefined {
    return this.entered.at(-1);
  }

  /** The question `about` was said: its answer comes with the next turn. */
  asked(about: string): void {
    this.askedAbout.add(about);
    this.question = this.pending?.question === about ? this.pending : { question: about, who: this.self(), danger: 'suicide' };
    this.lastAsked = this.question;
    this.lastAskedAfter = this.turns.length;
    this.pending = undefined;
  }

  /**
   * Makes this a crisis call with `help` (the model's tool, a yes, or the detector); false when its script
   * was played already, or the call is in danger now already and this is only thoughts, so nothing is said twice.
   */
  enter(help: Help): boolean {
    if (this.entered.some((h) => h.script === help.script)) return false;
    if (help.open && this.entered.some((h) => !h.open)) return false;
    this.entered.push(help);
    if (help.asks) {
      this.askedAbout.add(help.asks);
      this.question = { question: help.asks, who: this.self(), danger: 'suicide' };
    } else this.safetyAsked = help;
    return true;
  }

  /**
   * One final transcript of the caller. `early`: it was spoken before our last fixed words had finished
   * playing (it arrived while they played), so it is no answer to the question they end with; it is still
   * judged for danger, and the question waits for the next turn.
   */
  takeTurn(transcript: string, { early = false }: { early?: boolean } = {}): Step {
    const turn = this.turns.push(transcript);
    const noted = this.noteTurn(transcript, early ? undefined : this.question);
    const { verdict } = noted;
    // "nej jeg sagde tyve sovepiller ikke ti": a correction of the transcript is no no; what it says again is the answer.
    const words = plainWords(transcript).replace(TRANSCRIPT_CORRECTED, '');
    const safety = early ? undefined : this.safetyAsked;
    const question = early ? undefined : (this.question ?? this.answeredLate(words, turn));
    if (!early) {
      this.safetyAsked = undefined;
      // "hvad sagde du": our question is said again, so it waits for the next turn.
      this.question = question && REPEAT_PLEA.test(words) ? question : undefined;
    }

    // Sure: the script. Unsure: the row's question first; the answer decides. The weights' own kind waits for the answer
    // to a question that names one ("Har du taget noget?" … "en håndfuld med vilje" is the overdose, not the suicide
    // script): the weights cannot tell kinds apart as well as such a question does (see answer).
    const kindAsked = question !== undefined && KIND_NAMED.has(question.question) && verdict.rule === WEIGHTS_RULE;
    const sure = verdict.outcome === 'crisis' && verdict.sure ? verdict : undefined;
    // The safety question's answer: anything but a clear yes, or the danger still there, gets our fixed line (notSafe).
    // It comes before another script when the answer opens with a no or a doubt ("idk jeg er låst inde og kan ikke rejse
    // mig") or tells the same kind of danger again ("idk han svarer ikke"): our line has 112 in it. A new kind said
    // plainly ("jeg står på broen og vil springe" after an overdose) gets its own script.
    const answeredFirst = NO.test(words) || HESITANT.test(words) || sure?.help?.kind === safety?.kind;
    const safetyNo: Step | undefined =
      safety && notSafe(words, verdict) ? { act: 'safety-no', kind: safety.kind, help: safety, turns: [turn] } : undefined;
    if (safetyNo && answeredFirst) return safetyNo;
    const scripted = kindAsked ? undefined : this.played(sure, [turn]);
    if (scripted) return scripted;
    if (safetyNo) return safetyNo;
    // "nej jeg tør ikke ringe, han har sagt …" a turn or more after the script, once the model has spoken between: a
    // refusal to ring, said at any time in a call in danger now, is a no to the safety question and gets our line, once
    // for each script.
    const help = this.help;
    if (!early && !safety && help && !help.open && !this.refusalAnswered.has(help.script) && REFUSES_TO_RING.test(words)) {
      this.refusalAnswered.add(help.script);
      return { act: 'safety-no', kind: help.kind, help, turns: [turn] };
    }
    // "Har du taget noget?" … "jeg tager sertralin hver dag": a medicine taken as prescribed, and no amount or sign, is a no.
    const { tokens } = noted.judged;
    const { lists } = this.rules;
    const saidNo =
      (NO.test(words) && !refusesHelp(words, tokens, lists)) || (question?.question === 'overdose' && prescribedOnly(words, tokens, lists));
    const answer = this.answerQuestion(question, noted, { words, turn, saidNo });
    if (answer) return answer;
    return this.unprompted(noted, { question, words, turn, saidNo, held: kindAsked ? sure : undefined });
  }

  /**
   * Judges one transcript and notes what it tells of the call: its context, the harm to the caller held for later
   * turns (asCallersDanger), danger heard before, and a danger told of anyone.
   */
  private noteTurn(transcript: string, question: Asked | undefined): Noted {
    const judged = judgeTurn(transcript, this.rules, this.context);
    this.tokensOf.push(judged.tokens);
    const { context } = judged;
    const becameChild = context.childCaller && !this.context.childCaller;
    // This turn set the call's frame (a job, a game): a yes in it answers what the frame is (answer).
    const framedNow = context.framed && !this.context.framed;
    this.context = context;
    const verdict = this.asOthersDanger(this.asCallersDanger(judged.verdict, judged.tokens), judged.tokens, question);
    // An assault the weights alone guessed and were unsure of ("jeg er 16 og jeg bor hos min onkel") is asked about, not
    // held: it would make every harm told later its signs (asCallersDanger).
    const guessed = verdict.rule === WEIGHTS_RULE && !verdict.sure && verdict.danger === 'sexual_assault';
    if (
      verdict.outcome !== 'none' &&
      !guessed &&
      verdict.who !== 'other' &&
      (verdict.danger === 'violence' || verdict.danger === 'sexual_assault')
    )
      this.harmedCaller = verdict.danger;
    this.dangerBefore = this.context.earlierDanger;
    if (verdict.outcome !== 'none') this.context.earlierDanger = true;
    if (verdict.outcome !== 'none' && verdict.who === 'other') this.context.othersDanger = true;
    if (verdict.danger && verdict.acuity === 'vague' && verdict.outcome !== 'crisis' && judged.tokens.some((t) => t.generic))
      this.toldOfAnyone = { question: verdict.danger, who: this.self(), danger: verdict.danger };
    return { judged, verdict, becameChild, framedNow };
  }

  /** The answer to our question: an age told right after it, or a yes, a hesitant yes or a no to it. */
  private answerQuestion(
    question: Asked | undefined,
    { verdict, judged, becameChild, framedNow }: Noted,
    { words, turn, saidNo }: { words: string; turn: number; saidNo: boolean },
  ): Step | undefined {
    // "der er en fyr som siger han kommer og tager mig" … "jeg er elleve": an age told right after our question about
    // violence or an assault against the caller makes it a child's danger, and a child's row plays its script.
    const childsDanger = becameChild && question && !this.kind && question.who !== 'other' && CALLERS_HARM.has(question.danger);
    const childHelp = childsDanger ? this.rowHelp('child', question.danger, 'now') : undefined;
    if (childHelp && this.enter(childHelp)) return answered(childHelp, verdict, 'barn efter spørgsmålet', turn);
    // "min mor ligger på sofaen og vil ikke vågne" … "jeg er 9": an age told right after our question whether someone
    // else's body is in danger now: a child cannot judge that danger and is alone with it, so the safe side, a yes, is
    // taken, when a rule heard that danger (the weights' guess of whose it is may be wrong). A grown-up gone ("mor er ikke
    // kommet hjem") is the child's own danger, read again below (pieces).
    const childAloneWithIt =
      becameChild &&
      question &&
      !this.kind &&
      question.who === 'other' &&
      question.rule !== WEIGHTS_RULE &&
      BODY_IN_DANGER.has(question.danger);
    const alone = childAloneWithIt ? this.played(this.yesTo(question, verdict), [turn - 1, turn]) : undefined;
    if (alone) return alone;
    // A no, or an answer that tells a good present (@bedring) and hears no danger ("i dag er jeg 42 og har familie og har
    // det godt"), denies what we asked about: a weak danger heard later is not taken as that danger again (askedBefore).
    const wellNow = verdict.outcome === 'none' && anywhere(this.rules.lists.bedring, judged.tokens);
    if (question && (saidNo || wellNow) && !toldSigns(question, words)) {
      this.denied.add(question.question);
      // What the no denied no longer counts as danger heard before: a rule for danger told in pieces (efter) waits for
      // danger heard again ("jeg står på Langebro nu" … "nej nej jeg venter bare på min kæreste" … "jeg tror ikke jeg
      // går hjem igen i nat" is a night at the girlfriend's).
      if (verdict.outcome === 'none') this.context.earlierDanger = false;
    }
    if (question && (!this.kind || question.question === 'plans')) {
      const answer = this.answer(question, words, verdict, judged.tokens, framedNow);
      // A hesitant yes: the help lines on the screen now, and the question about plans in place of the script.
      const thoughts = answer === 'plans' ? this.rowHelp(this.self(), 'suicide', 'thoughts') : undefined;
      const plans: Help | undefined = thoughts && { ...thoughts, script: PLANS_SCRIPT, asks: 'plans' };
      if (plans && this.enter(plans)) return answered(plans, verdict, 'tøvende ja', turn);
      const yes = answer === 'plans' ? undefined : this.played(answer, [turn - 1, turn]);
      if (yes) return yes;
    }
    return undefined;
  }

  /**
   * What this turn tells when it answers no question of ours, or after the answer: a script a question's answer held,
   * signs after an answer, a means referred to, a disclosure, risk told in pieces, danger heard again, or our question.
   */
  private unprompted(
    { verdict, judged, becameChild }: Noted,
    {
      question,
      words,
      turn,
      saidNo,
      held,
    }: { question: Asked | undefined; words: string; turn: number; saidNo: boolean; held: CrisisVerdict | undefined },
  ): Step {
    const scriptedAfter = this.played(held, [turn]);
    if (scriptedAfter) return scriptedAfter;
    if (this.kind) return { act: 'none', verdict, turns: [turn] };
    const signs = this.played(this.signsAfterAnswer(words, judged.tokens, verdict, turn), [turn - 1, turn]);
    if (signs) return signs;
    const referred = this.meansReferredTo(judged.tokens);
    const byReference = referred && this.played(referred.verdict, referred.turns);
    if (byReference) return byReference;
    const disclosed = this.played(this.disclosed(verdict, judged.tokens, words), [turn]);
    if (disclosed) return disclosed;
    // A turn that begins with a no, or says a medicine is taken as prescribed, and hears nothing itself ("nej undskyld jeg
    // tænker bare højt") adds no piece.
    const pieces =
      saidNo && verdict.outcome !== 'crisis'
        ? undefined
        : this.pieces(
            verdict,
            becameChild,
            this.goesOn(judged.tokens),
            anywhere(this.rules.lists.selvafsløring, judged.tokens),
            question?.question,
          );
    const byPieces = pieces && this.played(pieces.verdict, pieces.turns);
    if (byPieces) return byPieces;
    // Unsure again of a danger we asked about and were not told no ("jeg står på Langebro nu" … "jeg tror ikke jeg går
    // hjem igen i nat"): asked once, the second time it is the script; not in a turn that begins with a no ("jeg har
    // købt et reb" … "til en gynge" … "nej undskyld jeg tænker højt").
    const askedBefore =
      !NO.test(words) && verdict.question !== undefined && this.askedAbout.has(verdict.question) && !this.denied.has(verdict.question);
    // The weights alone must weigh as much as risk told in pieces must ("jeg kører bil lige nu" … "jeg er på vej ud til
    // min mor"): two faint sums of ordinary words are no danger said twice.
    // After a question that distress alone made, they must name what the danger is about (anchored): the same distress
    // told again is asked again (reopened).
    const weighsEnough = verdict.rule !== WEIGHTS_RULE || (this.weighsAsPieces(verdict) && !distressAgain(this.lastAsked, verdict));
    const again =
      askedBefore &&
      weighsEnough &&
      verdict.outcome === 'crisis' &&
      !this.context.framed &&
      !this.doubted(verdict) &&
      !wellWeighed(verdict, judged.tokens, this.rules.lists)
        ? this.played({ ...verdict, sure: true, rule: `${verdict.rule} spurgt før` }, [turn])
        : undefined;
    if (again) return again;
    // "bro alt er bare lort" … "Har du tanker om at tage dit liv?" … "jeg gider ikke": an answer that tells the same
    // distress again and says neither yes nor no leaves the question open; it is asked once more. So does the same distress
    // whose words the weights sum a hair over their threshold, over that concern rule's reading ("jeg orker ikke mere").
    const sameDistress =
      verdict.outcome === 'concern' || (distressAgain(question, verdict) && verdict.concernRule?.startsWith('bekymring.') === true);
    const open = sameDistress && !saidNo ? verdict.question : undefined;
    const reopened = open !== undefined && question?.question === open && !this.askedAgain.has(open);
    if (reopened) this.askedAgain.add(open);
    if (verdict.question)
      return this.ask(
        {
          question: verdict.question,
          who: verdict.who ?? this.self(),
          danger: verdict.danger ?? 'suicide',
          help: verdict.help,
          // The weights' sum over a rule's concern ("hvis nu en ven spurgte hvor mange sovepiller der skulle til"): that
          // rule heard the danger asked about.
          rule: verdict.concernRule ?? verdict.rule,
        },
        verdict,
        turn,
        reopened,
      );
    return { act: 'none', verdict, turns: [turn] };
  }

  /**
   * "bror de har fundet ud af hvor jeg bor" … "der står tre mand nede på gaden og de har kniv": once the call has
   * told of violence or a sexual assault against the caller, someone else's violence heard later is that danger
   * to the caller, not a third person's (as the words alone would make it); and once a sexual assault is in
   * question, the caller's bruises told later ("jeg vågnede i en fremmed seng og har blå mærker") are its signs.
   */
  private asCallersDanger(verdict: CrisisVerdict, tokens: Token[]): CrisisVerdict {
    if (!this.harmedCaller || verdict.outcome !== 'crisis') return verdict;
    // Someone else's violence, or (once an assault is in question) the caller's bruises: that danger to the caller.
    // A weapon named ("han siger han skyder mig … der ligger en pistol i skabet") is violence in its own right.
    const othersViolence = verdict.who === 'other' && verdict.danger === 'violence';
    const weapon = anywhere(this.rules.lists.våben, tokens);
    const assaultsSigns =
      this.harmedCaller === 'sexual_assault' &&
      verdict.who !== 'other' &&
      !weapon &&
      (verdict.danger === 'violence' || verdict.danger === 'stalking');
    if (!othersViolence && !assaultsSigns) return verdict;
    const who = this.self();
    const help = this.rowHelp(who, this.harmedCaller, 'now');
    return help ? { ...verdict, kind: help.kind, who, danger: this.harmedCaller, acuity: 'now', help } : verdict;
  }

  /**
   * "alt er bare gråt" … "Har du selv tanker om at tage dit liv?" … "jeg orker ikke noget længere" … "ja det har jeg
   * faktisk": a yes in the words of our question ("det har jeg") one turn late, after a turn that told more of the same
   * and said neither yes nor no, answers it: callers finish their thought before they answer.
   */
  private answeredLate(words: string, turn: number): Asked | undefined {
    const asked = this.lastAsked;
    // "jeg er så ensom" … "jeg har ingen at snakke med" … "hvad sagde du" … "ja det har jeg tænkt på": a plea to hear it
    // again just before the answer does not count as the turn between.
    const plea = REPEAT_PLEA.test(plainWords(this.turns[turn - 2] ?? ''));
    const gap = plea ? 3 : 2;
    const between = plainWords(this.turns[turn - gap] ?? '');
    // "nej jeg ved ikke" … "jo okay ja det har jeg tænkt på": "jo" takes back the no said just before it.
    const noTakenBack = TAKES_BACK_NO.test(words) && NO.test(between);
    if (!asked || this.lastAskedAfter !== turn - gap || (this.denied.has(asked.question) && !noTakenBack) || this.kind) return undefined;
    // "jeg ved ikke hvad jeg skal gøre" is no hesitant yes: it does not answer, like a question back.
    const noAnswer = ASKED_BACK.test(between) || KNOWS_NOT_WHAT.test(between);
    if ((NO.test(between) && !noTakenBack) || (!noAnswer && (YES.test(between) || HESITANT.test(between)))) return undefined;
    // "hvorfor spørger du om det" … "ja okay ja det har jeg": a question back about ours, or a "jeg ved ikke hvad jeg skal",
    // leaves ours open, so a plain yes after it answers it.
    // So do the thoughts said to be there ("baleh ja altså ja jeg tænker på det"), as in an answer on time.
    const thoughtsThere = asked.question === 'suicide' && THOUGHTS_THERE.test(words) && !NO.test(words);
    // And so does the reason for being there, once the place was told ("toget plejer at komme kvart over" … "det er derfor
    // jeg er her").
    const yes = YES_IN_ITS_WORDS.test(words) || LATE_YES.test(words) || thoughtsThere || reasonTold(words) || (noAnswer && YES.test(words));
    return yes && !DENIED.test(words) ? asked : undefined;
  }

  /**
   * "min kæreste har låst sig inde på badeværelset" … "Er personen i fare lige nu?" … "hun siger hun har en kniv og jeg kan
   * høre hun græder": a weapon held by the one we asked about, aimed at no one ("mig" unsaid), in a call that told of no
   * harm to the caller, is that person's danger to themself, not violence against the caller.
   */
  private asOthersDanger(verdict: CrisisVerdict, tokens: Token[], asked: Asked | undefined): CrisisVerdict {
    const aboutOther = asked?.question === 'third_person' && asked.who === 'other';
    if (!aboutOther || this.harmedCaller || verdict.outcome !== 'crisis' || verdict.who === 'other') return verdict;
    // "min lillesøster har skåret sig" … "Er personen i fare lige nu?" … "det bløder og vil ikke stoppe", "og skrevet farvel":
    // the weights' guess of whose danger it is, in an answer that names neither the caller nor what is theirs, is the one
    // we asked about.
    const { lists } = this.rules;
    const namesNoCaller = ![lists.første_person, lists.mig, MY].some((list) => anywhere(list, tokens));
    const danger = verdict.danger ?? 'suicide';
    if (verdict.rule === WEIGHTS_RULE && namesNoCaller && !CALLERS_HARM.has(danger)) {
      const othersHelp = this.rowHelp('other', danger, 'now');
      return othersHelp ? { ...verdict, kind: othersHelp.kind, who: 'other', danger, acuity: 'now', help: othersHelp } : verdict;
    }
    // Harm done to the caller, which the weights alone guess unsure in such an answer ("min far er døende …" … "han sidder i
    // stuen nu"), names no one hurt: where the one asked about is, not a danger to the caller.
    if (verdict.rule === WEIGHTS_RULE && namesNoCaller && !verdict.sure) return { outcome: 'none', score: verdict.score };
    if (verdict.danger !== 'violence') return verdict;
    // "… den sidste siger han står udenfor og har en kniv med": one who comes after the caller (vold.efter_mig) brings the
    // weapon to the caller's door; that is violence against the caller.
    if (verdict.rule === 'vold.efter_mig') return verdict;
    if (anywhere(lists.mig, tokens) || !anywhere(lists.våben, tokens)) return verdict;
    const help = this.rowHelp('other', 'suicide', 'now');
    return help ? { ...verdict, kind: help.kind, who: 'other', danger: 'suicide', acuity: 'now', help } : verdict;
  }

  /** Plays `verdict`'s script when it has one not played yet: the crisis step, naming `turns`. */
  private played(verdict: CrisisVerdict | undefined, turns: number[]): Step | undefined {
    const help = verdict?.help;
    return verdict && help && this.enter(help) ? { act: 'crisis', kind: help.kind, help, verdict, turns } : undefined;
  }

  /** Asks `asked.question` once a call, or once more when its answer left it open (crisis-path.ts says it and calls asked()). */
  private ask(asked: Asked, verdict: CrisisVerdict, turn: number, reopened = false): Step {
    if (this.askedAbout.has(asked.question) && !reopened) return { act: 'none', verdict, turns: [turn] };
    this.pending = asked;
    return { act: 'ask', about: asked.question, verdict, turns: [turn] };
  }

  /** The caller as the triage table names them: a child once an age was said. */
  private self(): Who {
    return this.context.childCaller ? 'child' : 'caller';
  }

  /** The help of the triage row for a case, when that row plays a script (Børnetelefonen added for a child caller). */
  private rowHelp(who: Who, danger: Danger, acuity: Acuity): Help | undefined {
    if (!this.rules.triage) return undefined;
    const { action } = triage(this.rules.triage, who, danger, acuity);
    return action.type === 'crisis' ? withChildLine(action.help, this.context) : undefined;
  }

  /**
   * The model's own catch (its tool's arguments: who, what, how acute) through the same triage table as the
   * detector's, so it gets the same script, question or nothing. A caller known to be a child (an age said
   * in the call) is a child caller whatever the model said, and one the model calls a child is one for the
   * rest of the call (Børnetelefonen with every row); the model never changes a crisis call's kind.
   */
  reported(who: Who, danger: Danger, acuity: Acuity): Step {
    if (!this.rules.triage) throw new Error('the crisis rules have no triage table');
    if (who === 'child') this.context.childCaller = true;
    const inDanger = who === 'caller' && this.context.childCaller ? 'child' : who;
    const row = triage(this.rules.triage, inDanger, danger, acuity);
    const turns = [this.turns.length];
    const verdict: CrisisVerdict = { outcome: 'none', rule: 'vis_akut_hjaelp', who: inDanger, danger, acuity, triage: row.source };
    const { action } = row;
    if (this.kind || action.type === 'none') return { act: 'none', verdict, turns };
    if (action.type === 'crisis') {
      const help = withChildLine(action.help, this.context);
      return this.enter(help)
        ? { act: 'crisis', kind: help.kind, help, verdict: { ...verdict, outcome: 'crisis', kind: help.kind, help, sure: true }, turns }
        : { act: 'none', verdict, turns };
    }
    return this.ask(
      { question: action.question, who: inDanger, danger },
      { ...verdict, outcome: 'concern', question: action.question },
      turns[0]!,
    );
  }

  /**
   * The answer to our question: a yes (or a "ved ikke") plays the script of the row it leads to (the
   * concern question's to current thoughts, a hesitant yes to it first to the question about plans, the
   * plans question's to danger now, any other to its danger now, an unsure crisis's to its own row); a no
   * never does, except to the plans question, where it leaves current thoughts. Otherwise the caller went on
   * telling, and what they told decides: danger heard in it, even unsure, answers yes for what was heard,
   * when it weighs as much as risk told in pieces must.
   */
  private answer(
    asked: Asked,
    words: string,
    verdict: CrisisVerdict,
    tokens: Token[],
    framedNow: boolean,
  ): CrisisVerdict | 'plans' | undefined {
    if (this.planTold(asked, words, tokens)) return saidYesWith(this.rowHelp(this.self(), 'suicide', 'now'), verdict);
    const { lists } = this.rules;
    if (asked.question === 'plans') {
      if (YES.test(words) || verdict.outcome === 'crisis') return this.yesTo(asked, verdict);
      return NO.test(words) ? saidYesWith(this.rowHelp(this.self(), 'suicide', 'thoughts'), verdict) : undefined;
    }
    // "ja jeg er tømrer vi lægger tagpap": a yes that goes on to set a frame (a job, a game) answers what that frame is.
    const takenBack = yesTakenBack(asked, words, tokens, lists);
    const thoughtsThere =
      asked.question === 'suicide' &&
      (THOUGHTS_THERE.test(words) || (THOUGHTS_THERE_TOO.test(words) && !NEGATED.test(words))) &&
      !NO.test(words);
    const laterYes = yesSaidLater(asked, words, tokens, lists);
    const saidYes =
      (((YES.test(words) || thoughtsThere) && !DENIED.test(words)) || laterYes) && !KNOWS_NOT_WHAT.test(words) && !framedNow && !takenBack;
    // "for meget xanax og alkohol": a medicine, drug or poison named answers "Har du taget noget?" as much as a verb does;
    // a negation before it denies it ("ikke noget xanax"), one after it tells its effect ("… og nu kan jeg ikke trække vejret").
    const firstNamed = tokens.findIndex((_, at) => listStartsAt(lists.medicin, tokens, at) || listStartsAt(lists.gift, tokens, at));
    const named = firstNamed >= 0 && !tokens.slice(0, firstNamed).some((t) => NEGATED.test(t.word));
    const toldTaken = TOLD_TAKEN.test(words) || toldAmountOrSigns(words, tokens, lists) || named;
    // "i nat": a time in the last days answers the question whether it happened in the last days.
    const toldRecent = asked.question === 'sexual_assault' && RECENT.test(words) && !NO.test(words) && !NEGATED.test(words);
    const toldAssaultSigns = asked.question === 'sexual_assault' && ASSAULT_SIGNS.test(words) && !NO.test(words);
    // "jeg mener jeg har tænkt på at tage dem alle sammen på én gang": the taking only thought of or meant, none told done,
    // answers no overdose; what the answer tells is its own danger (a plan, a thought).
    const meantOnly = TAKING_MEANT.test(words) && !TOLD_TAKEN.test(words);
    const toldTakenNow = asked.question === 'overdose' && toldTaken && takenNow(words, tokens, lists) && !meantOnly;
    const toldPurpose = purposeTold(asked, words, tokens, lists);
    // "min kæreste er lige kommet hjem og han er virkelig fuld" … "Er personen i fare lige nu?" … "han slog mig lige i
    // ansigtet …": whose danger it was, the weights guessed; a rule sure of the caller's own danger in the answer says it.
    const callersOwn =
      asked.who === 'other' && asked.rule === WEIGHTS_RULE && verdict.outcome === 'crisis' && verdict.sure && verdict.rule !== WEIGHTS_RULE;
    if (callersOwn && verdict.who !== 'other') return verdict.help && { ...verdict, rule: `${verdict.rule} efter spørgsmålet` };
    if (saidYes || toldRecent || toldAssaultSigns || toldTakenNow || toldPurpose || toldSigns(asked, words)) {
      return asked.question === 'suicide' && HESITANT.test(words) ? 'plans' : this.yesTo(asked, verdict);
    }
    if (dangerToldIn(asked, verdict, words) || this.othersMeansTold(asked, words, tokens)) return this.yesTo(asked, verdict);
    // "alt er bare gråt jeg står ikke op …" after the concern question that distress alone made (a bekymring rule): more
    // of the same, with no word of what a danger is about (unanchored weights), is no yes; the question stays open
    // (answeredLate, reopened). After means or a loss named ("jeg har gemt hendes morfin"), the words that follow tell.
    if (
      NO.test(words) ||
      verdict.outcome !== 'crisis' ||
      !this.weighsAsPieces(verdict) ||
      this.doubted(verdict) ||
      distressAgainOrWell(asked, verdict, tokens, lists)
    )
      return undefined;
    // Danger only the weights heard in the answer to our question about an assault or about something taken ("jeg
    // tror der var noget i min drink"): the weights cannot tell kinds apart as well as such a question does, so it is
    // a yes to it. "Er du i fare lige nu?" names no kind, so there the answer's own kind stands.
    // So is it in a child caller's answer to our question about their own danger ("… han siger jeg ikke må sige det til
    // nogen"): the weights hear someone else in "han", but the danger asked about is the child's.
    // Not where the answer tells someone else's message ("… og der står farvel I fortjener bedre", read as "hun skriver …"):
    // what a friend writes is the friend's danger.
    const othersMessage =
      verdict.who === 'other' && tokens.some((t, at) => t.word === 'skriver' && SENDERS.has(tokens[at - 1]?.word ?? ''));
    const childsOwn = asked.question === 'child' && asked.who !== 'other' && this.context.childCaller && !othersMessage;
    // And in the answer to our question about someone else ("Er han i fare lige nu?" … "jeg kan ikke svømme og der er
    // ingen andre her"): the question said whose danger it is; the weights, which cannot tell, would make it the caller's
    // own. Harm done to the caller that they hear in the answer ("to fyre holdt mig nede") stays the caller's.
    // Not when the weights alone made that question (asked.rule): then whose danger it is was their guess too, and the
    // caller's own words in the answer ("… at jeg ikke kan mere og så gik jeg ud i garagen") say it is theirs.
    const othersAsked =
      asked.question === 'third_person' &&
      asked.who === 'other' &&
      asked.rule !== WEIGHTS_RULE &&
      !CALLERS_HARM.has(verdict.danger ?? 'suicide');
    // And where the weights are unsure of the answer to our question about violence against the caller ("Er du i fare lige
    // nu?" … "min kone og børnene er inde og jeg står ved vinduet"): the threat asked about is the danger, not a guess at
    // another kind in ordinary words.
    // Not where the answer names harm done or meant to oneself ("jeg har brændt mig med et strygejern"): that is its own.
    // Nor where it says nothing of the caller at all ("og så smækkede hun døren og låste sig inde på sit værelse"): what
    // the other one did then is no danger to the caller told.
    // Nor a farewell (@afskedsord: "jeg har allerede skrevet farvel på discord").
    const ownHarmNamed = [lists.skadeverbum, lists.dødsønske, lists.medicin, lists.afskedsord].some((list) => anywhere(list, tokens));
    // Nor where it tells an assault in its words (@overgrebsord: "og så holdt han mig fast og tog mine bukser af"): the
    // harm done is that, and its help.
    const assaultTold = verdict.danger === 'sexual_assault' && anywhere(lists.overgrebsord, tokens);
    const threatAsked =
      asked.question === 'violence' &&
      asked.who !== 'other' &&
      !verdict.sure &&
      !ownHarmNamed &&
      !assaultTold &&
      anywhere(lists.første_person, tokens);
    // Not where the taking is told only as meant, not done (meantOnly), nor where the answer to the question about an assault
    // names harm to oneself and no assault ("… nu sidder jeg her med alle mine piller og tænker på at tage dem"): the
    // answer's own kind stands.
    const ownHarmNotAssault = asked.question === 'sexual_assault' && ownHarmNamed && !assaultTold;
    const kindNamed = KIND_NAMED.has(asked.question) && !(asked.question === 'overdose' && meantOnly) && !ownHarmNotAssault;
    if (verdict.rule === WEIGHTS_RULE && (kindNamed || childsOwn || othersAsked || threatAsked)) return this.yesTo(asked, verdict);
    // The weights alone hearing someone else in the answer to our question about the caller's own danger: whose danger it
    // is, they cannot tell (detect.ts), so it is asked about, not played.
    if (verdict.rule === WEIGHTS_RULE && verdict.who === 'other' && asked.who !== 'other' && !this.context.childCaller) return undefined;
    // Nor another kind the weights alone guess in words whose sense they doubt (senseDoubted: "der står at hun hedder mis og
    // at jeg ikke kommer tilbage" is no violence): our question does not make that guess sure; the turns read together may.
    if (verdict.rule === WEIGHTS_RULE && verdict.senseDoubted && verdict.kind !== asked.question) return undefined;
    return verdict.help && { ...verdict, sure: true, rule: `${verdict.rule} efter spørgsmålet` };
  }

  /**
   * "min far ringede lige og sagde farvel" … "Er personen i fare lige nu?" … "han har jagtgeværer i huset": a means with no
   * everyday use (@middel_fast) at the other one's hand, told in answer to our question about them, is their danger now.
   */
  private othersMeansTold(asked: Asked, words: string, tokens: Token[]): boolean {
    return asked.question === 'third_person' && asked.who === 'other' && this.meansHeldBy(OTHERS_HOLDING, words, tokens);
  }

  /** A means with no everyday use (@middel_fast) said held by `holder`, with no no, negation, task or sport around it. */
  private meansHeldBy(holder: RegExp, words: string, tokens: Token[]): boolean {
    const { lists } = this.rules;
    return (
      anywhere(lists.middel_fast, tokens) &&
      holder.test(words) &&
      !NO.test(words) &&
      !NEGATED.test(words) &&
      ![lists.hverdag, lists.sport].some((list) => anywhere(list, tokens))
    );
  }

  /**
   * An answer that tells the plan itself, danger now: the act said to be coming ("jeg vil springe"), the caller at a place
   * to fall from, voices named as the ones who commanded the harm told before, or the pills at hand and none taken.
   */
  private planTold(asked: Asked, words: string, tokens: Token[]): boolean {
    // "jeg vil springe": the act said to be coming answers either question with a plan, danger now; so does going to the
    // place with a time ("… der har jeg hængt et reb op" … "jeg går derned efter vagten"), the act tied to a moment
    // coming, or having nearly done it.
    const actIntended =
      (asked.question === 'plans' || asked.question === 'suicide') &&
      (ACT_INTENDED.test(words) ||
        ACT_WITH_TIME.test(words) ||
        GOING_THERE.test(words) ||
        NEARLY_DONE.test(words) ||
        ACT_WHEN.test(words)) &&
      !NO.test(words);
    const { lists } = this.rules;
    // Not with an everyday errand, sport or a swim said around it ("… og venter på toget til arbejde", "… jeg hopper i
    // bassinet").
    const everydayAround = [lists.hverdag, lists.sport, lists.badning].some((list) => anywhere(list, tokens));
    const actNow = (asked.question === 'plans' || asked.question === 'suicide') && ACT_NOW.test(words) && !everydayAround;
    const atThePlace =
      asked.question === 'suicide' &&
      AT_A_PLACE.test(words) &&
      (anywhere(lists.farligt_sted, tokens) || anywhere(lists.ved_vand, tokens)) &&
      !NO.test(words) &&
      !everydayAround;
    // "de siger jeg skal skære halsen over på mig selv" … "det er stemmerne de har talt hele dagen": voices named as the ones
    // who commanded the harm told the turn before: a command hallucination, danger now.
    const before = this.tokensOf.at(-2) ?? [];
    const voicesCommanded =
      asked.question === 'suicide' &&
      anywhere(lists.stemme, tokens) &&
      !NO.test(words) &&
      anywhere(lists.befaling, before) &&
      anywhere(lists.skadehandling, before);
    // "ja det er til mig selv jeg har dem liggende her på bordet" or "de skal bruges til mig selv i nat" to "Har du taget
    // noget?": the pills at hand or kept for later, none said taken, are the plan's means: the suicide row's danger now,
    // not the overdose script.
    // At hand or kept for later answers the concern question as much ("det er sidste gang jeg ser den" … "jeg har pillerne
    // her i bilen"; "jeg har taget nogle morfin ampuller fra et skab" … "de skal bruges til mig selv i nat").
    const meansAtHand =
      asked.who !== 'other' &&
      (asked.question === 'overdose' || asked.question === 'suicide') &&
      (MEANS_AT_HAND.test(words) || KEPT_FOR_SELF.test(words)) &&
      !TOLD_TAKEN.test(words) &&
      !NO.test(words);
    const meansReady = asked.question === 'suicide' && MEANS_READY.test(words) && !NO.test(words) && !NEGATED.test(words);
    // "jeg går i stalden og kigger på bjælkerne" … "jeg har et reb med herud": a means with no everyday use for a caller in
    // distress (@middel_fast) held or brought, told in answer to the concern question, is the plan's means at hand.
    const meansHeld = asked.question === 'suicide' && asked.who !== 'other' && this.meansHeldBy(HOLDING, words, tokens);
    // "ja tanker om at dø" … "Har du tanker om at tage dit liv?" … "piller": a means and nothing else, the answer of a
    // caller of few words, names how; the thoughts have a means, danger now.
    const meansOnly =
      asked.question === 'suicide' &&
      asked.who !== 'other' &&
      ((tokens.length <= MEANS_ONLY_WORDS && (anywhere(lists.medicin, tokens) || anywhere(lists.middel_fast, tokens))) ||
        // So does a place to fall from named and nothing else ("en bro ved fjorden", after "… og jeg har fundet et sted").
        (tokens.length <= PLACE_ONLY_WORDS &&
          tokens.some((t, at) => !TAKEN_OR_ROOF.has(t.word) && listStartsAt(lists.farligt_sted, tokens, at)) &&
          !everydayAround &&
          !tokens.some((t) => SENTENCE_WORDS.has(t.word)))) &&
      !NO.test(words) &&
      !NEGATED.test(words);
    return actIntended || actNow || atThePlace || voicesCommanded || meansAtHand || meansReady || meansHeld || meansOnly;
  }

  /**
   * "det er mig selv det handler om" after our question about someone's or anyone's danger ("hvor højt skal man falde
   * fra …", "jeg skriver en opgave om selvskade"), or after a danger told of anyone that got no question ("hvis man er
   * blevet voldtaget, skal man så …" … "det er mig det skete for i nat"): the caller says it is their own. Their danger
   * heard in this turn plays its row's script as now ("… min mor slog mig med en ledning i går"); else it is a yes to
   * the question.
   */
  private disclosed(verdict: CrisisVerdict, tokens: Token[], words: string): CrisisVerdict | undefined {
    const asked = this.lastAsked ?? this.toldOfAnyone;
    // "hvad gør man hvis man er blevet voldtaget" … "det skete i forgårs": when it happened, told as days ago, says whose.
    const toldWhen = asked?.danger === 'sexual_assault' && TOLD_WHEN.test(words) && RECENT.test(words) && !NEGATED.test(words);
    if (!asked || (!anywhere(this.rules.lists.selvafsløring, tokens) && !toldWhen)) return undefined;
    // "hvis nu en ven spurgte hvor mange sovepiller der skulle til" … "altså det er mig der spørger": the danger asked
    // about as someone else's is the caller's own; a yes to it as theirs. Not after a no ("nej det er mig selv der er bange"),
    // and only of a danger a rule named: the weights cannot tell which danger someone else is in.
    if (asked.who === 'other') {
      if (NO.test(words) || verdict.who === 'other' || asked.rule === undefined || asked.rule === WEIGHTS_RULE) return undefined;
      return this.yesTo({ question: asked.danger, who: this.self(), danger: asked.danger }, verdict);
    }
    // The time told is of the assault asked about, whatever kind the weights guess for "det skete i forgårs" alone.
    const danger = toldWhen ? asked.danger : verdict.danger;
    if (danger && verdict.who !== 'other') {
      const help = this.rowHelp(verdict.who === 'child' ? 'child' : this.self(), danger, 'now');
      return help && { ...verdict, outcome: 'crisis', kind: help.kind, help, sure: true, rule: `${verdict.rule} sagt om sig selv` };
    }
    return this.yesTo(asked, verdict);
  }

  /**
   * "jeg har taget mine hjertepiller to gange" … "og så tog jeg dem en gang til" … "nu er jeg svimmel og pulsen er helt
   * langsom": the body's signs (or how much) told the turn after the answer to "Har du taget noget?", when that answer
   * was not a no, are a yes to it, as they would be in the answer itself: what was taken acts later than the story.
   */
  private signsAfterAnswer(words: string, tokens: Token[], verdict: CrisisVerdict, turn: number): CrisisVerdict | undefined {
    const asked = this.lastAsked;
    if (asked?.question !== 'overdose' || turn !== this.lastAskedAfter + 2 || this.denied.has(asked.question)) return undefined;
    if (NO.test(words) || NEGATED.test(words) || AS_PRESCRIBED.test(words) || !toldAmountOrSigns(words, tokens, this.rules.lists))
      return undefined;
    return this.yesTo(asked, verdict);
  }

  /**
   * "hvor hurtigt virker en paracetamolforgiftning" … "fordi jeg tog en hel pakke i morges": a turn that tells of
   * something taken in an amount ("en hel pakke", "dem alle", "for mange"), or of "dem" taken after a number of them was
   * said ("kan man dø af ti sovepiller" … "nej ikke ti, tyve" … "jeg tog dem for en halv time siden"), and names nothing
   * taken refers to the medicine or poison named in the two turns before it. It is read with that named in its place,
   * and counts when a rule is sure of it there (past, negation and frames are the rule's to weigh, as in any turn).
   */
  private meansReferredTo(tokens: Token[]): { verdict: CrisisVerdict; turns: number[] } | undefined {
    const { lists } = this.rules;
    if (!anywhere(lists.indtaget, tokens) || anywhere(lists.medicin, tokens) || anywhere(lists.gift, tokens)) return undefined;
    // After a frame in the call (a job, a study, a story), nothing is read in, unless the caller now tells of their own
    // taking ("jeg læser sygepleje" … "fordi jeg tog en hel pakke i morges").
    if (this.context.framed && !tellsOwnTaking(tokens, lists)) return undefined;
    // The two turns before this one, the nearest first.
    const twoBefore = this.tokensOf.slice(-3, -1).reverse();
    const named = twoBefore.find((before) => anywhere(lists.medicin, before) || anywhere(lists.gift, before));
    if (!named) return undefined;
    const means = anywhere(lists.medicin, named) ? 'medicin' : 'gift';
    const words = tokens.map((t) => (t.word === BREAK ? '.' : t.word));
    const reading = (at: number, ...inserted: string[]) => [...words.slice(0, at), ...inserted, ...words.slice(at)].join(' ');
    // The means read after an amount or container word, where the rules look for it, the last first ("jeg tog alle dem
    // der var tilbage i glasset": after "glasset", then after "alle"); with no amount in this turn ("jeg tog dem for en
    // halv time siden"), after the taking, with the number said last before it ("nej ikke ti, tyve").
    // A number after a clock word is a time, not an amount ("så jeg tog den kl 14").
    const amounts = tokens.flatMap((_, at) =>
      (listStartsAt(lists.mængde, tokens, at) && !CLOCK.has(tokens[at - 1]?.word ?? '')) || listStartsAt(lists.beholder, tokens, at)
        ? [at + 1]
        : [],
    );
    const readings = amounts.reverse().map((at) => reading(at, means));
    if (readings.length === 0) {
      // An age is no count of tablets ("han er 84 og bor alene" … "han glemmer om han har taget dem").
      const number = twoBefore
        .flatMap((before) =>
          before.map((t, at) => (AGE_BEFORE.has(before[at - 1]?.word ?? '') || before[at + 1]?.word === 'år' ? '' : t.word)).reverse(),
        )
        .find((word) => inRange(word, MANY_TABLETS, Number.POSITIVE_INFINITY));
      const taking = tokens.findIndex((_, at) => listStartsAt(lists.indtaget, tokens, at));
      if (number === undefined || tokens[taking + 1]?.word !== 'dem') return undefined;
      readings.push(reading(taking + 2, number, means));
    }
    const sureOverdose = (verdict: CrisisVerdict) =>
      verdict.outcome === 'crisis' && verdict.rule !== WEIGHTS_RULE && verdict.sure && verdict.danger === 'overdose';
    const verdict = readings.map((reading) => detectCrisis(reading, this.rules, this.context)).find(sureOverdose);
    return verdict && { verdict, turns: [this.tokensOf.indexOf(named) + 1, this.turns.length] };
  }

  /** A yes to `asked`: the script of the row it leads to (see answer). */
  private yesTo(asked: Asked, verdict: CrisisVerdict): CrisisVerdict | undefined {
    const self = this.self();
    if (asked.question === 'plans') return saidYesWith(this.rowHelp(self, 'suicide', 'now'), verdict);
    // "Har du tanker om at tage dit liv?" … "jeg har taget nogle piller": what the answer tells taken is the overdose.
    if (asked.question === 'suicide' && tellsOwnOverdose(verdict)) return saidYesWith(this.rowHelp(self, 'overdose', 'now'), verdict);
    if (asked.question === 'suicide') return saidYesWith(this.rowHelp(self, 'suicide', 'thoughts'), verdict);
    if (asked.help) return saidYesWith(asked.help, verdict);
    return saidYesWith(this.rowHelp(...(QUESTION_LEADS_TO[asked.question]?.(asked) ?? [asked.who, asked.danger, 'now'])), verdict);
  }

  /**
   * Risk told in pieces: the last two, then three turns weighed as one (each turn's clauses stay its own, so
   * no negation reaches across turns). Only when this turn itself weighs towards danger, so an ordinary
   * turn after a worrying one never turns it into a crisis, and only with a margin over the threshold.
   * A turn that says the caller is a child (`becameChild`: "jeg er 10" after "jeg har ikke fået mad siden
   * fredag") has the turns before it read again as a child's: a rule for a child caller (udfald "barn") then
   * counts, whatever the weights. A short turn that goes on with the one before (`goesOn`: "hele glasset
   * faktisk") is read in its clause, and counts when a rule is sure of it there; the weights' sum of the two
   * is held to the bar above, as any pieces are. Fragments of a few words each in a row are one sentence
   * said in breaths, read whole, and count when a rule is sure of it; so does a turn that says the act told before was
   * meant ("jeg har brændt mig på strygejernet" … "jeg gjorde det med vilje"). A turn that says the danger is the
   * caller's own (`ownSaid`: "det var for mig selv") makes no one else's danger of the turns before. The answer to our
   * question (`answering`: the question) is weighed with the turns before for another danger than the one asked about.
   */
  private pieces(
    latest: CrisisVerdict,
    becameChild: boolean,
    goesOn: boolean,
    ownSaid: boolean,
    answering: string | undefined,
  ): { verdict: CrisisVerdict; turns: number[] } | undefined {
    if (!this.rules.weights) return undefined;
    // Danger heard before this turn: the turns read again are read as the call stood then, so a rule for danger told in
    // pieces (efter) needs a turn before this one that heard danger, not this turn's own unsure reading.
    const context = { ...this.context, earlierDanger: this.dangerBefore };
    const counts = (verdict: CrisisVerdict) => verdict.outcome === 'crisis' && !this.context.framed && !this.doubted(verdict);
    // The last turns read as the one sentence they are, when a rule is sure of it there.
    const sureSentence = (n: number) => {
      const first = this.turns.length - n;
      const verdict = detectCrisis(this.turns.slice(first).join(' '), this.rules, context);
      if (counts(verdict) && verdict.rule !== WEIGHTS_RULE && verdict.sure === true)
        return { verdict, turns: Array.from({ length: n }, (_, i) => first + i + 1) };
      return undefined;
    };
    const continued = goesOn && this.turns.length > 1 ? sureSentence(2) : undefined;
    if (continued) return continued;
    // A turn that refers back counts when what the rule heard spans both turns: not what one of them said alone.
    const referred = this.turns.length > 1 && refersBack(this.tokensOf.at(-1)!) ? sureSentence(2) : undefined;
    const own = (tokens: Token[] | undefined) => tokens?.map((t) => t.word).join(' ') ?? '';
    const spans = (span = '') => !own(this.tokensOf.at(-1)).includes(span) && !own(this.tokensOf.at(-2)).includes(span);
    if (referred && spans(referred.verdict.span)) return referred;
    // A turn that says the act told before was meant ("jeg har brændt mig på strygejernet" … "jeg gjorde det med vilje"):
    // the intent (@forsæt, not denied) lifts the everyday sense the turn before had alone.
    const last = this.tokensOf.at(-1)!;
    const meantNow = anywhere(this.rules.lists.forsæt, last) && !anywhere(this.rules.lists.nægtelse, last);
    const meant = this.turns.length > 1 && meantNow ? sureSentence(2) : undefined;
    if (meant) return meant;
    // A child caller tells a danger in pieces ("min mor er ikke kommet hjem i går" … "jeg er alene med min lillesøster og der
    // er ingen mad"): where the latest turn heard a child's danger already, the last turns are read as one sentence.
    const childsPieces = this.context.childCaller && latest.outcome === 'crisis' && latest.kind === 'child';
    const childsSentence =
      childsPieces && this.turns.length > 1 ? (sureSentence(2) ?? (this.turns.length > 2 ? sureSentence(3) : undefined)) : undefined;
    if (childsSentence) return childsSentence;
    const fragments = this.fragmentsAtEnd();
    const said = fragments > 1 ? sureSentence(fragments) : undefined;
    if (said) return said;
    // A means a rule heard but was unsure of ("jeg har talt mine sovepiller og der er fyrre", plan.*) is weighed with the
    // turns before it whatever its own words weigh: the loss told before it is why the means are counted.
    const meansAsked = latest.outcome === 'concern' && latest.rule?.startsWith('plan.');
    if ((latest.score ?? 0) <= 0 && !becameChild && !meansAsked) return undefined;
    for (let n = 2; n <= Math.min(PIECES, this.turns.length); n++) {
      const first = this.turns.length - n;
      const verdict = detectCrisis(this.turns.slice(first).join(' . '), this.rules, context);
      const forChild = becameChild && this.rules.rules.find((rule) => rule.id === verdict.rule)?.outcome === 'child caller';
      // A child's rule read again counts whatever the call's frame: a game or an app is where a grown-up reaches a child
      // ("en voksen mand har skrevet til mig på roblox" … "jeg er 11"); the rule's own lists silence play.
      const childCounts = forChild && verdict.outcome === 'crisis' && !this.doubted(verdict);
      if (!(counts(verdict) || childCounts) || (!forChild && !this.weighsAsPieces(verdict))) continue;
      // Only the weights, and no word of what a danger is about (@risikoanker) in any of the turns: "jeg er 24" …
      // "i aften har han drukket" weighs high together but names no harm; the turns to come tell.
      if (!forChild && verdict.rule === WEIGHTS_RULE && !verdict.anchored) continue;
      // Words whose sense asks, whatever they weigh ("jeg står og laver mad" … "undskyld hvis du hører kniven på
      // brættet", violence with no word of a blow): more turns are more weight, not another sense.
      if (!forChild && verdict.senseDoubted) continue;
      // The answer to our question decides what the turn asked about meant ("det hele går bare i sort på login siden" …
      // "den side dræber mig altså ærligt"): weighed again with it for the danger asked about, that turn would count
      // twice. Another danger told in the answer ("Er personen i fare?" … "han tog fat i mig og tvang mig") may.
      if (!forChild && answering !== undefined && verdict.kind === answering) continue;
      // "jeg står på Langebro nu" … "nej nej jeg venter bare på min kæreste" … "jeg tror ikke jeg går hjem igen i nat": a
      // danger we asked about and were told no is not heard again from the turns before the no.
      if (!forChild && verdict.kind !== undefined && this.denied.has(verdict.kind)) continue;
      // "… hvis man tager 30 sovepiller" … "det var for mig selv": a turn that says the danger is the caller's own
      // makes no one else's of the turns before; what the caller tells next decides.
      if (verdict.who === 'other' && ownSaid) continue;
      // The turns before make the caller's own danger heard in this turn sure, not someone else's or a child's
      // ("… breve til min mor og min lillesøster" after a breakup is the caller's goodbye).
      const elsewhere = verdict.help?.kind === 'child' || verdict.help?.kind === 'third_person';
      const ownKind = !forChild && elsewhere && latest.outcome === 'crisis' && latest.help?.kind === 'suicide' && latest.who === 'caller';
      return { verdict: ownKind ? { ...latest, sure: true } : verdict, turns: Array.from({ length: n }, (_, i) => first + i + 1) };
    }
    return undefined;
  }

  /**
   * An unsure danger in a call that told of a life event with goodbyes of its own (moving abroad, retiring)
   * or of dying of an illness (the caller's, or someone else's when the danger is theirs): its goodbyes have a reason, so turns weighed together, or told after our
   * question, count only when they are sure on their own.
   */
  private doubted(verdict: CrisisVerdict): boolean {
    const othersDeath = this.context.othersDying && verdict.who === 'other';
    return !verdict.sure && (this.context.lifeEvent || this.context.dying || othersDeath);
  }

  /**
   * "jeg tog mine antidepressive" … "hele glasset faktisk": a short turn with no subject of its own (@subjekt) goes
   * on with the turn before it, in the same clause, the way one sentence said in two breaths does.
   */
  private goesOn(tokens: Token[]): boolean {
    const words = tokens.filter((t) => t.word !== BREAK);
    return words.length > 0 && words.length <= GOES_ON_WORDS && !anywhere(this.rules.lists.subjekt, tokens);
  }

  /** How many of the last turns (up to FRAGMENTS) are fragments of at most FRAGMENT_WORDS words each. */
  private fragmentsAtEnd(): number {
    let n = 0;
    while (n < Math.min(FRAGMENTS, this.turns.length) && wordCount(this.turns[this.turns.length - 1 - n]!) <= FRAGMENT_WORDS) n++;
    return n;
  }

  /** Whether a verdict weighs as much as risk told in pieces must: more than the threshold and a margin. */
  private weighsAsPieces(verdict: CrisisVerdict): boolean {
    return (verdict.score ?? 0) > (this.rules.weights?.threshold ?? 0) + PIECES_MARGIN;
  }
}

/**
 * "i går slog han mig fordi jeg tog et stykke brød" after our question about the caller's own danger: a rule heard harm
 * done to the caller ("mig", "os" in its words; not "… låste sig inde") and only the weights held it back; the question
 * asked already weighed it.
 */
const harmToldIn = (asked: Asked, verdict: CrisisVerdict, words: string) =>
  (asked.question === 'child' || asked.question === 'violence') &&
  asked.who !== 'other' &&
  verdict.outcome === 'none' &&
  verdict.rule !== undefined &&
  verdict.rule !== WEIGHTS_RULE &&
  verdict.who !== 'other' &&
  CALLERS_HARM.has(verdict.danger ?? 'suicide') &&
  DONE_TO_CALLER.test(verdict.span ?? '') &&
  !NO.test(words);

/**
 * "min kæreste har låst sig inde på badeværelset" … "Er personen i fare lige nu?" … "hun siger at hun har et barberblad og
 * at hun ikke vil leve mere": their risk, heard by a rule in the answer to our question about them, is a yes.
 */
const othersRiskToldIn = (asked: Asked, verdict: CrisisVerdict, words: string) =>
  asked.question === 'third_person' &&
  asked.who === 'other' &&
  verdict.outcome === 'concern' &&
  verdict.kind === 'third_person' &&
  verdict.who === 'other' &&
  verdict.rule !== undefined &&
  verdict.rule !== WEIGHTS_RULE &&
  !NO.test(words);

/** Someone told as gone out or away just now ("hun er gået ud med barnevognen", "han er kørt væk"); "han er kørt" alone is not. */
const GONE_NOW =
  /(?<!\p{L})(?:han|hun|de) er (?:lige )?(?:gået|kørt|løbet|cyklet|taget|stukket) (?:ud|væk|afsted|af sted|hjemmefra|sin vej)(?!\p{L})/u;

/**
 * "min kone har sagt hun vil tage babyen med ud i vandet" … "Er personen i fare lige nu?" … "hun er gået ud med
 * barnevognen": gone, after a threat a rule heard, is a yes; a guess of the weights' is not threat enough.
 */
const goneAfterThreat = (asked: Asked, words: string) =>
  asked.question === 'third_person' && asked.who === 'other' && asked.rule !== WEIGHTS_RULE && GONE_NOW.test(words) && !NO.test(words);

/**
 * "Har du tanker om at tage dit liv?" … "altså gøre en ende på det": the act itself named (@dødshandling) as the answer's
 * first words (after "at" or "bare" at most), with no negation, says what the thoughts are of; inside a sentence of its own
 * ("den side dræber mig", "jeg var tæt på at dø dengang") it is a figure or a story. To "Har du taget noget?" only a
 * purpose (DONE_TO_DIE) says it.
 */
const actNamed = (asked: Asked, words: string, tokens: Token[], lists: CrisisRules['lists']) => {
  const first = ACT_LEADS.has(tokens[0]?.word ?? '') ? 1 : 0;
  return asked.question === 'suicide' && listStartsAt(lists.dødshandling, tokens, first) && !NEGATED.test(words) && !NO.test(words);
};
/** The words before a number that make it an age ("han er 84", "en mand på 70"). */
const AGE_BEFORE: ReadonlySet<string> = new Set(['er', 'på', 'blev', 'bliver', 'fylder', 'fyldte']);
/**
 * A good present told of the caller (@bedring: "nu har jeg det godt"), not of someone named just before it ("… jeg tænker
 * at børnene har det bedre hos deres far" is a burden's thought, no taking back).
 */
const callerWell = (tokens: Token[], lists: CrisisRules['lists']) =>
  tokens.some(
    (_, at) =>
      listStartsAt(lists.bedring, tokens, at) &&
      ![lists.tredje_subjekt, lists.børnene, lists.relation].some((others) => listCovers(others, tokens, at - 1)),
  );
/** The words that may lead into the act named as an answer ("at gøre en ende på det", "bare forsvinde"). */
const ACT_LEADS = new Set(['at', 'bare']);
/** The questions a purpose told ("det var med vilje", DONE_TO_DIE) answers. */
const PURPOSE_ASKED: ReadonlySet<string> = new Set(['overdose', 'suicide']);
/** What the thoughts or the taking were for, told in the answer: a purpose, or the act itself named. */
const purposeTold = (asked: Asked, words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  (PURPOSE_ASKED.has(asked.question) && DONE_TO_DIE.test(words) && !NO.test(words)) || actNamed(asked, words, tokens, lists);

/**
 * Something told taken now: not as prescribed, not denied, and not a drug named in a frame of its own ("har I materiale vi
 * kan dele ud om stoffer": a topic, not something taken).
 */
const takenNow = (words: string, tokens: Token[], lists: CrisisRules['lists']) =>
  !NO.test(words) && !AS_PRESCRIBED.test(words) && !anywhere(lists.ramme, tokens);

/** The danger asked about told in the answer, not said yes to: harm to the caller, someone else's risk, or their leaving. */
const dangerToldIn = (asked: Asked, verdict: CrisisVerdict, words: string) =>
  harmToldIn(asked, verdict, words) ||
  othersRiskToldIn(asked, verdict, words) ||
  goneAfterThreat(asked, words) ||
  wishAfterPlace(asked, verdict, words) ||
  freshAfterSelfHarm(asked, words) ||
  othersActTimed(asked, words);

/**
 * "hun har bedt mig hjælpe med at skaffe piller nok" … "Er personen i fare lige nu?" … "hun siger hun gør det i morgen med
 * eller uden mig": the other's act told with its time soon, in their words, is the yes.
 */
const othersActTimed = (asked: Asked, words: string) =>
  asked.question === 'third_person' && OTHERS_ACT_TIMED.test(words) && !NO.test(words);
const OTHERS_ACT_TIMED = new RegExp(
  `(?<!\\p{L})(?:han|hun|de) (?:siger|sagde|skriver|skrev|har sagt|har skrevet) (?:at )?(?:han|hun|de) (?:gør|vil gøre|skal gøre) det (?:${SOON}|på lørdag|på søndag|i weekenden)(?!\\p{L})`,
  'u',
);

/**
 * "jeg er 14 og har skåret mig" … "det bløder og mine forældre sover": after self-harm heard and asked about, a wound
 * told fresh (still bleeding, deep, needing stitches), or the harm told just done ("for en time siden nej det var lige før
 * faktisk"), says it happened now, which is the yes.
 */
const freshAfterSelfHarm = (asked: Asked, words: string) => asked.danger === 'self_harm' && FRESH_HARM.test(words) && !NO.test(words);
const FRESH_HARM =
  /(?<!\p{L})(?:det bløder(?! ikke)|bløder (?:stadig|meget|voldsomt|rigtig meget|helt vildt)|kan ikke (?:stoppe|stoppe det|få stoppet) (?:blødningen|det)|det er (?:ret |rigtig |meget )?dybt|skal (?:nok )?syes|gaber|for en time siden|for en halv time siden|for et kvarter siden|for \d+ minutter siden|for lidt siden|lige før|lige nu)(?!\p{L})/u;

/**
 * "jeg står på taget af parkeringshuset" … "Har du selv tanker om at tage dit liv?" … "… og jeg vil ikke mere": where a
 * rule heard the caller at a place or with a plan and only doubt made it a question, words of not going on in the answer
 * (a concern of the bekymring family) say yes to it; after distress alone they are more of the same (distressAgain).
 */
const wishAfterPlace = (asked: Asked, verdict: CrisisVerdict, words: string) =>
  asked.question === 'suicide' &&
  asked.who !== 'other' &&
  asked.rule !== undefined &&
  asked.rule !== WEIGHTS_RULE &&
  !asked.rule.startsWith('bekymring.') &&
  verdict.outcome === 'concern' &&
  verdict.kind === 'suicide' &&
  verdict.rule?.startsWith('bekymring.') === true &&
  !NO.test(words);

/** The verdict of a yes to our question that plays `help`. */
const saidYesWith = (help: Help | undefined, verdict: CrisisVerdict): CrisisVerdict | undefined =>
  help && { ...verdict, outcome: 'crisis', kind: help.kind, help, sure: true, rule: 'ja til spørgsmålet' };

/** The script `help` played on the answer to our question: its words name the question's turn and this one. */
function answered(help: Help, verdict: CrisisVerdict, rule: string, turn: number): Step {
  return {
    act: 'crisis',
    kind: help.kind,
    help,
    verdict: { ...verdict, outcome: 'crisis', kind: help.kind, help, sure: true, rule },
    turns: [turn - 1, turn],
  };
}

/** Someone else's body in danger (not waking, something taken): a child told of it cannot judge it (childAloneWithIt). */
const BODY_IN_DANGER: ReadonlySet<Danger> = new Set<Danger>(['medical', 'overdose', 'suicide']);

/** Dangers others do to the caller: what a child's age, told after our question about one, makes a child's. */
const CALLERS_HARM: ReadonlySet<Danger> = new Set<Danger>(['violence', 'sexual_assault', 'stalking']);

/** assistant.md's words after a hesitant yes to the concern question: the lines are on screen, and it asks about plans. */
const PLANS_SCRIPT = 'suicide_plans';

/** The case a yes to a question leads to, by the question (the rest: who and what it was about, now). */
const QUESTION_LEADS_TO: Record<string, (asked: Asked) => [Who, Danger, Acuity]> = {
  third_person: (asked) => ['other', asked.danger, 'now'],
  may_harm: (asked) => ['harmer', asked.danger, 'now'],
  overdose: (asked) => [asked.who === 'other' ? 'other' : asked.who, 'overdose', 'now'],
  sexual_assault: (asked) => [asked.who, 'sexual_assault', 'now'],
};

/** An answer to whether someone is in danger now that tells its signs, and not that they are safe (DANGER_SIGNS). */
const toldSigns = (asked: Asked, words: string) =>
  IN_DANGER_QUESTIONS.has(asked.question) &&
  (DANGER_SIGNS.test(words) ||
    (HARMED_BY_SOMEONE.has(asked.question) &&
      (HARMER_HOME.test(words) || FEAR_NOW.test(words) || STRANDED.test(words) || APPROACHED.test(words)))) &&
  !SAFE_NOW.test(words) &&
  !DENIED.test(words);

/** The answer to the safety question is not a clear yes, or tells the danger again (see SAFE). */
function notSafe(words: string, verdict: CrisisVerdict): boolean {
  // A danger the word weights alone are unsure of ("ja jeg er hos min mor nu") does not outweigh a clear yes.
  const unsureWeights = verdict.rule === WEIGHTS_RULE && verdict.outcome === 'crisis' && !verdict.sure;
  if (verdict.outcome !== 'none' && verdict.acuity === 'now' && !unsureWeights) return true;
  return !SAFE.test(words) || DOUBT.test(words) || /(?<!\p{L})(?:nej|ikke|ingen|men)(?!\p{L})/u.test(words);
}

/**
 * "min far har fået voldsomme smerter i brystet" … "han sveder og er helt grå", "min kollega har savet sig i benet" …
 * "det pumper ud med blod": a turn that opens on "han", "hun", "de" or "det" goes on telling of the one named before
 * it, as one sentence does.
 */
const refersBack = (tokens: Token[]) => REFERRING.has(tokens.find((t) => !OPENERS.has(t.word))?.word ?? '');
const REFERRING: ReadonlySet<string> = new Set(['han', 'hun', 'de', 'det']);
/** The words a turn may open with before its subject (fillers such as "øh" and "altså" are gone already: normalise). */
const OPENERS: ReadonlySet<string> = new Set(['og', 'men', 'så', 'nu']);

/** Lower case, words only: what the yes and no checks read. */
const plainWords = (text: string) => spokenOnce(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
const wordCount = (text: string) => plainWords(text).split(' ').filter(Boolean).length;

/** An overdose the caller tells of themself, heard now. */
const tellsOwnOverdose = (verdict: CrisisVerdict) =>
  verdict.outcome === 'crisis' && verdict.danger === 'overdose' && verdict.who !== 'other' && verdict.acuity === 'now';

/** "jeg tog", "tog jeg", "jeg har (lige) slugt": the caller is the one who took something (@indtaget). */
function tellsOwnTaking(tokens: Token[], lists: CrisisRules['lists']): boolean {
  const jeg = (at: number) => tokens[at]?.word === 'jeg';
  return tokens.some(
    (_, at) =>
      listStartsAt(lists.indtaget, tokens, at) &&
      (jeg(at - 1) ||
        jeg(at + 1) ||
        (jeg(at - 2) && ['har', 'havde', 'lige'].includes(tokens[at - 1]!.word)) ||
        (jeg(at - 3) && tokens[at - 2]?.word === 'har')),
  );
}
