// One call's wiring, shared by production (job.ts) and the tests: the assistant, its voice, its crisis path,
// the screen channel with the search and look-up tools, and the supervisor that ends the call on time.
import type { voice } from '@livekit/agents';
import { Assistant, type CallTools } from './assistant.ts';
import type { AgentContent } from './content.ts';
import { CrisisPath } from './crisis-path.ts';
import { KnowledgeMissingError, loadKnowledge } from './knowledge.ts';
import { screenTools } from './screen-tools.ts';
import { type ScreenSender, roomScreen } from './screen.ts';
import { superviseCall } from './supervisor.ts';
import { Voice } from './voice.ts';

/** The session's options beyond its models. */
export function sessionOptions(content: AgentContent) {
  // Seconds: the framework's timer only runs while both the caller and the agent are listening.
  return { userAwayTimeout: content.limits.silenceMs / 1000 };
}

/**
 * Creates the assistant, wires every session event the call needs and starts the call's clock.
 * Returns the agent to start the session with. `screen` reaches the caller's screen (tests observe it).
 */
export function prepareCall(
  session: voice.AgentSession,
  content: AgentContent,
  closeRoom: () => Promise<void>,
  screen: ScreenSender = roomScreen(),
  tools: CallTools = {},
): Assistant {
  // One voice says every fixed line; the crisis path and the supervisor each speak through it.
  const speaker = new Voice(session);
  const crisis = new CrisisPath(session, speaker, content, screen);
  const supervisor = superviseCall(session, speaker, content, closeRoom, () => crisis.crisisWords());
  crisis.whenCrisis(supervisor.crisisStarted);
  // The search and look-up tools show their cards on the same screen channel as the crisis lines.
  const assistant = new Assistant(content, crisis, speaker, { ...knowledgeTools(screen), ...tools });
  supervisor.start();
  return assistant;
}

/**
 * The search, look-up and price tools, from the knowledge the build writes. Without it (a checkout that was
 * never built) the call still runs, with its crisis path, and the model only talks: safety never waits on
 * a build step.
 */
function knowledgeTools(screen: ScreenSender): CallTools {
  try {
    return screenTools(loadKnowledge(), screen);
  } catch (error) {
    if (!(error instanceof KnowledgeMissingError)) throw error;
    console.error('the call runs without its search, look-up and price tools:', error.message);
    return {};
  }
}
