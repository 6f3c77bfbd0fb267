export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  CONSENT_LIMITER: RateLimit;
  CALL_LIMITER: RateLimit;
  VOICE_PROVIDER?: string;
  LIVEKIT_URL?: string;
  LIVEKIT_API_KEY?: string;
  LIVEKIT_API_SECRET?: string;
  RETELL_API_KEY?: string;
}

/** The Hono environment of the whole app, API included. */
export type AppEnv = { Bindings: Env };
