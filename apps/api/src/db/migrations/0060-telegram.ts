/**
 * Telegram instead of SMS (issue 40). A shopper links their account to the shop's bot with a one-time code
 * (`telegram_link_codes`: its SHA-256 only, the account it was made for, until when it holds, when it was used),
 * carried by a deep link (t.me/<bot>?start=<code>) and sent back by Telegram as `/start <code>`. A linked account
 * (`telegram_links`, one chat per account and one account per chat) gets its order messages through the bot.
 * `telegram_updates` keeps the ids of the updates taken: Telegram sends an update again until it is answered
 * 2xx, and a copy changes nothing. A queued order text (`sms_pending`) carries the chat it goes to first
 * (`telegram_chat_id`): SMS to the phone is its fallback.
 */
export const sql = `
CREATE TABLE telegram_link_codes (
  code_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lan TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX telegram_link_codes_user ON telegram_link_codes (user_id);
CREATE TABLE telegram_links (
  user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  chat_id TEXT NOT NULL UNIQUE,
  linked_at TEXT NOT NULL
);
CREATE TABLE telegram_updates (
  update_id BIGINT NOT NULL PRIMARY KEY,
  received_at TEXT NOT NULL
);
ALTER TABLE sms_pending ADD COLUMN telegram_chat_id TEXT;
`;
