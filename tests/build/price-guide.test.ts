// The price guide's rule engine as a table of cases over the real facts file: every category, the age
// limits at their edges, with and without a referral and insurance; then the query reading, the answer
// URL, the tokens the subsidy box prints, and facts files that fail the build.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrices, PricesError } from '../../config/prices.ts';
import { GUIDE_TOPICS, type GuideAnswers, guidePath, guideText, priceGuide, readGuideQuery } from '../../contracts/price-guide.ts';
import { priceTokens } from '../../scripts/price-guide-text.ts';

const FILE = 'content/pris-og-tilskud.json';
const prices = loadPrices(FILE);
const guide = (age: number, topic: GuideAnswers['topic'], referral = false, insurance?: boolean) =>
  priceGuide({ age, topic, referral, insurance }, prices);

type Row = [age: number, topic: GuideAnswers['topic'], referral: boolean, expected: Partial<ReturnType<typeof priceGuide>>];

const EVENT_TOPICS = [
  'vold',
  'ulykke',
  'paaroerende-psykisk',
  'alvorlig-sygdom',
  'paaroerende-sygdom',
  'doedsfald',
  'selvmordsforsoeg',
  'sen-abort',
] as const;

describe('who may be entitled to what', () => {
  const rows: Row[] = [
    // Every event category: 40 %, 12 sessions, the 6-month rule, at any adult age; the doctor first without a referral.
    ...EVENT_TOPICS.map(
      (topic): Row => [
        40,
        topic,
        false,
        {
          subsidy: 'share',
          share: { pct: 40 },
          sessions: { first: 12, extra: 0 },
          referralMonths: { normal: 6, latest: 12 },
          firstStep: 'ask-doctor',
          waiting: 'unknown',
        },
      ],
    ),
    // Events count for children too (only depression and anxiety have an age limit).
    [10, 'doedsfald', true, { subsidy: 'share', firstStep: 'find-psychologist', municipal: true }],
    // Abuse before 18: no time limit.
    [
      30,
      'overgreb',
      true,
      { subsidy: 'share', sessions: { first: 12, extra: 0 }, firstStep: 'find-psychologist', searchSpecialty: 'traumer' },
    ],
    // Depression and anxiety: nothing from the region at 17, free from 18 to 24, 40 % from 25; 12 more sessions.
    [17, 'angst', false, { subsidy: 'none', noSubsidyBecause: 'too-young', fromAge: 18, municipal: true, firstStep: 'municipal' }],
    [18, 'angst', false, { subsidy: 'free', sessions: { first: 12, extra: 12 }, waiting: { weeks: 26, year: 2023 }, municipal: false }],
    [24, 'depression', true, { subsidy: 'free', firstStep: 'find-psychologist', searchSpecialty: 'depression' }],
    [25, 'depression', true, { subsidy: 'share', share: { pct: 40 }, waiting: { weeks: 16, year: 2021 }, waitingFor: 'illness' }],
    [25, 'angst', false, { subsidy: 'share', sessions: { first: 12, extra: 12 }, firstStep: 'ask-doctor' }],
    [70, 'angst', true, { subsidy: 'share' }],
    // Something else: no subsidy from the region, whatever the age; with a referral, pick the group it names.
    [40, 'andet', false, { subsidy: 'none', noSubsidyBecause: 'not-listed', firstStep: 'doctor-or-private', waitingFor: 'private' }],
    [40, 'andet', true, { subsidy: 'none', firstStep: 'pick-category' }],
    [15, 'andet', false, { subsidy: 'none', firstStep: 'municipal', municipal: true }],
  ];

  it.each(rows)('%i years, %s, referral %s', (age, topic, referral, expected) => {
    expect(guide(age, topic, referral)).toMatchObject(expected);
  });

  it('covers every topic in the table', () => {
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(GUIDE_TOPICS));
  });

  it.each([
    [11, false],
    [12, true],
    [25, true],
    [26, false],
  ])('headspace at %i: %s (12 to 25)', (age, offered) => {
    expect(guide(age, 'andet').headspace !== undefined).toBe(offered);
  });

  it.each([
    [4, false],
    [5, true],
    [17, true],
    [18, false],
  ])('the municipal offer at %i: %s (from the reception class, 5-6, to 17)', (age, offered) => {
    expect(guide(age, 'angst').municipal).toBe(offered);
  });

  it('never gives the share in kroner as current while it is unconfirmed, only the last published with its year; always the private price from the survey', () => {
    for (const topic of GUIDE_TOPICS) {
      const r = guide(40, topic);
      expect(r.share?.kroner).toBeUndefined();
      if (r.subsidy === 'share') expect(r.share?.published).toEqual({ first: 443.63, later: 369.95, year: 2023 });
      else expect(r.share).toBeUndefined();
      expect(r.privatePrice).toEqual({ from: 900, to: 1199, year: 2022 });
    }
  });

  it.each([
    [true, 'ask'],
    [false, undefined],
    [undefined, 'maybe'],
  ] as const)('insurance %s: %s, never an amount', (insurance, expected) => {
    const r = guide(30, 'angst', true, insurance);
    expect(r.insurance).toBe(expected);
    const t = guideText(r, prices);
    if (expected) expect(t.insurance).toMatch(/kan du have ret til et tilskud mere/);
    else expect(t.insurance).toBeUndefined();
    expect(t.insurance ?? '').not.toMatch(/\d/);
  });
});

describe('the answer in Danish', () => {
  it('says "du kan have ret til", never a promise, and the free scheme in kroner', () => {
    const t = guideText(guide(22, 'angst', true), prices);
    expect(t.heading).toBe('Du kan have ret til gratis hjælp hos en psykolog');
    expect(t.withSubsidy).toBe('Med tilskud: 0 kr. Regionen betaler det hele, når din læge har henvist dig.');
    expect(t.withoutSubsidy).toBe('Uden tilskud: De fleste private psykologer tog 900–1199 kr. for en samtale i 2022.');
    expect(t.sessions).toMatch(/^Du kan have ret til tilskud til 12 samtaler\. .*12 mere\.$/);
    expect(t.estimate).toMatch(/cirka 600–1200 kr\. Det er et groft skøn/);
  });

  it("gives the last published kroner with their year and where they were published, asks for today's, and names the 6-month rule for an event", () => {
    const t = guideText(guide(40, 'ulykke'), prices);
    expect(t.withSubsidy).toBe(
      'Med tilskud: Du betaler 40 % af psykologens pris, og regionen betaler resten. I 2023 var det 443,63 kr. for den første samtale og 369,95 kr. for de næste, ifølge en psykologs egen side. Beløbet ændres to gange om året, så spørg psykologen, hvad det er i dag.',
    );
    expect(t.timeLimit).toBe(
      'Din læge skal som regel henvise dig senest 6 måneder efter det, der skete. Det kan ikke ske senere end 12 måneder efter.',
    );
    expect(t.waiting).toMatch(/Vi kender ikke ventetiden i dag/);
  });

  it('never mentions bill L 49, which no stored page shows as passed', () => {
    expect(prices.facts.fastTreatmentYouth.status).toBe('unconfirmed');
    for (const age of [18, 22, 24])
      expect(JSON.stringify(guideText(guide(age, 'depression'), prices))).not.toMatch(
        /8 hverdage|inden for 1 måned|privat behandlingssted/,
      );
  });
});

describe('the query and the answer URL', () => {
  it('round-trips an answer through its URL', () => {
    const answers = { age: 22, topic: 'angst', referral: true, insurance: false } as const;
    expect(guidePath(answers)).toBe('/pris-og-tilskud?alder=22&emne=angst&henvisning=ja&forsikring=nej');
    const read = readGuideQuery(new URL(`https://x.example${guidePath(answers)}`).searchParams);
    expect(read).toMatchObject({ kind: 'answers', answers });
  });

  it('leaves insurance out when it was not asked', () => {
    expect(guidePath({ age: 30, topic: 'doedsfald', referral: false })).toBe('/pris-og-tilskud?alder=30&emne=doedsfald&henvisning=nej');
    expect(readGuideQuery(new URLSearchParams('alder=30&emne=doedsfald&henvisning=nej'))).toMatchObject({
      kind: 'answers',
      answers: { age: 30, topic: 'doedsfald', referral: false },
    });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['utm_source=x', { kind: 'empty' }],
    [
      'alder=22',
      { kind: 'invalid', problems: ['Vælg, hvad det handler om.', 'Svar ja eller nej til, om du har eller kan få en henvisning.'] },
    ],
    ['alder=-1&emne=angst&henvisning=ja', { kind: 'invalid', problems: ['Skriv din alder som et tal, fx 22.'] }],
    ['alder=121&emne=angst&henvisning=ja', { kind: 'invalid' }],
    ['alder=2.5&emne=angst&henvisning=ja', { kind: 'invalid' }],
    ['alder=22&emne=ANGST&henvisning=ja', { kind: 'invalid' }],
  ])('reads "%s"', (query, expected) => {
    expect(readGuideQuery(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe('the facts file', () => {
  it('gives the subsidy box and the FAQs each confirmed figure as a token, and no token for an unconfirmed one', () => {
    const { facts, siteEstimate } = prices;
    expect(priceTokens(prices)).toEqual({
      prisGrupper: `${facts.categories.value}`,
      prisTilskudProcent: `${facts.regionSharePct.value}`,
      prisEgenbetalingProcent: `${facts.patientSharePct.value}`,
      prisGratisFra: `${facts.freeYouth.value?.from}`,
      prisGratisTil: `${facts.freeYouth.value?.to}`,
      prisSamtaler: `${facts.sessions.value?.first}`,
      prisEkstraSamtaler: `${facts.sessions.value?.extra}`,
      prisSygdomFraAlder: `${facts.illnessMinAge.value}`,
      prisSkoenFra: `${siteEstimate.from}`,
      prisSkoenTil: `${siteEstimate.to}`,
    });
    const unconfirmed = { ...prices, facts: { ...facts, sessions: { ...facts.sessions, status: 'unconfirmed', value: null } } } as const;
    expect(Object.keys(priceTokens(unconfirmed))).not.toContain('prisSamtaler');
  });

  it('has a source and a check date for every fact, and no value for an unconfirmed one', () => {
    for (const [name, fact] of Object.entries(prices.facts)) {
      for (const source of fact.source) expect(source.url, name).toMatch(/^https?:\/\//);
      // Checked on one day; the patient's share in kroner and the municipal ages again three days later.
      expect(fact.checked, name).toBe(['patientShareKroner', 'municipalAges'].includes(name) ? '2026-11-29' : '2026-11-26');
      if (fact.status === 'unconfirmed') expect(fact.value, name).toBeNull();
    }
  });

  it("reaches the Worker whole but for what each source's page said and the file's comment", () => {
    const served = JSON.parse(readFileSync('worker/generated/content.json', 'utf8')).prices;
    // The facts as the build loads them (every source a list of versions), said and comment included.
    const { $comment, ...loaded } = structuredClone(prices) as typeof prices & { $comment?: string };
    expect($comment).toEqual(expect.any(String));
    for (const fact of Object.values(loaded.facts) as { said?: string; lastPublished?: { said?: string } }[]) {
      expect(fact.said).toEqual(expect.any(String));
      delete fact.said;
      delete fact.lastPublished?.said;
    }
    expect(served.facts.patientShareKroner.lastPublished.year).toBe(2023);
    expect(served).toEqual(loaded);
  });

  /** What the build says of the facts file after `change`. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reaches into any field of the facts file.
  function problemsAfter(change: (data: Record<string, any>) => void): string[] {
    const data = JSON.parse(readFileSync(FILE, 'utf8'));
    change(data);
    const file = join(mkdtempSync(join(tmpdir(), 'priser-')), 'pris-og-tilskud.json');
    writeFileSync(file, JSON.stringify(data));
    try {
      loadPrices(file, 'pris-og-tilskud.json');
    } catch (error) {
      if (error instanceof PricesError) return error.problems;
      throw error;
    }
    return [];
  }

  it('fails the build for a figure without a confirmed source', () => {
    expect(
      problemsAfter((data) => {
        data.facts.patientShareKroner.value = { first: 470, later: 390, from: '2026-10-01' };
      }),
    ).toEqual(['pris-og-tilskud.json: facts.patientShareKroner: a confirmed fact has a value; an unconfirmed one has null']);
  });

  it('asks for the kroner, without a figure, when no amount with a year was found at all', () => {
    const data = JSON.parse(readFileSync(FILE, 'utf8'));
    delete data.facts.patientShareKroner.lastPublished;
    const t = guideText(priceGuide({ age: 40, topic: 'ulykke', referral: true }, data), data);
    expect(t.withSubsidy).toMatch(/40 % af psykologens pris.*Spørg psykologen, hvad det er i kroner lige nu\.$/);
    expect(t.withSubsidy).not.toMatch(/\d+,\d\d kr/);
  });

  it('fails the build for a last published amount beside a confirmed one', () => {
    expect(
      problemsAfter((data) => {
        data.facts.patientShareKroner.status = 'confirmed';
        data.facts.patientShareKroner.value = { first: 470, later: 390, from: '2026-10-01' };
      }),
    ).toEqual(['pris-og-tilskud.json: facts.patientShareKroner: a confirmed amount needs no last published one']);
  });

  it("fails the build for a subsidy figure other than the scheme's, or an estimate other than the spec's", () => {
    expect(
      problemsAfter((data) => {
        data.facts.regionSharePct.value = 65;
        data.facts.sessions.value.extra = 0;
        data.siteEstimate.to = 1500;
      }),
    ).toEqual([
      'pris-og-tilskud.json: facts.regionSharePct.value: Invalid input: expected 60',
      'pris-og-tilskud.json: facts.sessions.value.extra: Invalid input: expected 12',
      'pris-og-tilskud.json: siteEstimate.to: Invalid input: expected 1200',
    ]);
  });
});
