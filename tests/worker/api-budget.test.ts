// The site-wide daily budget of started calls: one D1 row a day, never one call over, even when 200
// visitors ring at the same moment from different places.
import { DAY_MS } from '../../contracts/bytes.ts';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUDGET_EXHAUSTED } from '../../contracts/api.ts';
import { budgetDay, deleteOldBudgetDays, takeCall } from '../../worker/db.ts';
import { content } from '../../worker/content/index.ts';
import worker, { createApp } from '../../worker/index.ts';
import { CALL, consentedSession, KEY, nextIp } from './api.ts';
import { MANY_REQUESTS_MS } from './html.ts';

const BUDGET = content.site.call.dailyBudget;
const livekit = {
  LIVEKIT_URL: 'wss://lk.example.test',
  LIVEKIT_API_KEY: 'APItestkey',
  LIVEKIT_API_SECRET: 'secret-secret-secret-secret-secret-1',
};
let session: string;
beforeAll(async () => {
  session = await consentedSession();
});
const ring = (app = createApp(), extra: Record<string, unknown> = livekit) =>
  app.request(
    CALL,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ agent_id: content.site.voiceAgentId, session_id: session }),
    },
    { ...env, ...extra },
  );
const usedToday = async () =>
  (await env.DB.prepare('SELECT calls FROM call_budget WHERE day = ?1').bind(budgetDay()).first<{ calls: number }>())?.calls ?? 0;
const setUsedToday = (calls: number) =>
  env.DB.prepare('INSERT OR REPLACE INTO call_budget (day, calls) VALUES (?1, ?2)').bind(budgetDay(), calls).run();

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.batch(['call_budget', 'call_client', 'call_reservation'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe('the daily call budget', () => {
  it('counts each started call once', async () => {
    expect((await ring()).status).toBe(200);
    expect((await ring()).status).toBe(200);
    expect(await usedToday()).toBe(2);
  });

  it(
    'lets exactly the calls left through when 200 ring at once, and no more',
    async () => {
      await setUsedToday(BUDGET - 37);
      const app = createApp();
      const responses = await Promise.all(Array.from({ length: 200 }, () => ring(app)));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(37);
      expect(statuses.filter((s) => s === 503)).toHaveLength(163);
      expect(await usedToday()).toBe(BUDGET);
    },
    MANY_REQUESTS_MS,
  );

  it('answers 503 with a code the page can explain, once the budget is spent', async () => {
    await setUsedToday(BUDGET);
    const res = await ring();
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: BUDGET_EXHAUSTED, message: "Today's budget of calls is used up. Try again tomorrow." });
    expect(await usedToday()).toBe(BUDGET);
  });

  it('takes nothing for calls that never started: no configuration, another agent, a provider failure', async () => {
    expect((await ring(createApp(), {})).status).toBe(503);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await ring(createApp(), { VOICE_PROVIDER: 'retell', RETELL_API_KEY: 'k' })).status).toBe(502);
    expect(await usedToday()).toBe(0);
  });

  it('renews at midnight in Copenhagen, summer and winter', () => {
    expect(budgetDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(budgetDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(budgetDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(budgetDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('keeps a week of days and lets the daily cron delete older ones', async () => {
    const now = new Date();
    const old = budgetDay(new Date(now.getTime() - 8 * DAY_MS));
    const recent = budgetDay(new Date(now.getTime() - 2 * DAY_MS));
    for (const day of [old, recent]) await env.DB.prepare('INSERT INTO call_budget (day, calls) VALUES (?1, 5)').bind(day).run();
    const ctx = createExecutionContext();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const days = (await env.DB.prepare('SELECT day FROM call_budget ORDER BY day').all<{ day: string }>()).results.map((r) => r.day);
    expect(days).toEqual([recent]);
    expect(await deleteOldBudgetDays(env.DB, now)).toBe(0);
  });

  it('refuses the last call over a budget of one, through the bare function too', async () => {
    expect(await takeCall(env.DB, 1)).toBe(true);
    expect(await takeCall(env.DB, 1)).toBe(false);
  });
});
