// The agent under LiveKit Agents' own text harness: a real AgentSession and our real Assistant, with a
// scripted fake model in place of the hosted one (the only part of the world we cannot run here).
import { initializeLogger, type llm, voice } from '@livekit/agents';
import { afterEach } from 'vitest';
import { Assistant } from '../../agent/assistant.ts';
import { type AgentContent, loadAgentContent } from '../../agent/content.ts';

initializeLogger({ pretty: false, level: 'silent' });

export const content: AgentContent = loadAgentContent();

/** FakeLLM that also remembers what the model was told, to check the instructions it answers under. */
class RecordingLLM extends voice.testing.FakeLLM {
  readonly systemTexts: string[] = [];
  override chat(params: Parameters<voice.testing.FakeLLM['chat']>[0]) {
    for (const item of params.chatCtx.items) {
      if (item.type === 'message' && item.role === 'system') this.systemTexts.push(item.textContent ?? '');
    }
    return super.chat(params);
  }
}

const open: voice.AgentSession[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((session) => session.close().catch(() => {})));
});

export async function startCall(responses: voice.testing.FakeLLMResponse[], overrides: Partial<AgentContent> = {}) {
  const model = new RecordingLLM(responses);
  const session = new voice.AgentSession({ llm: model });
  open.push(session);
  const assistant = new Assistant({ ...content, ...overrides });
  await session.start({ agent: assistant });
  return { session, assistant, model };
}

/** What the assistant said, in order. */
export function assistantLines(session: voice.AgentSession): string[] {
  return session.history.items.flatMap((item: llm.ChatItem) =>
    item.type === 'message' && item.role === 'assistant' ? [item.textContent ?? ''] : [],
  );
}

/** Every message in order, as "role: text". */
export function transcript(session: voice.AgentSession): string[] {
  return session.history.items.flatMap((item: llm.ChatItem) =>
    item.type === 'message' ? [`${item.role}: ${item.textContent ?? ''}`] : [],
  );
}

export const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
