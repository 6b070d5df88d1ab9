import { splitLocale, type Locale } from '@gopharm/util';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TEXT: Record<Locale, { title: Record<number, string>; fallback: string; body: string; home: string }> =
  {
    ru: {
      title: {
        400: 'Неверный запрос',
        429: 'Слишком много запросов',
        502: 'Сервис временно недоступен',
        503: 'Сервис временно недоступен',
        504: 'Сервер не ответил вовремя',
      },
      fallback: 'Ошибка на сервере',
      body: 'Попробуйте обновить страницу через минуту. Если ошибка повторяется, напишите в поддержку.',
      home: 'На главную',
    },
    uz: {
      title: {
        400: 'Noto‘g‘ri so‘rov',
        429: 'So‘rovlar juda ko‘p',
        502: 'Xizmat vaqtincha ishlamayapti',
        503: 'Xizmat vaqtincha ishlamayapti',
        504: 'Server o‘z vaqtida javob bermadi',
      },
      fallback: 'Serverda xatolik',
      body: 'Bir daqiqadan so‘ng sahifani yangilang. Xatolik takrorlansa, qo‘llab-quvvatlash xizmatiga yozing.',
      home: 'Bosh sahifaga',
    },
  };

/** A self-contained page for an edge-level failure (the app cannot render it: the API is down). */
export function errorPageHtml(locale: Locale, status: number): string {
  const text = TEXT[locale];
  const title = text.title[status] ?? text.fallback;
  const home = locale === 'uz' ? '/uz' : '/';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} — GoPharm</title></head><body><main><h1>${title}</h1><p>${text.body}</p><p><a href="${home}">${text.home}</a></p><p>${status}</p></main></body></html>`;
}

/** Message of the JSON error answer /api callers get, in the API's `{status: 0, msg}` shape. */
const API_MESSAGE: Record<number, string> = {
  502: 'API unavailable',
  504: 'API timeout',
};

/** Answers a failure as JSON on /api and as an HTML page everywhere else. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message?: string) {
  const pathname = request.url.split('?')[0];
  reply.status(status).header('Cache-Control', 'no-store');
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return reply.send({ status: 0, msg: message ?? API_MESSAGE[status] ?? 'Server error' });
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('Vary', 'User-Agent, Sec-CH-UA-Mobile, Cookie, Accept-Encoding')
    .send(errorPageHtml(splitLocale(pathname).locale, status));
}
