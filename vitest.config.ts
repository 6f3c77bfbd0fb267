// Three test projects: the Worker inside workerd (with D1 and static assets), the browser code in a
// DOM, and the build pipeline in Node. Playwright runs the e2e tests (playwright.config.ts).
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Production JSX, to match the production React that wrangler.toml's [define] selects.
const oxc = { jsx: { runtime: 'automatic', development: false } } as const;

export default defineConfig({
  oxc,
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1); many files mostly wait (on a
    // call's timers, on wrangler, hunspell or a spawned scorer, on a worker starting), so with two at a
    // time the cores were still idle half the run. Three: 245 s → 170 s on this 2-core machine; the crisis
    // file, which only computes, keeps one core and the other files share the second.
    maxWorkers: 3,
    projects: [
      {
        oxc,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                TEST_CALL_STYLE: readFileSync('client/styles/call.css', 'utf8'),
              },
            },
          }),
        ],
        test: { name: 'worker', include: ['tests/worker/**/*.test.{ts,tsx}'], setupFiles: ['tests/worker/setup.ts'] },
      },
      {
        oxc,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      // Many build tests read the whole content (the first in a file asks hunspell about every word): on a busy
      // machine that has taken more than vitest's default 5 s.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      // The voice agent in Node, through LiveKit Agents' text harness (no LiveKit server, no hosted model).
      // Tests that parse the whole crisis rule set several times took 1.8 s here and over 5 s on a busy CI
      // machine; a timeout is a hang guard, not a speed check (npm run bench measures speed).
      {
        test: { name: 'agent', include: ['tests/agent/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
    ],
  },
});
