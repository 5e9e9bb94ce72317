/**
 * Web Push: the browsers' subscriptions (one per endpoint), the events already pushed (so none is
 * sent twice, a restart included), and the water reminder's snooze.
 */
export const sql = `
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE push_sent (
  key TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
);
CREATE TABLE push_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
