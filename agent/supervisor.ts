// What ends a call: the maximum length (warned a minute before), silence, or a caller who has gone.
// Ending means a spoken goodbye where someone may still listen, then the room is closed on the server.
// In a crisis call the warning and the goodbye name 112 and the fitting line, the limit moves by
// call.crisisExtraMinutes (so nobody in danger is cut off at the usual limit), and silence never ends
// the call: the agent asks whether the caller is still there, again and again, until the limit.
import { voice } from '@livekit/agents';
import { CallTimer } from './call-timer.ts';
import type { AgentContent } from './content.ts';

/** How long a goodbye may take before the room is closed anyway. */
const GOODBYE_LIMIT_MS = 15_000;

export function superviseCall(
  session: voice.AgentSession,
  content: AgentContent,
  closeRoom: () => Promise<void>,
  crisisWords: () => EndingWords | undefined = () => undefined,
) {
  let ended = false;
  async function end(lastWords?: string) {
    if (ended) return;
    ended = true;
    timer.stop();
    checkIns.stop();
    await sayLastWordsAndClose(session, lastWords, closeRoom);
  }
  const words = () => crisisWords() ?? content;
  const checkIns = repeating(content.limits.silenceMs, () => {
    const crisis = crisisWords();
    if (crisis && !ended) sayFixed(session, crisis.stillThere);
  });

  const timer = new CallTimer({
    maxCallMs: content.limits.maxCallMs,
    warnBeforeEndMs: content.limits.warnBeforeEndMs,
    onWarn: () => sayFixed(session, words().timeWarning),
    onEnd: () => void end(words().goodbye),
  });
  // 'away' comes after silenceMs with neither side speaking (the session's userAwayTimeout). The
  // session does not repeat it while the caller stays silent, so a crisis call keeps its own clock.
  session.on(voice.AgentSessionEventTypes.UserStateChanged, (event) => {
    if (event.newState !== 'away') return checkIns.stop();
    if (!crisisWords()) return void end(content.silenceGoodbye);
    checkIns.start();
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

/**
 * A crisis call's warning, goodbye and check-in: they name 112 and the lines of the call's triage row
 * (agent/crisis-path.ts endingWords), as they are open when said.
 */
export type EndingWords = { timeWarning: string; goodbye: string; stillThere: string };

/** Does `act` now and every `ms` until stopped; starting again restarts the clock. */
function repeating(ms: number, act: () => void) {
  let interval: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(interval);
    interval = undefined;
  };
  const start = () => {
    act();
    stop();
    interval = setInterval(act, ms);
  };
  return { start, stop };
}

/** Fixed words nobody may cut off; a session that can no longer speak is logged, not thrown. */
function sayFixed(session: voice.AgentSession, text: string): void {
  try {
    session.say(text, { allowInterruptions: false });
  } catch (error) {
    console.error('fixed words could not be said', error);
  }
}

/** The goodbye, cutting off what is being said and waited for at most GOODBYE_LIMIT_MS; then the room is closed. */
async function sayLastWordsAndClose(session: voice.AgentSession, lastWords: string | undefined, closeRoom: () => Promise<void>) {
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

/** Cuts off what the agent is saying, unless it may not be cut (the disclosure): then ours follows it. */
export function interruptIfAllowed(session: voice.AgentSession): void {
  try {
    session.interrupt();
  } catch {
    // The current speech disallows interruptions; session.say() queues after it.
  }
}
