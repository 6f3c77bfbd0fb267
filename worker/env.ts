// Env (the bindings) is generated from wrangler.toml and .dev.vars.example into
// worker-configuration.d.ts by `wrangler types`; `npm test` fails when it is stale.
// Its secrets are typed string but are missing where unset (no .dev.vars): test them for truthiness.

/** The Hono environment of the whole app, API included. */
export type AppEnv = { Bindings: Env };
