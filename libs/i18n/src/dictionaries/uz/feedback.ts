import type { Widen } from '../dictionary';
import type { feedback as ru } from '../ru/feedback';

/** Uzbek (Latin): why the server refused a request, and what a form field still needs. */
export const feedback: Widen<typeof ru> = {
  refusal: {
    generic:
      'Server soʻrovni qabul qilmadi. Qaytadan urinib koʻring yoki qoʻllab-quvvatlash xizmatiga yozing.',
    tooMany: 'Urinishlar juda koʻp. Birozdan keyin qayta urinib koʻring.',
    tooManyWait: 'Urinishlar juda koʻp. {{wait}}dan keyin qayta urinib koʻring.',
    retryIn: '{{wait}}dan keyin qayta urinish mumkin',
    seconds_one: '{{count, number}} soniya',
    seconds_few: '{{count, number}} soniya',
    seconds_many: '{{count, number}} soniya',
    seconds_other: '{{count, number}} soniya',
    minutes_one: '{{count, number}} daqiqa',
    minutes_few: '{{count, number}} daqiqa',
    minutes_many: '{{count, number}} daqiqa',
    minutes_other: '{{count, number}} daqiqa',
    cardNumber: 'Karta raqami xato kiritildi',
    cardType: 'Uzcard, Humo, Visa va Mastercard kartalari qabul qilinadi',
    cardExpiryFormat: 'Amal qilish muddatini kartadagidek kiriting: oo/yy',
    cardExpired: 'Kartaning amal qilish muddati tugagan',
    cardNotFound: 'Bu karta endi saqlanmagan: boshqasini tanlang',
    cardSession: 'Tasdiqlash vaqti tugadi: kartani qaytadan qoʻshing',
    codeLocked: 'Notoʻgʻri kodlar juda koʻp. Yangi kod soʻrang.',
    cardCodeLocked: 'Notoʻgʻri kodlar juda koʻp. Kartani qaytadan qoʻshing.',
    tooManyCards: 'Koʻpi bilan {{count, number}} ta karta saqlash mumkin',
    chooseAddress:
      'Qayerga yetkazishni belgilang: xaritani bosing, saqlangan manzilni tanlang yoki joylashuvingizni aniqlang',
    tooManyAddresses: 'Koʻpi bilan {{count, number}} ta manzil saqlash mumkin',
    noDelivery: 'Bu manzilga hozircha yetkazib bermaymiz',
    expressClosed: 'Tezkor yetkazib berish — {{opens}} dan {{closes}} gacha, dorixonalar ishlayotganda',
    address: 'Yetkazib berish manzilini tekshiring',
    promoCode: 'Bunday promokod yoʻq',
    alreadyPaid: 'Buyurtma allaqachon toʻlangan',
    orderKeyReused:
      'Bu buyurtma allaqachon rasmiylashtirilgan: qayta rasmiylashtirishdan oldin «Buyurtmalarim»ni tekshiring',
    orderCancelled: 'Buyurtma bekor qilingan',
    orderNotCancellable:
      'Buyurtma allaqachon yigʻilgan: uni faqat qoʻllab-quvvatlash xizmati orqali bekor qilish mumkin',
    paymentInProgress: 'Buyurtma toʻlovi davom etmoqda: natijasini kuting',
    prescriptionNumber:
      'Elektron retsept raqami 8 tadan 20 tagacha lotin harfi va raqamdan, asosan raqamlardan iborat, retseptdagidek',
    prescriptionType: 'Retseptning rasmini (JPEG yoki PNG) yoki PDF faylini yuklang',
    prescriptionHeic:
      'HEIC formatidagi rasm qabul qilinmaydi: rasmni JPEG, PNG yoki PDF koʻrinishida yuboring',
    prescriptionPages: 'Retsept PDF faylida koʻpi bilan {{count, number}} ta sahifa boʻlishi mumkin',
    prescriptionTooLarge: 'Fayl 5 MB dan katta',
    prescriptionUnreadable: 'Faylni oʻqib boʻlmadi: retseptni qaytadan suratga oling',
    prescriptionNotFound: 'Retsept topilmadi',
    prescriptionNeeded: 'Savatdagi retseptli dori uchun retsept kerak',
    prescriptionPickupOnly: 'Retseptli dorilar faqat dorixonada beriladi: olib ketishni tanlang',
    tooManyPrescriptions: 'Koʻpi bilan {{count, number}} ta retsept saqlash mumkin',
  },
  validation: {
    summary: 'Belgilangan maydonlarni tekshiring',
    required: 'Bu maydonni toʻldiring',
    birthDate: 'Tugʻilgan sanani tekshiring: u bugundan keyin yoki 1900-yildan oldin boʻlishi mumkin emas',
    dateFormat: 'Sanani kk.oo.yyyy koʻrinishida kiriting, masalan 31.12.1990',
    gender: 'Jinsingizni tanlang',
    street: 'Koʻcha va tumanni kiriting',
    house: 'Uy raqamini kiriting',
    point: 'Xaritada joyni belgilang',
    deliveryType: 'Qabul qilish usulini tanlang',
    pharmacy: 'Dorixonani tanlang',
    cardIncomplete: 'Karta raqamining 16 ta raqamini kiriting',
    cardInvalid: 'Karta raqamida xato bor: raqamlarni tekshiring',
    expiryFormat: 'Amal qilish muddatini kartadagidek kiriting: oo/yy',
    expiryPast: 'Kartaning amal qilish muddati tugagan',
    code: '{{count, number}} xonali kodni kiriting',
  },
};
