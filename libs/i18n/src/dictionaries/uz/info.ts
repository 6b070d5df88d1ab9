import type { Widen } from '../dictionary';
import type { info as ru } from '../ru/info';

/** Uzbek (Latin): articles, pharmacy map, prescriptions and the content pages. */
export const info: Widen<typeof ru> = {
  articles: {
    title: 'Maqolalar',
    readMore: 'Oʻqish',
    empty: 'Hozircha maqolalar yoʻq',
  },
  pharmacyMap: {
    title: 'Xaritadagi dorixonalar',
    list: 'Roʻyxat',
    map: 'Xarita',
    nearest: 'Eng yaqin dorixona',
    route: 'Yoʻnalish',
    openNow: 'Hozir ochiq',
    closedNow: 'Hozir yopiq',
    hours: 'Har kuni 8:30–20:30',
    phone: 'Telefon',
    holders: 'Faqat shu mahsulot bor dorixonalar',
    showAll: 'Barcha dorixonalarni koʻrsatish',
    noHolders: 'Bu mahsulot hozir mintaqaning hech bir dorixonasida yoʻq',
  },
  recipe: {
    title: 'Retseptli dorilar',
    howTo:
      'Retseptli dorilar faqat shifokor retsepti boʻyicha beriladi. Ularni saytda olib ketish bilan buyurtma qiling va buyurtmani dorixonadan olayotganda retseptni farmatsevtga koʻrsating.',
    ePrescription: 'Elektron retsept raqami',
    upload: 'Retsept rasmini yuklash',
    submit: 'Yuborish',
  },
  pages: {
    about: 'Biz haqimizda',
    contact: 'Aloqa',
    delivery: 'Yetkazib berish',
    payment: 'Toʻlov',
    offer: 'Ommaviy oferta',
    konkurs: 'Tanlov',
    app: 'Mobil ilova',
    callCentre: 'Call-markaz kecha-kunduz ishlaydi',
    hours: 'Dorixonalar har kuni 8:30 dan 20:30 gacha ishlaydi',
    questions: 'Savollaringiz bormi?',
    pharmaciesOnMap: 'Dorixonalar manzillari va ish vaqti xaritada',
  },
};
