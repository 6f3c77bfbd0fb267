// The agent's words, phrases and configuration as read from content/, and the worker's start-up check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AgentContentError, loadAgentContent, readPhrases } from '../../agent/content.ts';
import { CRISIS_KINDS, type CrisisKind } from '../../contracts/screen.ts';
import { CrisisGuard } from '../../agent/crisis.ts';
import { createModels, missingEnvironment } from '../../agent/models.ts';

const content = loadAgentContent();
const site = JSON.parse(readFileSync('content/site.json', 'utf8'));

describe('agent content', () => {
  it('fills every token and takes its name and limits from site.json', () => {
    const crisisWords = Object.values(content.crisis).flatMap((words) => Object.values(words));
    for (const text of [content.disclosure, content.instructions, content.goodbye, content.concernQuestion, ...crisisWords])
      expect(text).not.toMatch(/\{\w+\}/);
    expect(content.agentName).toBe(site.voiceAgentId);
    expect(content.limits.maxCallMs).toBe(site.call.maxMinutes * 60_000);
    expect(content.disclosure).toContain(site.product);
  });

  it('covers suicide, self-harm and acute danger in the phrase list', () => {
    expect(new Set(content.crisisPhrases.map((p) => p.group))).toEqual(new Set(['selvmord', 'selvskade', 'akut fare']));
  });

  it('rejects a phrase listed twice or before any group', () => {
    expect(() => readPhrases('[a]\nvil dø\nVil dø!', 'x.txt')).toThrow(new AgentContentError('x.txt: "Vil dø!" is listed twice'));
    expect(() => readPhrases('vil dø', 'x.txt')).toThrow(new AgentContentError('x.txt: "vil dø" stands before any [group]'));
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
    overdose: ['Giftlinjen'],
    child: ['Børnetelefonen'],
    third_person: ['Livslinien'],
  };

  it.each(CRISIS_KINDS)('%s: 112, the fitting line, a safety question and a way on if it is busy, in at most 40 words', (kind) => {
    const { script } = content.crisis[kind];
    expect(script).toContain('ring et-et-to');
    for (const id of site.helplines.forKind[kind]) expect(script).toContain(spokenLine(id));
    for (const name of fitting[kind]) expect(site.helplines.forKind[kind].map(spokenLine).join()).toContain(name);
    expect(script).toMatch(/Er du (selv )?i sikkerhed( lige nu)?\?$/);
    expect(script).toMatch(/Er der optaget/);
    // Spoken numbers count as the words they are ("halvfjerds, to-nul-en, to-nul-en" is three).
    expect(script.split(/\s+/).length).toBeLessThanOrEqual(40);
    // No written digits: the voice says numbers as Danes say them.
    expect(script).not.toMatch(/\d/);
  });

  it.each(CRISIS_KINDS)('%s: the reminder, the warning, the goodbye and the silence check say 112', (kind) => {
    const words = content.crisis[kind];
    for (const line of [words.reminder, words.timeWarning, words.goodbye, words.stillThere]) expect(line).toContain('et-et-to');
    for (const line of [words.reminder, words.timeWarning, words.goodbye])
      expect(line).toContain(spokenLine(site.helplines.forKind[kind][0]));
  });

  it('gives the model every help line from site.json and the real limit of a call', () => {
    for (const line of site.helplines.national) expect(content.instructions).toContain(`${line.name}: ${line.phone} (sig: ${line.spoken})`);
    for (const region of Object.values(site.helplines.regions) as { phone: string; psychiatry: { how: string } }[]) {
      expect(content.instructions).toContain(region.phone);
      expect(content.instructions).toContain(region.psychiatry.how);
    }
    expect(content.instructions).toContain(`Samtalen varer højst ${site.call.maxMinutes} minutter`);
    for (const topic of [
      'Børnetelefonen',
      'Giftlinjen',
      'doser',
      'Beruset eller forvirret',
      'anbefaler ikke personer',
      'Et andet sprog',
      'gentag det ikke',
    ])
      expect(content.instructions).toContain(topic);
  });

  it('keeps phone numbers out of the Markdown, so site.json stays the one list', () => {
    const markdown = readFileSync('content/agent/assistant.md', 'utf8');
    const regions = Object.values(site.helplines.regions) as { phone: string; psychiatry: { phone: string } }[];
    const phones = [...site.helplines.national, ...regions, ...regions.map((r) => r.psychiatry)].map((l: { phone: string }) => l.phone);
    for (const phone of phones) expect(markdown).not.toMatch(new RegExp(`\\b${phone}\\b`));
  });
});

describe('the crisis detector', () => {
  const guard = () => new CrisisGuard(content.crisisPhrases);
  it.each(['Jeg har tænkt på at tage mit eget liv', 'JEG VIL IKKE LEVE MERE!!', 'nogle gange skærer i mig selv', 'min kæreste slår mig'])(
    'hears a crisis in "%s"',
    (said) => expect(guard().hear(said)).toBeTypeOf('string'),
  );

  it.each([
    'Jeg vil gerne finde en psykolog i Aarhus',
    'Hvad er kognitiv terapi?',
    'Nej, det var ikke sådan ment',
    'Jeg er træt af min scutter', // whole words only
  ])('hears no crisis in "%s"', (said) => expect(guard().hear(said)).toBeUndefined());

  it('stays flagged after a later denial', () => {
    const g = guard();
    g.hear('jeg vil bare dø');
    expect(g.hear('nej nej, det var ikke sådan ment')).toBeUndefined();
    expect(g.inCrisis).toBe(true);
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
