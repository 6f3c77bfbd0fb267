// What every call needs is read once per worker process, in prewarm, and a call only reads it from there.
import type { JobProcess } from '@livekit/agents';
import { expect, it } from 'vitest';
import { loadAgentContent } from '../../agent/content.ts';
import { type Prewarmed, prewarm } from '../../agent/job.ts';
import { loadKnowledge } from '../../agent/knowledge.ts';

it('prewarm leaves the words, instructions and crisis rules on the process', () => {
  const proc = { userData: {} } as JobProcess<Prewarmed>;
  prewarm(proc);
  const fresh = loadAgentContent();
  expect(proc.userData.content.disclosure).toBe(fresh.disclosure);
  expect(proc.userData.content.instructions()).toBe(fresh.instructions());
  expect(proc.userData.content.crisisRules).toEqual(fresh.crisisRules);
});

it('reads the knowledge file once: every later call gets what was read', () => {
  const first = loadKnowledge();
  expect(loadKnowledge()).toBe(first);
  expect(first.pages.length).toBeGreaterThan(0);
});
