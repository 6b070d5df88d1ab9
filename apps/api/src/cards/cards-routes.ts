import {
  CardConfirmBody,
  CardConfirmed,
  CardDeleteBody,
  CardInit,
  CardInitBody,
  CardTokenizer,
  Cards,
  OrRefusal,
  Status,
} from '@gopharm/util/contract';
import type { SendLimits } from '../auth/send-limits';
import type { AuthGuard } from '../http/auth-guard';
import type { ApiApp } from '../http/api-app';
import { commonQuerySchema } from '../http/common-query';
import { languageOf } from '../http/scope';
import { badRequest, notFound, refuse, refusal, tooManyRequests, codeNotSent } from '../http/replies';
import { hashToken, newToken } from '../http/secrets';
import { type CardProcessor, ourMask } from '../payments/card-processor';
import type { UsersRepo } from '../users/users-repo';
import { brandOf } from './card-number';
import type { CardsRepo } from './cards-repo';

export interface CardsDeps {
  cards: CardsRepo;
  users: UsersRepo;
  /** The provider's card API (payments/card-processor.ts): it texts the code and keeps the card. */
  processor: CardProcessor;
  limits: SendLimits;
  requireUser: AuthGuard;
}

export const MAX_CARDS = 10;

export function cardsRoutes(app: ApiApp, deps: CardsDeps): void {
  const { cards, users, processor, limits, requireUser } = deps;

  app.get(
    '/v2/cards/tokenizer',
    { onRequest: requireUser, schema: { response: { 200: CardTokenizer } } },
    async () => ({
      status: 1 as const,
      url: processor.tokenizer.url,
      merchant_id: processor.tokenizer.merchantId,
    }),
  );

  app.post(
    '/v2/cards/init',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, body: CardInitBody, response: { 200: OrRefusal(CardInit) } },
    },
    async (request, reply) => {
      if ((await cards.count(request.userId)) >= MAX_CARDS) {
        return refusal('too_many_cards', { count: MAX_CARDS });
      }
      const user = await users.find(request.userId);
      if (!user) return refuse(reply, 401, 'unauthorized');
      const decision = await limits.consumeSignedIn(request.ip, user.phone);
      if (!decision.ok) return tooManyRequests(reply, decision.code, decision.retryAfterMs);

      // The browser made the token at the provider (cards.create): the number never came here.
      const session = newToken();
      const sessionHash = hashToken(session);
      const context = { phone: user.phone, lan: languageOf(request.query), sessionHash, ip: request.ip };
      const sent = await processor.sendCode(request.body.card_token, context);
      if (!sent.ok) {
        if (sent.problem === 'invalid_card') return badRequest(reply, 'invalid_card_number');
        return codeNotSent(reply);
      }
      await cards.openSession(sessionHash, request.userId, request.body.card_token);
      return { status: 1 as const, msg: 'Confirmation code sent', session, phone_mask: sent.phoneMask };
    },
  );

  app.post(
    '/v2/cards/confirm',
    {
      onRequest: requireUser,
      schema: { body: CardConfirmBody, response: { 200: OrRefusal(CardConfirmed) } },
    },
    async (request, reply) => {
      const sessionHash = hashToken(request.body.session);
      const session = await cards.findSession(sessionHash, request.userId);
      if (!session) return notFound(reply, 'card_session_not_found');
      const user = await users.find(request.userId);
      if (!user) return refuse(reply, 401, 'unauthorized');
      const context = { phone: user.phone, lan: 'ru' as const, sessionHash, ip: request.ip };
      const verified = await processor.verify(session.card_token, request.body.code.trim(), context);
      if (!verified.ok) {
        if (verified.problem === 'locked') return refuse(reply, 429, 'card_code_locked');
        if (verified.problem === 'wrong_code') return refusal('wrong_code');
        if (verified.problem === 'invalid_card') return notFound(reply, 'card_session_not_found');
        return codeNotSent(reply);
      }
      const mask = ourMask(verified.card.number);
      const brand = mask === null ? null : brandOf(mask.replace(/\D/g, ''));
      if (mask === null || brand === null) return badRequest(reply, 'card_type_not_accepted');
      const card = await cards.saveFromSession(sessionHash, session, {
        token: verified.card.token,
        mask,
        brand,
        expire: verified.card.expire,
      });
      return { status: 1 as const, msg: 'Card saved', card };
    },
  );

  app.post(
    '/v2/cards/delete',
    { onRequest: requireUser, schema: { body: CardDeleteBody, response: { 200: Status } } },
    async (request, reply) => {
      const token = await cards.tokenOf(request.body.card_id, request.userId);
      if (token === null || !(await cards.remove(request.body.card_id, request.userId)))
        return notFound(reply, 'card_not_found');
      await processor.remove(token);
      return { status: 1 as const, msg: 'Card deleted' };
    },
  );

  app.get('/v2/cards', { onRequest: requireUser, schema: { response: { 200: Cards } } }, async (request) => ({
    status: 1 as const,
    results: await cards.list(request.userId),
  }));
}
