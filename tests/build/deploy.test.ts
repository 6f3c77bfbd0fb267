// `npm run deploy` refuses, in one clear line, while site.json still names the example data controller.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'deploy-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function deployCheck(controller?: Record<string, string>) {
  const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
  if (controller) site.controller = { ...site.controller, ...controller };
  const file = join(dir, `site-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(site));
  return spawnSync(process.execPath, ['scripts/deploy.ts', '--check'], { encoding: 'utf8', env: { ...process.env, SITE_JSON: file } });
}

describe('the deploy guard', () => {
  it('refuses the shipped example controller with one line naming what to fill in', () => {
    const run = deployCheck();
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^deploy refused: .*site-.*\.json still names the example data controller .*CVR 00000000.*fill in controller/);
  });

  it.each([
    ['CVR 00000000', { legalName: 'Terapi ApS', address: 'Vej 1, 8000 Aarhus C', cvr: '00000000' }],
    ['an example name', { legalName: 'Terapi ApS (eksempel)', address: 'Vej 1, 8000 Aarhus C', cvr: '12345678' }],
    ['an example address', { legalName: 'Terapi ApS', address: 'Eksempelvej 1, 0000 Eksempelby', cvr: '12345678' }],
  ])('refuses a controller with %s still in it', (_label, controller) => {
    expect(deployCheck(controller).status).toBe(1);
  });

  it('lets a real controller through to the build and the deploy', () => {
    const run = deployCheck({ legalName: 'Terapi ApS', cvr: '12345678', address: 'Vej 1, 8000 Aarhus C', email: 'privatliv@terapi.dk' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('is what npm run deploy runs', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.deploy).toBe('node scripts/deploy.ts');
  });
});
