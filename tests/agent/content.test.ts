// The agent's words, crisis rules and configuration as read from content/, and the worker's start-up check.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentContentError, loadAgentContent } from '../../agent/content.ts';
import { CRISIS_FILES, CrisisRuleError, parseCrisisRules } from '../../agent/crisis/rules.ts';
import { createModels, missingEnvironment } from '../../agent/models.ts';
import { openNow } from '../../agent/hours.ts';
import { loadSite } from '../../config/site.ts';
import { type Helpline, regionsOn } from '../../contracts/content.ts';
import { danishDay } from '../../contracts/dated.ts';
import { CRISIS_KINDS, type CrisisKind } from '../../contracts/screen.ts';

const content = loadAgentContent();
const site = JSON.parse(readFileSync('content/site.json', 'utf8'));

describe('agent content', () => {
  it('fills every token and takes its name and limits from site.json', () => {
    const crisisWords = CRISIS_KINDS.flatMap((kind) => Object.values(content.crisis(kind)));
    for (const text of [content.disclosure, content.instructions(), content.goodbye, ...Object.values(content.questions), ...crisisWords])
      expect(text).not.toMatch(/\{\w+\}/);
    expect(content.agentName).toBe(site.voiceAgentId);
    expect(content.limits.maxCallMs).toBe(site.call.maxMinutes * 60_000);
    expect(content.disclosure).toContain(site.product);
  });

  it('covers every kind of danger in the crisis rules', () => {
    expect(new Set(content.crisisRules.rules.map((r) => r.kind))).toEqual(new Set(CRISIS_KINDS));
  });
});

describe('the crisis scripts', () => {
  const spokenLine = (id: string) => {
    const line = site.helplines.national.find((l: { id: string }) => l.id === id);
    return `${line.name} på ${line.spoken}`;
  };
  const fitting: Record<CrisisKind, string[]> = {
    suicide: ['Livslinien'],
    violence: ['Lev Uden Vold'],
    sexual_assault: ['Politiet'],
    overdose: ['Giftlinjen'],
    child: ['Børnetelefonen'],
    third_person: ['Livslinien'],
  };

  /** Every hour of one week, from Monday 00:00 Danish (winter) time. */
  const week = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 22, 23) + hour * 3_600_000));
  const linesOf = (kind: CrisisKind): Helpline[] =>
    site.helplines.forKind[kind].map((id: string) => site.helplines.national.find((l: Helpline) => l.id === id));
  const notClosed = (kind: CrisisKind) => week.find((at) => linesOf(kind).every((l) => openNow(l, at) !== 'closed'))!;

  it.each(CRISIS_KINDS)('%s: 112, the fitting line, that we cannot send help, one safety question, in at most 40 words', (kind) => {
    const { script } = content.crisis(kind, notClosed(kind));
    expect(script).toMatch(/[Rr]ing et-et-to/);
    for (const id of site.helplines.forKind[kind]) expect(script).toContain(spokenLine(id));
    for (const name of fitting[kind]) expect(site.helplines.forKind[kind].map(spokenLine).join()).toContain(name);
    expect(script).toContain('Jeg kan ikke selv sende hjælp.');
    // One question, and it is the last sentence.
    expect(script.match(/\?/g)).toHaveLength(1);
    expect(script).toMatch(/\?$/);
    // 112 once: a line that does not answer is not followed by a second "ring et-et-to".
    expect(script.match(/et-et-to/g)).toHaveLength(1);
    // Spoken numbers count as the words they are ("halvfjerds, to-nul-en, to-nul-en" is three).
    expect(script.split(/\s+/).length).toBeLessThanOrEqual(40);
    // No written digits: the voice says numbers as Danes say them.
    expect(script).not.toMatch(/\d/);
  });

  it.each([
    ['overdose', /Kan du ringe nu\?$/],
    ['third_person', /Kan du ringe nu\?$/],
    ['suicide', /Kan du ringe nu\?$/],
    ['violence', /Er du et sikkert sted lige nu\?$/],
  ] as const)('%s: the safety question fits the kind', (kind, question) => {
    expect(content.crisis(kind, notClosed(kind)).script).toMatch(question);
  });

  it("names a line only while it is open, and gives the region's acute route when it is closed", () => {
    // A copy of the content in which the suicide line has hours: 11:00 to 05:00 every day.
    const dir = mkdtempSync(join(tmpdir(), 'hours-'));
    cpSync('content', dir, { recursive: true });
    const changed = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
    const line = changed.helplines.national.find((l: Helpline) => l.id === changed.helplines.forKind.suicide[0]);
    Object.assign(line, {
      alwaysOpen: undefined,
      hoursUrl: line.hoursUrl ?? line.url,
      hours: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '11:00', to: '05:00' }],
    });
    writeFileSync(join(dir, 'site.json'), JSON.stringify(changed));
    const withHours = loadAgentContent(dir);
    const at = (utc: string) => withHours.crisis('suicide', new Date(utc));
    // 12:00 and 03:00 Danish time (UTC+1 in November) are open; 08:00 is closed.
    for (const open of ['2026-11-26T11:00:00Z', '2026-11-27T02:00:00Z'])
      expect(at(open).script).toContain(`${line.name} på ${line.spoken}`);
    const closed = at('2026-11-26T07:00:00Z');
    expect(closed.script).not.toContain(line.spoken);
    expect(closed.script).toContain(`${line.name} har lukket nu, men akuttelefonen i din region svarer døgnet rundt.`);
    expect(closed.script.match(/et-et-to/g)).toHaveLength(1);
    expect(closed.reminder).not.toContain(line.spoken);
    expect(closed.reminder).toContain('et-et-to');
    expect(closed.script.split(/\s+/).length).toBeLessThanOrEqual(40);
  });

  it.each(CRISIS_KINDS)('%s: the reminder, the warning, the goodbye and the silence check say 112', (kind) => {
    const words = content.crisis(kind, notClosed(kind));
    for (const line of [words.reminder, words.timeWarning, words.goodbye, words.stillThere]) expect(line).toContain('et-et-to');
    for (const line of [words.reminder, words.timeWarning, words.goodbye])
      expect(line).toContain(spokenLine(site.helplines.forKind[kind][0]));
  });

  it('tells the model what is kept and for how long, from the same configuration as the privacy policy', () => {
    const { retention, name } = site.aiProvider;
    expect(content.instructions()).not.toMatch(/intet bliver optaget/);
    expect(content.instructions()).toContain(name);
    if (!retention.zeroDataRetention) {
      expect(content.instructions()).toContain(`i op til ${retention.days} dage`);
      expect(content.instructions()).toContain(`${retention.exception}`);
    }
  });

  it('names Retell, not LiveKit, in the spoken retention sentence when Retell carries the call', () => {
    const before = process.env.VOICE_PROVIDER;
    process.env.VOICE_PROVIDER = 'retell';
    try {
      const retention =
        loadAgentContent()
          .instructions()
          .split(/sig præcis\s+dette: /)[1] ?? '';
      expect(retention).toMatch(/Retell AI/);
      expect(retention).not.toMatch(/LiveKit/);
    } finally {
      if (before === undefined) delete process.env.VOICE_PROVIDER;
      else process.env.VOICE_PROVIDER = before;
    }
  });

  it('tells the model which lines not to offer when the call starts: closed ones, and at night those marked notAtNight', () => {
    const lineIn = (text: string, id: string) => {
      const line = site.helplines.national.find((l: { id: string }) => l.id === id)!;
      return text.split('\n').find((row) => row.startsWith(`- ${line.name}: ${line.phone}`)) ?? '';
    };
    // Wednesday 2 December 2026, 03:00 and 13:00 in Danish time (UTC+1).
    const night = content.instructions(new Date('2026-12-02T02:00:00Z'));
    const day = content.instructions(new Date('2026-12-02T12:00:00Z'));
    expect(lineIn(night, 'psykiatrifonden')).toMatch(/har ikke åbent om aftenen og natten – nævn den ikke som hjælp nu/);
    expect(lineIn(day, 'psykiatrifonden')).not.toMatch(/nævn den ikke/);
    // Livslinien's hours are not confirmed either, but it is not marked notAtNight: it stays offered.
    expect(lineIn(night, 'livslinien')).not.toMatch(/nævn den ikke/);
    // Center for Seksuelle Overgreb answers Tuesday 9–11 and Thursday 13–15: closed on a Wednesday.
    expect(lineIn(day, 'cso')).toMatch(/lukket nu – nævn den ikke som hjælp nu/);
    expect(lineIn(night, 'alarm')).toMatch(/åbent døgnet rundt/);
  });

  it('gives the model every help line from site.json and the real limit of a call', () => {
    for (const line of site.helplines.national)
      expect(content.instructions()).toContain(`${line.name}: ${line.phone} (sig: ${line.spoken})`);
    for (const region of regionsOn(loadSite('content/site.json').helplines.regions, danishDay(new Date()))) {
      expect(content.instructions()).toContain(region.phone);
      expect(content.instructions()).toContain(region.psychiatry.how);
    }
    expect(content.instructions()).toContain(`Samtalen varer højst ${site.call.maxMinutes} minutter`);
    for (const topic of [
      'Børnetelefonen',
      'Giftlinjen',
      'doser',
      'Beruset eller forvirret',
      'anbefaler ikke personer',
      'Et andet sprog',
      'gentag det ikke',
    ])
      expect(content.instructions()).toContain(topic);
  });

  it('states no price or number of sessions itself: those come from our pages through the look-up tool', () => {
    expect(content.instructions()).not.toMatch(/\bkr\.|kroner|\d+\s*[–-]\s*\d+\s*sessioner/);
    expect(content.instructions()).toContain('slaa_op');
  });

  it("names the regions as they are on the call's day: Region Østdanmark from 1 January 2027, with the old numbers", () => {
    // Noon on New Year's Eve, and half an hour into New Year's Day in Denmark (23:30 UTC).
    const before = content.instructions(new Date('2026-12-31T12:00:00+01:00'));
    const after = content.instructions(new Date('2026-12-31T23:30:00Z'));
    expect(before).toContain('- Region Hovedstaden: Akuttelefonen 1813');
    expect(before).toContain('- Region Sjælland: Akuttelefonen 1818');
    expect(before).not.toContain('Østdanmark');
    expect(after).toContain('- Region Østdanmark (det tidligere Region Hovedstaden): Akuttelefonen 1813');
    expect(after).toContain('- Region Østdanmark (det tidligere Region Sjælland): Akuttelefonen 1818');
    expect(after).toContain('i det tidligere Region Hovedstaden ringer du fortsat 1813');
    expect(after).not.toMatch(/^- Region (Hovedstaden|Sjælland):/m);
    // The other regions are the same on both days.
    for (const region of ['Syddanmark', 'Midtjylland', 'Nordjylland']) {
      const line = (text: string) => text.split('\n').find((l) => l.startsWith(`- Region ${region}:`));
      expect(line(after), region).toBe(line(before));
    }
  });

  it('keeps phone numbers out of the Markdown, so site.json stays the one list', () => {
    const markdown = readFileSync('content/agent/assistant.md', 'utf8');
    const regions = Object.values(site.helplines.regions).flat() as { phone: string; psychiatry: { phone: string } }[];
    const phones = [...site.helplines.national, ...regions, ...regions.map((r) => r.psychiatry)].map((l: { phone: string }) => l.phone);
    for (const phone of phones) expect(markdown).not.toMatch(new RegExp(`\\b${phone}\\b`));
  });
});

describe('the content build checks the crisis rules', () => {
  const real = (name: keyof typeof CRISIS_FILES) => readFileSync(join('content/agent/krise', CRISIS_FILES[name]), 'utf8');
  /** The real files with one of them replaced, each named as the build names it. */
  const parse = (changed: Partial<Record<keyof typeof CRISIS_FILES, string>>) =>
    parseCrisisRules({
      rules: { text: changed.rules ?? real('rules'), where: 'regler.txt' },
      lists: { text: changed.lists ?? real('lists'), where: 'ord.txt' },
      lemmas: { text: changed.lemmas ?? real('lemmas'), where: 'lemmaer.txt' },
      replacements: { text: changed.replacements ?? real('replacements'), where: 'normalisering.txt' },
    });
  const problems = (changed: Parameters<typeof parse>[0]) => {
    try {
      parse(changed);
    } catch (error) {
      if (error instanceof CrisisRuleError) return error.problems;
      throw error;
    }
    return [];
  };
  const rule = (line: string) => `# a comment\n\n${line}\n  + jeg vil dø\n  - jeg vil ikke dø\n`;

  it('accepts the real files', () => expect(problems({})).toEqual([]));

  it.each([
    ['an unknown list', rule('a.b krise suicide : jeg @findesikke dø'), 'regler.txt:3: unknown list @findesikke'],
    [
      'an unknown outcome',
      rule('a.b akut suicide : jeg vil dø'),
      'regler.txt:3: outcome "akut" is not one of krise, bekymring, efter, barn',
    ],
    [
      'an unknown kind',
      rule('a.b krise selvmord : jeg vil dø'),
      'regler.txt:3: kind "selvmord" is not one of suicide, overdose, violence, sexual_assault, child, third_person',
    ],
    ['an unclosed group', rule('a.b krise suicide : jeg (vil|skal dø'), 'regler.txt:3: "(" is never closed'],
    ['a pattern ending in a gap', rule('a.b krise suicide : jeg vil ..2'), 'regler.txt:3: a pattern cannot start or end with a gap'],
    ['a line without a colon', rule('a.b krise suicide jeg vil dø'), 'regler.txt:3: expected "id udfald art : mønster"'],
    ['an unknown list after "!"', rule('a.b krise suicide : jeg vil dø ! @ingenting'), 'regler.txt:3: unknown list @ingenting after "!"'],
    [
      'a rule without examples',
      'a.b krise suicide : jeg vil dø\n',
      'regler.txt:1: rule "a.b" needs an example it must match ("  + …") and one it must not ("  - …") below it',
    ],
  ])('rejects %s with file and line', (_, text, problem) => expect(problems({ rules: text })).toEqual([problem]));

  it('rejects a duplicate rule id', () => {
    expect(problems({ rules: rule('a.b krise suicide : jeg vil dø') + rule('a.b krise suicide : jeg skal dø') })).toEqual([
      'regler.txt:8: rule id "a.b" is used twice',
    ]);
  });

  it('rejects broken lists, lemmas and replacements', () => {
    const lists = real('lists');
    expect(problems({ lists: `${lists}\n@fyld = øh` })).toContain(`ord.txt:${lists.split('\n').length + 1}: list @fyld is defined twice`);
    expect(problems({ lists: lists.replace(/^@ramme = /m, '@rammer = ') })).toContain('ord.txt: list @ramme is missing');
    // Every list the code reads (CODE_LISTS), not only those it cannot do without.
    expect(problems({ lists: lists.replace(/^@forsæt = /m, '@forsaet = ') })).toContain('ord.txt: list @forsæt is missing');
    expect(problems({ lists: `${lists}\n@x = min @ukendt` })).toContain(
      `ord.txt:${lists.split('\n').length + 1}: @x: unknown list @ukendt (define it above)`,
    );
    expect(problems({ lemmas: 'skære: skar\nslå: skar' })).toEqual(['lemmaer.txt:2: "skar" already belongs to "skære"']);
    expect(problems({ replacements: 'selv mord selvmord' })).toEqual(['normalisering.txt:1: expected "words -> words"']);
  });

  it('rejects a rule or list that names a word the normaliser removes or replaces, so it could never match', () => {
    expect(problems({ rules: rule('a.b krise suicide : jeg har det (virkelig|sindssygt) skidt') })).toEqual([
      'regler.txt:3: "sindssygt" is removed or replaced by the normaliser; it never matches',
    ]);
    expect(problems({ rules: rule('a.b krise suicide : jeg (ska|vil) dø') })).toEqual([
      'regler.txt:3: "ska" is removed or replaced by the normaliser; it never matches',
    ]);
    expect(problems({ lists: `${real('lists')}\n@x = bløder totalt` })).toContain(
      'ord.txt: @x: "bløder totalt" names "totalt", which the normaliser removes or replaces',
    );
  });

  it('fails loadAgentContent, and so the build, naming the file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'krise-'));
    cpSync('content', dir, { recursive: true });
    writeFileSync(join(dir, 'agent/krise/regler.txt'), rule('a.b krise suicide : jeg @findesikke dø'));
    expect(() => loadAgentContent(dir)).toThrow(AgentContentError);
    expect(() => loadAgentContent(dir)).toThrow(/agent\/krise\/regler\.txt:3: unknown list @findesikke/);
  });
});

describe('the models', () => {
  // The crisis detector reads the provider's transcripts, so they must be Danish, not auto-detected.
  it.each([
    ['openai', { OPENAI_API_KEY: 'k' }],
    [
      'azure',
      {
        AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com',
        AZURE_OPENAI_API_KEY: 'k',
        AZURE_OPENAI_DEPLOYMENT: 'd',
        AZURE_OPENAI_TTS_DEPLOYMENT: 't',
      },
    ],
  ] as const)('%s transcribes the caller in Danish', (provider, env) => {
    const { llm, tts } = createModels({ ...content.model, provider }, env);
    expect(llm._options.inputAudioTranscription).toMatchObject({ language: 'da' });
    expect(tts).toBeDefined();
  });
});

describe('npm run agent', () => {
  it('names what to set when keys are missing', () => {
    expect(missingEnvironment(content.model, { LIVEKIT_URL: 'wss://x', OPENAI_API_KEY: 'k' })).toEqual([
      'LIVEKIT_API_KEY',
      'LIVEKIT_API_SECRET',
    ]);
    expect(missingEnvironment({ ...content.model, provider: 'azure' }, {})).toContain('AZURE_OPENAI_ENDPOINT');
  });

  it('exits at once with one clear line without them', () => {
    const run = spawnSync(process.execPath, ['agent/main.ts', 'start'], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'npm run agent: set LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET, OPENAI_API_KEY in the environment (provider "openai" in content/site.json); see README, "The voice agent".',
    ]);
  }, 25_000); // Starting Node takes seconds on a busy machine; spawnSync gives up at 20 s.
});
