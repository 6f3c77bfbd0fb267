// The speech model, chosen in content/site.json (agentModel), with keys from the environment.
// A realtime model hears and answers; a text-to-speech voice speaks the fixed lines word for word.
import * as openai from '@livekit/agents-plugin-openai';
import { AzureOpenAI } from 'openai';
import type { AgentModel } from './content.ts';

type Env = Record<string, string | undefined>;

const LIVEKIT_ENV = ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'];
/** What each provider needs; Azure OpenAI lets an operator keep the model in an EU region. */
const PROVIDER_ENV: Record<AgentModel['provider'], string[]> = {
  openai: ['OPENAI_API_KEY'],
  azure: ['AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_API_KEY', 'AZURE_OPENAI_DEPLOYMENT', 'AZURE_OPENAI_TTS_DEPLOYMENT'],
};

/** The environment variables that are missing for this configuration, in a stable order. */
export function missingEnvironment(model: AgentModel, env: Env): string[] {
  return [...LIVEKIT_ENV, ...PROVIDER_ENV[model.provider]].filter((name) => !env[name]);
}

/**
 * Danish transcription: the crisis detector reads these transcripts, and an auto-detected language
 * turns Danish speech into something else often enough to matter.
 */
const TRANSCRIBE_DANISH = { language: 'da' } as const;

export function createModels(model: AgentModel, env: Env) {
  if (model.provider === 'azure') {
    const azure = { endpoint: env.AZURE_OPENAI_ENDPOINT!, apiKey: env.AZURE_OPENAI_API_KEY! };
    return {
      llm: openai.realtime.RealtimeModel.withAzure({
        azureEndpoint: azure.endpoint,
        apiKey: azure.apiKey,
        azureDeployment: env.AZURE_OPENAI_DEPLOYMENT!,
        voice: model.voice,
        // Azure's realtime deployments transcribe with whisper-1 by default.
        inputAudioTranscription: { model: 'whisper-1', ...TRANSCRIBE_DANISH },
      }),
      tts: new openai.TTS({
        model: model.ttsModel,
        voice: model.voice as openai.TTSOptions['voice'],
        client: new AzureOpenAI({ ...azure, deployment: env.AZURE_OPENAI_TTS_DEPLOYMENT!, apiVersion: '2025-03-01-preview' }),
      }),
    };
  }
  return {
    llm: new openai.realtime.RealtimeModel({
      model: model.model,
      voice: model.voice,
      apiKey: env.OPENAI_API_KEY!,
      inputAudioTranscription: { model: 'gpt-4o-mini-transcribe', ...TRANSCRIBE_DANISH },
    }),
    tts: new openai.TTS({ model: model.ttsModel, voice: model.voice as openai.TTSOptions['voice'], apiKey: env.OPENAI_API_KEY! }),
  };
}
