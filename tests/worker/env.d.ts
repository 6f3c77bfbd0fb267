// The bindings tests see: the Worker's own (worker-configuration.d.ts), and the migrations the config passes in.
import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** client/styles/call.css, which no page inlines (tests/worker/page-styles.test.ts). */
      TEST_CALL_STYLE: string;
    }
  }
}
