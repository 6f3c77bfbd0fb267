-- Started voice calls per day (Copenhagen date), for the site-wide daily budget. One row a day,
-- counted by one atomic upsert, so every edge location draws on the same count.
CREATE TABLE call_budget (
  day TEXT PRIMARY KEY,
  calls INTEGER NOT NULL CHECK (calls >= 0)
);
