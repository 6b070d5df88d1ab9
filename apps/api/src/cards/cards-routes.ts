import {
  CardConfirmBody,
  CardConfirmed,
  CardDeleteBody,
  CardInit,
  CardInitBody,
  Cards,
  OrRefusal,
  Status,
} from '@gopharm/util/contract';
import type { OtpRepo } from '../auth/otp-repo';
import { maskPhone } from '../auth/phone';
import type { SendLimits } from '../auth/send-limits';
import { sendCode } from '../auth/send-code';
import type { AuthGuard } from '../http/auth-guard';
import { clientKey } from '@gopharm/util';
import { commonQuerySchema } from '../http/common-query';
import { badRequest, notFound, refuse, refusal, tooManyRequests } from '../http/replies';
import { hashToken, newCode, newToken } from '../http/secrets';
import type { SmsProvider } from '../sms/sms-provider';
import { cardText } from '../sms/sms-texts';
import type { UsersRepo } from '../users/users-repo';
import { checkCard, maskCard } from './card-number';
import type { CardsRepo } from './cards-repo';
import type { ApiApp } from '../http/api-app';
import { languageOf } from '../http/scope';

export interface CardsDeps {
  cards: CardsRepo;
  users: UsersRepo;
  otp: OtpRepo;
  sms: SmsProvider;
  limits: SendLimits;
  requireUser: AuthGuard;
  clock: () => Date;
}

export const MAX_CARDS = 10;

export function cardsRoutes(app: ApiApp, deps: CardsDeps): void {
  const { cards, users, otp, sms, limits, requireUser, clock } = deps;

  app.post(
    '/v2/cards/init',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, body: CardInitBody, response: { 200: OrRefusal(CardInit) } },
    },
    async (request, reply) => {
      const check = checkCard(request.body.card_number, request.body.card_expiry, clock());
      if (!check.ok) return badRequest(reply, check.code);
      if ((await cards.count(request.userId)) >= MAX_CARDS) {
        return refusal('too_many_cards', { count: MAX_CARDS });
      }
      const user = await users.find(request.userId);
      if (!user) return refuse(reply, 401, 'unauthorized');
      const decision = await limits.consumeSignedIn(request.ip, user.phone);
      if (!decision.ok) return tooManyRequests(reply, decision.code, decision.retryAfterMs);

      // From here on only the mask and brand exist: the number and expiry go no further than this handler.
      const session = newToken();
      const sessionHash = hashToken(session);
      const mask = maskCard(check.digits);
      await cards.openSession(sessionHash, request.userId, mask, check.brand);
      const code = newCode();
      await otp.issue('card', sessionHash, code, clientKey(request.ip));
      const text = cardText(languageOf(request.query), code, mask.slice(-4));
      if (!(await sendCode(sms, reply, { phone: user.phone, code, text }))) return reply;
      return {
        status: 1 as const,
        msg: 'Confirmation code sent',
        session,
        phone_mask: maskPhone(user.phone),
      };
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
      const result = await otp.check('card', sessionHash, request.body.code.trim(), clientKey(request.ip));
      if (result === 'locked') {
        return refuse(reply, 429, 'card_code_locked');
      }
      if (result === 'wrong') return refusal('wrong_code');
      return {
        status: 1 as const,
        msg: 'Card saved',
        card: await cards.saveFromSession(sessionHash, session),
      };
    },
  );

  app.post(
    '/v2/cards/delete',
    { onRequest: requireUser, schema: { body: CardDeleteBody, response: { 200: Status } } },
    async (request, reply) => {
      if (!(await cards.remove(request.body.card_id, request.userId)))
        return notFound(reply, 'card_not_found');
      return { status: 1 as const, msg: 'Card deleted' };
    },
  );

  app.get('/v2/cards', { onRequest: requireUser, schema: { response: { 200: Cards } } }, async (request) => ({
    status: 1 as const,
    results: await cards.list(request.userId),
  }));
}
