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
