// `npm run deploy` refuses, one clear line a reason, while site.json still holds a shipped example (the data
// controller, the DPO field, the agent's host) or a sourced fact checked more than 18 months ago.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Site } from '../../config/site.ts';

const dir = mkdtempSync(join(tmpdir(), 'deploy-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REAL_CONTROLLER = { legalName: 'Terapi ApS', cvr: '12345678', address: 'Vej 1, 8000 Aarhus C', email: 'privatliv@terapi.dk' };
const REAL_DPO = {
  assessment: 'Vi har vurderet, at behandlingen ikke sker i stort omfang, fordi samtalerne er få og ikke gemmes.',
  assessedOn: '2026-11-20',
};
const REAL_HOST = 'Hetzner Online GmbH';

/** site.json with these changes, checked by `node scripts/deploy.ts --check` as if today were `today`. */
function deployCheck(controller?: Partial<Site['controller']>, change: (site: Site) => void = () => {}, today = '2026-11-26') {
  const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as Site;
  if (controller) site.controller = { ...site.controller, ...controller };
  change(site);
  const file = join(dir, `site-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(site));
  return spawnSync(process.execPath, ['scripts/deploy.ts', '--check'], {
    encoding: 'utf8',
    env: { ...process.env, SITE_JSON: file, TODAY: today },
  });
}

/** Everything an operator fills in, so a test changes only what it is about. */
const filledIn = (site: Site) => {
  site.controller.dpo = REAL_DPO;
  site.processors.find((p) => p.agentHost)!.name = REAL_HOST;
};

describe('the deploy guard', () => {
  it('refuses the shipped example controller with one line naming what to fill in', () => {
    const run = deployCheck(undefined, filledIn);
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

  it('lets a real controller, DPO field and agent host through to the build and the deploy', () => {
    const run = deployCheck(REAL_CONTROLLER, filledIn);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // A DPO contact instead of an assessment goes through too.
    const contact = (site: Site) => {
      filledIn(site);
      site.controller.dpo = { contact: 'Anne Hansen, dpo@terapi.dk' };
    };
    expect(deployCheck(REAL_CONTROLLER, contact).status).toBe(0);
  });

  it('refuses the shipped DPO placeholder and an unnamed agent host, naming each field', () => {
    const dpo = deployCheck(REAL_CONTROLLER, (site) => {
      filledIn(site);
      site.controller.dpo = { assessment: 'EKSEMPEL – skal udfyldes', assessedOn: '2026-11-26' };
    });
    expect(dpo.status).toBe(1);
    expect(dpo.stderr.trim()).toMatch(/^deploy refused: .* still holds shipped examples in controller\.dpo; fill them in first\.$/);
    const unnamed = deployCheck(REAL_CONTROLLER, (site) => {
      site.controller.dpo = REAL_DPO;
    });
    expect(unnamed.status).toBe(1);
    expect(unnamed.stderr).toMatch(/processors\[\d\] \(EKSEMPEL – skal udfyldes: den server, der kører stemmeassistenten\)/);
  });

  it('refuses a sourced fact checked more than 18 months ago, and lets 17 months through', () => {
    const aged = (site: Site) => {
      filledIn(site);
      site.helplines.national.find((l) => l.id === 'livslinien')!.checked = '2025-05-01';
    };
    const old = deployCheck(REAL_CONTROLLER, aged, '2026-11-26');
    expect(old.status).toBe(1);
    expect(old.stderr.trim()).toMatch(
      /^deploy refused: 1 sourced fact\(s\) .* more than 18 months ago.*helplines\.national\.livslinien \(2025-05-01\)$/,
    );
    expect(deployCheck(REAL_CONTROLLER, aged, '2026-10-31').status).toBe(0);
  });

  it('is what npm run deploy runs', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.deploy).toBe('node scripts/deploy.ts');
  });
});
