-- A consent is tied to the text it was given to, and can be taken back by the browser that gave it.
-- consent_digest: SHA-256 (hex) of the consent dialog's text as the visitor saw it.
-- withdraw_hash: SHA-256 (hex) of the secret only that browser holds; the secret itself is never stored.
-- Rows logged before this migration have neither: they stay valid, and are deleted on request by e-mail.
ALTER TABLE consent_log ADD COLUMN consent_digest TEXT;
ALTER TABLE consent_log ADD COLUMN withdraw_hash TEXT;
