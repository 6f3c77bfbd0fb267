// What ends a call: the maximum length (warned a minute before), silence, or a caller who has gone.
// Ending means a spoken goodbye where someone may still listen, then the room is closed on the server.
// In a crisis call the warning and the goodbye name 112 and the fitting line, the limit moves by
// call.crisisExtraMinutes (so nobody in danger is cut off at the usual limit), and silence never ends
// the call: the agent asks whether the caller is still there, again and again, until the limit.
import { voice } from '@livekit/agents';
import type { CrisisKind } from '../contracts/screen.ts';
import { CallTimer } from './call-timer.ts';
import type { AgentContent } from './content.ts';

/** How long a goodbye may take before the room is closed anyway. */
const GOODBYE_LIMIT_MS = 15_000;

export function superviseCall(
  session: voice.AgentSession,
  content: AgentContent,
  closeRoom: () => Promise<void>,
  crisisKind: () => CrisisKind | undefined = () => undefined,
) {
  let ended = false;
  let checkIns: ReturnType<typeof setInterval> | undefined;
  const stopCheckIns = () => {
    clearInterval(checkIns);
    checkIns = undefined;
  };
  async function end(lastWords?: string) {
    if (ended) return;
    ended = true;
    timer.stop();
    stopCheckIns();
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
  const say = (text: string) => {
    try {
      session.say(text, { allowInterruptions: false });
    } catch (error) {
      console.error('fixed words could not be said', error);
    }
  };
  const words = () => {
    const kind = crisisKind();
    return kind
      ? { warning: content.crisis(kind).timeWarning, goodbye: content.crisis(kind).goodbye }
      : { warning: content.timeWarning, goodbye: content.goodbye };
  };
  const stillThere = () => {
    const kind = crisisKind();
    if (kind && !ended) say(content.crisis(kind).stillThere);
  };

  const timer = new CallTimer({
    maxCallMs: content.limits.maxCallMs,
    warnBeforeEndMs: content.limits.warnBeforeEndMs,
    onWarn: () => say(words().warning),
    onEnd: () => void end(words().goodbye),
  });
  // 'away' comes after silenceMs with neither side speaking (the session's userAwayTimeout). The
  // session does not repeat it while the caller stays silent, so a crisis call keeps its own clock.
  session.on(voice.AgentSessionEventTypes.UserStateChanged, (event) => {
    if (event.newState !== 'away') return stopCheckIns();
    if (!crisisKind()) return void end(content.silenceGoodbye);
    stillThere();
    stopCheckIns();
    checkIns = setInterval(stillThere, content.limits.silenceMs);
  });
  // The caller left (or the session failed): nobody to say goodbye to.
  session.on(voice.AgentSessionEventTypes.Close, () => void end());

  let extended = false;
  /** The call became a crisis call: once, its end moves by the crisis minutes. */
  const crisisStarted = () => {
    if (extended || ended) return;
    extended = true;
    timer.extend(content.limits.crisisExtraMs);
  };
  return { start: () => timer.start(), end, remaining: () => timer.remaining(), crisisStarted };
}

/** Cuts off what the agent is saying, unless it may not be cut (the disclosure): then ours follows it. */
export function interruptIfAllowed(session: voice.AgentSession): void {
  try {
    session.interrupt();
  } catch {
    // The current speech disallows interruptions; session.say() queues after it.
  }
}
