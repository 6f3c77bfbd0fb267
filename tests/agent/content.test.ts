// The agent's words, phrases and configuration as read from content/, and the worker's start-up check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AgentContentError, loadAgentContent, readPhrases } from '../../agent/content.ts';
import { CrisisGuard } from '../../agent/crisis.ts';
import { missingEnvironment } from '../../agent/models.ts';

const content = loadAgentContent();
const site = JSON.parse(readFileSync('content/site.json', 'utf8'));

describe('agent content', () => {
  it('fills every token and takes its name and limits from site.json', () => {
    for (const text of [content.disclosure, content.crisisScript, content.instructions, content.goodbye])
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
  });
});
