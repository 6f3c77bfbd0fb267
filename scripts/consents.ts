// Operator tool for the consent log, through wrangler against local D1 (default) or --remote:
//   npm run consents -- list [--limit 50]
//   npm run consents -- export --from 2026-01-01 --to 2026-01-31 [--out consents.csv]
//   npm run consents -- delete --session <sessionId>        (a data-subject request)
// Every value that reaches SQL is checked against a strict pattern first.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { CONSENT_COLUMNS } from '../contracts/api.ts';
import { OPERATOR_SQL, OPERATOR_VALUE } from '../worker/db.ts';
import { wranglerEnv } from './wrangler-env.ts';

type Command =
  | { action: 'list'; limit: number }
  | { action: 'export'; from: string; to: string; out?: string }
  | { action: 'delete'; session: string };

interface Target {
  remote: boolean;
  persistTo?: string;
}

export function parseArgs(argv: string[]): { command: Command; target: Target } {
  const [action, ...rest] = argv;
  const flags = new Map<string, string>();
  const target: Target = { remote: false };
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i]!;
    if (name === '--remote') target.remote = true;
    else if (name.startsWith('--')) flags.set(name.slice(2), rest[++i] ?? '');
    else throw new Error(`Unexpected argument: ${name}`);
  }
  if (flags.has('persist-to')) target.persistTo = flags.get('persist-to');
  const need = (name: string, pattern: RegExp, what: string) => {
    const value = flags.get(name);
    if (!value || !pattern.test(value)) throw new Error(`--${name} must be ${what}`);
    return value;
  };
  switch (action) {
    case 'list': {
      const limit = Number(flags.get('limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new Error('--limit must be a whole number from 1 to 10000');
      return { command: { action, limit }, target };
    }
    case 'export': {
      const from = need('from', OPERATOR_VALUE.date, 'a date (YYYY-MM-DD)');
      const to = need('to', OPERATOR_VALUE.date, 'a date (YYYY-MM-DD)');
      if (from > to) throw new Error('--from must not be after --to');
      return { command: { action, from, to, out: flags.get('out') }, target };
    }
    case 'delete':
      return { command: { action, session: need('session', OPERATOR_VALUE.session, 'a session id (UUID)') }, target };
    default:
      throw new Error('Use: consents list|export|delete (see the README)');
  }
}

/** The command's statement, from the database module's operator statements (worker/db.ts). */
export function sqlFor(command: Command): string {
  switch (command.action) {
    case 'list':
      return OPERATOR_SQL.latest(command.limit);
    case 'export':
      return OPERATOR_SQL.between(command.from, command.to);
    case 'delete':
      return OPERATOR_SQL.deleteSession(command.session);
  }
}

/** RFC 4180 CSV; a cell that a spreadsheet would run as a formula is prefixed with '. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    let text = value == null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[CONSENT_COLUMNS.join(','), ...rows.map((r) => CONSENT_COLUMNS.map((c) => cell(r[c])).join(','))].join('\r\n')}\r\n`;
}

export function runSql(sql: string, target: Target): { results: Record<string, unknown>[] } {
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  const out = execFileSync('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    encoding: 'utf8',
    env: wranglerEnv,
  });
  return JSON.parse(out)[0];
}

function main() {
  const { command, target } = parseArgs(process.argv.slice(2));
  const { results } = runSql(sqlFor(command), target);
  if (command.action === 'list') {
    console.table(results);
  } else if (command.action === 'export') {
    const csv = toCsv(results);
    if (command.out) {
      writeFileSync(command.out, csv);
      console.log(`Wrote ${results.length} consent(s) to ${command.out}`);
    } else process.stdout.write(csv);
  } else {
    console.log(`Deleted ${results.length} consent record(s) for session ${command.session}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
