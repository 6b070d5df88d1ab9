import type { Lang } from '../http/common-query';

/**
 * The texts the API sends, in the shopper's language (the request's `lan`). Uzbek is written with the ASCII
 * apostrophe (bog'lash), so its texts stay in the GSM 7-bit alphabet, where one SMS holds 160 characters; a
 * single character outside it (o‘ with a typographic quote, any Cyrillic) makes the whole text UCS-2, 70 per SMS.
 * Every text fits one SMS (sms-texts.spec.ts). A real gateway (Eskiz) sends only texts registered with it as
 * templates: register these when they change.
 */
const TEXTS: Record<
  Lang,
  { signIn: (code: string) => string; card: (code: string, last4: string) => string }
> = {
  ru: {
    signIn: (code) => `GoPharm: код для входа ${code}. Никому его не сообщайте.`,
    card: (code, last4) => `GoPharm: код ${code} для привязки карты *${last4}. Никому не сообщайте.`,
  },
  uz: {
    signIn: (code) => `GoPharm: kirish kodi ${code}. Uni hech kimga aytmang.`,
    card: (code, last4) => `GoPharm: *${last4} kartani bog'lash kodi ${code}. Uni hech kimga aytmang.`,
  },
};

export function signInText(lan: Lang, code: string): string {
  return TEXTS[lan].signIn(code);
}

export function cardText(lan: Lang, code: string, last4: string): string {
  return TEXTS[lan].card(code, last4);
}

/** The most of a drug's name a back-in-stock text carries (the Russian text is UCS-2: 70 characters an SMS). */
const NAME_ROOM: Record<Lang, number> = { ru: 70 - 'GoPharm: снова в наличии: '.length, uz: 60 };

/**
 * "Back in stock", with the drug's name cut to fit one SMS.
 */
export function backInStockText(lan: Lang, name: string): string {
  // Uzbek stays in the GSM alphabet: the letter's ʻ as an apostrophe, "№" as "N".
  const plain = lan === 'uz' ? name.replace(/[ʻʼ‘’]/g, "'").replace(/№/g, 'N') : name;
  const room = NAME_ROOM[lan];
  const ellipsis = lan === 'uz' ? '...' : '…';
  const cut = plain.length > room ? `${plain.slice(0, room - ellipsis.length).trimEnd()}${ellipsis}` : plain;
  return lan === 'uz' ? `GoPharm: ${cut} yana sotuvda. gopharm.uz` : `GoPharm: снова в наличии: ${cut}`;
}

/**
 * "Time to order again" (a reminder come due), with a link that opens the cart filled with the order's lines still
 * sold, at today's prices (/cart?repeat=<id>). `path`: that link's path in the reminder's language.
 */
export function reminderText(lan: Lang, number: string, path: string): string {
  return lan === 'uz'
    ? `GoPharm: dorilar tugayaptimi? ${number} buyurtmasini takrorlang: gopharm.uz${path}`
    : `GoPharm: повторить заказ ${number}? gopharm.uz${path}`;
}

/** The order's changes a shopper is texted about. */
export type OrderTextKind =
  'accepted' | 'ready' | 'on_the_way' | 'delivered' | 'cancelled' | 'payment_failed';

/** What an order text may name: the order's number, the pick-up pharmacy and times on the shop's clock ("15:30"). */
export interface OrderTextFacts {
  number: string;
  /** Ready: the pharmacy holding it and the last day and time it waits ("23.11 15:30"). */
  pharmacy?: string;
  until?: string;
  /** On the way: when the courier is expected ("15:30"), if known. */
  expected?: string;
}

const ORDER_TEXTS: Record<Lang, Record<OrderTextKind, (f: OrderTextFacts, name: string) => string>> = {
  ru: {
    accepted: (f) => `GoPharm: заказ ${f.number} принят аптекой.`,
    ready: (f, name) => `GoPharm: заказ ${f.number} ждёт до ${f.until}: ${name}`,
    on_the_way: (f) =>
      f.expected
        ? `GoPharm: курьер везёт заказ ${f.number}, будет около ${f.expected}.`
        : `GoPharm: курьер везёт заказ ${f.number}.`,
    delivered: (f) => `GoPharm: заказ ${f.number} получен. Спасибо!`,
    cancelled: (f) => `GoPharm: заказ ${f.number} отменён.`,
    payment_failed: (f) => `GoPharm: оплата заказа ${f.number} не прошла.`,
  },
  uz: {
    accepted: (f) => `GoPharm: ${f.number} buyurtmangiz dorixona tomonidan qabul qilindi.`,
    ready: (f, name) => `GoPharm: ${f.number} buyurtmangiz tayyor, ${f.until} gacha kutadi: ${name}`,
    on_the_way: (f) =>
      f.expected
        ? `GoPharm: kuryer ${f.number} buyurtmangizni olib kelmoqda, taxminan ${f.expected} da.`
        : `GoPharm: kuryer ${f.number} buyurtmangizni olib kelmoqda.`,
    delivered: (f) => `GoPharm: ${f.number} buyurtmangiz topshirildi. Rahmat!`,
    cancelled: (f) => `GoPharm: ${f.number} buyurtmangiz bekor qilindi.`,
    payment_failed: (f) => `GoPharm: ${f.number} buyurtma uchun to'lov o'tmadi.`,
  },
};

/** Characters one SMS holds: 160 in the GSM 7-bit alphabet (Latin), 70 once any other character (Cyrillic) is in. */
const smsRoom = (text: string) => (/^[\x20-\x7e\n]*$/.test(text) ? 160 : 70);

/**
 * An order's text in the order's language, in one SMS: the pharmacy's name (a ready order) is cut to fit, Uzbek
 * with the ASCII apostrophe.
 */
export function orderText(lan: Lang, kind: OrderTextKind, facts: OrderTextFacts): string {
  const make = ORDER_TEXTS[lan][kind];
  let name = lan === 'uz' ? (facts.pharmacy ?? '').replace(/[ʻʼ‘’]/g, "'") : (facts.pharmacy ?? '');
  const ellipsis = '...';
  while (name.length > 0 && make(facts, name).length > smsRoom(make(facts, name))) {
    name = `${name.slice(0, Math.max(0, name.length - ellipsis.length - 1)).trimEnd()}${ellipsis}`;
    if (name === ellipsis) name = '';
  }
  return make(facts, name);
}
