import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import type { Lang } from '../http/common-query';
import { hashToken, newToken } from '../http/secrets';

/** What a `/start <code>` came to. */
export type Redeemed =
  | { kind: 'linked'; lan: Lang }
  /** The update was taken before (Telegram sent it again): nothing changes. */
  | { kind: 'repeat' }
  | { kind: 'unknown' }
  | { kind: 'used'; lan: Lang }
  | { kind: 'expired'; lan: Lang };

interface CodeRow {
  user_id: number;
  lan: Lang;
  expires_at: string;
  used_at: string | null;
}

/**
 * Telegram links (migration 60): all SQL for them lives here. A link code carries 192 random bits and is kept as
 * its SHA-256 only; one account has one live code (a new one replaces it), used once, within its time.
 */
export function createTelegramRepo(db: Database, clock: Clock) {
  const dropCodesOf = db.prepare('DELETE FROM telegram_link_codes WHERE user_id = ? AND used_at IS NULL');
  const insertCode = db.prepare(
    'INSERT INTO telegram_link_codes (code_hash, user_id, lan, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const takeUpdate = db.prepare(
    'INSERT INTO telegram_updates (update_id, received_at) VALUES (?, ?) ON CONFLICT (update_id) DO NOTHING',
  );
  const codeOf = db.prepare(
    `SELECT user_id, lan, expires_at, used_at FROM telegram_link_codes WHERE code_hash = ?${db.forUpdate}`,
  );
  const useCode = db.prepare(
    'UPDATE telegram_link_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL',
  );
  // One chat per account and one account per chat: the chat's or the account's older link goes.
  const dropLinks = db.prepare('DELETE FROM telegram_links WHERE user_id = ? OR chat_id = ?');
  const insertLink = db.prepare('INSERT INTO telegram_links (user_id, chat_id, linked_at) VALUES (?, ?, ?)');
  const linkOf = db.prepare('SELECT chat_id FROM telegram_links WHERE user_id = ?');
  const unlink = db.prepare('DELETE FROM telegram_links WHERE user_id = ?');
  const unlinkChat = db.prepare('DELETE FROM telegram_links WHERE chat_id = ?');
  const pruneUpdates = db.prepare('DELETE FROM telegram_updates WHERE received_at < ?');
  const pruneCodes = db.prepare('DELETE FROM telegram_link_codes WHERE expires_at < ?');
  const now = () => clock().toISOString();
  const take = async (updateId: number) => (await takeUpdate.run(updateId, now())).changes > 0;

  return {
    /** A new code for the account (its unused older one stops working), good for `ttlMs`. */
    async issueCode(userId: number, lan: Lang, ttlMs: number): Promise<{ code: string; expiresAt: string }> {
      const code = newToken().slice(0, 32);
      const expiresAt = new Date(clock().getTime() + ttlMs).toISOString();
      await db.transaction(async () => {
        await dropCodesOf.run(userId);
        await insertCode.run(hashToken(code), userId, lan, now(), expiresAt);
      });
      return { code, expiresAt };
    },
    /**
     * An update Telegram sent, taken once by its id whatever instance it reaches: false when it was taken before.
     * In the caller's transaction, so what the update does and its id are written together.
     */
    async takeUpdate(updateId: number): Promise<boolean> {
      return take(updateId);
    },
    /** `/start <code>` from a chat (update `updateId`): links the code's account to the chat, once. */
    async redeem(updateId: number, code: string, chatId: string): Promise<Redeemed> {
      return db.transaction(async () => {
        if (!(await take(updateId))) return { kind: 'repeat' };
        const hash = hashToken(code);
        const row = await codeOf.get<CodeRow>(hash);
        if (!row) return { kind: 'unknown' };
        if (row.used_at) return { kind: 'used', lan: row.lan };
        if (row.expires_at <= now()) return { kind: 'expired', lan: row.lan };
        if ((await useCode.run(now(), hash)).changes === 0) return { kind: 'used', lan: row.lan };
        await dropLinks.run(row.user_id, chatId);
        await insertLink.run(row.user_id, chatId, now());
        return { kind: 'linked', lan: row.lan };
      });
    },
    /** The chat an account's messages go to, if it is linked. */
    async chatOf(userId: number): Promise<string | undefined> {
      return (await linkOf.get<{ chat_id: string }>(userId))?.chat_id;
    },
    async unlink(userId: number): Promise<void> {
      await unlink.run(userId);
    },
    /** Telegram says the chat is gone (the shopper blocked the bot): its account goes back to SMS. */
    async unlinkChat(chatId: string): Promise<void> {
      await unlinkChat.run(chatId);
    },
    /** Drops update ids older than `keepMs` (Telegram keeps an unanswered update 24 hours) and dead codes. */
    async prune(keepMs: number): Promise<void> {
      const before = new Date(clock().getTime() - keepMs).toISOString();
      await pruneUpdates.run(before);
      await pruneCodes.run(before);
    },
  };
}

export type TelegramRepo = ReturnType<typeof createTelegramRepo>;
