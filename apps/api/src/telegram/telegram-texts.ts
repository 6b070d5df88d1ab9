import type { Lang } from '../http/common-query';

/** What the bot answers in its chat, in the shopper's language (the code's, else the Telegram app's). */
const BOT_TEXTS: Record<Lang, Record<'linked' | 'used' | 'expired' | 'unknown' | 'hello', string>> = {
  ru: {
    linked: 'GoPharm: готово. Сообщения о заказах будут приходить сюда.',
    used: 'GoPharm: эта ссылка уже использована. Откройте «Настройки» на сайте и привяжите Telegram ещё раз.',
    expired: 'GoPharm: ссылка устарела. Откройте «Настройки» на сайте и привяжите Telegram ещё раз.',
    unknown: 'GoPharm: ссылка не подошла. Откройте «Настройки» на сайте и привяжите Telegram ещё раз.',
    hello: 'GoPharm: чтобы получать сообщения о заказах, откройте «Настройки» на сайте и выберите Telegram.',
  },
  uz: {
    linked: 'GoPharm: tayyor. Buyurtmalar haqidagi xabarlar shu yerga keladi.',
    used: 'GoPharm: bu havola allaqachon ishlatilgan. Saytdagi «Sozlamalar»da Telegramni qayta ulang.',
    expired: 'GoPharm: havola eskirgan. Saytdagi «Sozlamalar»da Telegramni qayta ulang.',
    unknown: 'GoPharm: havola mos kelmadi. Saytdagi «Sozlamalar»da Telegramni qayta ulang.',
    hello: 'GoPharm: buyurtmalar haqida xabar olish uchun saytdagi «Sozlamalar»da Telegramni tanlang.',
  },
};

export function botText(lan: Lang, kind: keyof (typeof BOT_TEXTS)['ru']): string {
  return BOT_TEXTS[lan][kind];
}
