// `npm start`: apply the D1 migrations to the local database, then serve the site on 127.0.0.1:8787.
import { spawn, spawnSync } from 'node:child_process';
import { wranglerEnv } from './wrangler-env.ts';

// PORT and PERSIST_TO let the e2e tests run their own server on their own local D1.
const port = process.env.PORT ?? '8787';
const state = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];
const LOCAL_URL = `http://127.0.0.1:${port}`;

const migrate = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...state], { stdio: 'inherit', env: wranglerEnv });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const dev = spawn('wrangler', ['dev', '--ip', '127.0.0.1', '--port', port, ...state, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: wranglerEnv,
});
dev.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));

// wrangler builds first; say where the site is once it answers.
for (let i = 0; i < 240; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ok = await fetch(LOCAL_URL, { method: 'HEAD' }).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) {
    console.log(`\n  The site is running at ${LOCAL_URL}\n`);
    break;
  }
}
