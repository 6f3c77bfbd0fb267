// The operator tool: strict arguments, safe SQL, CSV a spreadsheet cannot abuse, and a real run on local D1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, runSql, sqlFor, toCsv } from '../../scripts/consents.ts';
import { OPERATOR_SQL } from '../../worker/db.ts';
import { wranglerEnv } from '../../scripts/wrangler-env.ts';

describe('arguments', () => {
  it('reads the three commands and --remote', () => {
    expect(parseArgs(['list'])).toEqual({ command: { action: 'list', limit: 50 }, target: { remote: false } });
    expect(parseArgs(['export', '--from', '2026-01-01', '--to', '2026-01-31', '--remote']).target.remote).toBe(true);
    expect(parseArgs(['delete', '--session', '0b6e7c52-2a7a-4f4e-9a51-3f0d1f7c9a10']).command).toEqual({
      action: 'delete',
      session: '0b6e7c52-2a7a-4f4e-9a51-3f0d1f7c9a10',
    });
  });

  it.each([
    [['delete', '--session', "x' OR 1=1 --"], '--session must be a session id (UUID)'],
    [['delete'], '--session must be a session id (UUID)'],
    [['export', '--from', '2026-01-01', '--to', "2026-01-31' OR '1"], '--to must be a date (YYYY-MM-DD)'],
    [['export', '--from', '2026-02-01', '--to', '2026-01-01'], '--from must not be after --to'],
    [['list', '--limit', '5; DROP TABLE consent_log'], '--limit must be a whole number from 1 to 10000'],
    [['drop'], 'Use: consents list|export|delete (see the README)'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new Error(message));
  });

  it('builds SQL only from checked values', () => {
    expect(sqlFor({ action: 'export', from: '2026-01-01', to: '2026-01-31' })).toContain(
      "created_at >= '2026-01-01T00:00:00.000Z' AND created_at < '2026-01-31T23:59:59.999Z'",
    );
  });

  it('and the database module refuses any other value, whoever calls it', () => {
    expect(() => OPERATOR_SQL.between("2026-01-01' OR '1'='1", '2026-01-31')).toThrow(/refused in SQL/);
    expect(() => OPERATOR_SQL.deleteSession("x' OR 1=1 --")).toThrow(/refused in SQL/);
    expect(() => OPERATOR_SQL.latest(1.5)).toThrow(/refused in SQL/);
    expect(OPERATOR_SQL.deleteSession('8A0E3C1E-2F4B-4C7D-9E1A-0B2C3D4E5F60')).toContain("= '8a0e3c1e-2f4b-4c7d-9e1a-0b2c3d4e5f60'");
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const csv = toCsv([
      {
        id: 'a',
        created_at: 't',
        accepted: 1,
        consent_version: '1.0',
        session_id: 's',
        browser_language: 'da',
        screen_resolution: '1x1',
        timezone: 'UTC',
        page_url: '=HYPERLINK("x")',
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'id,created_at,accepted,consent_version,session_id,browser_language,screen_resolution,timezone,page_url,consent_digest,withdraw_hash',
    );
    expect(row).toBe(`a,t,1,1.0,s,da,1x1,UTC,"'=HYPERLINK(""x"")",,`);
  });
});

describe('against a local D1', () => {
  it('lists, exports a date range, and deletes by session', () => {
    const dir = mkdtempSync(join(tmpdir(), 'consents-'));
    try {
      execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir], { env: wranglerEnv, stdio: 'ignore' });
      const target = { remote: false, persistTo: dir };
      const a = '11111111-1111-4111-8111-111111111111';
      const b = '22222222-2222-4222-8222-222222222222';
      // A row stored in another case than the operator types (as before migration 0003).
      const upper = 'CCCCCCCC-CCCC-4CCC-8CCC-CCCCCCCCCCCC';
      runSql(
        `INSERT INTO consent_log VALUES ('id-a','2026-03-02T10:00:00.000Z',1,'1.0','${a}','da','1x1','UTC','https://x.example/',NULL,NULL),('id-b','2026-04-02T10:00:00.000Z',1,'1.0','${b}','da','1x1','UTC','https://x.example/',NULL,NULL),('id-c','2026-02-01T10:00:00.000Z',1,'1.0','${upper}','da','1x1','UTC','https://x.example/',NULL,NULL)`,
        target,
      );
      expect(runSql(sqlFor({ action: 'list', limit: 10 }), target).results.map((r) => r.id)).toEqual(['id-b', 'id-a', 'id-c']);
      const march = runSql(sqlFor({ action: 'export', from: '2026-03-01', to: '2026-03-31' }), target).results;
      expect(march.map((r) => r.id)).toEqual(['id-a']);
      expect(runSql(sqlFor({ action: 'delete', session: a }), target).results).toEqual([{ id: 'id-a' }]);
      // The upper-case row is found by the id typed in lower case.
      expect(runSql(sqlFor({ action: 'delete', session: upper.toLowerCase() }), target).results).toEqual([{ id: 'id-c' }]);
      expect(runSql(sqlFor({ action: 'list', limit: 10 }), target).results.map((r) => r.session_id)).toEqual([b]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // each step starts wrangler, which takes seconds on a busy machine
});
