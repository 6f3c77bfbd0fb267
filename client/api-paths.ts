// The API's paths (spec §7), shared by the browser that calls them and the Worker that serves them.
export const API_BASE = '/functions/v1';
export const API_ROUTES = { logConsent: '/log-consent', createCall: '/create-livekit-call' } as const;
export const LOG_CONSENT_PATH = `${API_BASE}${API_ROUTES.logConsent}`;
export const CREATE_CALL_PATH = `${API_BASE}${API_ROUTES.createCall}`;
