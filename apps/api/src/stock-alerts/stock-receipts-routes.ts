import { createHash } from 'node:crypto';
import { StockReceiptAnswer, StockReceiptBody, type StockReceiptBodyDto } from '@gopharm/util/contract';
import type { FastifyReply } from 'fastify';
import type { Catalogue } from '../catalogue';
import { type Database, isUniqueViolation } from '../db/database';
import { badRequest, refusal, Refused, refuse } from '../http/replies';
import { bearerMatcher } from '../http/secrets';
import type { PendingMessage, SmsPendingRepo } from '../sms/sms-pending-repo';
import { backInStockText } from '../sms/sms-texts';
import type { ClaimedAlert, StockAlertsRepo } from './stock-alerts-repo';
import type { KnownReceipt, StockReceiptsRepo } from './stock-receipts-repo';
import type { ApiApp } from '../http/api-app';

type ReceiptAnswer = { status: number; alerts_answered: number };

/** What a receipt says, whatever the order of its JSON's keys: pharmacy and lines, hashed. */
const bodyHash = ({ pharmacy_id, lines }: StockReceiptBodyDto) =>
  createHash('sha256')
    .update(JSON.stringify([pharmacy_id, lines.map((line) => [line.drug_id, line.qty])]))
    .digest('hex');

/**
 * `POST v1/stock/receipts`, the pharmacies' systems' call (a bearer token of their own, checked in constant
 * time; no call without one configured). Idempotent by the receipt's own id: the id, the stock (through the
 * stock repo's version, so every instance sees it), the alerts it answers and their texts, queued in
 * `sms_pending` (to the shopper's Telegram chat first when they linked one), are written in one transaction, and the answer comes at once; the texts go out afterwards
 * (sms/pending-texts.ts), within the SMS budgets.
 */
export function stockReceiptsRoutes(
  app: ApiApp,
  deps: {
    db: Database;
    receipts: StockReceiptsRepo;
    alerts: StockAlertsRepo;
    pending: SmsPendingRepo;
    catalogue: Pick<Catalogue, 'drugs' | 'orderDrugs' | 'stock'>;
    /** Texts were queued: the sender of this instance sends them now rather than at its next poll. */
    textsQueued: () => void;
    /** The pharmacies' systems' token; without one there is no receipt call. */
    feedToken?: string;
  },
) {
  if (!deps.feedToken) return;
  const { db, receipts, alerts, pending } = deps;
  // Constant time: an early length check would tell a caller how long the token is.
  const isFeed = bearerMatcher(deps.feedToken);

  /** The back-in-stock texts of the alerts a receipt answered, each in its shopper's language. */
  async function textsFor(claimed: ClaimedAlert[], region: number): Promise<PendingMessage[]> {
    const names = new Map<string, string>();
    for (const lan of new Set(claimed.map((alert) => alert.lan))) {
      const ids = [...new Set(claimed.filter((alert) => alert.lan === lan).map((alert) => alert.drug_id))];
      for (const drug of await deps.catalogue.orderDrugs(ids, { lan, region }))
        names.set(`${lan}:${drug.id}`, drug.name);
    }
    return claimed.flatMap((alert) => {
      const name = names.get(`${alert.lan}:${alert.drug_id}`);
      if (!name) return [];
      const text = backInStockText(alert.lan, name);
      return [{ phone: alert.phone, text, telegramChatId: alert.telegram_chat_id ?? undefined }];
    });
  }

  /** A receipt taken before: its first answer, or 409 when the id came with another receipt. */
  const answerKnown = (reply: FastifyReply, known: KnownReceipt, hash: string, receiptId: string) =>
    known.body_hash === hash
      ? (JSON.parse(known.answer) as ReceiptAnswer)
      : refuse(reply, 409, 'receipt_id_reused', { receipt_id: receiptId });

  app.post(
    '/v1/stock/receipts',
    { schema: { body: StockReceiptBody, response: { 200: StockReceiptAnswer } } },
    async (request, reply) => {
      if (!isFeed(request.headers.authorization)) return refuse(reply, 401, 'unauthorized');
      const { receipt_id, pharmacy_id, lines } = request.body;
      const hash = bodyHash(request.body);
      const known = await receipts.find(receipt_id);
      if (known) return answerKnown(reply, known, hash, receipt_id);

      // Every line's drug must be in the catalogue: the whole receipt is refused, naming them (lines from 1).
      const unknown: Array<{ line: number; drug_id: number }> = [];
      for (const [index, line] of lines.entries()) {
        if (!(await deps.catalogue.drugs.exists(line.drug_id)))
          unknown.push({ line: index + 1, drug_id: line.drug_id });
      }
      if (unknown.length > 0) {
        return badRequest(reply, 'receipt_unknown_drugs', {
          lines: unknown.map((entry) => entry.line).join(', '),
          drug_ids: [...new Set(unknown.map((entry) => entry.drug_id))].join(', '),
        });
      }

      let answer: ReceiptAnswer;
      try {
        answer = await db.transaction(async () => {
          // First: a copy of this receipt sent meanwhile waits here, then fails on the key.
          await receipts.begin(receipt_id, pharmacy_id, hash);
          const region = await deps.catalogue.stock.receive(pharmacy_id, lines);
          if (region === null) throw new Refused(404, refusal('pharmacy_not_found'));
          const claimed = await alerts.claimDue(
            lines.map((line) => line.drug_id),
            region,
          );
          await pending.add(await textsFor(claimed, region));
          const result = { status: 1, alerts_answered: claimed.length };
          await receipts.finish(receipt_id, JSON.stringify(result));
          return result;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same id committed by another request (on any instance) while this one ran: its answer.
        const first = await receipts.find(receipt_id);
        if (!first) throw error;
        return answerKnown(reply, first, hash, receipt_id);
      }
      if (answer.alerts_answered > 0) deps.textsQueued();
      return answer;
    },
  );
}
