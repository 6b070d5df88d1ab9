import type { Widen } from '../dictionary';
import type { errors as ru } from '../ru/errors';

/** Uzbek (Latin): notices, the error catalogue and the error screens. */
export const errors: Widen<typeof ru> = {
  errors: {
    network: 'Internet aloqangizni tekshiring!',
    wrongCode: 'Kod notoʻgʻri kiritildi',
    enterCaptcha: 'Rasmdagi kodni kiriting',
    minimumOrder: 'Minimal buyurtma summasi',
    notAvailable: 'Bu miqdor hech bir dorixonada mavjud emas',
    outOfStock: 'Mavjud emas',
    geolocation: 'Geolokatsiya ushbu brauzerda qoʻllab-quvvatlanmaydi.',
    geolocationDenied: 'Joylashuvni aniqlab boʻlmadi: brauzerga geolokatsiyadan foydalanishga ruxsat bering',
    paymentFailed: 'Toʻlov amalga oshmadi',
    pageNotFound: 'Sahifa topilmadi!',
    productNotFound: 'Mahsulot topilmadi!',
    pageDeleted: 'Siz izlayotgan sahifa oʻchirilgan yoki mavjud boʻlmagan',
    drugDeleted: 'Siz izlayotgan dori oʻchirilgan yoki mavjud boʻlmagan',
    unknownMiddleware: 'Nomaʼlum marshrut ishlovchisi',
  },
  notFound: {
    title: 'Sahifa topilmadi!',
    text: 'Siz izlayotgan sahifa oʻchirilgan yoki mavjud boʻlmagan',
    home: 'Bosh sahifaga',
    catalog: 'Katalogga',
    popularCategories: 'Ommabop kategoriyalar',
    searchPlaceholder: 'Sayt boʻyicha qidiruv',
    siteMap: 'Sayt xaritasi',
    supportChat: 'Qoʻllab-quvvatlash chati',
    contactSupport: 'Agar xatolik takrorlansa, qoʻllab-quvvatlash xizmatiga murojaat qiling',
  },
  serverError: {
    title: 'Serverda xatolik',
    text: 'Serverda xatolik. Bosh sahifaga oʻtib koʻring. Agar bu xatolik takrorlansa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    home: 'Bosh sahifaga',
    supportChat: 'Qoʻllab-quvvatlash chati',
    supportPhone: 'Qoʻllab-quvvatlash telefoni',
  },
  errorPage: {
    failed: 'Xatolik sahifasini koʻrsatishda xatolik yuz berdi',
    home: 'Bosh sahifaga',
  },
};
