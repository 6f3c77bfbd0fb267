// How a call ends: the time limit (with a warning), silence, and a caller who has gone; in a crisis call
// the warning and the goodbye name the help lines, and silence never hangs up.
import { describe, expect, it } from 'vitest';
import { CRISIS_TOOL } from '../../agent/assistant.ts';
import { assistantLines, content, settle, startRealtimeCall, waitFor } from './realtime.ts';

const short = { limits: { maxCallMs: 1500, warnBeforeEndMs: 700, silenceMs: 60_000, crisisExtraMs: 0 } };

describe('ending a call', () => {
  it('warns before the time limit, says goodbye at it, then closes the room once', async () => {
    const { session, roomClosed } = await startRealtimeCall(short);
    await waitFor(() => roomClosed() > 0, 4000);
    const lines = assistantLines(session);
    expect(lines).toEqual([content.disclosure, content.timeWarning, content.goodbye]);
    await settle(100);
    expect(roomClosed()).toBe(1);
    // No promise of another call where the daily budget may say no.
    for (const line of [content.goodbye, content.silenceGoodbye]) expect(line).not.toMatch(/ring(e)? igen/i);
  });

  it('does not warn or end early', async () => {
    const { session, roomClosed } = await startRealtimeCall(short);
    await settle(500);
    expect(assistantLines(session)).toEqual([content.disclosure]);
    expect(roomClosed()).toBe(0);
  });

  it('says goodbye and closes the room when the caller has been silent', async () => {
    // The session's own away timer, in seconds, from sessionOptions.
    const { session, roomClosed } = await startRealtimeCall({
      limits: { maxCallMs: 60_000, warnBeforeEndMs: 0, silenceMs: 300, crisisExtraMs: 0 },
    });
    await waitFor(() => roomClosed() > 0);
    expect(assistantLines(session)).toEqual([content.disclosure, content.silenceGoodbye]);
  });

  it('closes the room without a word when the caller has gone', async () => {
    const { session, roomClosed } = await startRealtimeCall();
    await session.close();
    await waitFor(() => roomClosed() > 0);
    expect(roomClosed()).toBe(1);
    expect(assistantLines(session)).not.toContain(content.goodbye);
    expect(assistantLines(session)).not.toContain(content.silenceGoodbye);
  });
});

describe('ending a crisis call', () => {
  it('names 112 and the fitting line in the warning and the goodbye', async () => {
    const { session, model, roomClosed } = await startRealtimeCall(short);
    await waitFor(() => session.agentState === 'listening');
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'vold', hvor_akut: 'nu' } }] });
    await waitFor(() => roomClosed() > 0, 4000);
    const words = content.crisis('violence');
    expect(assistantLines(session)).toEqual([content.disclosure, words.script, words.timeWarning, words.goodbye]);
    for (const line of [words.timeWarning, words.goodbye]) {
      expect(line).toContain('et-et-to');
      expect(line).toContain('Lev Uden Vold på atten, otteogfirs');
    }
  });

  it("names the triage row's lines, not the kind's, in the warning and the goodbye", async () => {
    const { session, model, roomClosed } = await startRealtimeCall(short);
    await waitFor(() => session.agentState === 'listening');
    // Stalked by a stranger: the kind is violence, but the row's help is the police, not Lev Uden Vold.
    model.answer({ toolCalls: [{ name: CRISIS_TOOL, args: { hvem: 'den der ringer', hvad: 'forfølgelse', hvor_akut: 'nu' } }] });
    await waitFor(() => roomClosed() > 0, 4000);
    const [, script, warning, goodbye] = assistantLines(session);
    expect(script).toContain('et-et-to');
    for (const line of [warning!, goodbye!]) {
      expect(line).toContain('et-et-to');
      expect(line).toMatch(/[Pp]olitiet/);
      expect(line).not.toContain('Lev Uden Vold');
    }
  });

  it('runs past the normal limit by the crisis minutes, then warns and says goodbye', async () => {
    const limits = { maxCallMs: 1200, warnBeforeEndMs: 400, silenceMs: 60_000, crisisExtraMs: 1500 };
    // Taken before the call starts, so the call's own clock never starts before ours (it had, by a millisecond).
    const started = Date.now();
    const { session, model, roomClosed } = await startRealtimeCall({ limits });
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg står på broen og vil springe');
    await waitFor(() => assistantLines(session).includes(content.crisis('suicide').script));
    // An ordinary call would be over now.
    await settle(limits.maxCallMs + 300 - (Date.now() - started));
    expect(roomClosed()).toBe(0);
    expect(assistantLines(session)).not.toContain(content.crisis('suicide').goodbye);
    await waitFor(() => roomClosed() > 0, 4000);
    // Timers count whole milliseconds on the event loop's clock, not Date.now's: a millisecond either way.
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.maxCallMs + limits.crisisExtraMs - 1);
    expect(assistantLines(session).slice(-2)).toEqual([content.crisis('suicide').timeWarning, content.crisis('suicide').goodbye]);
  });

  it('asks whether the caller is still there after silence, again and again, and ends only at the limit', async () => {
    const { session, model, roomClosed } = await startRealtimeCall({
      limits: { maxCallMs: 2500, warnBeforeEndMs: 0, silenceMs: 400, crisisExtraMs: 0 },
    });
    await waitFor(() => session.agentState === 'listening');
    model.transcribe('Jeg står på broen og vil springe');
    await waitFor(() => assistantLines(session).includes(content.crisis('suicide').script));
    await waitFor(() => session.agentState === 'listening');
    const started = Date.now();
    // The session's own away timer says the caller has gone quiet; it does not repeat by itself.
    await waitFor(() => assistantLines(session).filter((l) => l === content.crisis('suicide').stillThere).length >= 2);
    expect(roomClosed()).toBe(0);
    expect(content.crisis('suicide').stillThere).toContain('et-et-to');
    await waitFor(() => roomClosed() > 0, 4000);
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(assistantLines(session).at(-1)).toBe(content.crisis('suicide').goodbye);
    expect(assistantLines(session)).not.toContain(content.silenceGoodbye);
  });
});
