-- Consent rows as the API now stores them: the session id lowercase (so the operator's delete finds
-- it whatever case it arrived in), and the page URL without a query string or fragment, which could
-- carry what a visitor typed.
UPDATE consent_log SET session_id = lower(session_id) WHERE session_id <> lower(session_id);
UPDATE consent_log SET page_url = substr(page_url, 1, instr(page_url, '#') - 1) WHERE instr(page_url, '#') > 0;
UPDATE consent_log SET page_url = substr(page_url, 1, instr(page_url, '?') - 1) WHERE instr(page_url, '?') > 0;

-- Started calls per client and Copenhagen day, for the per-client daily cap. A client is a salted
-- SHA-256 of its IPv4 address or IPv6 /64, never the address; the salt changes every day.
CREATE TABLE call_client (
  day TEXT NOT NULL,
  client TEXT NOT NULL,
  calls INTEGER NOT NULL CHECK (calls >= 0),
  PRIMARY KEY (day, client)
);

-- The day's random salt for the client hashes; deleted once the day is over.
CREATE TABLE call_salt (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

-- LiveKit tokens whose caller has not joined yet (joined = 0). One never used is given back to both
-- budgets once the token has expired. The room name is random and says nothing about the visitor.
CREATE TABLE call_reservation (
  room TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  client TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  joined INTEGER NOT NULL DEFAULT 0 CHECK (joined IN (0, 1))
);
CREATE INDEX call_reservation_unused ON call_reservation (joined, issued_at);
