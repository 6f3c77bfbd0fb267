// Every D1 statement, each behind a function with typed rows; handlers hold no SQL. The operator's
// three (scripts/consents.ts) are here too, as text for `wrangler d1 execute`.
//
// The consent log: one row per consent given (migrations 0001, 0004), deleted on withdrawal or with age.
//
// The daily budgets of started calls: the site's, and each client's. Each is a D1 row a day, taken by a
// single upsert that adds a call only while the count is under its limit: SQLite runs each statement
// atomically on D1's one primary, so concurrent requests from every location can never take more than
// the limit. A Durable Object would also serialise, but needs a class, a binding and a migration for
// one integer.
//
// A LiveKit token is a reservation until its caller joins: LiveKit tells us by a signed webhook
// (participant_joined). One never used within its lifetime is given back to both budgets.

import { CONSENT_COLUMNS } from '../contracts/api.ts';
import { DAY_MS, toHex } from '../contracts/bytes.ts';

/** A consent_log row as the API writes it: text in every column but accepted, which is always 1. */
type ConsentRow = Record<Exclude<(typeof CONSENT_COLUMNS)[number], 'accepted'>, string> & { accepted: 1 };

const INSERT_CONSENT = `INSERT OR IGNORE INTO consent_log (${CONSENT_COLUMNS.join(', ')}) VALUES (${CONSENT_COLUMNS.map((_, i) => `?${i + 1}`).join(', ')})`;
const CONSENT_ATTEMPTS = 3;

/** Stores a consent, in up to three attempts; throws the last error when all fail. The id is fixed
 *  beforehand and the insert ignores a row already there, so a retry can never store it twice. */
export async function insertConsent(db: D1Database, row: ConsentRow): Promise<void> {
  const statement = db.prepare(INSERT_CONSENT).bind(...CONSENT_COLUMNS.map((column) => row[column]));
  for (let attempt = 1; ; attempt++) {
    try {
      await statement.run();
      return;
    } catch (error) {
      if (attempt >= CONSENT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Whether the session logged a consent at or after `since` (ISO 8601). */
export async function hasConsentSince(db: D1Database, sessionId: string, since: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 FROM consent_log WHERE session_id = ?1 AND created_at >= ?2 LIMIT 1')
    .bind(sessionId, since)
    .first();
  return row !== null;
}

/** Deletes a consent if `withdrawHash` is its own: 'deleted', 'wrong_secret' (the row stays), or 'gone' (no such row). */
export async function deleteConsent(db: D1Database, id: string, withdrawHash: string): Promise<'deleted' | 'wrong_secret' | 'gone'> {
  const deleted = await db.prepare('DELETE FROM consent_log WHERE id = ?1 AND withdraw_hash = ?2').bind(id, withdrawHash).run();
  if ((deleted.meta.changes ?? 0) > 0) return 'deleted';
  const still = await db.prepare('SELECT 1 FROM consent_log WHERE id = ?1').bind(id).first();
  return still ? 'wrong_secret' : 'gone';
}

/** The daily clean-up: consent rows older than the retention period go. */
export async function deleteExpiredConsents(db: D1Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db.prepare('DELETE FROM consent_log WHERE created_at < ?1').bind(cutoff).run();
  return result.meta.changes ?? 0;
}
const TAKE_SITE = `INSERT INTO call_budget (day, calls) VALUES (?1, 1)
  ON CONFLICT (day) DO UPDATE SET calls = calls + 1 WHERE calls < ?2
  RETURNING calls`;
const GIVE_BACK_SITE = 'UPDATE call_budget SET calls = calls - 1 WHERE day = ?1 AND calls > 0';
const TAKE_CLIENT = `INSERT INTO call_client (day, client, calls) VALUES (?1, ?2, 1)
  ON CONFLICT (day, client) DO UPDATE SET calls = calls + 1 WHERE calls < ?3
  RETURNING calls`;
const GIVE_BACK_CLIENT = 'UPDATE call_client SET calls = calls - 1 WHERE day = ?1 AND client = ?2 AND calls > 0';
/** The day's salt, made by whichever request comes first; every later one reads the same. */
const DAY_SALT = `INSERT INTO call_salt (day, salt) VALUES (?1, ?2)
  ON CONFLICT (day) DO UPDATE SET salt = salt
  RETURNING salt`;
/** Rows older than this go with the daily cron; a week keeps recent days visible to an operator. */
const BUDGET_DAYS_KEPT = 7;

/** The budget's day: the date in Copenhagen, so the budget renews at Danish midnight. */
export function budgetDay(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(now);
}

/** Takes one call from today's site budget; false when the budget is spent. */
export async function takeCall(db: D1Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  return (await db.prepare(TAKE_SITE).bind(budgetDay(now), dailyBudget).first()) !== null;
}

/** The random salt of today's client hashes; it is deleted with the day. */
export async function daySalt(db: D1Database, now = new Date()): Promise<string> {
  const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
  return (await db.prepare(DAY_SALT).bind(budgetDay(now), fresh).first<{ salt: string }>())!.salt;
}

export type Taken = 'taken' | 'client_limit' | 'budget_exhausted';

/** Takes one call from the client's day and then the site's; a call refused by the site is given back to the client. */
export async function takeCallFor(
  db: D1Database,
  client: string,
  limits: { dailyBudget: number; dailyPerClient: number },
  now = new Date(),
): Promise<Taken> {
  const day = budgetDay(now);
  if ((await db.prepare(TAKE_CLIENT).bind(day, client, limits.dailyPerClient).first()) === null) return 'client_limit';
  if (await takeCall(db, limits.dailyBudget, now)) return 'taken';
  await db.prepare(GIVE_BACK_CLIENT).bind(day, client).run();
  return 'budget_exhausted';
}

/** A call that was never started goes back into both budgets of the day it was taken from. */
export async function giveCallBack(db: D1Database, client: string, day = budgetDay()): Promise<void> {
  await db.batch([db.prepare(GIVE_BACK_SITE).bind(day), db.prepare(GIVE_BACK_CLIENT).bind(day, client)]);
}

/** Notes a LiveKit room whose token is out, so the call comes back if no caller joins. */
export async function reserve(db: D1Database, room: string, client: string, now = new Date()): Promise<void> {
  await db
    .prepare('INSERT INTO call_reservation (room, day, client, issued_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(room, budgetDay(now), client, now.getTime())
    .run();
}

/** The caller joined: the call counts for good. False when the room is not one of ours (or already joined). */
export async function markJoined(db: D1Database, room: string): Promise<boolean> {
  const result = await db.prepare('UPDATE call_reservation SET joined = 1 WHERE room = ?1 AND joined = 0').bind(room).run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Gives back every call whose token was issued more than `unusedAfterMs` ago and never joined. Each
 * reservation is deleted and returned by one statement, so two requests running this at once can never
 * give the same call back twice. Only once a signed join has arrived today: without a working webhook
 * every call would look unused, so then calls simply count when issued.
 */
export async function returnUnusedCalls(db: D1Database, unusedAfterMs: number, now = new Date()): Promise<number> {
  const { results } = await db
    .prepare(
      `DELETE FROM call_reservation WHERE joined = 0 AND issued_at < ?1
        AND EXISTS (SELECT 1 FROM call_reservation WHERE joined = 1)
      RETURNING day, client`,
    )
    .bind(now.getTime() - unusedAfterMs)
    .all<{ day: string; client: string }>();
  for (const { day, client } of results) await giveCallBack(db, client, day);
  return results.length;
}

/** The daily clean-up: budget days older than a week; client counts, salts and reservations of past days. */
export async function deleteOldBudgetDays(db: D1Database, now = new Date()): Promise<number> {
  const cutoff = budgetDay(new Date(now.getTime() - BUDGET_DAYS_KEPT * DAY_MS));
  const today = budgetDay(now);
  const [days] = await db.batch([
    db.prepare('DELETE FROM call_budget WHERE day < ?1').bind(cutoff),
    db.prepare('DELETE FROM call_client WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM call_salt WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM call_reservation WHERE day < ?1').bind(today),
  ]);
  return days!.meta.changes ?? 0;
}

/** A whole number, an ISO date, a session id: the only values the operator's statements inline (the
 *  operator's script checks its arguments against the same patterns). */
export const OPERATOR_VALUE = {
  limit: /^[1-9]\d{0,4}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  session: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};
function inlined(value: string | number, pattern: RegExp): string {
  if (!pattern.test(String(value))) throw new Error(`refused in SQL: ${JSON.stringify(value)}`);
  return String(value);
}

/**
 * The operator's statements on the consent log (scripts/consents.ts). `wrangler d1 execute` binds no
 * values, so each value is inlined, and only after it matches its strict pattern.
 */
export const OPERATOR_SQL = {
  latest: (limit: number) =>
    `SELECT ${CONSENT_COLUMNS.join(', ')} FROM consent_log ORDER BY created_at DESC LIMIT ${inlined(limit, OPERATOR_VALUE.limit)}`,
  // created_at is ISO 8601 UTC, so whole days compare as text; "to" includes its whole day.
  between: (from: string, to: string) =>
    `SELECT ${CONSENT_COLUMNS.join(', ')} FROM consent_log WHERE created_at >= '${inlined(from, OPERATOR_VALUE.date)}T00:00:00.000Z' AND created_at < '${inlined(to, OPERATOR_VALUE.date)}T23:59:59.999Z' ORDER BY created_at`,
  // The API stores session ids lowercase (migration 0003 lowered older rows); lower() on both sides still
  // finds a row in any case. RETURNING, because local D1 reports no change count.
  deleteSession: (session: string) =>
    `DELETE FROM consent_log WHERE lower(session_id) = '${inlined(session.toLowerCase(), OPERATOR_VALUE.session)}' RETURNING id`,
};
