// What the browser and the Worker must agree on about the API: paths, shapes, the consent version and
// the columns a consent is stored in. No runtime dependencies, so any side can import it cheaply.
export const API_BASE = '/functions/v1';
export const API_ROUTES = {
  logConsent: '/log-consent',
  createCall: '/create-livekit-call',
  withdrawConsent: '/withdraw-consent',
  livekitWebhook: '/livekit-webhook',
} as const;
export const LOG_CONSENT_PATH = `${API_BASE}${API_ROUTES.logConsent}`;
export const WITHDRAW_CONSENT_PATH = `${API_BASE}${API_ROUTES.withdrawConsent}`;
export const CREATE_CALL_PATH = `${API_BASE}${API_ROUTES.createCall}`;

/** Every API error is JSON with a machine code and an English message for developers. */
export interface ApiError {
  error: string;
  message: string;
}

/** The version of the consent text; a changed dialog text gets a new version. */
export const CONSENT_VERSION = '1.0';

/** The metadata logged with a consent. No name, no e-mail, no IP address. */
export interface ConsentMetadata {
  sessionId: string;
  browserLanguage: string;
  screenResolution: string;
  timezone: string;
  pageUrl: string;
  consentVersion: string;
}
export interface ConsentRequest {
  accepted: true;
  metadata: ConsentMetadata;
  /** SHA-256 (hex) of the consent dialog's text as the visitor read it. Optional, as the spec's body has
   *  none: without it the record is tied to the text the server serves; one it never served is a 400. */
  textDigest?: string;
}
export interface ConsentResponse {
  filename: string;
  timestamp: string;
  /** The stored record's id, and the secret that alone can delete it; only its hash is stored. */
  id: string;
  withdrawSecret: string;
}

/** Taking a consent back: the record's id and the secret the browser got when it was logged. */
export interface WithdrawRequest {
  id: string;
  secret: string;
}
/** `deleted` is false when there was nothing (left) to delete: withdrawing twice is no error. */
export interface WithdrawResponse {
  deleted: boolean;
}

/** The columns of consent_log, in the order they are written; the privacy policy lists the same. */
export const CONSENT_COLUMNS = [
  'id',
  'created_at',
  'accepted',
  'consent_version',
  'session_id',
  'browser_language',
  'screen_resolution',
  'timezone',
  'page_url',
  'consent_digest',
  'withdraw_hash',
] as const;

export interface CallRequest {
  agent_id: string;
  /** The session the consent was logged in; a call needs a consent from this session in the last day. */
  session_id: string;
}
/** The error code of a 400 when a consent names a dialog text (by its digest) that we do not serve. */
export const UNKNOWN_TEXT = 'unknown_text';
/** The error code of a 403 when no consent was logged in this session: the page asks for consent again. */
export const CONSENT_REQUIRED = 'consent_required';
/** The error code of a 429 when one connection has rung as often as a day allows. */
export const CLIENT_DAILY_LIMIT = 'client_daily_limit';
/** The error code of a 503 when the site's daily budget of calls is spent; the page explains it calmly. */
export const BUDGET_EXHAUSTED = 'daily_budget_exhausted';
export interface CallResponse {
  access_token: string;
  url: string;
  room: string;
}
