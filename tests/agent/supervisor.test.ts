// How a call ends: the time limit (with a warning), silence, and a caller who has gone.
import { voice } from '@livekit/agents';
import { describe, expect, it, vi } from 'vitest';
import { superviseCall } from '../../agent/supervisor.ts';
import { assistantLines, content, startCall, waitFor } from './harness.ts';

const short = { ...content, limits: { maxCallMs: 400, warnBeforeEndMs: 200, silenceMs: 1000 } };

describe('ending a call', () => {
  it('warns before the time limit, says goodbye at it, then closes the room once', async () => {
    const { session } = await startCall([]);
    const closeRoom = vi.fn(async () => {});
    const call = superviseCall(session, short, closeRoom);
    call.start();
    await waitFor(() => closeRoom.mock.calls.length > 0);
    const lines = assistantLines(session);
    expect(lines.indexOf(content.timeWarning)).toBeGreaterThan(lines.indexOf(content.disclosure));
    expect(lines.at(-1)).toBe(content.goodbye);
    await call.end(content.goodbye);
    expect(closeRoom).toHaveBeenCalledTimes(1);
    expect(call.remaining()).toBe(0);
  });

  it('does not warn or end early', async () => {
    const { session } = await startCall([]);
    const closeRoom = vi.fn(async () => {});
    superviseCall(session, short, closeRoom).start();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(assistantLines(session)).toEqual([content.disclosure]);
    expect(closeRoom).not.toHaveBeenCalled();
  });

  it('says goodbye and closes the room when the caller has been silent', async () => {
    const { session } = await startCall([]);
    const closeRoom = vi.fn(async () => {});
    superviseCall(session, content, closeRoom).start();
    session.emit(voice.AgentSessionEventTypes.UserStateChanged, {
      type: 'user_state_changed',
      oldState: 'listening',
      newState: 'away',
      createdAt: Date.now(),
    });
    await waitFor(() => closeRoom.mock.calls.length > 0);
    expect(assistantLines(session).at(-1)).toBe(content.silenceGoodbye);
    await session.close();
  });

  it('closes the room without a word when the caller has gone', async () => {
    const { session } = await startCall([]);
    const closeRoom = vi.fn(async () => {});
    superviseCall(session, content, closeRoom).start();
    await session.close();
    await waitFor(() => closeRoom.mock.calls.length > 0);
    expect(closeRoom).toHaveBeenCalledTimes(1);
    expect(assistantLines(session)).not.toContain(content.goodbye);
    expect(assistantLines(session)).not.toContain(content.silenceGoodbye);
  });
});
