-- The consent log: proof of who consented (an anonymous session), when (server time) and to which
-- text (version). No name, no e-mail, no IP address.
CREATE TABLE consent_log (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  accepted INTEGER NOT NULL CHECK (accepted = 1),
  consent_version TEXT NOT NULL,
  session_id TEXT NOT NULL,
  browser_language TEXT NOT NULL,
  screen_resolution TEXT NOT NULL,
  timezone TEXT NOT NULL,
  page_url TEXT NOT NULL
);
CREATE INDEX consent_log_created_at ON consent_log (created_at);
CREATE INDEX consent_log_session_id ON consent_log (session_id);
