import type { CardDto } from '@gopharm/util';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { addMs } from '../http/clock';
import type { CardBrand } from './card-number';

/** A saved card as the wire carries it (the contract's `Card`). */
export type Card = CardDto;

export interface CardSession {
  user_id: number;
  /** The provider's token of the card waiting for its code. */
  card_token: string;
}

/**
 * Saved cards and pending confirmations. Only what can be shown is kept (masked number, brand, expiry month) plus
 * the payment provider's token for the card (payments/card-processor.ts); the number never reaches this module.
 */
export function createCardsRepo(db: Database, clock: Clock, sessionTtlMs: number) {
  // number_mask and brand were known before the code when the number came here (migration 11); now the provider
  // tells them once the code is confirmed, so the session keeps only the token.
  const insertSession = db.prepare(
    `INSERT INTO card_sessions (session_hash, user_id, card_token, number_mask, brand, expires_at, created_at)
     VALUES (?, ?, ?, '', '', ?, ?)`,
  );
  const findSession = db.prepare(
    `SELECT user_id, card_token FROM card_sessions
     WHERE session_hash = ? AND user_id = ? AND expires_at > ? AND card_token IS NOT NULL`,
  );
  const dropSession = db.prepare('DELETE FROM card_sessions WHERE session_hash = ? OR expires_at <= ?');
  const insertCard = db.prepare(
    'INSERT INTO cards (user_id, token, number_mask, brand, expire, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const sameCard = db.prepare('SELECT id FROM cards WHERE user_id = ? AND number_mask = ? AND expire = ?');
  const renewToken = db.prepare('UPDATE cards SET token = ? WHERE id = ?');
  const tokenOf = db.prepare('SELECT token FROM cards WHERE id = ? AND user_id = ?');
  const list = db.prepare('SELECT id, number_mask AS number, brand FROM cards WHERE user_id = ? ORDER BY id');
  const one = db.prepare('SELECT id, number_mask AS number, brand FROM cards WHERE id = ? AND user_id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM cards WHERE user_id = ?');
  const remove = db.prepare('DELETE FROM cards WHERE id = ? AND user_id = ?');

  return {
    async openSession(sessionHash: string, userId: number, cardToken: string): Promise<void> {
      const now = clock();
      await insertSession.run(sessionHash, userId, cardToken, addMs(now, sessionTtlMs), now.toISOString());
    },
    /** The user's own live session; another user's or an expired one is not found. */
    async findSession(sessionHash: string, userId: number): Promise<CardSession | null> {
      return (
        ((await findSession.get(sessionHash, userId, clock().toISOString())) as CardSession | undefined) ??
        null
      );
    },
    /**
     * Saves the card the provider confirmed and closes the session (and any expired ones). A card the shopper has
     * saved already (the same number and expiry) is not listed twice: it pays through the provider's newest token.
     */
    async saveFromSession(
      sessionHash: string,
      session: CardSession,
      card: { token: string; mask: string; brand: CardBrand; expire: string },
    ): Promise<Card> {
      const now = clock().toISOString();
      const kept = await sameCard.get<{ id: number }>(session.user_id, card.mask, card.expire);
      if (kept) await renewToken.run(card.token, kept.id);
      const { id } =
        kept ??
        (await insertCard.get<{ id: number }>(
          session.user_id,
          card.token,
          card.mask,
          card.brand,
          card.expire,
          now,
        ))!;
      await dropSession.run(sessionHash, now);
      return (await one.get(id, session.user_id)) as unknown as Card;
    },
    async list(userId: number): Promise<Card[]> {
      return (await list.all(userId)) as unknown as Card[];
    },
    async find(id: number, userId: number): Promise<Card | null> {
      return ((await one.get(id, userId)) as Card | undefined) ?? null;
    },
    /** The provider's token of the shopper's own card (what pays with it); null for another's or none. */
    async tokenOf(id: number, userId: number): Promise<string | null> {
      return ((await tokenOf.get(id, userId)) as { token: string } | undefined)?.token ?? null;
    },
    async count(userId: number): Promise<number> {
      return ((await count.get(userId)) as { n: number }).n;
    },
    /** False when the user has no such card (someone else's included). */
    async remove(id: number, userId: number): Promise<boolean> {
      return (await remove.run(id, userId)).changes === 1;
    },
  };
}

export type CardsRepo = ReturnType<typeof createCardsRepo>;
