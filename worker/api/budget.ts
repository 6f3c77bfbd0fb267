// The site-wide daily budget of started calls. One D1 row a day, taken by a single upsert that adds a
// call only while the count is under the limit: SQLite runs each statement atomically on D1's one
// primary, so concurrent requests from every location can never take more than the budget. A Durable
// Object would also serialise, but needs a class, a binding and a migration for one integer.
const TAKE = `INSERT INTO call_budget (day, calls) VALUES (?1, 1)
  ON CONFLICT (day) DO UPDATE SET calls = calls + 1 WHERE calls < ?2
  RETURNING calls`;
const GIVE_BACK = 'UPDATE call_budget SET calls = calls - 1 WHERE day = ?1 AND calls > 0';
/** Rows older than this go with the daily cron; a week keeps recent days visible to an operator. */
const BUDGET_DAYS_KEPT = 7;

/** The budget's day: the date in Copenhagen, so the budget renews at Danish midnight. */
export function budgetDay(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(now);
}

/** Takes one call from today's budget; false when the budget is spent. */
export async function takeCall(db: D1Database, dailyBudget: number, now = new Date()): Promise<boolean> {
  return (await db.prepare(TAKE).bind(budgetDay(now), dailyBudget).first()) !== null;
}

/** A call the provider could not create was never started: it goes back into the budget. */
export async function giveCallBack(db: D1Database, now = new Date()): Promise<void> {
  await db.prepare(GIVE_BACK).bind(budgetDay(now)).run();
}

export async function deleteOldBudgetDays(db: D1Database, now = new Date()): Promise<number> {
  const cutoff = budgetDay(new Date(now.getTime() - BUDGET_DAYS_KEPT * 86_400_000));
  return (await db.prepare('DELETE FROM call_budget WHERE day < ?1').bind(cutoff).run()).meta.changes ?? 0;
}
