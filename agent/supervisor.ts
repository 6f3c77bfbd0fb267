// What ends a call: the maximum length (warned a minute before), silence, or a caller who has gone.
// Ending means a spoken goodbye where someone may still listen, then the room is closed on the server.
import { voice } from '@livekit/agents';
import { CallTimer } from './call-timer.ts';
import type { AgentContent } from './content.ts';

/** How long a goodbye may take before the room is closed anyway. */
const GOODBYE_LIMIT_MS = 15_000;

export function superviseCall(session: voice.AgentSession, content: AgentContent, closeRoom: () => Promise<void>) {
  let ended = false;
  async function end(lastWords?: string) {
    if (ended) return;
    ended = true;
    timer.stop();
    try {
      if (lastWords) {
        interruptIfAllowed(session);
        const playout = session.say(lastWords, { allowInterruptions: false }).waitForPlayout();
        await Promise.race([playout, new Promise((resolve) => setTimeout(resolve, GOODBYE_LIMIT_MS))]);
      }
    } catch (error) {
      // The session may already be closing; the room is closed all the same.
      console.error('the last words could not be said', error);
    } finally {
      await closeRoom();
    }
  }

  const timer = new CallTimer({
    maxCallMs: content.limits.maxCallMs,
    warnBeforeEndMs: content.limits.warnBeforeEndMs,
    onWarn: () => {
      try {
        session.say(content.timeWarning, { allowInterruptions: false });
      } catch (error) {
        console.error('the time warning could not be said', error);
      }
    },
    onEnd: () => void end(content.goodbye),
  });
  // 'away' comes after silenceMs with neither side speaking (the session's userAwayTimeout).
  session.on(voice.AgentSessionEventTypes.UserStateChanged, (event) => {
    if (event.newState === 'away') void end(content.silenceGoodbye);
  });
  // The caller left (or the session failed): nobody to say goodbye to.
  session.on(voice.AgentSessionEventTypes.Close, () => void end());

  return { start: () => timer.start(), end, remaining: () => timer.remaining() };
}

/** Cuts off what the agent is saying, unless it may not be cut (the disclosure): then ours follows it. */
export function interruptIfAllowed(session: voice.AgentSession): void {
  try {
    session.interrupt();
  } catch {
    // The current speech disallows interruptions; session.say() queues after it.
  }
}
