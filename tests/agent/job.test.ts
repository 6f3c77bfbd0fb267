// What every call needs is read once per worker process, in prewarm, and a call only reads it from there.
import { readFileSync } from 'node:fs';
import type { JobProcess } from '@livekit/agents';
import { expect, it } from 'vitest';
import { type Prewarmed, prewarm } from '../../agent/job.ts';
import { loadKnowledge } from '../../agent/knowledge.ts';
import site from '../../content/site.json' with { type: 'json' };

/** The disclosure as content/agent/assistant.md writes it (a folded YAML block), read here without the loader. */
function disclosureInFile(): string {
  const text = readFileSync(new URL('../../content/agent/assistant.md', import.meta.url), 'utf8');
  const block = /^disclosure: >-\n((?: {2}.*\n)+)/m.exec(text)?.[1];
  if (!block) throw new Error('content/agent/assistant.md: no disclosure block');
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

it('prewarm leaves on the process the words a call opens with, filled in from site.json', () => {
  const proc = { userData: {} } as JobProcess<Prewarmed>;
  prewarm(proc);
  const emergency = site.helplines.national.find((line) => line.id === 'alarm')!.spoken;
  const expected = disclosureInFile().replaceAll('{product}', site.product).replaceAll('{emergency}', emergency);
  expect(proc.userData.content.disclosure).toBe(expected);
  expect(proc.userData.content.crisisRules.rules.length).toBeGreaterThan(0);
});

it('reads the knowledge file once: every later call gets what was read', () => {
  const first = loadKnowledge();
  expect(loadKnowledge()).toBe(first);
  expect(first.pages.length).toBeGreaterThan(0);
});
