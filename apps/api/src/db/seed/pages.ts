/**
 * The storefront's content pages (about, contacts, delivery, payment, public offer, contest, app) in Russian and
 * Uzbek Latin, as structured blocks rather than HTML: a server render shows them whole, nothing needs cleaning,
 * and an editor changes a text without touching markup. Facts follow the spec: hours 8:30-20:30 every day,
 * express delivery 2000 sum per km (about an hour; the Uzbek text says an hour and a half), standard delivery
 * free, cash or card; a pick-up order waits 48 hours once ready (PICKUP_HOLD_MS, which the seed's test holds these
 * texts to). The support phone, chat, store links and social networks are the site's configuration
 * and are shown by the page's frame, not written here.
 */

export type PageBlock =
  | { type: 'h2'; text: string; id?: string }
  | { type: 'p'; text: string }
  | { type: 'ul' | 'ol'; items: string[] };

export interface PageSeed {
  slug: string;
  title: { ru: string; uz: string };
  description: { ru: string; uz: string };
  blocks: { ru: PageBlock[]; uz: PageBlock[] };
}

const h2 = (text: string, id?: string): PageBlock => (id ? { type: 'h2', text, id } : { type: 'h2', text });
const p = (text: string): PageBlock => ({ type: 'p', text });
const ul = (...items: string[]): PageBlock => ({ type: 'ul', items });
const ol = (...items: string[]): PageBlock => ({ type: 'ol', items });

const ABOUT: PageSeed = {
  slug: 'about',
  title: { ru: 'О компании GoPharm', uz: 'GoPharm haqida' },
  description: {
    ru: 'GoPharm — сеть аптек и онлайн-аптека в Узбекистане: более 12 000 товаров, доставка и самовывоз.',
    uz: 'GoPharm — Oʻzbekistondagi dorixonalar tarmogʻi va onlayn dorixona: 12 000 dan ortiq mahsulot, yetkazib berish va olib ketish.',
  },
  blocks: {
    ru: [
      p(
        'GoPharm — сеть аптек и онлайн-аптека в Узбекистане. Мы помогаем найти нужное лекарство, сравнить цены и получить заказ в тот же день: курьером или в ближайшей аптеке.',
      ),
      h2('GoPharm в цифрах'),
      ul(
        'Более 15 000 покупателей уже заказывают у нас.',
        'Более 12 000 товаров: лекарства, витамины, товары для мамы и малыша, медицинские изделия.',
        'Аптеки во всех областях Узбекистана, в Ташкенте — в каждом районе.',
        'В среднем 30 минут экономит заказ по сравнению с походом по аптекам.',
      ),
      h2('Как мы работаем'),
      p(
        'Ассортимент и остатки обновляются из аптек в течение дня, поэтому на сайте видно, где товар есть прямо сейчас. Рецептурные препараты отпускаются только по рецепту врача, который фармацевт проверяет при выдаче.',
      ),
      p(
        'Аптеки работают ежедневно с 8:30 до 20:30, колл-центр — круглосуточно. Фармацевты отвечают на вопросы о наличии, аналогах и условиях хранения.',
      ),
      h2('Карьера в GoPharm', 'careers'),
      p(
        'Мы ищем фармацевтов и провизоров в аптеки, курьеров и операторов колл-центра. Отправьте резюме на hr@gopharm.uz, укажите город и должность — мы ответим в течение пяти рабочих дней.',
      ),
      ul(
        'Фармацевтам и провизорам: официальное оформление, обучение, график 2/2.',
        'Курьерам: свободный график, оплата за каждый доставленный заказ.',
        'Операторам колл-центра: дневные и ночные смены, работа в офисе в Ташкенте.',
      ),
      h2('Партнёрам и поставщикам', 'partners'),
      p(
        'Производителей и дистрибьюторов, которые хотят разместить товары в GoPharm, а также аптеки, готовые присоединиться к сети, ждём по адресу partners@gopharm.uz. Для корпоративных клиентов — аптечки для офисов и поставки по договору.',
      ),
    ],
    uz: [
      p(
        'GoPharm — Oʻzbekistondagi dorixonalar tarmogʻi va onlayn dorixona. Biz kerakli dorini topish, narxlarni solishtirish va buyurtmani oʻsha kuniyoq olishga yordam beramiz: kuryer orqali yoki eng yaqin dorixonadan.',
      ),
      h2('GoPharm raqamlarda'),
      ul(
        '15 000 dan ortiq xaridor bizdan buyurtma qilmoqda.',
        '12 000 dan ortiq mahsulot: dorilar, vitaminlar, ona va bola uchun mahsulotlar, tibbiy buyumlar.',
        'Oʻzbekistonning barcha viloyatlarida dorixonalar, Toshkentda — har bir tumanda.',
        'Buyurtma dorixonalarni aylanib chiqishga nisbatan oʻrtacha 30 daqiqa tejaydi.',
      ),
      h2('Qanday ishlaymiz'),
      p(
        'Mahsulotlar va qoldiqlar kun davomida dorixonalardan yangilanadi, shuning uchun saytda mahsulot hozir qayerda borligi koʻrinadi. Retseptli dorilar faqat shifokor retsepti bilan beriladi, farmatsevt uni topshirishda tekshiradi.',
      ),
      p(
        'Dorixonalar har kuni 8:30 dan 20:30 gacha, call-markaz esa kecha-kunduz ishlaydi. Farmatsevtlar mavjudlik, analoglar va saqlash sharoitlari haqidagi savollarga javob beradi.',
      ),
      h2('GoPharmda ishlash', 'careers'),
      p(
        'Dorixonalarga farmatsevt va provizorlar, kuryerlar hamda call-markaz operatorlarini izlaymiz. Rezyumeni hr@gopharm.uz manziliga shahar va lavozimni koʻrsatib yuboring — besh ish kuni ichida javob beramiz.',
      ),
      ul(
        'Farmatsevt va provizorlarga: rasmiy ishga joylashish, oʻqitish, 2/2 jadval.',
        'Kuryerlarga: erkin jadval, har bir yetkazilgan buyurtma uchun haq.',
        'Call-markaz operatorlariga: kunduzgi va tungi smenalar, Toshkentdagi ofisda ishlash.',
      ),
      h2('Hamkorlar va yetkazib beruvchilarga', 'partners'),
      p(
        'Mahsulotlarini GoPharmda joylashtirmoqchi boʻlgan ishlab chiqaruvchi va distribyutorlarni, shuningdek tarmoqqa qoʻshilishga tayyor dorixonalarni partners@gopharm.uz manzilida kutamiz. Korporativ mijozlar uchun — ofislar uchun dori qutilari va shartnoma asosida yetkazib berish.',
      ),
    ],
  },
};

const CONTACT: PageSeed = {
  slug: 'contact',
  title: { ru: 'Контакты', uz: 'Kontaktlar' },
  description: {
    ru: 'Адрес, электронная почта, круглосуточный колл-центр и чат поддержки GoPharm.',
    uz: 'GoPharm manzili, elektron pochtasi, kecha-kunduz ishlaydigan call-markazi va yordam chati.',
  },
  blocks: {
    ru: [
      h2('Офис'),
      p('ООО «GoPharm», 100084, г. Ташкент, Юнусабадский район, ул. Амира Темура, 107Б, 5 этаж.'),
      p('Приём посетителей: понедельник — пятница, 9:00–18:00.'),
      h2('Электронная почта'),
      ul(
        'Вопросы о заказах: support@gopharm.uz',
        'Партнёрам и поставщикам: partners@gopharm.uz',
        'Резюме и вакансии: hr@gopharm.uz',
      ),
      h2('Аптеки'),
      p(
        'Аптеки GoPharm работают ежедневно с 8:30 до 20:30. Адреса, телефоны и часы каждой аптеки — на странице «Аптеки на карте».',
      ),
    ],
    uz: [
      h2('Ofis'),
      p('«GoPharm» MChJ, 100084, Toshkent shahri, Yunusobod tumani, Amir Temur koʻchasi, 107B, 5-qavat.'),
      p('Tashrif buyuruvchilarni qabul qilish: dushanba — juma, 9:00–18:00.'),
      h2('Elektron pochta'),
      ul(
        'Buyurtmalar boʻyicha savollar: support@gopharm.uz',
        'Hamkorlar va yetkazib beruvchilar uchun: partners@gopharm.uz',
        'Rezyume va boʻsh ish oʻrinlari: hr@gopharm.uz',
      ),
      h2('Dorixonalar'),
      p(
        'GoPharm dorixonalari har kuni 8:30 dan 20:30 gacha ishlaydi. Har bir dorixonaning manzili, telefoni va ish vaqti «Dorixonalar xaritada» sahifasida.',
      ),
    ],
  },
};

const DELIVERY: PageSeed = {
  slug: 'delivery-gopharm',
  title: { ru: 'Доставка лекарств', uz: 'Dori yetkazib berish' },
  description: {
    ru: 'Экспресс-доставка 2000 сум за км, стандартная бесплатно, самовывоз из аптек GoPharm.',
    uz: 'Ekspress yetkazib berish km uchun 2000 soʻm, standart bepul, GoPharm dorixonalaridan olib ketish.',
  },
  blocks: {
    ru: [
      p('Заказ можно получить тремя способами. Способ выбирается при оформлении, стоимость видна до оплаты.'),
      h2('Экспресс-доставка'),
      ul(
        'Курьер приедет примерно через час после подтверждения заказа.',
        'Стоимость — 2000 сум за каждый километр от аптеки до вашего адреса.',
        'Доставляем на расстояние до 40 км от аптеки.',
      ),
      h2('Стандартная доставка'),
      ul(
        'Бесплатно при любой сумме заказа от минимальной.',
        'Доставим в течение дня, в часы работы аптек: с 8:30 до 20:30.',
      ),
      h2('Самовывоз из аптеки'),
      ul(
        'Бесплатно. При оформлении показываем аптеки, где есть весь заказ.',
        'Заказ собирают сразу; готовый, он ждёт вас в аптеке 48 часов.',
        'Рецептурные препараты выдаются только в аптеке по рецепту врача.',
      ),
      h2('Минимальная сумма заказа'),
      p('Минимальная сумма заказа — 30 000 сум; корзина напомнит, если её не хватает.'),
      h2('Как передаём заказ'),
      p(
        'Курьер позвонит перед приездом. Проверьте товары и срок годности при получении; лекарства надлежащего качества обмену и возврату не подлежат.',
      ),
    ],
    uz: [
      p(
        'Buyurtmani uch usulda olish mumkin. Usul rasmiylashtirishda tanlanadi, narxi toʻlovdan oldin koʻrinadi.',
      ),
      h2('Tezkor yetkazib berish'),
      ul(
        'Kuryer buyurtma tasdiqlangandan keyin taxminan bir yarim soatda yetib keladi.',
        'Narxi — dorixonadan manzilingizgacha har bir kilometr uchun 2000 soʻm.',
        'Dorixonadan 40 km gacha masofaga yetkazamiz.',
      ),
      h2('Oddiy yetkazib berish'),
      ul(
        'Minimal summadan yuqori har qanday buyurtma uchun bepul.',
        'Kun davomida, dorixonalarning ish vaqtida — 8:30 dan 20:30 gacha yetkazamiz.',
      ),
      h2('Dorixonadan olib ketish'),
      ul(
        'Bepul. Rasmiylashtirishda butun buyurtma mavjud dorixonalarni koʻrsatamiz.',
        'Buyurtma darhol yigʻiladi; tayyor buyurtma dorixonada 48 soat kutadi.',
        'Retseptli dorilar faqat dorixonada shifokor retsepti bilan beriladi.',
      ),
      h2('Minimal buyurtma summasi'),
      p('Minimal buyurtma summasi — 30 000 soʻm; yetmasa, savat eslatadi.'),
      h2('Buyurtmani qanday topshiramiz'),
      p(
        'Kuryer kelishdan oldin qoʻngʻiroq qiladi. Olayotganda mahsulotlar va yaroqlilik muddatini tekshiring; sifatli dorilar almashtirilmaydi va qaytarilmaydi.',
      ),
    ],
  },
};

const PAYMENT: PageSeed = {
  slug: 'payment',
  title: { ru: 'Способы оплаты', uz: 'Toʻlov usullari' },
  description: {
    ru: 'Оплата наличными при получении или картой Uzcard, Humo, Visa и Mastercard на сайте, кешбэк на бонусную карту.',
    uz: 'Olishda naqd pul yoki saytda Uzcard, Humo, Visa va Mastercard kartasi bilan toʻlov, bonus kartaga keshbek.',
  },
  blocks: {
    ru: [
      h2('Наличными при получении'),
      p('Оплатите заказ курьеру или в аптеке при самовывозе. Чек выдаётся вместе с заказом.'),
      h2('Картой на сайте'),
      ul(
        'Принимаем карты Uzcard, Humo, Visa и Mastercard.',
        'Карту можно сохранить в профиле и платить ею в один шаг; номер карты хранит платёжная система, а не магазин.',
        'Для подтверждения новой карты банк пришлёт SMS-код.',
        'Неоплаченный заказ можно оплатить позже из истории заказов.',
      ),
      h2('Бонусами'),
      p(
        'За каждый полученный заказ на бонусную карту начисляется кешбэк; его размер корзина показывает до оформления. Бонусами можно оплатить часть заказа или весь заказ.',
      ),
      h2('Возврат денег'),
      p(
        'Если заказ отменён, деньги, списанные с карты, возвращаются на неё в течение трёх рабочих дней, бонусы — на бонусную карту сразу.',
      ),
    ],
    uz: [
      h2('Olishda naqd pul bilan'),
      p('Buyurtma uchun kuryerga yoki olib ketishda dorixonada toʻlang. Chek buyurtma bilan birga beriladi.'),
      h2('Saytda karta bilan'),
      ul(
        'Uzcard, Humo, Visa va Mastercard kartalarini qabul qilamiz.',
        'Kartani profilda saqlab, u bilan bir qadamda toʻlash mumkin; karta raqamini doʻkon emas, toʻlov tizimi saqlaydi.',
        'Yangi kartani tasdiqlash uchun bank SMS-kod yuboradi.',
        'Toʻlanmagan buyurtmani keyinroq buyurtmalar tarixidan toʻlash mumkin.',
      ),
      h2('Bonuslar bilan'),
      p(
        'Har bir olingan buyurtma uchun bonus kartaga keshbek yoziladi; uning miqdorini savat rasmiylashtirishdan oldin koʻrsatadi. Bonuslar bilan buyurtmaning bir qismini yoki hammasini toʻlash mumkin.',
      ),
      h2('Pulni qaytarish'),
      p(
        'Buyurtma bekor qilinsa, kartadan yechilgan pul uch ish kuni ichida kartaga, bonuslar esa darhol bonus kartaga qaytariladi.',
      ),
    ],
  },
};

const OFFER: PageSeed = {
  slug: 'offer',
  title: { ru: 'Публичная оферта', uz: 'Ommaviy oferta' },
  description: {
    ru: 'Договор купли-продажи товаров в интернет-аптеке GoPharm: заказ, оплата, доставка, возврат, персональные данные.',
    uz: 'GoPharm internet-dorixonasida mahsulotlarni oldi-sotdi shartnomasi: buyurtma, toʻlov, yetkazib berish, qaytarish, shaxsiy maʼlumotlar.',
  },
  blocks: {
    ru: [
      p(
        'Редакция от 1 ноября 2026 г. Настоящий документ — публичная оферта ООО «GoPharm» (далее — Продавец) любому дееспособному лицу (далее — Покупатель) заключить договор купли-продажи товаров на условиях ниже.',
      ),
      h2('1. Общие положения'),
      ol(
        'Оформляя заказ на сайте или в приложении GoPharm, Покупатель принимает условия оферты полностью и без оговорок.',
        'Продавец вправе изменить условия оферты; новая редакция действует с момента публикации и не применяется к уже оформленным заказам.',
        'Информация о товарах носит справочный характер и не заменяет консультацию врача.',
      ),
      h2('2. Предмет договора'),
      ol(
        'Продавец передаёт в собственность Покупателя лекарственные средства, изделия медицинского назначения и другие товары аптечного ассортимента, а Покупатель принимает и оплачивает их.',
        'Рецептурные препараты продаются только при предъявлении рецепта врача в аптеке при получении.',
      ),
      h2('3. Оформление заказа'),
      ol(
        'Покупатель входит по номеру телефона и коду из SMS, выбирает товары, способ получения и оплаты.',
        'Заказ считается принятым после подтверждения на сайте и присвоения номера. Продавец может связаться с Покупателем для уточнения заказа.',
        'Если товара нет в нужном количестве, Продавец предлагает замену, частичную выдачу или отмену заказа.',
      ),
      h2('4. Цена и оплата'),
      ol(
        'Цены указаны в сумах и включают НДС. Цена фиксируется в момент оформления заказа.',
        'Оплата — наличными при получении или банковской картой на сайте. Часть заказа можно оплатить бонусами.',
        'Минимальная сумма заказа указывается в корзине.',
      ),
      h2('5. Доставка и получение'),
      ol(
        'Экспресс-доставка стоит 2000 сум за километр, стандартная доставка и самовывоз бесплатны.',
        'При получении Покупатель проверяет количество, целостность упаковки и срок годности.',
        'Заказ на самовывоз хранится в аптеке 48 часов с момента, когда он готов к выдаче.',
      ),
      h2('6. Возврат и обмен'),
      ol(
        'Лекарственные средства надлежащего качества возврату и обмену не подлежат.',
        'Товар ненадлежащего качества или с истёкшим сроком годности Продавец заменяет или возвращает за него деньги по обращению в колл-центр.',
        'Деньги за отменённый оплаченный заказ возвращаются тем же способом, которым он был оплачен.',
      ),
      h2('7. Персональные данные'),
      ol(
        'Покупатель соглашается на обработку имени, телефона, адреса и истории заказов для исполнения договора.',
        'Данные карт обрабатывает платёжная система; Продавец их не хранит.',
        'Покупатель может удалить учётную запись, обратившись в службу поддержки.',
      ),
      h2('8. Ответственность'),
      ol(
        'Продавец не отвечает за последствия применения товаров без назначения врача и вопреки инструкции.',
        'Споры решаются переговорами, а если договориться не удалось — в суде по законодательству Республики Узбекистан.',
      ),
      h2('9. Реквизиты Продавца'),
      p(
        'ООО «GoPharm», г. Ташкент, Юнусабадский район, ул. Амира Темура, 107Б. Эл. почта: support@gopharm.uz. Лицензия на фармацевтическую деятельность выдана Министерством здравоохранения Республики Узбекистан.',
      ),
    ],
    uz: [
      p(
        '2026-yil 1-noyabrdagi tahrir. Ushbu hujjat «GoPharm» MChJ (bundan keyin — Sotuvchi) tomonidan har qanday muomalaga layoqatli shaxsga (bundan keyin — Xaridor) quyidagi shartlarda mahsulotlarni oldi-sotdi shartnomasini tuzish boʻyicha ommaviy ofertadir.',
      ),
      h2('1. Umumiy qoidalar'),
      ol(
        'GoPharm sayti yoki ilovasida buyurtma rasmiylashtirish bilan Xaridor oferta shartlarini toʻliq va soʻzsiz qabul qiladi.',
        'Sotuvchi oferta shartlarini oʻzgartirishi mumkin; yangi tahrir eʼlon qilingan paytdan amal qiladi va rasmiylashtirilgan buyurtmalarga taalluqli emas.',
        'Mahsulotlar haqidagi maʼlumot maʼlumotnoma xarakteriga ega va shifokor maslahatining oʻrnini bosmaydi.',
      ),
      h2('2. Shartnoma predmeti'),
      ol(
        'Sotuvchi Xaridorning mulkiga dori vositalari, tibbiy buyumlar va boshqa dorixona mahsulotlarini topshiradi, Xaridor esa ularni qabul qiladi va toʻlaydi.',
        'Retseptli dorilar faqat olishda dorixonada shifokor retsepti koʻrsatilganda sotiladi.',
      ),
      h2('3. Buyurtmani rasmiylashtirish'),
      ol(
        'Xaridor telefon raqami va SMS-kod orqali kiradi, mahsulotlarni, olish va toʻlov usulini tanlaydi.',
        'Buyurtma saytda tasdiqlanib, raqam berilgandan keyin qabul qilingan hisoblanadi. Sotuvchi buyurtmani aniqlashtirish uchun Xaridor bilan bogʻlanishi mumkin.',
        'Mahsulot kerakli miqdorda boʻlmasa, Sotuvchi almashtirish, qisman berish yoki buyurtmani bekor qilishni taklif qiladi.',
      ),
      h2('4. Narx va toʻlov'),
      ol(
        'Narxlar soʻmda koʻrsatilgan va QQSni oʻz ichiga oladi. Narx buyurtma rasmiylashtirilgan paytda qayd etiladi.',
        'Toʻlov — olishda naqd pul yoki saytda bank kartasi bilan. Buyurtmaning bir qismini bonuslar bilan toʻlash mumkin.',
        'Minimal buyurtma summasi savatda koʻrsatiladi.',
      ),
      h2('5. Yetkazib berish va olish'),
      ol(
        'Tezkor yetkazib berish har kilometr uchun 2000 soʻm, oddiy yetkazib berish va olib ketish bepul.',
        'Olishda Xaridor miqdor, qadoq butunligi va yaroqlilik muddatini tekshiradi.',
        'Olib ketish uchun buyurtma tayyor boʻlgan paytdan boshlab dorixonada 48 soat saqlanadi.',
      ),
      h2('6. Qaytarish va almashtirish'),
      ol(
        'Sifatli dori vositalari qaytarilmaydi va almashtirilmaydi.',
        'Sifatsiz yoki yaroqlilik muddati oʻtgan mahsulotni Sotuvchi call-markazga murojaat boʻyicha almashtiradi yoki pulini qaytaradi.',
        'Bekor qilingan toʻlangan buyurtma puli u toʻlangan usulda qaytariladi.',
      ),
      h2('7. Shaxsiy maʼlumotlar'),
      ol(
        'Xaridor shartnomani bajarish uchun ismi, telefoni, manzili va buyurtmalar tarixini qayta ishlashga rozilik beradi.',
        'Karta maʼlumotlarini toʻlov tizimi qayta ishlaydi; Sotuvchi ularni saqlamaydi.',
        'Xaridor yordam xizmatiga murojaat qilib hisobini oʻchirishi mumkin.',
      ),
      h2('8. Javobgarlik'),
      ol(
        'Sotuvchi mahsulotlarni shifokor tayinlovisiz va yoʻriqnomaga zid qoʻllash oqibatlari uchun javob bermaydi.',
        'Nizolar muzokaralar yoʻli bilan, kelishib boʻlmasa — Oʻzbekiston Respublikasi qonunchiligiga koʻra sudda hal qilinadi.',
      ),
      h2('9. Sotuvchi rekvizitlari'),
      p(
        '«GoPharm» MChJ, Toshkent shahri, Yunusobod tumani, Amir Temur koʻchasi, 107B. E-pochta: support@gopharm.uz. Farmatsevtika faoliyati uchun litsenziya Oʻzbekiston Respublikasi Sogʻliqni saqlash vazirligi tomonidan berilgan.',
      ),
    ],
  },
};

const KONKURS: PageSeed = {
  slug: 'konkurs',
  title: { ru: 'Конкурс «Здоровая зима с GoPharm»', uz: '«GoPharm bilan sogʻlom qish» tanlovi' },
  description: {
    ru: 'Оформите заказ с 1 ноября по 31 декабря 2026 года и выиграйте бонусы на покупки в GoPharm.',
    uz: '2026-yil 1-noyabrdan 31-dekabrgacha buyurtma bering va GoPharmda xaridlar uchun bonuslar yutib oling.',
  },
  blocks: {
    ru: [
      p(
        'С 1 ноября по 31 декабря 2026 года каждый заказ от 150 000 сум — это шанс выиграть бонусы на бонусную карту GoPharm.',
      ),
      h2('Как участвовать'),
      ol(
        'Войдите на сайт или в приложение по номеру телефона.',
        'Оформите и получите заказ на сумму от 150 000 сум: каждый такой заказ — один билет.',
        'Следите за итогами в нашем Telegram-канале и в SMS.',
      ),
      h2('Призы'),
      ul(
        'Главный приз — 1 000 000 бонусов, три победителя.',
        '500 000 бонусов — десять победителей.',
        '100 000 бонусов — пятьдесят победителей.',
      ),
      h2('Итоги'),
      p(
        'Победителей выберем случайным образом среди всех билетов 10 января 2027 года и сообщим им по SMS. Бонусы начисляются на бонусную карту в течение трёх дней и действуют 90 дней.',
      ),
      h2('Правила'),
      ul(
        'В конкурсе участвуют заказы, полученные покупателем; отменённые заказы не участвуют.',
        'Один покупатель может выиграть только один приз.',
        'Бонусы не обмениваются на деньги; ими можно оплатить до 100 % заказа.',
        'Организатор — ООО «GoPharm». Вопросы о конкурсе — в колл-центр или чат поддержки.',
      ),
    ],
    uz: [
      p(
        '2026-yil 1-noyabrdan 31-dekabrgacha 150 000 soʻmdan ortiq har bir buyurtma — GoPharm bonus kartasiga bonuslar yutib olish imkoniyati.',
      ),
      h2('Qanday qatnashish mumkin'),
      ol(
        'Saytga yoki ilovaga telefon raqamingiz orqali kiring.',
        '150 000 soʻmdan ortiq buyurtma bering va uni oling: har bir shunday buyurtma — bitta chipta.',
        'Natijalarni Telegram-kanalimizda va SMS orqali kuzatib boring.',
      ),
      h2('Sovrinlar'),
      ul(
        'Bosh sovrin — 1 000 000 bonus, uch gʻolib.',
        '500 000 bonus — oʻn gʻolib.',
        '100 000 bonus — ellik gʻolib.',
      ),
      h2('Natijalar'),
      p(
        'Gʻoliblarni 2027-yil 10-yanvarda barcha chiptalar orasidan tasodifiy tanlaymiz va ularga SMS orqali xabar beramiz. Bonuslar uch kun ichida bonus kartaga yoziladi va 90 kun amal qiladi.',
      ),
      h2('Qoidalar'),
      ul(
        'Tanlovda xaridor olgan buyurtmalar qatnashadi; bekor qilingan buyurtmalar qatnashmaydi.',
        'Bitta xaridor faqat bitta sovrin yutib olishi mumkin.',
        'Bonuslar pulga almashtirilmaydi; ular bilan buyurtmaning 100 % gacha qismini toʻlash mumkin.',
        'Tashkilotchi — «GoPharm» MChJ. Tanlov boʻyicha savollar — call-markazga yoki yordam chatiga.',
      ),
    ],
  },
};

const APP: PageSeed = {
  slug: 'app',
  title: { ru: 'Мобильное приложение GoPharm', uz: 'GoPharm mobil ilovasi' },
  description: {
    ru: 'Приложение GoPharm для iPhone и Android: поиск лекарств, заказ в два касания, статус доставки и бонусы.',
    uz: 'iPhone va Android uchun GoPharm ilovasi: dori qidirish, ikki bosishda buyurtma, yetkazib berish holati va bonuslar.',
  },
  blocks: {
    ru: [
      p(
        'Всё, что есть на сайте, — в телефоне: каталог из 12 000 товаров, корзина, заказ с доставкой или самовывозом и история заказов.',
      ),
      h2('Почему удобнее в приложении'),
      ul(
        'Поиск лекарств по названию и действующему веществу, даже с опечаткой.',
        'Повтор прошлого заказа в два касания.',
        'Уведомления о статусе заказа и приезде курьера.',
        'Бонусная карта и кешбэк всегда под рукой.',
        'Сохранённые адреса и карты — оформление занимает меньше минуты.',
      ),
      h2('Как установить'),
      p(
        'Нажмите на значок магазина приложений ниже или найдите «GoPharm» в App Store или Google Play. Приложение бесплатное, работает на русском и узбекском.',
      ),
    ],
    uz: [
      p(
        'Saytdagi hamma narsa — telefoningizda: 12 000 ta mahsulot katalogi, savat, yetkazib berish yoki olib ketish bilan buyurtma va buyurtmalar tarixi.',
      ),
      h2('Nega ilovada qulayroq'),
      ul(
        'Dorilarni nomi va taʼsir etuvchi moddasi boʻyicha, hatto xato bilan yozilganda ham qidirish.',
        'Oldingi buyurtmani ikki bosishda takrorlash.',
        'Buyurtma holati va kuryer kelishi haqida bildirishnomalar.',
        'Bonus karta va keshbek doim qoʻl ostida.',
        'Saqlangan manzillar va kartalar — rasmiylashtirish bir daqiqadan kam vaqt oladi.',
      ),
      h2('Qanday oʻrnatish mumkin'),
      p(
        'Quyidagi ilovalar doʻkoni belgisini bosing yoki App Store yoki Google Playda «GoPharm»ni toping. Ilova bepul, rus va oʻzbek tillarida ishlaydi.',
      ),
    ],
  },
};

export const PAGES: readonly PageSeed[] = [ABOUT, CONTACT, DELIVERY, PAYMENT, OFFER, KONKURS, APP];
