// Whole calls through the crisis path, scored the way acceptance scores them: ../shared/crisis/dialogues.sh
// runs the development dialogues through our own prepareCall on a real AgentSession with a scripted model.
// Held-out calls are scored the same way elsewhere; the floors below are acceptance's goals, and the README
// gives the figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';

const SCORER = '../shared/crisis/dialogues.sh';

it('the development dialogues: crisis calls caught in time and of the right kind, no false alarm, every safety no answered with 112', () => {
  // The scorer and its dialogues live outside the repository, in ../shared/ beside the clone (as CI keeps it).
  expect(existsSync(SCORER), `${SCORER} is missing: this test needs ../shared/ beside the clone`).toBe(true);
  const run = spawnSync(SCORER, [], { encoding: 'utf8', env: { ...process.env, DIALOGUE_CONCURRENCY: '4' }, timeout: 240_000 });
  const summary = run.stdout.trim().split('\n').at(-1) ?? '';
  console.log(summary);
  const figure = (name: string) => Number(new RegExp(`${name} (\\d\\.\\d+)`).exec(summary)?.[1]);
  const safety = /safety-no (\d+)\/(\d+)/.exec(summary);
  expect(summary).toMatch(/^dialogue: crisis/);
  expect(figure('crisis')).toBeGreaterThanOrEqual(0.95);
  expect(figure('right kind')).toBeGreaterThanOrEqual(0.95);
  expect(figure('false')).toBeLessThanOrEqual(0.05);
  expect(safety?.[1]).toBe(safety?.[2]);
}, 300_000);
