// `npm run agent`: the voice agent's worker. It registers with LiveKit under the agent name from
// content/site.json (explicit dispatch: only the Worker's call tokens bring it into a room).
import { fileURLToPath } from 'node:url';
import { cli, ServerOptions } from '@livekit/agents';
import { AgentContentError, loadAgentContent } from './content.ts';
import { KnowledgeMissingError, loadKnowledge } from './knowledge.ts';
import { missingEnvironment } from './models.ts';

const content = (() => {
  try {
    return loadAgentContent();
  } catch (error) {
    if (!(error instanceof AgentContentError)) throw error;
    console.error(`npm run agent: ${error.message}`);
    process.exit(1);
  }
})();
// The search and look-up tools read what the build wrote; without it no call could offer them.
try {
  loadKnowledge();
} catch (error) {
  if (!(error instanceof KnowledgeMissingError)) throw error;
  console.error(`npm run agent: ${error.message}`);
  process.exit(1);
}
const missing = missingEnvironment(content.model, process.env);
if (missing.length > 0) {
  console.error(
    `npm run agent: set ${missing.join(', ')} in the environment (provider "${content.model.provider}" in content/site.json); see README, "The voice agent".`,
  );
  process.exit(1);
}

cli.runApp(new ServerOptions({ agent: fileURLToPath(new URL('./job.ts', import.meta.url)), agentName: content.agentName }));
