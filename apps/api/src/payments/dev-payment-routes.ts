import { Type } from 'typebox';
import { randomUUID } from 'node:crypto';
import { assertNotProduction } from '../sms/sms-provider';
import type { PaymentLedger, PaymentRefusal } from './payment-ledger';
import { tiyinAsSum } from './payment-providers';
import { typedApp, type ApiApp } from '../http/api-app';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { idParamsSchema } from '../http/replies';
import { languageOf } from '../http/scope';

/** The page's words: it stands in for Payme's or Click's page and says so. */
const WORDS: Record<Lang, Record<'title' | 'notice' | 'amount' | 'pay' | 'decline' | 'back', string>> = {
  ru: {
    title: 'Тестовая страница оплаты',
    notice: 'Только для разработки: здесь нет Payme и Click, деньги не списываются.',
    amount: 'К оплате по заказу № {order}: {sum} сум',
    pay: 'Оплатить',
    decline: 'Отклонить платёж',
    back: 'Вернуться к заказу',
  },
  uz: {
    title: 'Sinov toʻlov sahifasi',
    notice: 'Faqat ishlab chiqish uchun: bu yerda Payme va Click yoʻq, pul yechilmaydi.',
    amount: '{order}-buyurtma uchun toʻlov: {sum} soʻm',
    pay: 'Toʻlash',
    decline: 'Toʻlovni rad etish',
    back: 'Buyurtmaga qaytish',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a path of this site: never another site's address (`//host`, `/\host`). */
const safeReturn = (value: string | undefined) =>
  value && /^\/(?![/\\])\S*$/.test(value) && value.length <= 200 ? value : '/';

const DevPayQuery = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: 1e13 }),
  return: Type.Optional(Type.String({ maxLength: 200 })),
  lan: commonQuerySchema.properties.lan,
});
const DevPayBody = Type.Object({ ...DevPayQuery.properties, outcome: Type.Enum(['pay', 'decline']) });

/**
 * The development payment provider's page (`PAYMENT_PROVIDERS=dev`): `npm start` and the e2e suites pay or decline
 * a card order here as a shopper would on Payme's or Click's page. "Pay" opens and performs a transaction through
 * the same ledger the providers' calls use; "Decline" fails the payment. Registered only with the dev provider,
 * and refused with NODE_ENV=production, so production has no such page.
 */
export function devPaymentRoutes(app: ApiApp, ledger: PaymentLedger): void {
  assertNotProduction('The development payment page (/api/dev/pay)');
  app.register(async (instance) => {
    const page = typedApp(instance);
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    page.get(
      '/dev/pay/:id',
      {
        schema: { params: idParamsSchema, querystring: DevPayQuery },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { amount } = request.query;
        const lan = languageOf(request.query);
        const words = WORDS[lan];
        const field = (name: string, value: string) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
        const fields =
          field('amount', String(amount)) +
          field('return', safeReturn(request.query.return)) +
          field('lan', lan);
        const line = words.amount.replace('{order}', String(id)).replace('{sum}', tiyinAsSum(amount));
        reply.header('Content-Type', 'text/html; charset=utf-8');
        return `<!doctype html>
<html lang="${lan}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${words.title}</title></head>
<body><main>
<h1>${words.title}</h1>
<p role="note"><strong>${words.notice}</strong></p>
<p>${escapeHtml(line)}</p>
<form method="post" action="/api/dev/pay/${id}">${fields}<input type="hidden" name="outcome" value="pay"><button type="submit">${words.pay}</button></form>
<form method="post" action="/api/dev/pay/${id}">${fields}<input type="hidden" name="outcome" value="decline"><button type="submit">${words.decline}</button></form>
</main></body></html>`;
      },
    );

    page.post(
      '/dev/pay/:id',
      {
        schema: { params: idParamsSchema, body: DevPayBody },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { amount, outcome } = request.body;
        const lan = languageOf(request.body);
        const back = safeReturn(request.body.return);
        let refusal: PaymentRefusal | null = null;
        if (outcome === 'decline') {
          await ledger.decline(id);
        } else {
          const txId = `dev-${randomUUID()}`;
          const created = await ledger.create({
            provider: 'dev',
            txId,
            orderId: id,
            amount,
            providerTime: Date.now(),
          });
          const performed = created.ok ? await ledger.perform('dev', txId) : created;
          if (!performed.ok) refusal = performed.refusal;
        }
        if (refusal === null) return reply.redirect(back, 303);
        const words = WORDS[lan];
        reply.status(409).header('Content-Type', 'text/html; charset=utf-8');
        return `<!doctype html><html lang="${lan}"><head><meta charset="utf-8"><title>${words.title}</title></head>
<body><main><h1>${words.title}</h1><p role="alert">${refusal}</p><a href="${escapeHtml(back)}">${words.back}</a></main></body></html>`;
      },
    );
  });
}
