// Environment for every wrangler run here: no telemetry, no fetch of Cloudflare's request.cf data,
// no interactive prompts. So a fresh machine with no internet starts the site.
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: process.env.CI ?? 'true',
};
