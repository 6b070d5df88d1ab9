import {
  AcceptBody,
  ChallengeAnswer,
  Accepted,
  CodeSent,
  OrRefusal,
  PhoneBody,
  Refusal,
  Status,
  UserAnswer,
} from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import { clientKey } from '@gopharm/util';
import { commonQuerySchema } from '../http/common-query';
import { newCode } from '../http/secrets';
import { badRequest, refuse, refusal, tooManyRequests } from '../http/replies';
import { signInText } from '../sms/sms-texts';
import type { SmsProvider } from '../sms/sms-provider';
import type { UsersRepo } from '../users/users-repo';
import type { AcceptLimits } from './accept-limits';
import type { Challenges } from './challenge';
import type { OtpRepo } from './otp-repo';
import { normalizeUzPhone } from './phone';
import type { SendLimits } from './send-limits';
import { sendCode } from './send-code';
import type { TokensRepo } from './tokens-repo';
import type { ApiApp } from '../http/api-app';
import { languageOf } from '../http/scope';

export interface AuthDeps {
  users: UsersRepo;
  otp: OtpRepo;
  tokens: TokensRepo;
  sms: SmsProvider;
  limits: SendLimits;
  acceptLimits: AcceptLimits;
  challenges: Challenges;
  requireUser: AuthGuard;
}

export function authRoutes(app: ApiApp, deps: AuthDeps): void {
  const { users, otp, tokens, sms, limits, acceptLimits, challenges, requireUser } = deps;

  // A proof-of-work challenge (ALTCHA), asked for when the send limits answer 428 `challenge_required`.
  app.get('/v1/challenge', { schema: { response: { 200: ChallengeAnswer } } }, async () =>
    challenges.issue(),
  );

  app.post(
    '/v1/register-captcha',
    { schema: { querystring: commonQuerySchema, body: PhoneBody, response: { 200: CodeSent } } },
    async (request, reply) => {
      const phone = normalizeUzPhone(request.body.phone);
      if (!phone) return badRequest(reply, 'invalid_phone');
      // A solution is spent whether or not the limits wanted one: each buys one request.
      const solved = request.body.altcha !== undefined && (await challenges.redeem(request.body.altcha));
      const decision = await limits.consume(request.ip, phone, solved);
      if (!decision.ok) {
        if (decision.code === 'challenge_required') return refuse(reply, 428, decision.code);
        return tooManyRequests(reply, decision.code, decision.retryAfterMs);
      }
      const code = newCode();
      await otp.issue('sign-in', phone, code, clientKey(request.ip));
      const sent = await sendCode(sms, reply, {
        phone,
        code,
        text: signInText(languageOf(request.query), code),
      });
      if (!sent) return reply;
      const user = await users.findByPhone(phone);
      return { status: 1 as const, msg: 'Code sent', is_registered: user?.complete === 1 };
    },
  );

  app.post(
    '/v1/accept',
    { schema: { body: AcceptBody, response: { 200: OrRefusal(Accepted) } } },
    async (request, reply) => {
      const phone = normalizeUzPhone(request.body.phone);
      if (!phone) return badRequest(reply, 'invalid_phone');
      const client = clientKey(request.ip);
      // The caller asked for one of the phone's open codes: strangers' wrong guesses never stop it.
      const open = await otp.open('sign-in', phone, client);
      const attempt = await acceptLimits.take(client, phone, open?.requestedByCaller ?? true);
      if (!attempt.ok) return tooManyRequests(reply, attempt.code, attempt.retryAfterMs);
      const result = await otp.check('sign-in', phone, request.body.code.trim(), client);
      // A locked code cannot be retried from here: the remedy is a new code, so there is no Retry-After.
      if (result === 'locked') {
        return refuse(reply, 429, 'code_locked');
      }
      // A wrong, expired or used code: the spec's "Code None", shown as "Wrong code entered".
      if (result === 'wrong') return refusal('wrong_code');
      await attempt.refund();
      const user = await users.findOrCreate(phone);
      return { status: 1 as const, msg: 'Success', token: await tokens.issue(user.id), user };
    },
  );

  app.post(
    '/v1/logout',
    { onRequest: requireUser, schema: { response: { 200: Status } } },
    async (request) => {
      await tokens.revoke(request.tokenHash);
      return { status: 1 as const, msg: 'Logged out' };
    },
  );

  const userSchema = { response: { 200: UserAnswer, 401: Refusal } };
  app.get('/v1/user', { onRequest: requireUser, schema: userSchema }, async (request, reply) => {
    const user = await users.find(request.userId);
    if (!user) return refuse(reply, 401, 'unauthorized');
    return { status: 1 as const, user };
  });
}
