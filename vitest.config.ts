// Three test projects: the Worker inside workerd (with D1 and static assets), the browser code in a
// DOM, and the build pipeline in Node. Playwright runs the e2e tests (playwright.config.ts).
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    // Production JSX, to match the production React that wrangler.toml's [define] selects.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    test: {
      projects: [
        {
          oxc: { jsx: { runtime: 'automatic', development: false } },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations },
              },
            }),
          ],
          test: { name: 'worker', include: ['tests/worker/**/*.test.{ts,tsx}'], setupFiles: ['tests/worker/setup.ts'] },
        },
        {
          test: { name: 'client', include: ['tests/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
        },
        {
          test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
        },
      ],
    },
  };
});
