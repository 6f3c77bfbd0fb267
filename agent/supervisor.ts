// What ends a call: the maximum length (warned a minute before), silence, or a caller who has gone.
// Ending means a spoken goodbye where someone may still listen, then the room is closed on the server.
// In a crisis call the warning and the goodbye name 112 and the fitting line, the limit moves by
// call.crisisExtraMinutes (so nobody in danger is cut off at the usual limit), and silence never ends
// the call: the agent asks whether the caller is still there, again and again, until the limit.
import { voice } from '@livekit/agents';
import { CallTimer } from './call-timer.ts';
import type { AgentContent, CrisisWords } from './content.ts';
import type { Voice } from './voice.ts';

/**
 * A crisis call's warning, goodbye and check-in: they name 112 and the lines of the call's triage row, as
 * they are open when said; undefined until the call is a crisis call.
 */
export type EndingWords = () => Pick<CrisisWords, 'timeWarning' | 'goodbye' | 'stillThere'> | undefined;

export function superviseCall(
  session: voice.AgentSession,
  speaker: Voice,
  content: AgentContent,
  closeRoom: () => Promise<void>,
  crisisWords: EndingWords = () => undefined,
) {
  let ended = false;
  async function end(lastWords?: string) {
    if (ended) return;
    ended = true;
    timer.stop();
    checkIns.stop();
    await speaker.lastWords(lastWords, closeRoom);
  }
  const words = () => crisisWords() ?? content;
  const checkIns = repeating(content.limits.silenceMs, () => {
    const crisis = crisisWords();
    if (crisis && !ended) speaker.say(crisis.stillThere, { alone: false });
  });

  const timer = new CallTimer({
    maxCallMs: content.limits.maxCallMs,
    warnBeforeEndMs: content.limits.warnBeforeEndMs,
    onWarn: () => speaker.say(words().timeWarning, { alone: false }),
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
