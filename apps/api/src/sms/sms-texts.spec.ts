import { LOCALES } from '@gopharm/util';
import { backInStockText, cardText, reminderText, signInText } from './sms-texts';

// The GSM 03.38 basic character set: a text made only of these is sent 160 characters to an SMS.
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const isGsm7 = (text: string) => [...text].every((ch) => GSM7.includes(ch));
/** Characters one SMS holds for this text. */
const smsCapacity = (text: string) => (isGsm7(text) ? 160 : 70);

describe('SMS texts', () => {
  const texts = (lan: 'ru' | 'uz') => [signInText(lan, '123456'), cardText(lan, '123456', '1233')];

  it('carry the code (and the card’s last digits) in both languages', () => {
    for (const lan of LOCALES) {
      const [signIn, card] = texts(lan);
      expect(signIn).toContain('123456');
      expect(card).toContain('123456');
      expect(card).toContain('1233');
    }
  });

  it('are in the shopper’s language', () => {
    expect(texts('ru').join(' ')).toMatch(/код/);
    expect(texts('uz').join(' ')).toMatch(/kod/);
    expect(texts('uz').join(' ')).not.toMatch(/[а-яё]/i);
  });

  it('fit one SMS each; Uzbek stays in the 7-bit alphabet (160 characters, not 70)', () => {
    for (const text of texts('uz')) expect(isGsm7(text)).toBe(true);
    for (const lan of LOCALES) {
      for (const text of texts(lan)) expect(text.length).toBeLessThanOrEqual(smsCapacity(text));
    }
  });

  it('say a drug is back in one SMS whatever its name, Uzbek in the 7-bit alphabet', () => {
    const long = 'Амоксициллин + Клавулановая кислота 875 мг/125 мг №14 таблетки "Sandoz"';
    const ru = backInStockText('ru', long);
    expect(ru).toMatch(/^GoPharm: снова в наличии: Амоксициллин/);
    expect(ru.length).toBeLessThanOrEqual(smsCapacity(ru));
    const uz = backInStockText(
      'uz',
      'Paratsetamol 500 mg №10 tabletkalar "Nobel" koʻz uchun juda uzun nom bilan',
    );
    expect(uz).toMatch(/yana sotuvda\. gopharm\.uz$/);
    expect(uz).toContain("ko'z");
    expect(uz.length).toBeLessThanOrEqual(smsCapacity(uz));
    expect(backInStockText('ru', 'Нурофен 200 мг №10')).toBe('GoPharm: снова в наличии: Нурофен 200 мг №10');
  });

  it('remind of an order in one SMS with the link that fills the cart, Uzbek in the 7-bit alphabet', () => {
    const ru = reminderText('ru', 'GP-123456', '/cart?repeat=123456');
    expect(ru).toBe('GoPharm: повторить заказ GP-123456? gopharm.uz/cart?repeat=123456');
    expect(ru.length).toBeLessThanOrEqual(smsCapacity(ru));
    const uz = reminderText('uz', 'GP-123456', '/uz/cart?repeat=123456');
    expect(isGsm7(uz)).toBe(true);
    expect(uz).toMatch(/GP-123456 buyurtmasini takrorlang: gopharm\.uz\/uz\/cart\?repeat=123456$/);
    expect(uz.length).toBeLessThanOrEqual(smsCapacity(uz));
  });
});
