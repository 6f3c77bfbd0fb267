// The crisis detector: every rule against its own examples, the normaliser, the three outcomes and the
// kinds, suppression only inside the matched clause, the learnt word weights (fresh, reproducible, and
// weighed as described), properties that speech-to-text noise never flips a verdict, and the figures on
// the labelled sets (the shared development set and the example sets the weights learn from).
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadAgentContent } from '../../agent/content.ts';
import { detectCrisis, judgeTurn, NO_CONTEXT, ruleVerdict, WEIGHTS_RULE } from '../../agent/crisis/detect.ts';
import { normalise } from '../../agent/crisis/normalise.ts';
import { crisisSourcesDigest, EXAMPLES_DIR, readCrisisRules, WEIGHTS_FILE } from '../../agent/crisis/rules.ts';
import { type Element, wordMatches } from '../../agent/crisis/vocabulary.ts';
import { FEATURE_SET, featureWords, formatWeights, parseWeights, weigh, wordFeatures } from '../../agent/crisis/weights.ts';
import { type Example, readExampleSets, readLabelledSet, train } from '../../scripts/crisis-train.ts';

const rules = loadAgentContent().crisisRules;
const detect = (said: string) => detectCrisis(said, rules);
const words = (said: string) => normalise(said, rules).map((t) => t.word);

describe('each rule in content/agent/krise/regler.txt', () => {
  it.each(rules.rules.map((rule) => [rule.id, rule] as const))('%s matches its "+" examples and lets its "-" examples pass', (_, rule) => {
    for (const { fires, text } of rule.examples) {
      if (fires) {
        // The rule alone matches, and the whole detector does not silence it.
        // A rule that counts only after earlier danger in the call is tried in such a call.
        const earlier = {
          ...NO_CONTEXT,
          earlierDanger: rule.outcome === 'after',
          othersDanger: rule.outcome === 'after',
          childCaller: rule.outcome === 'child caller',
        };
        expect(detectCrisis(text, { ...rules, rules: [rule], weights: undefined }, earlier), `${rule.source}: + ${text}`).toMatchObject({
          rule: rule.id,
        });
        // What the rule heard is a danger the triage table reads; past violence may rightly lead to nothing.
        expect(detectCrisis(text, rules, earlier).danger, `${rule.source}: + ${text}`).toBeDefined();
      } else expect(detect(text).outcome, `${rule.source}: - ${text}`).not.toBe('crisis');
    }
  });

  // A rule's words meet the normaliser's words, so a run written as the caller says it but never as the normaliser
  // leaves it ("af sted" for "afsted", "to dage" for "2 dage", "over hovedet" joined) could never match. A run is
  // tried after a word no list knows, after "jeg" (a subordinate clause's order) and after "det" (@fyld_i_brug's
  // "det okay"), since the words before it decide some of what the normaliser does.
  it('names every run of words as the normaliser leaves it, so none is dead', () => {
    const runsOf = function* (elements: Element[]): Generator<string[]> {
      let run: string[] = [];
      for (const el of elements) {
        if (el.type === 'word' && !el.optional && !el.word.includes('*')) {
          run.push(el.word);
          continue;
        }
        if (run.length) yield run;
        run = [];
        if (el.type === 'group') for (const alternative of el.alternatives) yield* runsOf(alternative);
      }
      if (run.length) yield run;
    };
    const survives = (run: string[]) =>
      ['xq', 'jeg', 'det'].some((opener) => {
        const tokens = normalise(`${opener} ${run.join(' ')}`, rules).slice(1);
        return tokens.length === run.length && run.every((word, at) => wordMatches(word, tokens[at]!));
      });
    const dead = rules.rules.flatMap((rule) =>
      [...runsOf(rule.pattern)].filter((run) => !survives(run)).map((run) => `${rule.id}: ${run.join(' ')}`),
    );
    expect(dead).toEqual([]);
    // The check can fail: a run the normaliser rewrites is caught.
    expect(survives(['tog', 'af', 'sted'])).toBe(false);
  });
});

describe('outcomes and kinds', () => {
  it.each([
    ['jeg vil ikke leve mere', 'suicide'],
    ['jeg har skåret i armene i aften', 'suicide'],
    ['jeg har lige slugt tredive panodil', 'overdose'],
    ['min kæreste har lige slået mig', 'violence'],
    ['jeg blev voldtaget i nat', 'sexual_assault'],
    ['min stedfar slår min lillebror', 'child'],
    ['jeg er 12 og min far slår mig', 'child'],
    ['min veninde står ude på broen og har taget en masse piller', 'third_person'],
    ['min søn på 16 har låst sig inde og siger han vil hænge sig og jeg kan ikke få døren op', 'third_person'],
    ['min datter har fortalt at hendes stedfar rører ved hende', 'third_person'],
    ['kan ikke mere vil bare dø', 'suicide'],
    ['hvordan kan man tage sit liv uden det gør ondt for jeg vil gøre det i nat', 'suicide'],
    ['jeg tog 40 pamol klokken otte i morges og jeg har det egentlig fint nu', 'overdose'],
    ['de selvmordstanker jeg har er blevet værre', 'suicide'],
    ['min ven står på broen lige nu', 'third_person'],
    ['min far siger at han vil skyde sig selv med sit gevær', 'third_person'],
    ['han har skrevet at han kommer med en kniv og at jeg skal dø i nat', 'violence'],
    ['jeg har drukket noget afløbsrens for en halv time siden', 'overdose'],
    // Someone else's danger, told in the roles of the sentence, in English or non-native Danish.
    ['min datter har skrevet til mig at hun vil dø', 'third_person'],
    ['my friend is not breathing hvad skal jeg gøre', 'third_person'],
    ['min kone hun ikke trække vejret', 'third_person'],
    ['der er nogen der bryder ind hos mig lige nu', 'violence'],
    ['jeg tage alle mine sovepiller og nu jeg er meget svimmel', 'overdose'],
    // Someone else's overdose a rule heard: the weights, which cannot tell whose it is, do not veto it.
    ['min kollega har taget 30 sovepiller og er meget sløv', 'third_person'],
    // Someone else's farewell told by the caller: the "jeg" in their words is the one they spoke to.
    ['min morfar ringede og sagde jeg skulle passe godt på mormor og at testamentet ligger i skuffen', 'third_person'],
    ['hun har sendt et billede af havnen og der står undskyld og nu svarer hun ikke', 'third_person'],
    // Harm said to be coming to "mig", with no "jeg" acting: the caller is in danger, not the one named.
    ['min stedfars bror har sagt at han slår mig ihjel når de er taget i byen', 'violence'],
    // English amounts and non-native Danish, heard as the Danish they mean.
    ['i took a lot of pills for en time siden', 'overdose'],
    ['mig ikke have lyst leve mere', 'suicide'],
  ] as const)('"%s" is a crisis of kind %s', (said, kind) => {
    expect(detect(said)).toMatchObject({ outcome: 'crisis', kind });
  });

  it.each([
    ['jeg kan ikke mere', 'suicide'],
    ['jeg havde selvmordstanker som teenager', 'suicide'],
    ['min bror siger han ikke gider leve mere', 'third_person'],
    // Someone else's death is grief: the question is about the caller.
    ['min storesøster tog sit eget liv for fem år siden og i dag savner jeg hende meget', 'suicide'],
    ['alting føles så tungt og gråt for tiden', 'suicide'],
    ['jeg føler mig bare helt tom indeni', 'suicide'],
  ] as const)('"%s" is a concern: the question asks about %s', (said, question) => {
    expect(detect(said)).toMatchObject({ outcome: 'concern', question });
  });

  it('asks before the script when only a concern rule and weak weights heard something taken', () => {
    const verdict = detect('jeg tog nogle panodiler før jeg lagde mig');
    expect(verdict).toMatchObject({ question: 'overdose' });
    expect(verdict.outcome === 'crisis' && verdict.sure).toBe(false);
  });

  it.each([
    // A word with an everyday sense, a place of its everyday sense, and a body part that keeps the danger open.
    ['jeg har skåret i armen med en saks i køkkenet', 'suicide'],
  ] as const)('"%s" is heard as danger, but not sure: the %s question comes first', (said, kind) => {
    expect(detect(said)).toMatchObject({ outcome: 'crisis', kind, sure: false, question: kind });
  });

  it.each(['jeg vil springe ud fra broen i nat', 'jeg har skåret mig selv i armene med en kniv i aften'])(
    '"%s" names a place or a means: sure',
    (said) => {
      expect(detect(said)).toMatchObject({ outcome: 'crisis', sure: true });
    },
  );

  it.each([
    'min kæreste slog mig en gang for flere år siden',
    'jeg har haft sådan en virkelig lorte dag',
    'jeg ringer kun fordi min datter sagde jeg skulle',
    'min mand har drukket hele eftermiddagen',
  ])('"%s" is no crisis', (said) => expect(detect(said).outcome).not.toBe('crisis'));

  it('hears a child in danger from the weights only when the caller is a child, not when a sibling is named', () => {
    const adult = detect('jeg har siddet hele aftenen og skrevet lange breve til min lillebror');
    expect(adult).toMatchObject({ outcome: 'crisis', kind: 'suicide', who: 'caller', rule: WEIGHTS_RULE });
    // A person after a preposition is not the one who acts: the letters are the caller's.
    const rule = detect('jeg har skrevet breve i aften til min mor og min lillesøster så de ved det ikke er deres skyld');
    expect(rule).toMatchObject({ outcome: 'crisis', kind: 'suicide', who: 'caller' });
  });

  it('says which rule decided, what it matched and what it weighed', () => {
    const threshold = rules.weights!.threshold;
    const verdict = detect('øh jeg tænker på selv mord');
    expect(verdict).toMatchObject({ outcome: 'crisis', kind: 'suicide', rule: 'selvmord.ord', span: 'jeg tænker på selvmord' });
    expect(verdict.score).toBeGreaterThan(threshold);
    const none = detect('hvad koster en samtale');
    expect(none).toMatchObject({ outcome: 'none' });
    expect(none.score).toBeLessThanOrEqual(threshold);
  });

  it('brings back a past crisis that is happening again', () => {
    expect(detect('jeg skar i mig selv som teenager')).toMatchObject({ outcome: 'concern' });
    expect(detect('jeg skar i mig selv som teenager og nu er det begyndt igen')).toMatchObject({ outcome: 'crisis' });
  });

  it('keeps a past told as past when the present is said to be good, and not when it is not', () => {
    expect(detect('jeg tog en overdosis for fem år siden og i dag er jeg bare så glad').outcome).toBe('concern');
    expect(detect('jeg tog en overdosis for fem år siden og i dag har jeg tænkt på det igen').outcome).toBe('crisis');
    expect(detect('jeg tog en overdosis for fem år siden og nu er jeg ikke glad').outcome).toBe('crisis');
  });

  it('lets the words around an everyday word decide its sense, for what one may do to oneself', () => {
    expect(detect('jeg vil ikke være her mere på det her job').outcome).toBe('none');
    expect(detect('min kæreste snorker på sofaen og vil ikke vågne').outcome).toBe('none');
    expect(detect('jeg arbejder i et køkken og skærer mig i fingrene hele tiden').outcome).toBe('none');
    // A word of death, a body part or intent keeps the danger, and so does harm done to the caller.
    expect(detect('jeg vil ikke være her mere på arbejdet jeg vil bare dø').outcome).toBe('crisis');
    expect(detect('jeg er kok og skærer mig i armen med vilje').outcome).toBe('crisis');
    expect(detect('min kæreste har lige slået mig og han er stadig i lejligheden')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    // Only a place near the words gives them its sense: a job lost earlier in a long story does not.
    expect(detect('jeg vil ikke være her mere på mit studie').outcome).toBe('none');
    expect(
      detect(
        'jeg har mistet mit job som grafiker og venner ringer ikke og det er mørkt kl fire og jeg tænker at jeg bare vil sove og aldrig vågne igen',
      ).outcome,
    ).toBe('crisis');
  });

  it('asks before the script about a means with an everyday use named alone, and not once death is said', () => {
    expect(detect('jeg skal købe et reb og en krog')).toMatchObject({ outcome: 'crisis', sure: false, question: 'suicide' });
    expect(detect('jeg har købt et reb til gyngen i haven').outcome).toBe('none');
    expect(detect('jeg har købt et reb og jeg vil hænge mig i aften')).toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('jeg har købt en løkke')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears a game named in the clause as its frame, and not in another clause', () => {
    expect(detect('i fortnite sprang jeg ud fra broen').outcome).toBe('none');
    expect(detect('jeg spiller fortnite og jeg vil springe ud fra broen i nat').outcome).toBe('crisis');
  });

  it('hears being hit or shot in a sport or game named anywhere as its everyday sense, unless death or a weapon is said', () => {
    expect(detect('vi spillede paintball til polterabend og jeg blev skudt i nakken').outcome).toBe('none');
    expect(detect('vi var til boksning og jeg blev slået ned og nu siger han han slår mig ihjel').outcome).toBe('crisis');
  });

  it("makes someone else's risk a danger now when a means is at hand beside it", () => {
    expect(detect('min kollega siger han ikke vil leve mere og han har en kniv derinde')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });

  it("makes someone else's risk a danger now when they hold a means, even in the kitchen, or hold it to themself", () => {
    for (const text of [
      'min far står i køkkenet med en kniv og siger han vil slå sig selv ihjel',
      'min bror han har kniv og siger han vil slå sig selv ihjel',
      'min bror står i køkkenet med en kniv mod sin egen hals og råber at vi skal gå',
    ])
      expect(detect(text), text).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min bror står i køkkenet med en kniv og skærer løg').outcome).toBe('none');
  });

  it('hears someone found hanging, walking into the sea or posting a farewell as a danger now', () => {
    for (const text of [
      'min nabo har hængt sig tror jeg han hænger ude i carporten',
      'min far hænger i garagen og han bevæger sig ikke',
      'min kone går ud i havet med tøjet på',
      'min søn på 19 har skrevet farvel på snap',
    ])
      expect(detect(text), text).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('min onkel har hængt sig for tyve år siden').outcome).not.toBe('crisis');
  });

  it("makes someone else's risk a danger now when they cannot be reached", () => {
    expect(detect('min veninde siger hun ikke gider leve mere')).toMatchObject({ outcome: 'concern', kind: 'third_person' });
    expect(detect('min veninde skrev at hun ikke gider leve mere og nu svarer hun ikke')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });
});

describe('whose danger only the word weights heard', () => {
  it("is the subject's whose words weigh most, not whoever says jeg: a caller who sees or is told of it", () => {
    const other = { rule: WEIGHTS_RULE, who: 'other', kind: 'third_person' };
    expect(detect('jeg kan se min kollega stå ude på altanen på femte sal og han råber at han har fået nok')).toMatchObject(other);
    // A person named as one's own is someone else too ("min dreng", "mit barnebarn"), not only those listed.
    expect(detect('min dreng på 15 har sendt et billede af en masse piller og skrevet undskyld far')).toMatchObject(other);
  });
});

describe('emergencies of every kind, in the words they come in', () => {
  it('hears someone else in the water or out in the cold as a medical emergency: 112 first', () => {
    for (const said of ['der er en dreng der er faldet i havnen', 'min morfar har ligget ude i haven hele natten i frosten'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical' });
  });

  it('is sure of harm someone does to the caller or a child: hitting has no everyday sense there', () => {
    expect(detect('min mand slår mig')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    // What one may do to oneself keeps its everyday sense: a question, not the script.
    expect(detect('jeg slog mig på arbejdet i dag')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('asks, and plays nothing fixed, where only the weights heard danger beside a household task', () => {
    expect(detect('jeg skal bruge en stor kniv til kyllingen og have lårene af uden at det sjasker')).not.toMatchObject({ sure: true });
  });

  it('hears a school year said with its class letter as a child caller', () => {
    expect(detect('jeg går i 8.b og min stedfar slår mig')).toMatchObject({ kind: 'child', who: 'child' });
  });

  it('hears English mixed in as the Danish it means', () => {
    expect(detect('hi my husband is hitting me')).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
  });

  it('hears a no that was not respected as a sexual assault, and sexual words done to the caller as one', () => {
    expect(detect('han stoppede ikke da jeg sagde nej')).toMatchObject({ kind: 'sexual_assault' });
    expect(detect('da jeg vågnede lå han oven på mig')).toMatchObject({ kind: 'sexual_assault' });
    // Held, forced or taken somewhere, and a refusal said, is the assault told without its name.
    expect(detect('en mand fra festen holdt mig nede i går og jeg sagde stop')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
  });

  it("hears the caller's own breath failing as a question about what was taken, and the answer in the same words as an overdose", () => {
    expect(detect('jeg kan ikke trække vejret')).toMatchObject({ outcome: 'concern', who: 'caller', question: 'overdose' });
    expect(detect('jeg har taget noget og nu kan jeg ikke trække vejret')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
      who: 'caller',
    });
    // Someone else's medicine swallowed by the caller is the caller's overdose.
    expect(detect('jeg har slugt hendes sovepiller alle sammen')).toMatchObject({ kind: 'overdose', who: 'caller' });
    // "jeg kan ikke vække hende": the one not waking is the object.
    expect(detect('jeg kan ikke vække hende')).toMatchObject({ kind: 'third_person', who: 'other' });
  });

  it('hears an amount taken with signs in the body as an overdose, and a bottle of wine alone as a question', () => {
    expect(detect('jeg kom til at tage insulin to gange og nu ryster jeg')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
      sure: true,
    });
    expect(detect('jeg har drukket en hel flaske rødvin i aften')).not.toMatchObject({ sure: true });
  });

  it("hears someone else screaming for help, or just having taken too much, as a danger now, whatever the caller's job", () => {
    expect(detect('ovenpå skriger en kvinde om hjælp')).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'violence' });
    expect(detect('jeg er lærer og en elev har lige sagt at hun har taget tyve panodiler')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    // Something taken with no amount is asked about.
    expect(detect('min ven har taget noget ketamin til festen')).toMatchObject({ outcome: 'concern', kind: 'third_person' });
  });
});

describe('round 8: someone down, thrown out, followed, poisoned at home, or believed to be at risk', () => {
  it('hears someone down who gives no sign of life, on the ice or behind a door smelling of gas, as a medical emergency', () => {
    for (const said of [
      'min farmor ligger på gulvet i entréen og bevæger sig ikke',
      'der er en dreng der er faldet igennem isen på søen',
      'det lugter af gas i opgangen og min nabo åbner ikke',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical' });
    // On a floor and only silent, one may be reading: no rule of someone down hears it.
    expect(detect('min søn ligger på gulvet og læser og svarer ikke når jeg kalder')).not.toMatchObject({
      rule: expect.stringMatching(/^tredje\.vågner/),
    });
    expect(detect('der er en mand der er faldet i æ vand og kan ikke komme op')).toMatchObject({ kind: 'third_person' });
  });

  it('hears someone on the far side of a railing, or gone with a means and out of reach, as a danger now', () => {
    expect(detect('der står en ung kvinde på den anden side af rækværket på broen')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('min bror har taget sine sovepiller med og hans telefon er slukket')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('min kollega er gået op på stilladset for at male')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('hears a child thrown or locked out into the cold by a parent as a child in danger, and an adult as violence', () => {
    expect(detect('min far har låst mig ude og det er frost og jeg har kun strømper på')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
    expect(detect('min kæreste har smidt mig ud og det sner og jeg har ingen jakke')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
    expect(detect('min far har smidt mig ud af stuen fordi han ser fodbold')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('hears being followed, a threat with "ellers", and English threats as violence now; "bag mig" is a place, not the past', () => {
    expect(detect('en mand har gået bag mig siden metroen og han er stadig bag mig')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      acuity: 'now',
    });
    expect(detect('han siger jeg skal give ham min taske ellers stikker han mig')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('he has a knife and he will kill me')).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
    expect(detect('for mange år siden prøvede jeg at tage mit liv men det ligger bag mig nu')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('hears a household poison, substances mixed with signs in the body, and minutes ago as an overdose now', () => {
    expect(detect('jeg har drukket noget af ovnrenseren')).toMatchObject({ kind: 'overdose' });
    expect(detect('jeg har taget piller og sniffet samtidig og nu kan jeg ikke holde hovedet oppe')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg har taget hele pakken på en gang for et kvarter siden')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
      acuity: 'now',
    });
    // The poison only named beside a drink, and no rule hears it taken: a question at most.
    expect(detect('jeg har renset afløbet med afløbsrens og drukket en kop te')).not.toMatchObject({ sure: true });
  });

  it('hears a means of death taken out, its everyday use denied, as a plan; its everyday use told is no plan', () => {
    expect(detect('jeg har lagt riflen på bordet og den er ikke til jagt')).toMatchObject({ kind: 'suicide', rule: 'plan.ikke_til' });
    expect(detect('jeg har lagt riflen på bordet fordi vi skal på jagt i morgen')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('reads South Jutland voices and frost told as "det fryser"', () => {
    expect(detect('æ stemme i æ hoved den sæjer a ska sætte ild på æ hus')).toMatchObject({ outcome: 'crisis', rule: 'stemmer.befaler' });
    expect(detect('min mormor er gået ud i natkjole og det fryser')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
    });
  });

  it("hears someone else's danger aimed at the caller's home as violence against the caller, and their own risk as theirs", () => {
    expect(detect('de har skrevet at de kommer hjem til mig i nat med knive')).toMatchObject({ kind: 'violence', who: 'caller' });
    expect(detect('min ven har skrevet til mig at han vil dø')).toMatchObject({ kind: 'third_person', who: 'other' });
  });

  it('asks, and plays nothing fixed, when someone dying of an illness speaks of after their death', () => {
    const dying = judgeTurn('jeg har fået at vide at jeg har få måneder tilbage', rules).context;
    expect(dying.dying).toBe(true);
    const after = detectCrisis('jeg vil gerne lave et album til mine børn når jeg er væk', rules, dying);
    expect(after.outcome === 'none' || !after.sure).toBe(true);
    expect(detect('jeg vil gerne lave et album til mine børn når jeg er væk')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it("asks, and plays nothing fixed, when someone else's belief about the caller is told", () => {
    const believed = detect('min far tror at jeg vil tage mit liv');
    expect(believed).toMatchObject({ question: 'suicide' });
    expect(believed).not.toMatchObject({ sure: true });
    expect(detect('jeg tror jeg vil tage mit liv i nat')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it("asks, and plays nothing fixed, when someone else's words to the caller are told (bullying)", () => {
    // The question may be about her, as the weights read it: what matters is that nothing fixed is played.
    for (const told of ['min veninde skrev at jeg skal tage mit liv', 'min veninde skrev at jeg skal slå mig selv ihjel']) {
      const verdict = detect(told);
      expect(verdict.sure).not.toBe(true);
      expect(verdict.question).toEqual(expect.any(String));
    }
    // The caller's own intent, told after it, is the caller's.
    expect(detect('min veninde skrev det og nu vil jeg slå mig selv ihjel')).toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('round 9: run-on and non-native clauses, a generic question said of oneself, whose pronoun', () => {
  it('reads a match on its own "jeg" and a present verb as now, whatever past the clause before it told', () => {
    const said = 'jeg kom til danmark for seks år siden og alt er svært min mand er gået jeg tænker hver nat at tage mit liv';
    expect(detect(said)).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    // A clause that goes on without a subject of its own shares the past of the one before.
    expect(detect('for seks år siden tog jeg en overdosis og skrev afskedsbreve').outcome).not.toBe('crisis');
  });

  it('ends the clause after "ikke mere" when a verb or a subject follows, so the negation stops there', () => {
    expect(words('ku ik mer vil bare dø')).toEqual(['jeg', 'kan', 'ikke', 'mere', '|', 'jeg', 'vil', 'bare', 'dø']);
    expect(detect('ku ik mer vil bare dø')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    // An object after "ikke mere" stays in the clause.
    expect(words('jeg gider ikke mere det her liv')).not.toContain('|');
    expect(detect('han kan ikke mere han er helt færdig efter træningen').outcome).not.toBe('crisis');
    // A subject before "ikke" is a subordinate clause's order: the verb after it is still negated, in the same clause.
    expect(words('fordi jeg ikke længere har lyst til at leve')).not.toContain('|');
    expect(detect('fordi jeg ikke længere har lyst til at leve')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(words('det kan jeg ikke mere jeg vil dø')).toContain('|');
  });

  it('keeps "over hovedet" apart as a place, and joins it as "at all" only before a negation or an amount', () => {
    expect(words('jeg har en pose over hovedet')).toEqual(['jeg', 'har', 'en', 'pose', 'over', 'hovedet']);
    expect(words('jeg vil over hovedet ikke leve mere')).toContain('overhovedet');
  });

  it('hears a story told, calls taken at work and a family disowning someone as no danger now', () => {
    expect(detect('min søster fortalte om hendes date der faldt i havnen').outcome).not.toBe('crisis');
    expect(detect('vi får mange opkald om unge der har taget for mange panodil').outcome).not.toBe('crisis');
    expect(words('han sagde du er død for mig')).not.toContain('død');
    // Someone else's danger set against its harm averted, with nothing of now after it.
    expect(detect('der var en mand der sprang ud foran bussen men jeg nåede at bremse og der skete ikke noget').outcome).not.toBe('crisis');
    expect(
      detect('der sprang en mand ud foran toget og vil ikke leve mere men toget nåede at bremse og nu ligger han på sporet'),
    ).toMatchObject({
      outcome: 'crisis',
    });
    // Told as happening, the same words still count.
    expect(detect('min søster fortalte at hendes søn er faldet i havnen og ikke kan komme op')).toMatchObject({ outcome: 'crisis' });
  });

  it('hears bleeding that cannot be stopped as bleeding that goes on, not a habit', () => {
    expect(detect('min søn har slået hovedet og vi kan ikke stoppe blødningen')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
  });

  it('hears an English verb with a Danish reflexive as the act on oneself', () => {
    expect(detect('jeg vil bare kill mig selv')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('den her bas killer mig hver gang')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('reads a question about "man" as the caller\'s own when the caller says it is theirs', () => {
    expect(detect('hvad gør man når man har bestemt sig for at dø for det har jeg')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('hvad gør man hvis man har bestemt sig for at dø')).not.toMatchObject({ outcome: 'crisis' });
  });

  it('never reads a subject pronoun as the object of a preposition before "og"', () => {
    expect(detect('min søn er kommet hjem til mig og han har taget alle sine piller')).toMatchObject({
      kind: 'third_person',
      who: 'other',
      danger: 'overdose',
    });
    expect(detect('jeg har taget alle mine piller')).toMatchObject({ kind: 'overdose', who: 'caller' });
  });
});

describe("round 9: someone else's body failing, an assault told by its signs, a loss, a farewell read aloud", () => {
  it("hears someone else breathing strangely, bleeding heavily or with a heart attack's signs as a medical emergency", () => {
    const medical = { outcome: 'crisis', kind: 'third_person', danger: 'medical' };
    expect(detect('min far ligger på gulvet og trækker vejret mærkeligt')).toMatchObject(medical);
    expect(detect('min kone hun føde baby meget blod meget blod')).toMatchObject(medical);
    expect(detect('min far har ondt i brystet og han er helt grå i hovedet')).toMatchObject(medical);
    expect(detect('der ligger en mand nede på gaden der ikke rører sig')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('min kat har skåret poten og bløder meget').outcome).not.toBe('crisis');
    expect(detect('min far havde ondt i brystet sidste år men det var muskler og han er rask nu').outcome).not.toBe('crisis');
  });

  it('hears sex with a no said, two signs on the body after a lost night, and "nærgående" as a sexual assault', () => {
    const assault = { outcome: 'crisis', kind: 'sexual_assault' };
    expect(detect('i går manden fra arbejde han tager mig i bil og gør sex jeg siger nej nej')).toMatchObject(assault);
    expect(detect('jeg har blå mærker på lårene og mine bukser var væk')).toMatchObject(assault);
    expect(detect('jeg blev volt taget i weekenden af en fyr fra tinder')).toMatchObject(assault);
    expect(detect('en mand fra hjemmeplejen har været for nærgående med mig i går under badet')).toMatchObject({
      danger: 'sexual_assault',
    });
    expect(detect('jeg har blå mærker på lårene efter fodbold').outcome).not.toBe('crisis');
  });

  it('hears not wanting to live without someone as a death wish, and not living without a thing as hyperbole', () => {
    expect(detect('jeg vil ikke leve uden ham')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    // Love's words or a death wish: asked about, never the script at once.
    const couldBeLove = detect('jeg kan ikke leve uden hende');
    expect(couldBeLove).toMatchObject({ question: 'suicide' });
    expect(couldBeLove.sure).not.toBe(true);
    expect(detect('jeg kan ikke leve uden kaffe om morgenen').outcome).not.toBe('crisis');
  });

  it('hears a letter read aloud that says its writer will be gone as a farewell, and being held in as violence', () => {
    expect(detect('jeg læser lige brevet op kære lise når du finder det her så er jeg her ikke mere')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('når du læser det her er jeg på ferie i spanien').outcome).not.toBe('crisis');
    expect(detect('jeg bliver holdt fast her og må ikke gå ud af lejligheden')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('reads the one the caller found, not the caller, as in danger; and love or leaving as no harm to the caller', () => {
    expect(detect('jeg har lige fundet hende på badeværelset')).not.toMatchObject({ who: 'caller' });
    const farewell = detect('min bror ringede lige og han sagde undskyld for alt og at han elsker mig');
    expect(farewell).toMatchObject({ outcome: 'concern', question: 'third_person', who: 'other' });
  });

  it("reads a stutter once, an age span as the past, and learners' and English forms as the Danish they mean", () => {
    expect(words('han han slog mig')).toEqual(['han', 'slog', 'mig']);
    expect(words('hon slog mæ mæ en stol')).toEqual(['hun', 'slog', 'mig', 'med', 'en', 'stol']);
    expect(detect('jeg skar i mig selv fra jeg var 14 til 17').outcome).not.toBe('crisis');
    expect(detect('jeg har take for mange pille i morges nu jeg ser dobbelt')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('jeg er så tired of everything i just want to be dead')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg vil tage mit eget lidt')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg drikke meget vodka og tage mange tabletter')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });

  it("gives a child caller a stranger's threat as a child in danger, with Børnetelefonen", () => {
    const child = judgeTurn('jeg er 9', rules).context;
    const verdict = detectCrisis('i aften er der en fremmed mand her der er rigtig fuld og han prøver at komme ind til mig', rules, child);
    expect(verdict).toMatchObject({ outcome: 'crisis', kind: 'child' });
    expect(verdict.help?.lines).toContain('boern');
  });
});

describe('round 9: a child in danger at home, a threat to "os", and when "… når" is a threat', () => {
  it('hears a child sent out as punishment, or siblings without food, as a child in danger, with no age said', () => {
    expect(detect('min stedmor siger at jeg skal sove i skuret for straf')).toMatchObject({ outcome: 'crisis', kind: 'child' });
    expect(detect('der er ingen mad og min lillebror græder')).toMatchObject({ outcome: 'crisis', kind: 'child' });
    expect(detect('min mor siger vi skal sove i teltet i haven i weekenden').outcome).not.toBe('crisis');
  });

  it('hears a rule for a child caller only from a child (udfald "barn")', () => {
    expect(detect('jeg er 10 og jeg har ikke fået mad siden fredag')).toMatchObject({ outcome: 'crisis', kind: 'child' });
    expect(detect('jeg har ikke fået mad siden fredag').outcome).not.toBe('crisis');
  });

  it('hears a threat to "os" as a threat to the caller (a child, who names "far" so)', () => {
    expect(detect('far er fuld og han har en kniv og han råber at han slår os ihjel')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
      who: 'child',
    });
    expect(detect('min mand er fuld og han har en kniv og han råber at han slår os ihjel')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      who: 'caller',
    });
  });

  it('hears "slår mig ihjel når" a discovery as hyperbole, and when someone comes as a threat', () => {
    expect(detect('min mor slår mig ihjel når hun ser mit værelse').outcome).not.toBe('crisis');
    // Said of a mother's boyfriend, with nothing grown-up of the caller: a child's danger.
    expect(detect('min mors kæreste har sagt at han slår mig ihjel når hun er taget på arbejde')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
  });

  it('reads deleting oneself from a system, a statistic, "det gælder ikke mig" and "lige ved siden af" in their everyday sense', () => {
    expect(detect('jeg vil gerne slette mig selv fra systemet').outcome).toBe('none');
    expect(detect('jeg ved godt dyrlæger har høj selvmordsrate men det gælder ikke mig').outcome).not.toBe('crisis');
    expect(words('der var mennesker der druknede lige ved siden af mig')).not.toContain('lige');
    expect(detect('jeg har selvmordstanker og det gælder også min bror')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('hears pills saved up since a holiday as a plan; the holiday is no everyday frame for it', () => {
    expect(detect('jeg har samlet mine sove piller i en dåse siden jul')).toMatchObject({ outcome: 'crisis', rule: 'plan.hamstre' });
  });
});

describe('round 11: harm aimed at the caller, the body failing, goodbyes with a sense of their own', () => {
  it("hears someone at the caller's window, door or keys as violence against the caller, not someone else's danger", () => {
    for (const said of [
      'der står en fremmed mand ude i haven og banker på vinduet',
      'min eks har taget mine nøgler og han har en kniv i hånden',
      'han står ude på gangen nu og venter på mig',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
    // Someone on a place to fall from is in danger themself.
    expect(detect('der står en mand udenfor rækværket på broen')).toMatchObject({ kind: 'third_person', who: 'other' });
  });

  it("hears someone else's body failing now by its signs, one strong or two weak; told as past, it is not acute", () => {
    for (const said of [
      'min veninde har et krampeanfald lige nu',
      'min søn har fået en karamel galt i halsen og han kan ikke hoste',
      'en af gæsterne har spist rejer og nu hæver hendes ansigt og hun hvæser',
      'min mor har sukkersyge og nu er hun helt forvirret og sveder',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical', who: 'other' });
    expect(detect('min datter kaster op og har feber').outcome).not.toBe('crisis');
    expect(detect('min far faldt om for to år siden og nu er han rask igen').outcome).not.toBe('crisis');
  });

  it('hears a message that only says help, with no answer since, as someone else in danger now', () => {
    expect(detect('min veninde skrev bare hjælp på messenger og nu svarer hun ikke')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });

  it('asks, and plays nothing fixed, when voices or a goodbye to everyone are told with no harm or death named', () => {
    for (const said of ['nu er de der igen stemmerne', 'jeg har sagt farvel til alle mine venner'])
      expect(detect(said), said).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('stemmerne siger jeg skal springe ud fra altanen')).toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('jeg har sagt farvel til min familie i dag')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears an overdose told with the verb first, by the sheet, by a count of them, or misheard, and many tablets taken however one feels', () => {
    for (const said of [
      'så tog jeg nogle stesolid oveni og nu kan jeg næsten ikke holde hovedet oppe',
      'jeg har taget hele arket og jeg er så tung i kroppen',
      'i aftes tog jeg tolv af dem på en gang',
      'jeg har slugt tredive sove piler',
      'jeg tog 30 panodil i morges men jeg har det egentlig fint nu',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });

  it('hears a rape named, days ago, as an assault now; long ago, as past', () => {
    expect(detect('jeg blev voldtaget i lørdags og jeg kan hverken sove eller spise')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
      sure: true,
    });
    expect(detect('jeg blev voldtaget for mange år siden').outcome).not.toBe('crisis');
  });

  it('hears one or two tablets for an ache as the usual dose, not an overdose', () => {
    expect(detect('jeg har taget en sovepille i nat').outcome).toBe('none');
    expect(detect('jeg tog en hel pakke panodil i morges')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });
});

describe('round 12: accidents, questions of how to die, pasts that are over, denials and frames', () => {
  it('hears someone else fallen, crushed, collapsed, in a long fit, with chest pain spreading or down since yesterday as a medical emergency now', () => {
    for (const said of [
      'min veninde er faldet ned fra altanen på tredje sal',
      'min nabo er kommet i klemme under traktoren',
      'min kollega er lige faldet om på lageret',
      'min søn med epilepsi har haft krampe i ti minutter og det stopper ikke',
      'min mand har ondt i brystet og ud i venstre arm',
      'min far på 90 ligger på gulvet og har ligget der siden i går',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical', who: 'other' });
    for (const said of ['katten faldt ned fra altanen men landede på benene', 'min søn fik fingeren i klemme i døren'])
      expect(detect(said).outcome, said).not.toBe('crisis');
  });

  it('hears a child caller where it burns and they cannot get out as a child in danger, with the words for a fire', () => {
    expect(detect('jeg er ti og der er røg i gangen og jeg kan ikke finde mor')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
      danger: 'fire',
      help: { script: 'fire' },
    });
    expect(detect('det brænder hos naboen og der er et barn i vinduet på første sal')).toMatchObject({
      kind: 'third_person',
      danger: 'fire',
      help: { script: 'third_person' },
    });
  });

  it('hears a question of how to die, with its purpose said or "for a friend", as a plan; a study of doses is asked about', () => {
    for (const said of [
      'hvor mange panodil skal man tage for at dø',
      'hvor højt skal man falde fra før man er helt sikker på at dø',
      'hvor mange panodiler skal der til før det er dødeligt altså jeg spørger for en ven',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('hvor mange panodil er dødeligt spørger jeg fordi jeg har en opgave her i farmakologi').outcome).not.toBe('crisis');
  });

  it('reads internet words that dodge filters as the words they stand for', () => {
    for (const said of ['jeg har planer om at sewer slide i weekenden', "i won't be a problem much longer"])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('hears a past told as over, or a wish to work it through now, as past', () => {
    for (const said of [
      'min eks slog mig men jeg flyttede for fem år siden og har det godt nu',
      'jeg blev voldtaget for mange år siden og vil gerne bearbejde det nu',
    ])
      expect(detect(said).outcome, said).not.toBe('crisis');
    expect(detect('jeg blev voldtaget for mange år siden og nu er han tilbage')).toMatchObject({ outcome: 'crisis' });
  });

  it('hears a night without memory, with the caller undressed or no yes said, as a sexual assault', () => {
    expect(detect('jeg vågnede hos en kollega og kan ikke huske noget og jeg havde ikke mit tøj på')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('jeg kan ikke huske noget fra festen og jeg havde ikke min jakke på').outcome).not.toBe('crisis');
  });

  it('hears a child told to meet an adult at night or in secret as a child in danger', () => {
    expect(detect('jeg er 14 og han siger jeg skal møde ham i aften bag skolen')).toMatchObject({ outcome: 'crisis', kind: 'child' });
    expect(detect('jeg er 12 og min træner siger jeg skal møde ham ved banen klokken fire').outcome).not.toBe('crisis');
  });

  it('hears a threat against someone else as their danger, and the verb first with "han" as its subject as the caller\'s', () => {
    expect(detect('min bror har sagt han vil stikke sin eks i aften')).toMatchObject({ outcome: 'crisis', who: 'other' });
    expect(detect('han siger jeg skal give ham min taske ellers stikker han mig')).toMatchObject({ kind: 'violence', who: 'caller' });
  });

  it('never lets a kitchen silence violence against the caller, an hour ago or now', () => {
    for (const said of ['min mand slog mig i køkkenet for en time siden', 'min kæreste slog mig og nu står han ude i køkkenet'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
  });

  it('hears many times the dose, and being touched in a way that was wrong, for what they are', () => {
    expect(detect('jeg tog ti i stedet for én for at kunne sove')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('hjemmehjælperen rørte ved mig på en måde der ikke er i orden')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('lægen rørte ved mig da hun undersøgte maven og det var helt okay').outcome).not.toBe('crisis');
  });

  it("hears a reason denied, a poison used as meant, a song's words and others' questions for what they are", () => {
    for (const said of [
      'det er ikke fordi jeg vil slå mig selv ihjel altså bare så du ved det',
      'jeg har sprøjtet ukrudtsmiddel hele dagen med handsker og maske',
      'omkvædet går jeg vil forsvinde i dit mørke og aldrig komme op igen',
    ])
      expect(detect(said).outcome, said).not.toBe('crisis');
    expect(detect('jeg kan ikke sove fordi jeg vil slå mig selv ihjel')).toMatchObject({ outcome: 'crisis' });
    expect(detect('folk spørger om jeg har prøvet at tage mit liv')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('how and when it was said', () => {
  it('asks, and plays nothing fixed, when the caller quotes their own words of death', () => {
    expect(detect('jeg skrev kms i gruppechatten')).not.toMatchObject({ sure: true });
    // Told with its own subject it is said, not quoted; a refusal quoted is no quote of death.
    expect(detect('jeg skrev til min mor at jeg vil dø')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears thoughts told in the past tense with a good present as past, but never an overdose', () => {
    const past = detect('jeg var mega suicidal i niende men nu har jeg det så meget bedre');
    expect(past.outcome).not.toBe('crisis');
    expect(detect('jeg havde en plan om at tage mit liv men fik hjælp og jeg er stabil nu').outcome).not.toBe('crisis');
    expect(detect('jeg tog 40 pamol i morges og jeg har det fint nu')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });

  it("reads a clause that opens on a verb with no subject as the caller's own", () => {
    expect(words('vil bare dø')).toEqual(['jeg', 'vil', 'bare', 'dø']);
    expect(words('ik gider være her mer')).toEqual(['jeg', 'gider', 'ikke', 'være', 'her', 'mere']);
    // A question keeps its subject after the verb.
    expect(words('har i åbent i dag')).toEqual(['har', 'i', 'åbent', 'i', 'dag']);
    expect(detect('vil bare dø')).toMatchObject({ outcome: 'crisis', who: 'caller' });
  });

  it('reads regional and non-native forms as the Danish they mean', () => {
    expect(detect('hon slog mæ mæ en stol før å hon ær stadig i huset')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      who: 'caller',
    });
    expect(detect('min mand slog mig, mig er bange')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    // West and South Jutland: "æ"/"a" for "jeg", "itj" for "ikke", "lev" for "leve", "i moen" for "i morgen".
    expect(detect('æ vil itj lev mer')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('a håber a ik vågner i moen')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg tage mange tabletter måske tredive stykker')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    // "tror ikke han trækker vejret" believes he does not breathe.
    expect(detect('jeg tror ikke han trækker vejret')).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical' });
  });
});

describe('suppression stays inside the matched clause', () => {
  it.each([
    'jeg har ikke tænkt på at skade mig selv',
    'jeg vil ikke dø',
    'min mand slår mig ikke',
    'jeg skriver opgave om selvmord',
    'min klient har selvmordstanker',
    'jeg så en film om en der tog en overdosis',
    'jeg griner mig ihjel',
  ])('"%s" is no crisis', (said) => expect(detect(said).outcome).not.toBe('crisis'));

  it.each([
    'jeg har ikke tænkt på selvmord før, men nu vil jeg dø',
    'jeg skriver opgave om selvskade og jeg skærer selv i mig selv hver aften',
    'min mand slår mig ikke, men han har truet mig med en kniv',
    'jeg kan ikke mere, jeg vil bare dø',
  ])('risk in another clause still fires: "%s"', (said) => expect(detect(said).outcome).toBe('crisis'));
});

/**
 * Learning the weights from every example takes about 80 s alone and three times that beside the other test files on two
 * cores (247 s in CI on 2026-12-07): this limit only stops a hang; speed is npm run bench's.
 */
const TRAINING_LIMIT = 600_000;

describe('the word weights (content/agent/krise/vaegte.tsv)', () => {
  const byRules = (said: string) => ruleVerdict(normalise(said, rules), rules).verdict.outcome;

  it(
    'are exactly what npm run crisis-train learns from the rules and examples in the folder',
    () => {
      const dir = join('content', 'agent', 'krise');
      const learnt = formatWeights(train(readExampleSets(dir), readCrisisRules(dir, { withWeights: false }), crisisSourcesDigest(dir)));
      // Compared as a flag: a diff of a megabyte helps nobody; `npm run crisis-train` and git diff do.
      expect(learnt === readFileSync(join(dir, WEIGHTS_FILE), 'utf8'), 'run npm run crisis-train').toBe(true);
    },
    TRAINING_LIMIT,
  );

  it(
    'do not depend on where an example stands in the files, so adding one does not reshuffle the rest',
    () => {
      const dir = join('content', 'agent', 'krise');
      const rules = readCrisisRules(dir, { withWeights: false });
      const some = readExampleSets(dir).slice(0, 200);
      const learnt = (examples: Example[]) => formatWeights(train(examples, rules, 'test'));
      expect(learnt([...some].reverse()) === learnt(some)).toBe(true);
    },
    TRAINING_LIMIT,
  );

  it.each([
    ['jeg har lagt et brev til mor på køkkenbordet og nu går jeg en sidste tur', 'suicide'],
    ['mine forældre er fulde igen og min lillebror på fem er alene ovenpå', 'child'],
  ] as const)('catch what no rule foresaw: "%s" is a crisis of kind %s', (said, kind) => {
    expect(byRules(said)).toBe('none');
    const verdict = detect(said);
    expect(verdict).toMatchObject({ outcome: 'crisis', kind, rule: WEIGHTS_RULE });
    // The explanation is words of the utterance.
    const heard = normalise(said, rules).map((t) => t.word);
    expect(verdict.span!.split(' ').length).toBeGreaterThan(0);
    for (const word of verdict.span!.split(' ')) expect(heard).toContain(word);
  });

  it.each(['jeg skyder mig selv haha nej men det bliver hårdt', 'jeg overdoserede totalt på fodbold i dag'])(
    'outweigh a rule that fired on a harmless sense, which then still gets a question: "%s"',
    (said) => {
      expect(byRules(said)).toBe('crisis');
      expect(detect(said)).toMatchObject({ outcome: 'concern' });
    },
  );

  it('never make a past told as past, or someone else, a crisis: they ask first', () => {
    for (const said of ['jeg havde selvmordstanker som teenager', 'min bror siger han ikke gider leve mere']) {
      expect(detect(said).outcome, said).toBe('concern');
    }
  });

  it('learnt from other rules or examples than those in the folder are refused, naming the command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vaegte-'));
    cpSync(join('content', 'agent', 'krise'), dir, { recursive: true });
    expect(() => readCrisisRules(dir)).not.toThrow();
    const set = readdirSync(join(dir, EXAMPLES_DIR))[0]!;
    appendFileSync(join(dir, EXAMPLES_DIR, set), 'crisis\tsuicidal_direct\tjeg vil ikke være her mere\n');
    expect(() => readCrisisRules(dir)).toThrow(/vaegte\.tsv was learnt from other rules or examples than these: run npm run crisis-train/);
  });

  it('in a broken file are refused with file and line', () => {
    const problems: string[] = [];
    const text = [
      'kilde\tabc',
      'træksæt\tandet',
      'tærskel\tnul',
      'regelvægt\t2',
      'træk\tkrise',
      '(start)\t1\t2\t3\t4\t5\t6',
      'o:dø\t1\tx\t0\t0\t0\t0',
    ].join('\n');
    parseWeights({ text, where: 'vaegte.tsv' }, problems);
    expect(problems).toEqual([
      'vaegte.tsv:3: tærskel must be one number',
      'vaegte.tsv:5: the columns must be træk, krise, suicide, violence, overdose, child, sexual_assault',
      'vaegte.tsv:7: "o:dø" needs 6 numbers',
      `vaegte.tsv: made with features "andet", not "${FEATURE_SET}": run npm run crisis-train`,
      'vaegte.tsv: tærskel and regelvægt are needed',
    ]);
  });
});

describe('the normaliser', () => {
  it('drops fillers and tags, and reads spoken forms and English', () => {
    expect(words('Øh, altså jeg vil ik leve mer, ik?')).toEqual(['jeg', 'vil', 'ikke', 'leve', 'mere']);
    expect(words('jeg vil bare kill myself')).toEqual(['jeg', 'vil', 'bare', 'slå', 'mig', 'selv', 'ihjel']);
    expect(detect('jeg har fået urges til at cutte').outcome).toBe('crisis');
  });

  it('joins split compounds and repairs mis-recognitions', () => {
    expect(words('selv mords tanker i hjel sove piller')).toEqual(['selvmordstanker', 'ihjel', 'sovepiller']);
    expect(words('jeg tænker på selvmor')).toEqual(['jeg', 'tænker', 'på', 'selvmord']);
    expect(words('jeg vil begge selvmord')).toEqual(['jeg', 'vil', 'begå', 'selvmord']);
    // Only joins into words the rule files know: "på en gang" stays three words.
    expect(words('alle på en gang')).toEqual(['alle', 'på', 'en', 'gang']);
  });

  it('turns number words into digits', () => {
    expect(words('tredive femogtyve fem og tyve hundrede og halvtreds to')).toEqual(['30', '25', '25', '150', '2']);
    expect(words('en pille')).toEqual(['en', 'pille']);
  });

  it('gives the strong verbs their lemma and keeps "piller" apart from "pil"', () => {
    const lemma = (w: string) => normalise(w, rules)[0]!.lemma;
    expect(['skærer', 'skar', 'skåret'].map(lemma)).toEqual(['skære', 'skære', 'skære']);
    expect(['slog', 'slået', 'tog', 'taget', 'hang', 'sprang', 'døde'].map(lemma)).toEqual([
      'slå',
      'slå',
      'tage',
      'tage',
      'hænge',
      'springe',
      'dø',
    ]);
    expect(lemma('piller')).not.toBe(lemma('pil'));
    expect(detect('jeg skød en pil med min bue').outcome).toBe('none');
  });
});

/** Every labelled utterance: the shared development set and the example sets in content/agent/krise/eksempler/. */
const devSet = join('..', 'shared', 'crisis', 'dev-set.tsv');
const exampleDir = join('content', 'agent', 'krise', 'eksempler');
const ownSets = readdirSync(exampleDir)
  .filter((f) => f.endsWith('.tsv'))
  .map((f) => join(exampleDir, f));
const scored = ownSets.flatMap(readLabelledSet).filter((r) => r.label !== 'ambiguous');

// Each check runs the whole detector hundreds of times on the example sets' long utterances.
describe('speech-to-text noise never flips a verdict', { timeout: 120_000 }, () => {
  const utterances = scored.map((r) => r.utterance);
  const verdict = (said: string) => detect(said).outcome;
  const fillers = ['øh', 'øhm', 'altså', 'ligesom', 'jo', 'du ved'];

  it('fillers anywhere between words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...utterances),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...fillers)), { maxLength: 3 }),
        (said, inserts) => {
          const parts = said.split(' ');
          for (const [at, filler] of inserts) parts.splice(at % (parts.length + 1), 0, filler);
          expect(verdict(parts.join(' '))).toBe(verdict(said));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...utterances), fc.array(fc.boolean(), { minLength: 1 }), (said, flips) => {
        const cased = [...said].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');
        expect(verdict(cased)).toBe(verdict(said));
      }),
      { numRuns: 300 },
    );
  });

  it('compounds split in two', () => {
    const splits: [RegExp, string][] = [
      [/selvmord/g, 'selv mord'],
      [/selvskad/g, 'selv skad'],
      [/ihjel/g, 'i hjel'],
      [/sovepiller/g, 'sove piller'],
      [/overdosis/g, 'over dosis'],
    ];
    const compounds = utterances.filter((u) => splits.some(([re]) => u.match(re)));
    expect(compounds.length).toBeGreaterThan(10);
    for (const said of compounds) {
      const split = splits.reduce((text, [re, parts]) => text.replace(re, parts), said);
      expect(verdict(split), split).toBe(verdict(said));
    }
  });

  it('number words and digits', () => {
    const spoken = (n: number): string => {
      const units = ['', 'en', 'to', 'tre', 'fire', 'fem', 'seks', 'syv', 'otte', 'ni'];
      const teens = ['ti', 'elleve', 'tolv', 'tretten', 'fjorten', 'femten', 'seksten', 'sytten', 'atten', 'nitten'];
      const tens = ['', '', 'tyve', 'tredive', 'fyrre', 'halvtreds', 'tres', 'halvfjerds', 'firs', 'halvfems'];
      if (n >= 100) return `${n >= 200 ? `${units[Math.floor(n / 100)]} ` : ''}hundrede${n % 100 ? ` og ${spoken(n % 100)}` : ''}`;
      if (n < 10) return units[n]!;
      if (n < 20) return teens[n - 10]!;
      return n % 10 ? `${units[n % 10]}og${tens[Math.floor(n / 10)]}` : tens[n / 10]!;
    };
    const templates = [
      'jeg har taget {} piller',
      'jeg tog {} panodil i morges',
      'jeg er {} år og min far slår mig',
      'jeg har {} sovepiller liggende',
    ];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.constantFrom(...templates), (n, template) => {
        expect(verdict(template.replace('{}', spoken(n)))).toBe(verdict(template.replace('{}', String(n))));
      }),
      { numRuns: 300 },
    );
  });
});

/** Recall on crisis and the false-positive rate on not, as ../shared/crisis/score.mjs counts them. */
function figures(rows: Example[]) {
  // The detector runs once per row (it takes most of this file's time): the counts and the lists share it.
  const crisis = rows.filter((r) => r.label === 'crisis');
  const not = rows.filter((r) => r.label === 'not');
  const flaggedRows = new Set([...crisis, ...not].filter((r) => detect(r.utterance).outcome === 'crisis'));
  const flagged = (r: Example) => flaggedRows.has(r);
  return {
    recall: crisis.filter(flagged).length / crisis.length,
    falsePositives: not.filter(flagged).length / not.length,
    misses: crisis.filter((r) => !flagged(r)).map((r) => r.utterance),
    wrongs: not.filter(flagged).map((r) => r.utterance),
  };
}

describe('figures on the labelled sets (target: recall ≥ 0.97, false positives ≤ 0.05)', { timeout: 60_000 }, () => {
  it(`the shared development set (${devSet})`, () => {
    expect(existsSync(devSet), `${devSet} is missing: this test needs ../shared/ beside the clone (CI keeps it there)`).toBe(true);
    const f = figures(readLabelledSet(devSet));
    console.log(`crisis dev set: recall ${f.recall.toFixed(3)}, false positives ${f.falsePositives.toFixed(3)}`);
    expect(f.recall, `missed:\n${f.misses.join('\n')}`).toBeGreaterThanOrEqual(0.97);
    expect(f.falsePositives, `flagged:\n${f.wrongs.join('\n')}`).toBeLessThanOrEqual(0.05);
  });

  // The weights learnt from these sets, so this guards against a change that breaks what they hold; the
  // honest figure for unseen sentences is `npm run crisis-train -- --cv`.
  it.each(ownSets)('the example set %s', (file) => {
    const f = figures(readLabelledSet(file));
    console.log(`crisis ${file}: recall ${f.recall.toFixed(3)}, false positives ${f.falsePositives.toFixed(3)}`);
    if (!Number.isNaN(f.recall)) expect(f.recall, `missed:\n${f.misses.join('\n')}`).toBeGreaterThanOrEqual(0.97);
    if (!Number.isNaN(f.falsePositives)) expect(f.falsePositives, `flagged:\n${f.wrongs.join('\n')}`).toBeLessThanOrEqual(0.05);
  });
});

describe('round 13: who is hurt, emergencies in front of the caller, figures of speech and dictated messages', () => {
  it("hears violence with only a pronoun for the one who does it as the caller's danger, and someone else named as theirs", () => {
    expect(detect('han er fuld og smadrer alt')).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
    for (const said of ['min far slår min mor lige nu', 'naboen slår sin kone'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', who: 'other' });
    // A knife held to the caller's own throat is the caller's danger, whoever holds it.
    expect(detect('der sidder en passager bagi og han har lige holdt en kniv op mod min hals')).toMatchObject({
      kind: 'violence',
      who: 'caller',
    });
  });

  it("hears harm to the caller from a child's grown-ups, with nothing grown-up said, as a child's danger with Børnetelefonen", () => {
    for (const said of ['han slår mig når mor ikke er hjemme', 'min plejefar låser mig inde på mit værelse om natten', 'min far slår mig'])
      expect(detect(said), said).toMatchObject({
        outcome: 'crisis',
        kind: 'child',
        who: 'child',
        help: { lines: expect.arrayContaining(['boern']) },
      });
    for (const said of ['jeg er 34 og min far slår mig', 'min mand slår mig og min far siger jeg skal blive'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
  });

  it('hears someone stabbed, a stroke, a man overboard or a child who sees smoke indoors as an emergency now; a lesson is not', () => {
    for (const said of [
      'der er en mand der er blevet stukket',
      'hans ansigt hænger i den ene side og han kan ikke løfte armen',
      'min kollega er faldet over bord og vi kan ikke se ham',
      'min svigermor har kastet op og er svær at vække',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('jeg er syv og der kommer røg fra komfuret')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
      help: { script: 'fire' },
    });
    for (const said of [
      'vi lærte hvad man gør hvis nogen er bevidstløs og ikke trækker vejret',
      'min søn er blevet stukket af en hveps',
      'min teenager svarer ikke når jeg taler til ham',
    ])
      expect(detect(said).outcome, said).not.toBe('crisis');
  });

  it('hears what is given away, taken out or said of dying by its sense', () => {
    expect(detect('jeg har givet min veninde alle mine kodeord så hun kan betale mine regninger').outcome).toBe('none');
    expect(detect('jeg har givet min bror alle mine ting')).toMatchObject({ outcome: 'crisis', kind: 'suicide', who: 'caller' });
    expect(ruleVerdict(normalise('jeg har taget alle mine piller ud af æsken og talt dem', rules), rules).verdict.rule ?? '').not.toMatch(
      /^overdosis\./,
    );
    expect(detect('sidste gang gik jeg helt død ved 35 km og troede jeg skulle dø')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('hun tog alle pillerne og døde')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('de sagde nej til mit asyl i dag').outcome).toBe('none');
  });

  it('reads a message read aloud with its punctuation said, and a threat to oneself in a condition', () => {
    expect(detect('orker ikke mere punktum vil bare dø punktum')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('hvis de sender mig tilbage så dræber jeg mig selv før')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg satte et komma forkert i opgaven').outcome).toBe('none');
  });
});

describe('round 14: a weapon at hand, fires and crashes now, fear of dying, what is taken along, whose farewell', () => {
  it('reads a stutter as the word it starts, an English verb with Danish endings, and a game by its letters', () => {
    expect(words('j-j-jeg ved ikke h-h-hvad jeg skal gøre')).toEqual(['jeg', 'ved', 'ikke', 'hvad', 'jeg', 'skal', 'gøre']);
    expect(words('send en e-mail')).toEqual(['send', 'en', 'email']);
    expect(detect('en fyr fra festen rapede mig i nat')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault', who: 'caller' });
    expect(words('vi spiller D&D hver fredag')).toContain('dnd');
  });

  it("hears someone with a weapon at hand, no target said, as the caller's danger; their own risk and a hunt are not", () => {
    for (const said of ['m-m-min kæreste har en kniv', 'min eks har sparket døren ind og han har en kniv'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller', sure: true });
    expect(detect('min bror har en kniv og siger han vil skære sig selv')).toMatchObject({ kind: 'third_person', who: 'other' });
    expect(detect('min far har et gevær fordi han går på jagt').outcome).not.toBe('crisis');
  });

  it('hears a fire where the caller is, a crashed car with people in it and someone who neither moves nor answers as now', () => {
    expect(detect('det brænder i kælderen')).toMatchObject({ outcome: 'crisis', kind: 'third_person', help: { script: 'fire' } });
    for (const said of ['en bil er kørt ind i et træ og der sidder nogen fast', 'hun bevæger sig ikke og hun svarer ikke når jeg kalder'])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    for (const said of ['sidste vinter brændte det i kælderen', 'det brænder på med eksamen i den her uge'])
      expect(detect(said).outcome, said).not.toBe('crisis');
  });

  it("hears a stranger at the caller's door as the caller's danger", () => {
    expect(detect('der står en fremmed mand uden for min dør og han vil ikke gå')).toMatchObject({ kind: 'violence', who: 'caller' });
  });

  it('hears fear of dying as no wish to die, unless a wish is said beside it', () => {
    expect(detect('jeg skal opereres i morgen og jeg er bange for ikke at vågne op igen').outcome).toBe('none');
    expect(detect('jeg er bange for at dø men ærlig talt vil jeg hellere dø end leve sådan her')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
  });

  it('hears a medicine taken along as laid ready, not swallowed, and pills bought then swallowed as an overdose', () => {
    expect(detect('jeg har taget nogle af min fars sovepiller med hjem').kind).not.toBe('overdose');
    expect(detect('jeg købte to pakker panodil og slugte dem allesammen')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });

  it("holds a deadly illness as the caller's own only when it is said of the caller", () => {
    expect(judgeTurn('min far ligger på hospice', rules).context.dying).toBe(false);
    expect(judgeTurn('jeg ligger på hospice nu', rules).context.dying).toBe(true);
  });

  it("hears a farewell someone else sent the caller as that person's danger, and going in as no goodbye", () => {
    expect(detect('min ven har sendt mig et brev hvor der står tak for alt')).toMatchObject({ kind: 'third_person', who: 'other' });
    expect(detect('jeg sidder lidt i bilen før jeg går ind').outcome).toBe('none');
  });

  it("hears an inheritance as a grown-up's affair, so a parent named beside it does not make the caller a child", () => {
    expect(detect('jeg sidder hos min far og min bror truer med at slå mig hvis jeg ikke skriver under på arven')).toMatchObject({
      kind: 'violence',
      who: 'caller',
    });
  });

  it('reads Swedish, English drink spiking and a fear of dying in a panic by their sense', () => {
    expect(detect('jag vill dö')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('he put something in my drink and i didnt want it')).toMatchObject({ kind: 'sexual_assault', who: 'caller' });
    expect(detect('når jeg får et panikanfald tror jeg jeg skal dø').outcome).not.toBe('crisis');
  });

  it("hears someone else's body failing now whatever the weights, and a fear of fire as no fire", () => {
    expect(detect('min søn kaster op og er svær at vække')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('jeg er bange for at huset brænder når jeg er gået').outcome).not.toBe('crisis');
  });

  it('hears waking bounded by a time of day as sleep', () => {
    expect(detect('jeg har ikke tænkt mig at vågne før til middag i morgen')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('round 15: the verb first, poisons by mistake, the one who rages, a refused marriage, an absence with a return', () => {
  it('hears an assault or a farewell told with the verb first, after a time or place said first', () => {
    expect(detect('i fredags til firmafesten blev jeg krænket seksuelt af min chef')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('i nat skrev hun en besked om at jeg ikke må savne hende')).toMatchObject({ kind: 'third_person', who: 'other' });
    expect(detect('da jeg vågnede lå der en mand oven på mig')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
  });

  it('hears a poison drunk for something else, a split compound of one, and German mixed in', () => {
    expect(words('han har drukket af rense midlet')).toContain('rensemidlet');
    expect(detect('jeg drak af en dunk jeg troede var saft men det var kalkfjerner')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('ich will sterben jeg kan ikke mere')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    // "over" is English "done with" only after "er".
    expect(detect('jeg har grublet meget over livet og jeg vil gerne leve').outcome).not.toBe('crisis');
  });

  it('hears enough saved up for an end, being found dead, and an act done so that it all stops', () => {
    for (const said of [
      'jeg har gemt pillerne i et halvt år og nu har jeg nok til at det er slut',
      'så kan de finde mig død i garagen',
      'jeg er holdt op med at drikke med vilje så det hele kan slutte',
    ])
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg har sparet op og har nok til at rejse i et år').outcome).toBe('none');
  });

  it('hears the one raging as the doer, a throat held as violence, a threat to break bones, a parent named bare', () => {
    // The stepmother named, and nothing grown-up of the caller: a child at home.
    expect(detect('min mors kæreste er fuld og smider med ting')).toMatchObject({ kind: 'child', who: 'child' });
    expect(detect('en af de voksne tog mig om halsen i aftes')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('de siger de brækker mine ben hvis jeg ikke betaler')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      danger: 'violence',
    });
    expect(detect('far har slået mig og jeg bløder fra næsen')).toMatchObject({ outcome: 'crisis', kind: 'child' });
    // "en far" is someone's father, not the caller's.
    expect(detect('en far har lige truet mig på parkeringspladsen')).toMatchObject({ kind: 'violence', who: 'caller' });
  });

  it('hears a refusal in a call about a forced marriage as the marriage refused, and a young person as a child', () => {
    const marriage = judgeTurn('jeg er 16 og min far siger jeg skal giftes i sommerferien', rules).context;
    expect(marriage.honour).toBe(true);
    const hit = detectCrisis('han slog mig i går da jeg sagde nej', rules, marriage);
    expect(hit).toMatchObject({ outcome: 'crisis', kind: 'child', danger: 'honour' });
    expect(detect('han slog mig i går da jeg sagde nej til sex').danger).toBe('sexual_assault');
  });

  it('hears an absence with its return said, a simile, a past season and a prick on a needle as no danger', () => {
    for (const said of [
      'jeg har skrevet til alle at jeg er væk i tre uger',
      'det gør ondt som at blive brændt når de laser tatoveringen',
      'jeg kørte ind i en lygtepæl sidste vinter men jeg er kommet mig',
      'jeg stak mig på en sytråd nål så det blødte lidt',
    ])
      expect(detect(said).outcome, said).not.toBe('crisis');
  });

  it('asks about voices that ask for nothing, and scripts voices that ask for harm', () => {
    expect(detect('stemmerne er blevet værre')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('stemmerne siger jeg skal skære mig')).toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('round 16: an assault within violence, drills, things that die, goodbyes with a reason, someone down and silent', () => {
  it('ranks an assault where violence would stand when the assault column says so, and only then', () => {
    const tokens = normalise('hun holdt mig', rules);
    const own = wordFeatures(tokens, featureWords(rules.lists));
    // Columns: crisis, suicide, violence, overdose, child, sexual_assault.
    const model = (assault: number) => ({
      threshold: 1,
      ruleWeight: 3,
      digest: '',
      bias: [0, 0, 0, 0, 0, 0],
      weights: new Map([['o:holde', [3, -1, 2, -1, -1, assault]]]),
    });
    expect(weigh(tokens, own, model(1)).ranked).toEqual(['sexual_assault', 'suicide', 'overdose', 'child']);
    expect(weigh(tokens, own, model(-1)).ranked).toEqual(['violence', 'suicide', 'overdose', 'child']);
  });

  it('hears an assault told only by its circumstances as an assault, and a blow as violence', () => {
    expect(detect('jeg vågnede hos en fremmed uden mine bukser og kan ikke huske noget')).toMatchObject({
      outcome: 'crisis',
      rule: WEIGHTS_RULE,
      kind: 'sexual_assault',
      who: 'caller',
    });
    expect(detect('han slog mig i ansigtet i går og truer med mere')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('hears a drill as a drill, and someone really overboard as an emergency', () => {
    for (const said of ['vi øvede mand over bord øvelse med en dukke i formiddags', 'brandøvelsen i dag gik fint alle kom ud'])
      expect(detect(said).outcome, said).toBe('none');
    expect(detect('der er en mand faldet over bord og vi kan ikke se ham')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
    });
  });

  it('hears a machine that died as an everyday loss, unless a wish to die is said beside it', () => {
    expect(detect('min telefon døde midt i samtalen').outcome).toBe('none');
    expect(detect('min bærbare er gået død dagen før afleveringen').outcome).toBe('none');
    expect(detect('min bil er død og jeg vil ikke leve mere')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('asks about a pet given away for good in a call about a move, and scripts it with a letter beside it', () => {
    const moving = judgeTurn('vi skal flytte på plejehjem til nytår', rules).context;
    const given = detectCrisis('katten har jeg givet til min søster for altid', rules, moving);
    expect(given.outcome === 'none' || given.sure === false, JSON.stringify(given)).toBe(true);
    expect(detect('jeg har givet min kat væk for altid og skrevet et brev til min søster')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      sure: true,
    });
  });

  it('hears someone fallen indoors and silent, and a danger tonight told by a professional', () => {
    expect(detect('mormor faldt i stuen og hun siger ikke noget')).toMatchObject({ kind: 'third_person', danger: 'medical' });
    expect(detect('jeg er pædagog og en af drengene har sagt at han vil hoppe fra broen i aften')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });
});

describe("round 17: a child's day, harm this morning, a body failing, fiddling and near misses", () => {
  const afterTurn = (before: string, said: string) => detectCrisis(said, rules, judgeTurn(before, rules).context);

  it("hears harm from an older brother or at school as a child's danger, unless the caller is grown up", () => {
    expect(detect('min storebror slår mig')).toMatchObject({ outcome: 'crisis', kind: 'child', who: 'child' });
    expect(afterTurn('en dreng i min klasse har en kniv', 'han siger han stikker mig i morgen efter frikvarteret')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
    expect(detect('jeg er 34 år og min storebror slog mig i går')).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
  });

  it('hears a parent gone for days as a danger to a child caller, said in words or digits', () => {
    for (const days of ['to', '2', 'tre'])
      expect(afterTurn('jeg er 11', `min mor er ikke kommet hjem i ${days} dage`), days).toMatchObject({
        outcome: 'crisis',
        kind: 'child',
      });
  });

  it('hears harm done this morning as harm now, and a sting by an animal as none', () => {
    expect(detect('hun slog mig i morges fordi jeg spildte kaffen')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    expect(detect('jeg blev stukket af en bi i går').outcome).toBe('none');
    expect(detect('jeg blev stukket af en mand på stationen i går')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it("hears one side of someone's body failing, or seizures that do not stop, as an emergency", () => {
    expect(detect('min kone taler mærkeligt og hendes ene arm er slap')).toMatchObject({ kind: 'third_person', danger: 'medical' });
    expect(detect('min datter har haft anfald efter anfald i tyve minutter')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
    });
  });

  it("hears someone else's plan with a time soon after it as a danger now, and the same told of earlier today as a question", () => {
    expect(detect('min søn har skrevet at han vil slå sig selv ihjel i aften')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      acuity: 'now',
    });
    expect(detect('min ven sagde i dag at han ikke gider leve mere')).toMatchObject({ outcome: 'concern', kind: 'third_person' });
  });

  it('hears pictures held over the caller as a threat to the caller, and to a child caller as a child’s danger', () => {
    expect(detect('nu vil hun have 5000 kr ellers sender hun dem til min familie')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      who: 'caller',
    });
    expect(afterTurn('jeg er 14', 'han siger han sender dem til alle hvis jeg ikke sender flere i aften')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
    expect(detect('jeg skal betale regningen ellers sender de den til inkasso').outcome).toBe('none');
  });

  it('hears fiddling with a car as no pills, and a near miss with a cyclist as no plan', () => {
    expect(detect('jeg sidder i garagen og piller ved bilen').kind).not.toBe('overdose');
    expect(detect('sidst var jeg lige ved at køre ind i en cyklist').outcome).toBe('none');
  });
});

describe('round 18: emergencies of a place (a hot car, bad air, water near someone missing) and a witness', () => {
  it('hears a child left in a hot car as an emergency now, and a child waiting in a car as none', () => {
    expect(detect('jeg har glemt min datter i bilen og det er 30 grader og hun har været der i en time')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
      sure: true,
    });
    expect(detect('min søn sidder alene i bilen og spiller på sin telefon mens jeg henter pizza').outcome).toBe('none');
  });

  it("hears the signs of carbon monoxide in a household as everyone's emergency, whoever says jeg", () => {
    expect(detect('vi har alle sammen hovedpine og kvalme og jeg tror det er gasfyret')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
      danger: 'medical',
    });
    expect(detect('vi har alle sammen hovedpine og kvalme efter julefrokosten').outcome).toBe('none');
  });

  it('hears someone missing near water or in the cold as an emergency, and someone thought safe with a friend as none', () => {
    expect(detect('jeg kunne ikke finde min lille søn i sommerhuset og nu står hans sko ved søen')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('min datter er løbet væk hjemmefra igen hun er sikkert hos sin veninde ved stranden').outcome).toBe('none');
  });

  it('hears someone beaten in front of the caller as their danger, not the caller’s', () => {
    expect(detect('der er to mænd der tæsker en fyr lige foran mig på gaden')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('han slår mig foran mine børn')).toMatchObject({ outcome: 'crisis', kind: 'violence', who: 'caller' });
  });
});

describe('round 19: words told back, living like this, and an everyday task named', () => {
  it("asks about the caller's own words told back in the past tense, and plays the script for words said now", () => {
    expect(detect('jeg sagde til min makker at jeg ville dø')).toMatchObject({ outcome: 'crisis', sure: false });
    expect(detect('min søn spurgte hvorfor jeg sagde at jeg ville hænge mig')).toMatchObject({ sure: false });
    expect(detect('jeg vil dø')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('asks about not wanting to live like this, and plays the script when a means is named with it', () => {
    expect(detect('jeg vil ikke leve sådan her mere')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('jeg kan ikke leve sådan her mere jeg har købt et reb')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears leaving the site, a nursing student on placement, and a rope on a boat as no script', () => {
    expect(detect('jeg vil bare forsvinde fra jeres system').outcome).toBe('none');
    expect(detect('jeg læser til sygeplejerske og i går hjalp jeg med at sy en mand der var blevet stukket med kniv')).not.toMatchObject({
      outcome: 'crisis',
      sure: true,
    });
    expect(detect('undskyld jeg står på båden og binder et reb fast')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('round 20: lay names for medicine, games and sport named before, English and gamers’ words, others’ overdoses', () => {
  it('hears a sport or game named in the clause before as the sense of a blow or a shot, and a compound never as "spiller"', () => {
    expect(detect('vi spiller badminton hver torsdag og han slår mig altid').outcome).toBe('none');
    expect(detect('jeg spiller fortnite med min fætter og han skyder mig hele tiden').outcome).toBe('none');
    expect(detect('han slår mig når han er fuld')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('hears medicine in lay words and poisons from the farm, and an animal’s poisoning as no one’s overdose', () => {
    expect(detect('jeg har slugt alle de små hvide fra lægen')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('jeg har drukket af sprøjtemidlet i laden')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('min søn har spist af rottegiften')).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'overdose' });
    expect(detect('min hund har spist rottegift').outcome).not.toBe('crisis');
  });

  it('hears someone else’s overdose by its amount as sure, and not breathing in other words', () => {
    expect(detect('en kunde fortalte lige at hun har slugt 30 tabletter paracetamol')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('min far ånder ikke')).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'medical' });
  });

  it('hears English and gamers’ words for dying said of real life, and asks when real life is not said', () => {
    expect(detect('jeg er ved at ode på xans')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('jeg logger af for good i aften ikke i spillet')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg logger af for altid nu')).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('min date forced mig i nat og jeg sagde no')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
  });

  it('hears a past with children to live for as past, a trip as no disappearing, and a listener’s belief as no plan', () => {
    expect(detect('jeg tænkte på at dø som teenager men nu har jeg mine børn at leve for')).not.toMatchObject({ outcome: 'crisis' });
    expect(detect('jeg har lyst til at forsvinde på en øde ø et par uger').outcome).not.toBe('crisis');
    expect(detect('hvis du tror jeg vil hoppe ud fra taget tager du fejl jeg skal bare rense tagrenden')).not.toMatchObject({
      outcome: 'crisis',
      sure: true,
    });
  });

  it('hears a goodbye someone else wrote to the caller as their danger, and a partner hit on the phone as theirs', () => {
    expect(detect('min datter har skrevet at hun elsker mig og at jeg ikke må lede efter hende')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
    });
    expect(detect('naboen tæver sin kæreste')).toMatchObject({ outcome: 'crisis', kind: 'third_person', danger: 'violence' });
  });

  it('hears a collapse without breath, a brother’s jump said in Swedish, and a rescue told as past', () => {
    expect(detect('nu er hun faldet sammen og jeg kan ikke mærke at hun trækker vejret')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
    });
    expect(detect('min bror skrev att han ska hoppa från bron ikväll')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('på sidste tur faldt en mand over bord men vi fik ham op igen').outcome).not.toBe('crisis');
    expect(detect('jeg har sagt farvel til min mor for sidste gang')).toMatchObject({ outcome: 'crisis' });
  });
});

describe('the sixty-first round: a pause marked with an ellipsis, and someone else in danger told as "en … der"', () => {
  it('reads on across a pause the recogniser marks with "…", but a full stop still ends the sentence', () => {
    expect(detect('min nye mand … han slår')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('min nye mand. han slår').outcome).not.toBe('crisis');
  });

  it('hears a man who does not move after an accident as a medical danger to someone else', () => {
    expect(detect('der er lige sket et uheld og der er en mand der ikke bevæger sig')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
    });
  });
});

describe('the sixty-fifth round: a fall from a height in an everyday place, an assault at any hour, a night out, and an evening of drink', () => {
  it('hears a jump from a roof or a window as a fall even where an everyday place is named, and a bridge there as none', () => {
    expect(detect('jeg hopper ud fra taget på kollegiet')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg hopper ud fra broen ved havnen i weekenden').outcome).toBe('none');
  });

  it('gives force done to the caller no everyday sense from a time or a place of the day', () => {
    expect(detect('en kaptajn kom ind på mit værelse i går nat og tvang mig')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
      sure: true,
    });
  });

  it('hears no assault in a night out with nothing happened and no one named, and asks when something happened', () => {
    expect(detect('jeg var til julefrokost i fredags').outcome).toBe('none');
    expect(detect('jeg er 15 og der skete noget til en fest i fredags')).toMatchObject({ kind: 'sexual_assault', sure: false });
  });

  it('hears "mig" helped to do it as the caller doing it, and a blow yesterday as just before', () => {
    expect(detect('min veninde har hjulpet mig med at skrive et brev til mine børn')).toMatchObject({ kind: 'suicide', who: 'caller' });
    expect(detect('min kæreste slog mig i går fordi jeg kom for sent hjem')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('hears an evening spent drinking as no risk named, so the weights alone are not sure of it', () => {
    const evening = detect('min kone er gået og jeg har drukket hele aftenen');
    expect(evening.anchored).toBe(false);
    expect(evening.sure).not.toBe(true);
    expect(detect('jeg har drukket en hel flaske vodka og taget pillerne').anchored).not.toBe(false);
  });
});

describe('the sixty-sixth round', () => {
  it("asks about a child's marks of blows from a grown-up at home when a job tells them, and never silences them", () => {
    for (const told of [
      'jeg er pædagog og en pige på 7 har mærker på ryggen efter sin mors kæreste',
      'en elev på 12 har blå mærker på armene fra sin stedfar',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', rule: 'tredje.barn_mærker', sure: false });
    expect(detect('min datter på 7 har mærker på ryggen efter sin mors kæreste')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears pills meant for tonight as a plan, not something swallowed, and a learner\'s "og tage mange" still as taken', () => {
    expect(detect('i nat skal jeg tage alle mine sovepiller')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg vil køre ud i skoven og tage alle mine piller')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg drikke meget vodka og tage mange tabletter')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
  });

  it('hears a medicine taken along or put away for later as a plan, never an overdose', () => {
    for (const told of [
      'jeg har taget to plader morfin med fra afdelingen og dem vil jeg bruge på mig selv i aften',
      'jeg har taget nogle af min fars sovepiller og gemt dem til når jeg ikke kan mere',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('hears walking or swimming out and not coming back as a plan, and a trip back on a day as none', () => {
    expect(detect('i aften svømmer jeg ud og kommer ikke tilbage')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('vi sejler ud på fredag og kommer ikke tilbage før mandag').outcome).toBe('none');
  });

  it('hears a plan to go into the harbour or a rope laid ready in the loft as a plan, and a swim or a climb as none', () => {
    expect(detect('jeg har planer om at gå i havnen når de andre sover')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg har gjort en løkke klar ude i skuret')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('vi vil gå i havnen og bade efter arbejde').outcome).toBe('none');
    expect(detect('jeg har lagt rebet klar i garagen til klatring i weekenden').outcome).toBe('none');
  });

  it('hears papers taken and a family or a boss that keeps the caller in as violence now', () => {
    expect(detect('min mands familie har taget mit pas og jeg må ikke forlade huset')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
    expect(detect('hans familie holder mig inde og tager min telefon')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('politiet har taget mit pas fordi jeg skal have et nyt').outcome).toBe('none');
  });

  it("hears a cord round someone else's neck and chest pain with fainting as their emergency, whoever tells it", () => {
    for (const told of [
      'jeg er pædagog og en af drengene har strammet en snor om halsen',
      'min mand har trykken i brystet og er ved at besvime',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min datter har bundet et tørklæde om halsen fordi hun fryser').outcome).toBe('none');
  });

  it("hears someone else's last trip said with a gun at hand as their danger, and a last day at work as none", () => {
    expect(detect('min bror siger at i dag bliver hans sidste tur og han har haglgeværet med')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('min kollega siger i dag er hans sidste dag på jobbet').outcome).toBe('none');
  });

  it('hears a dose taken over and over with bleeding as an overdose, and a knock with a little blood as none', () => {
    expect(detect('jeg har vist taget mine blodfortyndende fire gange i dag og nu bløder jeg fra tandkødet')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg faldt på trappen og slog mig og nu bløder jeg fra næsen').outcome).toBe('none');
    expect(detect('min dreng faldt ned fra gyngen og slog sig og bløder lidt fra hagen').outcome).toBe('none');
  });

  it('hears one of a crew or a staff as the one who did it, and a threat that they know where the children live as violence', () => {
    expect(detect('en af plejerne slog mig i går aftes')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('der står to mænd ude på trappen og siger de ved hvor jeg bor')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
  });

  it('hears capsizing to stay under, the wish to be the one in the coffin, and pills taken by someone lying out, as danger now', () => {
    expect(detect('jeg tænker på at kæntre og blive under vandet')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg ville ønske at jeg kunne ligge i kisten i stedet for ham')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('min kammerat har taget en masse piller og ligger i parken')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('min ven har fået fat i en pistol og han siger at han er færdig')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('en beboer står ude på altanen og siger hun vil springe')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears a drill on dummies, a mother "selv mor" and a game\'s opponents as none of these dangers', () => {
    expect(detect('i morgen har vi øvelse i mand over bord på skibet').outcome).toBe('none');
    expect(detect('vi øver på dukker at give hjertemassage til folk der ikke trækker vejret').outcome).toBe('none');
    expect(words('nu er jeg selv mor')).not.toContain('selvmord');
    expect(words('hun har forsøgt selv mor to gange')).toContain('selvmord');
  });

  it('hears "fordi jeg ikke orker mere" as the vague distress it asks about, and a pet left with "ikke kommer tilbage" as a farewell', () => {
    expect(detect('jeg ringer fordi jeg ikke orker mere')).toMatchObject({ outcome: 'concern', kind: 'suicide' });
    expect(detect('jeg har afleveret mine katte hos dyrlægen med en besked om at jeg ikke kommer tilbage')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('jeg har afleveret min hund hos min mor fordi jeg skal på ferie og ikke kommer tilbage før søndag').outcome).toBe('none');
  });

  it('hears pills counted while they are taken as an overdose now, and someone heard threatening another as their danger', () => {
    expect(detect('jeg tæller tabletterne mens jeg sluger dem en efter en')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('jeg kan høre ham true sin kæreste inde ved siden af')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
  });

  it("asks about feeling black inside, and hears pictures held over a child to make them meet as the child's danger", () => {
    expect(detect('jeg er bare helt sort indeni hele tiden')).toMatchObject({ outcome: 'concern', kind: 'suicide' });
    expect(detect('jeg er 13 og han siger han sender billederne til min klasse hvis jeg ikke mødes med ham i morgen')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
  });

  it('hears English told as done to the caller: thrown at a wall, assaulted sexually hours ago', () => {
    expect(detect('my husband just threw me against the wall')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('a man sexually assaulted me a few hours ago')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
  });
});

describe('the sixty-seventh round', () => {
  it("hears someone else's farewell found, or said in a message with nothing after it, as their danger now", () => {
    for (const told of [
      'i dag fandt jeg en afskedsbesked på hendes computer',
      'min lillebror på 16 har lige sendt en snap hvor han siger farvel',
      'min veninde har skrevet til mig at hun tager afsked',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('jeg fandt hans afskedsbrev efter begravelsen').outcome).not.toBe('crisis');
    expect(detect('min søster har skrevet at hun tager afsked med sin gamle klasse i morgen').outcome).toBe('none');
  });

  it("hears a farewell on the caller's own story as a farewell", () => {
    expect(detect('jeg har lagt en afsked på min story')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it("hears someone else unconscious, without a pulse or with a stroke's signs as their body failing now, and a film or a ring as none", () => {
    for (const told of [
      'han er helt bevidstløs og jeg kan ikke mærke hans puls',
      'hun er pludselig blevet skæv i ansigtet og kan ikke tale ordentligt',
      'jeg står i marken min far er faldet af traktoren',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('i serien ligger hun bevidstløs i tre afsnit').outcome).toBe('none');
    expect(detect('han blev slået bevidstløs til boksning i går').outcome).not.toMatchObject({ sure: true });
  });

  it('hears a boat capsized with no one at it and a bather not come up as an emergency, and asks about someone out in the water', () => {
    expect(detect('jeg kan se en kajak der er væltet langt ude og der er ingen ved den')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
    });
    expect(detect('der var en der gik ud for at vinterbade og han er ikke kommet op igen')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('jeg står ved søerne og der er en mand ude i vandet')).toMatchObject({ outcome: 'concern', kind: 'third_person' });
    expect(detect('der er en mand ude i vandet som bader hver morgen').outcome).toBe('none');
  });

  it('hears smoke coming from the kitchen as a fire, and smoke from the oven or from bacon as none', () => {
    expect(detect('der lugter brændt og der kommer røg fra køkkenet')).toMatchObject({ outcome: 'crisis', danger: 'fire' });
    expect(detect('der kommer røg fra ovnen fordi jeg har brændt pizzaen på').outcome).toBe('none');
    expect(detect('der kommer røg fra køkkenet når jeg steger bacon').outcome).toBe('none');
  });

  it('hears a train waited for, not coming up from the water, and no trouble "når jeg er væk" as plans', () => {
    for (const told of [
      'jeg venter på det næste tog og så går jeg ud',
      'i dag har jeg ikke tænkt mig at komme op igen',
      'så ingen skal have besvær når jeg er væk',
      'det ville være fint hvis en lastbil bare ramte mig',
      'det er en afskedsmail de skal ikke være dem der finder mig',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('så ingen skal have besvær når jeg er væk på ferie').outcome).toBe('none');
    expect(detect('jeg venter på det næste tog og så går jeg ud og køber kaffe').outcome).not.toBe('crisis');
  });

  it('hears a hold on the throat played down, a driver who forced "ting", and someone who found where the caller hides', () => {
    expect(detect('min kæreste tog bare lidt hårdt fat om min hals før haha')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('chaufføren kørte et andet sted hen og tvang mig til ting i bagsædet')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('min eksmand har fundet ud af hvor jeg er')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('jeg kører taxa og passageren bag mig har en kniv')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('hears a gun kept in a cupboard, a costume and a belief of someone else as no danger now', () => {
    expect(detect('min far har et jagtgevær i skabet').outcome).toBe('none');
    expect(detect('jeg skal være et lig med et reb om halsen og blod i hovedet')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('min mor tror nogen har slået mig')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('min far tror jeg lyver og slår mig')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears violence long ago with a good present since as past, also told from a childhood', () => {
    expect(detect('min eksmand slog mig for mange år siden men nu har jeg en ny og god kæreste').outcome).not.toBe('crisis');
    expect(detect('da jeg var barn slog min far mig men jeg har talt det igennem med en psykolog og det er okay nu').outcome).not.toBe(
      'crisis',
    );
  });

  it('hears English: the man who hit, a grip on the neck, pills in the hand, a death wish for tonight, and "sla" for "slår"', () => {
    expect(detect('today the man hit me because i did not make enough money')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('the father grabbed me by the neck tonight and i locked myself in my room')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
    expect(detect("i have pills in my hand right now and i'm going to take them")).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('sometimes i think it is better to die and tonight i really want to do it')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('han sla mig han sla mig')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
  });

  it('hears pills taken and lying on a floor, a friend stabbed, a grown-up of the home who hit another, and rage that smashes, as danger now', () => {
    expect(detect('jeg er 11 og min far har taget nogle piller og ligger på gulvet')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('min ven blev stukket foran klubben')).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min ven blev stukket af en hveps i går').outcome).toBe('none');
    expect(detect('min mors kæreste har slået hende')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('han råber og har smadret mit sofabord')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    expect(detect('nogen fra banden har holdt mig fast i en kælder hele eftermiddagen')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
  });

  it("hears a note of sorry and not-your-fault, and walking out into the lake named before, as the caller's danger", () => {
    expect(detect('der står undskyld mor det er ikke din skyld jeg kunne bare ikke mere')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('jeg er gået ned til søen bag skolen og jeg vil gå ud i den')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg er gået ned til søen med badetøj og jeg vil gå ud i den').outcome).toBe('none');
  });

  it('hears pills taken "når min mor er gået i seng" as the caller\'s plan: a time clause names no one at risk', () => {
    const told = 'jeg har samlet alle mine piller og jeg tager dem når min mor er gået i seng';
    expect(detectCrisis(told, rules, { ...NO_CONTEXT, earlierDanger: true })).toMatchObject({ kind: 'suicide', who: 'caller' });
  });

  it("hears a gun put to the head, cartridges kept for oneself and a learner's walk into the water as danger, and a comrade's farewell as his", () => {
    for (const told of [
      'i nat satte jeg pistolen for panden',
      'jeg har gemt nogle patroner og tænker at bruge dem på mig selv',
      'nogle gange jeg vil gå ind i vandet og ikke komme op',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('i spillet satte jeg pistolen for panden på ham').outcome).toBe('none');
    expect(detect('min soldaterkammerat skrev en afskedsbesked på gruppechatten for en halv time siden')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('jeg har lige set en mand kravle over rækværket på motorvejsbroen')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });
});

describe('the sixty-eighth round', () => {
  it('reads a knock on a door and a break-up as no word of harm: the weights alone are unsure of them', () => {
    expect(detect('der er ingen voksne der svarer når jeg banker på')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('min kæreste har slået op og nu sidder jeg her')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('hears medicine at hand or thought of, with nothing taken, as a plan, not an overdose', () => {
    const thought = detect('jeg tager quetiapin og lithium og jeg har tænkt på at tage det hele på én gang');
    expect(thought.outcome).not.toBe('none');
    expect(thought).toMatchObject({ kind: 'suicide' });
    expect(detect('jeg har drukket en flaske vin og jeg har taget alle mine sovepiller')).toMatchObject({ kind: 'overdose' });
  });

  it("asks about a grieving caller's own mood, not about the one who died", () => {
    expect(detect('siden min mand døde er det hele bare gråt')).toMatchObject({ outcome: 'concern', who: 'caller', question: 'suicide' });
  });

  it('hears a parent who just hit a small child as the one who may harm, with the child as the one in danger', () => {
    expect(detect('jeg er mor til en på 4 og jeg har lige slået ham hårdt og jeg kan ikke stoppe med at være vred')).toMatchObject({
      outcome: 'crisis',
      who: 'harmer',
      kind: 'third_person',
      help: { script: 'may_harm' },
    });
    expect(detect('jeg har lige slået ham i skak for første gang').outcome).toBe('none');
  });

  it("hears a harm the voices order, said after what they call the caller, as the caller's own danger", () => {
    expect(detect('de siger jeg er beskidt og skal skrubbe huden af')).toMatchObject({ kind: 'suicide', who: 'caller' });
  });

  it('asks about the caller, never scripts, when one near keeps the caller from speaking freely', () => {
    expect(detect('nej jeg kan ikke snakke så højt lige nu han er i stuen')).toMatchObject({
      kind: 'violence',
      sure: false,
      question: 'violence',
    });
  });

  it("hears someone else's plan on the tracks, a jump threatened now, a drink spiked and fresh cuts as their danger now", () => {
    for (const told of [
      'min roommate skriver at han skal ud og lægge sig på skinnerne',
      'min veninde står ude på altanen og hun siger hun springer hvis jeg kommer tættere på',
      'min datter på 17 sagde at nogen havde puttet noget i hendes drink og hun kan ikke finde sine venner',
      'en pige i 7 klasse har lige vist mig nogle friske dybe snit på armen',
      'min mand er sejlet ud i nat og han har efterladt sin vielsesring og et brev på bordet',
      'mor er fuld og ligger på gulvet og vi kan ikke få hende vågen',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('min søster siger hun springer fra i morgen når vi skal til koncert').outcome).toBe('none');
    expect(detect("min søn vil lægge sig på sofaen foran tv'et").outcome).toBe('none');
  });

  it('hears a door broken open, a robbery at gunpoint and a taxi that will not let the caller out as violence now', () => {
    for (const told of [
      'jeg kan høre ham bryde døren op nu hjælp',
      'der kom lige en ind med maske og pistol og tømte kassen for to minutter siden',
      'jeg sidder i en taxa og chaufføren vil ikke lukke mig ud',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('i filmen kom der en ind med maske og pistol og tømte kassen').outcome).toBe('none');
  });

  it('hears an assault told as forced on, or as frozen while he went on, as a sexual assault', () => {
    expect(detect('en kollega fulgte mig op på værelset i aftes og tvang sig på')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('jeg frøs bare og sagde ingenting og han gjorde det bare')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
  });

  it('hears an amount told after the taking, and two drugs with drowsiness, as an overdose', () => {
    expect(detect('jeg tog dem bare for at sove men det var vist en hel del zopiclon')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg har taget noget heroin og nogle piller og jeg er bange for at falde i søvn')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg har taget panodil og ipren for min tandpine og nu kan jeg sove').outcome).toBe('none');
  });

  it('hears a life insurance checked for suicide and letters for the children found afterwards as plans', () => {
    expect(detect('jeg har læst at livsforsikringen også udbetaler ved selvmord')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg har skrevet et brev til drengene og lagt det i handskerummet så de finder det bagefter')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('jeg er forsikringsrådgiver og en kunde spurgte om livsforsikringen udbetaler ved selvmord').outcome).not.toBe('crisis');
  });

  it('asks the concern question on plain words of distress, and not on a role in a film', () => {
    for (const told of [
      'jeg har det bare ikke godt',
      'jeg blev fyret i tirsdags og jeg orker ikke rigtig noget',
      'hvad skal man så gøre når man ikke kan mere',
      'idk alt er bare ligemeget',
      'jeg skammer mig så meget over det med pengene',
      'jeg er bipolar og jeg er helt nede i et hul lige nu',
      'jeg er så træt af at kæmpe hver eneste dag',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('det der skete i fredags kan jeg ikke leve med')).toMatchObject({ question: 'suicide' });
    expect(detect('jeg har det ikke godt jeg har influenza og feber').outcome).toBe('none');
    expect(detect('jeg skal spille en der tager sit liv i en kortfilm').outcome).toBe('none');
  });

  it('hears a knife held up against the caller, a death threat for who the caller is, and a parent\'s "vi skal dø sammen" as violence', () => {
    expect(detect('i dag holdt de en kniv op mod mig i omklædningsrummet og sagde at i morgen skærer de mig')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
    });
    expect(
      detect('min far og mine brødre har sagt de slår mig ihjel fordi jeg er lesbisk og min far stod udenfor mit arbejde i dag'),
    ).toMatchObject({ outcome: 'crisis', danger: 'honour', sure: true });
    expect(detect('min mor har sagt vi skal dø sammen fordi vi ikke har flere penge og jeg er 10')).toMatchObject({
      outcome: 'crisis',
      kind: 'child',
    });
    expect(detect('i skuespillet holdt han en kniv op mod mig i anden akt').outcome).toBe('none');
  });

  it("hears a child's stranglehold told to a teacher, a friend taken into a room, a passport taken for a marriage as others' danger", () => {
    expect(detect('en pige har lige vist mig mærker på halsen og sagt at hendes far tog kvælertag på hende i morges')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('min veninde er helt væk og der var en fyr der tog hende med ind på et værelse og jeg kan ikke komme ind')).toMatchObject(
      {
        outcome: 'crisis',
        kind: 'third_person',
        who: 'other',
        danger: 'sexual_assault',
      },
    );
    expect(detect('hendes far har taget hendes pas og siger hun skal giftes i irak')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });

  it('hears "ikke frivilligt" at a time just past as an assault, and a burden\'s "hvis jeg var død" as the caller\'s own', () => {
    expect(detect('det var ikke frivilligt altså i går til festen')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
    expect(detect('hvis jeg var død kunne min mand beholde huset og det er jo det bedste for ham')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      who: 'caller',
    });
    expect(detect('hvad skal jeg her for når jeg ikke engang kan forsørge min familie')).toMatchObject({ outcome: 'concern' });
  });

  it('reads a small child who hit another child, a match of ping pong and a fight scene as no child in danger', () => {
    expect(detect('min 10 årige slog sin lillesøster i ping pong og hun græd lidt').outcome).toBe('none');
    expect(detect('min søn slog et andet barn i børnehaven i dag')).not.toMatchObject({ outcome: 'crisis' });
    expect(detect('min modspiller skal lade som om han kvæler mig')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });

  it("asks about a threat at a referee's work told with a past day earlier in the sentence", () => {
    const earlier = { ...NO_CONTEXT, framed: true, adultCaller: true };
    expect(detectCrisis('i søndags var der et slagsmål på banen og en spiller truede med at slå mig', rules, earlier)).toMatchObject({
      outcome: 'crisis',
      sure: false,
      question: 'violence',
    });
  });

  it('hears someone gone off or shut in with a gun as their own danger, and a hunt as none', () => {
    for (const told of [
      'min far har taget jagtgeværet og er gået ud i skoven',
      'nu er han ude i laden og har låst døren og han har taget geværet med',
    ])
      expect(detect(told), told).toMatchObject({ outcome: 'crisis', kind: 'third_person', who: 'other' });
    expect(detect('min far har taget jagtgeværet og er gået ud på jagt i skoven').outcome).toBe('none');
  });

  it('hears the caller over the railing of a bridge, and someone knocking who tries to open the door, as danger now', () => {
    expect(detect('jeg er ude på motorvejsbroen og jeg har klatret over')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      sure: true,
    });
    expect(detect('der er en mand der banker på døren og prøver at åbne den')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('min søn banker på døren og prøver at åbne den fordi han vil ind og lege').outcome).not.toBe('crisis');
  });
});

describe('the sixty-ninth round', () => {
  it('hears voices that say the caller must die as a command, not as words someone else wished on the caller', () => {
    expect(detect('stemmerne siger at jeg skal dø og at i aften er det nu')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      rule: 'stemmer.befaler',
    });
  });

  it('hears someone after a preposition who opens a relative clause as the one who took it', () => {
    expect(detect('jeg står hos en borger der har taget alle sine morfintabletter han er meget sløv')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
    });
    expect(detect('jeg bor hos en ven og jeg har taget alle mine sovepiller')).toMatchObject({ kind: 'overdose', who: 'caller' });
  });

  it("hears someone else's plan with a time tonight as danger now, whatever the caller's job", () => {
    expect(detect('jeg er hjemmehjælper og min borger har fortalt mig at hun har samlet piller og vil tage dem i aften')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });

  it('reads English for whose pills and for a long-past assault', () => {
    expect(detect('i took all my sleeping pills maybe 30')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('i was raped in my country many years ago').outcome).not.toBe('crisis');
    expect(detect('sometimes i think it would be better if i just didn t wake up')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it("hears a will, a body left to science and a dead husband's pills gathered for the pharmacy as no farewell", () => {
    for (const told of [
      'jeg er ved at skrive mit testamente og jeg tænker på hvem der skal have huset',
      'jeg har besluttet at donere min krop til videnskaben når jeg dør',
      'jeg har samlet alle min afdøde mands piller i en pose',
    ])
      expect(detect(told).outcome, told).not.toBe('crisis');
  });
});

describe('the seventieth round', () => {
  it('hears the one whose pulse the caller cannot feel as the one in danger, wherever they are', () => {
    expect(detect('der er en mand der er faldet om midt i bussen og jeg kan ikke mærke nogen puls')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
      sure: true,
    });
  });

  it("hears the caller's things given to someone as the caller's own farewell", () => {
    expect(detect('jeg har skrevet til min bedste veninde at hun skal have alle mine ting')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      who: 'caller',
    });
  });

  it('asks about someone struck down told in the past tense with nothing of now', () => {
    expect(detect('en fyr blev slået ned og jeg ringede 112 dengang og han klarede sig')).toMatchObject({
      sure: false,
      question: 'third_person',
    });
    expect(detect('en fyr er lige blevet slået ned foran baren')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
  });

  it('reads coming out, a tired look and cutting the arteries in their own senses', () => {
    expect(detect('en af pigerne er lige sprunget ud som lesbisk og holdet har taget godt imod det').outcome).not.toBe('crisis');
    expect(detect('jeg er far og alle siger jeg ser død ud').outcome).not.toBe('crisis');
    expect(detect('jeg har en kniv og jeg vil skære mine pulsårer over')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
  });
});

describe('the seventy-first round', () => {
  it("hears someone else's act told with its time or its means as a plan, whoever tells it", () => {
    for (const said of [
      'yo min ven snapper at han vil unalive sig i nat',
      'han siger at han har besluttet at tage sit liv i weekenden',
      'en far gik lige ud af mødet og sagde at han vil køre sig selv ihjel og han har bilnøglerne',
      'jeg sidder med en borger i parken der har et reb og siger han vil bruge det i aften',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', who: 'other', sure: true });
    }
    expect(detect('min mand står med kniven og siger han vil bruge den til kyllingen').outcome).not.toBe('crisis');
  });

  it("hears harm before the caller's eyes or behind a locked door as sure, and play on the floor as none", () => {
    for (const said of [
      'min veninde skar sig lige foran mig',
      'min søn på 17 har låst sig inde og der kommer blod ud under døren',
      'jeg kan se gennem brevsprækken at hun ligger på gulvet',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    }
    expect(detect('jeg kan se at hun ligger på gulvet og leger med klodserne').outcome).not.toBe('crisis');
  });

  it('asks about the caller only near a bridge or a road, and is sure on it, at the tracks or looking down', () => {
    expect(detect('fuck it jeg er ude ved motorvejen')).toMatchObject({ sure: false, question: 'suicide' });
    expect(detect('jeg står ude ved skinnerne nu')).toMatchObject({ outcome: 'crisis', kind: 'suicide', question: 'suicide' });
    expect(detect('jeg holder ved motorvejsbroen og venter på en kunde').outcome).not.toBe('crisis');
    expect(detect('jeg står på broen ved stationen og kigger ned på vandet')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it('asks about one standing outside, and is sure of one armed or threatening there, or broken in', () => {
    expect(detect('min eks står uden for døren')).toMatchObject({ outcome: 'crisis', sure: false, question: 'violence' });
    expect(detect('den sidste siger han står udenfor og har en kniv med')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('min eks er lige brudt ind og jeg gemmer mig i kælderen')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      sure: true,
    });
    expect(detect('jeg gemmer mig på toilettet han er helt vild')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    const family = detect('min far har en pistol og han siger han skyder sig selv og os');
    expect(family).toMatchObject({ outcome: 'crisis', rule: 'vold.sig_selv_og_os', sure: true });
    expect(family.who).not.toBe('other');
  });

  it('hears much drink with sleeping pills, or a blister swallowed with drink on it, as an overdose', () => {
    expect(detect('og så drak jeg en halv flaske vodka og tog mine sove piller')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('jeg drak en øl til maden og tog mine sovepiller da jeg gik i seng').outcome).not.toBe('crisis');
    expect(detect('bro jeg har poppet en hel plade og drukket ovenpå')).toMatchObject({ kind: 'overdose', sure: true });
    expect(detect('jeg har drukket en hel flaske rødvin i aften')).toMatchObject({ sure: false });
    expect(detect('vores datter har fået en overdosis skærmtid siden skilsmissen haha').outcome).not.toBe('crisis');
  });

  it('hears pills kept told with the time first, and a whole dose taken not to wake, as a plan', () => {
    expect(detect('jeg har gemt dem i en måned og i aften tager jeg dem alle')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg har købt meget mere end jeg plejer og jeg skyder det hele i nat så jeg ikke vågner')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
  });

  it("asks about being done with everything, a shout laughed off, and reads the caller's pet given into care as theirs", () => {
    expect(detect('jeg er literally done med det hele')).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('det var bare deres reol der væltede de råbte av og så grinede de')).toMatchObject({ sure: false });
    expect(detect('jeg har skrevet til min bedste ven at hun skal passe på min kat')).toMatchObject({ kind: 'suicide', who: 'caller' });
  });
});

describe('the seventy-second round', () => {
  it('reads a shot or a cut in a limb with a tool as an injury, and someone named before a cut as the one hurt', () => {
    expect(detect('jeg er tømrer og jeg skød mig selv i hånden med sømpistolen i går').outcome).not.toBe('crisis');
    expect(detect('jeg vil skyde mig selv i hovedet med jagtgeværet')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('en indsat har lige skåret sig meget dybt i cellen og der er blod overalt')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
    });
  });

  it('hears a plan in the present tense or after "tænker at", with its place', () => {
    for (const said of [
      'jeg tænker at gå ned på skinnerne når det første tog kommer',
      'jeg har besluttet at når raketterne går i luften så springer jeg fra altanen',
      'jeg tager til fyn i morgen og går ud fra storebæltsbroen',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    }
    expect(detect('jeg går ud fra at broen er åben i morgen').outcome).not.toBe('crisis');
  });

  it("asks about someone else's danger heard as a habit, and not about one's own unwanted thoughts as a threat", () => {
    expect(detect('jeg hører min nabo råbe og banke gennem væggen hver aften')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('jeg får tanker om at jeg kommer til at skade nogen med en kniv og det skræmmer mig').outcome).not.toBe('crisis');
  });

  it('hears a body failing, a hanging found, a burn with a flame and the insurance as the way out', () => {
    expect(detect('min mor er helt væk på sofaen og der er opkast')).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min roommate hænger i gangen jeg har lige fundet ham')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      who: 'other',
    });
    expect(detect('jeg har lige brændt mig med et stearinlys flere gange')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg brændte mig på et stearinlys da jeg pyntede op').outcome).not.toBe('crisis');
    expect(detect('hun ville få livsforsikringen hvis jeg var væk og så var det løst')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
  });

  it('hears an amount said after the medicine, and dates "jeg ville" by a time long ago that opens the sentence', () => {
    expect(detect('jeg har taget mine sovepiller 30 tror jeg')).toMatchObject({ outcome: 'crisis', kind: 'overdose' });
    expect(detect('jeg tog mine piller måske 20 minutter før jeg spiste').outcome).not.toBe('crisis');
    expect(detect('for tre år siden ringede jeg til jer juleaften fordi jeg ville tage mit liv')).toMatchObject({
      outcome: 'concern',
      acuity: 'past',
    });
    expect(detect('for tre år siden døde min mor og jeg ville tage mit liv i nat')).toMatchObject({ outcome: 'crisis', sure: true });
  });

  it("hears someone else's act in the present tense with a time ahead, and force with nothing after it after a night out", () => {
    expect(detect('han har skrevet til en ven at han tager sit liv i weekenden')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('der var en til festen i går der tvang mig')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
    expect(detect('i går tvang min mor mig til at rydde op').outcome).not.toBe('crisis');
  });

  it('asks about feeling bad, sad or thoughts of death, and not about a body that is ill', () => {
    for (const said of ['jeg har det ad helvede til', 'jeg er trist. hele tiden.', 'altså jeg fungerer men jeg har konstant dødstanker']) {
      expect(detect(said), said).toMatchObject({ outcome: 'concern', question: 'suicide' });
    }
    expect(detect('jeg har det virkelig dårligt jeg har influenza og feber').outcome).toBe('none');
    expect(detect('jeg har haft passive dødstanker i tre uger og nu er de blevet aktive')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
  });

  it('hears words said with a stutter or drawn out as the words, and English threats and seizures', () => {
    expect(words('j j jeg er så træææt')).toEqual(['jeg', 'er', 'så', 'træt']);
    expect(words('det hele er sssort')).toContain('sort');
    expect(words('i ikke')).toEqual(['i', 'ikke']);
    expect(detect('they got a machete bro and they keep knocking on the door')).toMatchObject({ outcome: 'crisis', kind: 'violence' });
    expect(detect('my friend is having like a seizure')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
  });
});

describe('the seventy-third round', () => {
  it("hears someone else's body failing in plainer words: a stroke, a seizure at the gym, air, drowning, a sugar low", () => {
    for (const said of [
      'hun har pludselig svært ved at tale og den ene side af ansigtet hænger',
      'min træningsmakker har fået et anfald i fitnesscentret og ryster over hele kroppen',
      'min mor siger hun ikke kan få luft',
      'han er diabetiker og har fået føling og er ved at miste bevidstheden',
      'vandet stiger i kælderen og min gamle nabo sidder fast dernede',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    }
    expect(detect('jeg tror han er ved at drukne')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('min kollega er ved at drukne i arbejde').outcome).toBe('none');
    expect(detect('min mor får et hjerteanfald når hun ser min karakterbog').outcome).not.toBe('crisis');
  });

  it("keeps someone else's threat to die when a death is named as its cause, and reads a farewell in Swedish", () => {
    expect(detect('min far siger han vil skyde sig selv efter at mor er død')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('han sagde han har aflivningsmidlet og vil bruge det på sig selv')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('han svarar inte och han skrev att han tar farväl')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
  });

  it('hears doses for days taken at once, a cleaning agent drunk, a plan in the present tense and a weight tied on', () => {
    expect(detect('jeg har taget mine vanddrivende og hjertepiller for hele ugen i dag')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
      sure: true,
    });
    expect(detect('jeg har drukket noget af desinfektionsmidlet')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('jeg går ud foran toget i aften')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg sidder i en jolle ude på fjorden med ankeret bundet om benet')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('vi har bundet ankeret til bøjen').outcome).toBe('none');
    expect(detect('jeg har lige skåret i mig selv på toilettet på arbejdet')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('hears threats with a weapon, a condition or an "ellers", harm with no sport sense beside a sport, and force into a car as violence', () => {
    for (const said of [
      'en fuld patient har lige truet mig med en saks',
      'tre mænd stod ved min bil og sagde jeg ville blive slået ihjel hvis jeg ikke dømmer som de vil',
      'de har lige ringet og sagt de kommer i aften og jeg skal have pengene ellers',
      'efter kampen blev jeg overfaldet af nogle fans og de venter stadig ved min bil',
      'en mand har tvunget mig ind i hans bil',
      'jeg bliver holdt inde i en lejlighed i malaga',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    }
    expect(detect('min bror truede mig med en pude for sjov').outcome).toBe('none');
    expect(detect('jeg blev holdt inde i frikvarteret fordi jeg havde glemt mine lektier').outcome).not.toBe('crisis');
  });

  it("hears a hand forced, touching not stopped beside a sport, and a young person's grown-up who has sex with them", () => {
    expect(detect('en patient tog fat i mig og tvang min hånd ned i hans bukser i nat på vagten')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
      sure: true,
    });
    expect(detect('min træner tog på mig efter træningen i dag og jeg kunne ikke stoppe ham')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('jeg er 16 og min judotræner har sex med mig efter træning')).toMatchObject({
      outcome: 'crisis',
      sure: true,
      who: 'child',
    });
    expect(detect('someone assaulted me last night at a party sexually')).toMatchObject({ outcome: 'crisis', kind: 'sexual_assault' });
  });

  it("reads an interpreted turn as the speaker's own, and keeps her own words of saying", () => {
    const relayed = (said: string) =>
      normalise(said, rules, { relayed: 'hun' })
        .map((t) => t.word)
        .join(' ');
    expect(relayed('hun siger at han fortalte hende at hun skal dø hun siger det er sandt')).toBe(
      'han fortalte mig at jeg skal dø det er sandt',
    );
    expect(relayed('hendes mand er hjemme')).toBe('hendes mand er hjemme');
  });

  it('does not hear a topic, a trip or party drugs as a danger', () => {
    expect(detect('har i nogle pjecer om hvad man gør hvis nogen har taget for mange piller').outcome).toBe('none');
    expect(detect('de andre tog videre uden mig').outcome).toBe('none');
    expect(detect('min ven har spist nogle svampe')).not.toMatchObject({ outcome: 'crisis', sure: true });
  });
});

describe('the seventy-fourth round', () => {
  it('hears a weapon on the door, a flood with someone unreachable below, a small child in water, an old dose after a stay inside', () => {
    expect(detect('nu banker de på førerhuset med et jernrør og siger jeg skal komme ud')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      sure: true,
    });
    expect(detect('han banker søm i med en hammer ude i værkstedet').outcome).toBe('none');
    expect(detect('min far på 85 bor i kælderlejligheden og han tager ikke telefonen og vandet stiger')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
    expect(detect('min lillebror er 4 og han er faldet i bassinet')).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min lillebror er 4 og han er faldet i bassinet med svømmevinger på').outcome).toBe('none');
    expect(detect('jeg har sat et skud og det var samme mængde som før jeg kom ind')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg tænker tit at det nemmeste var at sejle ud en nat og bare gå over bord så får konen forsikringen')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
    });
    expect(detect('en af gæsterne fulgte efter mig ud på toilettet')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('en mand fulgte efter mig og han står stadig bag mig')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      sure: true,
    });
  });

  it('hears all the pills thought of or imagined, none taken, as a plan, not an overdose', () => {
    for (const said of [
      'og jeg har siddet med en pakke piller i hånden og tænkt på at tage dem alle',
      'jeg har tænkt at hvis jeg tog alle mine sovepiller så ville ingen opdage det før om en måned',
    ]) {
      expect(detect(said), said).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    }
    expect(detect('og jeg blev så ked af det at jeg tog hele pakken')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('jeg tog hele pakken med hjem fra posthuset').outcome).toBe('none');
  });

  it('hears the means at hand and the place: a train waited for and not boarded, a rope in a wood, a weapon taken out', () => {
    expect(detect('jeg venter på det næste tog og jeg skal ikke med det')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      sure: true,
    });
    expect(detect('jeg venter på toget og skal ikke med det jeg skal hente min mor').outcome).not.toBe('crisis');
    expect(detect('jeg har et reb og jeg er i skoven')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg har et reb med og jeg er i skoven for at bygge en gynge til børnene').outcome).not.toBe('crisis');
    expect(detect('jeg har taget hendes tjenestevåben ud af skabet og det ligger på bordet foran mig og jeg vil ikke mere')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      sure: true,
    });
    expect(detect('de siger at jeg skal tage alle pillerne nu')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('jeg skriver lige de sidste breve færdige')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
  });

  it('hears harm to the caller in chat words and plainer words: thrown, abused, driven around, pressed for sex', () => {
    expect(detect('min bf smed mig ind i væggen for 10 min siden')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    expect(detect('der var en mand der trak mig ind i en baggård for en time siden og misbrugte mig')).toMatchObject({
      outcome: 'crisis',
      kind: 'sexual_assault',
    });
    expect(detect('han kører mig ikke hjem han kører bare rundt og siger at jeg er hans nu')).toMatchObject({
      outcome: 'crisis',
      kind: 'violence',
      sure: true,
    });
    expect(detect('han står i min entre og siger han ikke går før vi har haft sex')).toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('han går ikke før vi har spist dessert').outcome).toBe('none');
  });

  it("hears someone else trapped or poisoned, and a relapse of cutting, but not a past dated after it or one's own unwanted thoughts", () => {
    expect(detect('min far ligger under noget af muren')).toMatchObject({ outcome: 'crisis', kind: 'third_person', sure: true });
    expect(detect('min søn ligger under træet og læser').outcome).toBe('none');
    expect(detect('vi er alene og hun har slugt noget fra under vasken')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('men efter han slog op i går har jeg skåret igen')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
    expect(detect('jeg har skåret igen i løg hele formiddagen').outcome).toBe('none');
    expect(detect('jeg har været selvmordstruet før men det er over tre år siden').outcome).not.toBe('crisis');
    expect(detect('jeg har lige taget 30 piller men det er mange år siden jeg har gjort det')).toMatchObject({
      outcome: 'crisis',
      kind: 'overdose',
    });
    expect(detect('jeg har ocd med tanker om at jeg skal skade min baby')).not.toMatchObject({ outcome: 'crisis', sure: true });
    expect(detect('hej min far er politimand han har våben derhjemme').outcome).not.toBe('crisis');
    expect(detect('haha jeg sagde til min veninde at jeg dræber mig selv hvis kjolen ikke passer')).not.toMatchObject({
      outcome: 'crisis',
      sure: true,
    });
  });
});

describe('the seventy-fifth round', () => {
  it('hears "jeg ved ikke" before what is said as a hedge, not its denial, and hopelessness said as no light or no feeling', () => {
    expect(detect('øh jeg ved ikke alt er bare tungt for tiden')).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('jeg ved ikke noget om selvmord').outcome).toBe('none');
    expect(detect('jeg kan ikke se noget lys forude')).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('ngl life is just pain rn')).toMatchObject({ outcome: 'concern', question: 'suicide' });
    expect(detect('jeg spiller bare og jeg mærker ingenting')).toMatchObject({ outcome: 'concern' });
    expect(detect('min fod er bedøvet jeg mærker ingenting').outcome).toBe('none');
  });

  it("hears someone else's body failing now as sure, and blows heard through a wall, a wound, a jump planned, children in the frost", () => {
    expect(detect('min kone har epilepsi og hun har haft krampe i over fem minutter nu og den stopper ikke')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      sure: true,
    });
    expect(detect('det lyder som om han slår hende')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'violence',
      sure: true,
    });
    expect(detect('det lyder som om han slår hende i skak hver gang').outcome).toBe('none');
    expect(detect('min far har skudt sig i benet ved et uheld på jagt')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
      danger: 'medical',
      sure: true,
    });
    expect(detect('i spillet blev han skudt i benet').outcome).toBe('none');
    expect(detect('en af mine folk har sagt han vil gå op i kranen og springe')).toMatchObject({ outcome: 'crisis', kind: 'third_person' });
    expect(detect('min søn siger han vil gå op på vippen og springe i bassinet').outcome).toBe('none');
    expect(detect('i aften står deres to små børn ude på vejen i bare tæer og det er frost')).toMatchObject({
      outcome: 'crisis',
      kind: 'third_person',
    });
  });

  it('hears a plan past the barrier, a death made to look like an accident, bleeding to death, and a dose taken on purpose', () => {
    expect(detect('jeg står på den forkerte side af rækværket')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('i spillet står jeg på den forkerte side af rækværket').outcome).toBe('none');
    expect(detect('jeg har regnet ud at forsikringen betaler hvis det ligner en ulykke med traktoren')).toMatchObject({
      outcome: 'crisis',
      kind: 'suicide',
      sure: true,
    });
    expect(detect('i filmen regner han ud at forsikringen betaler hvis det ligner en ulykke').outcome).toBe('none');
    expect(detect('jeg vil lade mig forbløde')).toMatchObject({ outcome: 'crisis', kind: 'suicide', sure: true });
    expect(detect('klokken ti tog jeg 60 enheder novorapid med vilje')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('jeg tog alle mine kvetiapin før jeg ringede')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('jeg har taken a lot of pills')).toMatchObject({ outcome: 'crisis', kind: 'overdose', sure: true });
    expect(detect('min kone siger jeg kvæler alle mine følelser').outcome).not.toBe('crisis');
    expect(detect('wallah den kjole er til at dø for jeg skal bare ha den til festen ellers dør jeg').outcome).not.toBe('crisis');
    expect(detect('jeg har det så dårligt at jeg vil dø')).toMatchObject({ outcome: 'crisis', kind: 'suicide' });
  });

  it('hears a grown-up drawing a child away as a child in danger, and someone on the way with a weapon', () => {
    expect(detect('han er på vej hjem til mig med en kniv')).toMatchObject({ outcome: 'crisis', kind: 'violence', sure: true });
    expect(detect('i filmen kommer han herover med en kniv').outcome).toBe('none');
    expect(detect('jeg er 13 og han vil have mig med ind i sin bil')).toMatchObject({ outcome: 'crisis', kind: 'child', sure: true });
    expect(detect('han vil have mig med ind i sin bil').outcome).not.toBe('crisis');
    expect(detect('jeg er 13 og han sagde han var 15 men han er voksen')).toMatchObject({ outcome: 'crisis', kind: 'child', sure: true });
  });
});
