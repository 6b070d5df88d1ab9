import { buildCatalogue, DEFAULT_IMAGE, packAmount, packing, parseBrands } from './catalogue';
import { buildContent, salePeriod } from './content';
import { CATEGORY_SEED } from './categories';
import { COUNTRIES } from '../../drugs/countries';
import { PICKUP_HOLD_MS, SHOP_HOURS } from '@gopharm/util';
import { PAGES } from './pages';
import { buildGeo } from './pharmacies';
import { SUBSTANCE_SYNONYMS, USES } from './substance-vocabulary';

describe('seed', () => {
  const catalogue = buildCatalogue();

  it('is deterministic: the same ids, slugs and prices on every build', () => {
    const again = buildCatalogue();
    expect(again.drugs.map((d) => `${d.id}|${d.slug}|${d.price}`)).toEqual(
      catalogue.drugs.map((d) => `${d.id}|${d.slug}|${d.price}`),
    );
  });

  it('names only substances and categories it has in the search vocabulary (other names, uses)', () => {
    const inns = new Set(catalogue.substances.map((s) => s.inn));
    const categories = new Set(CATEGORY_SEED.flatMap((c) => [c.id, ...(c.children ?? []).map((k) => k.id)]));
    const named = [...Object.keys(SUBSTANCE_SYNONYMS), ...USES.flatMap((use) => use.inns)];
    expect(named.filter((inn) => !inns.has(inn))).toEqual([]);
    expect(USES.flatMap((use) => use.categories).filter((id) => !categories.has(id))).toEqual([]);
    for (const use of USES) expect(use.ru.length * use.uz.length).toBeGreaterThan(0);
  });

  it('has at least 12,000 items from at least 400 real substances', () => {
    expect(catalogue.drugs.length).toBeGreaterThanOrEqual(12000);
    expect(catalogue.substances.length).toBeGreaterThanOrEqual(400);
    expect(new Set(catalogue.drugs.map((d) => d.slug)).size).toBe(catalogue.drugs.length);
  });

  it('names drugs with the manufacturer in quotes, in Russian and Uzbek Latin', () => {
    const nurofen = catalogue.drugs.find((d) => d.brand === 'Нурофен');
    expect(nurofen?.name_ru).toMatch(/^Нурофен 200 мг №\d+ таблетки "Reckitt Benckiser"$/);
    expect(nurofen?.name_uz).toMatch(/^Nurofen 200 mg №\d+ tabletkalar "Reckitt Benckiser"$/);
    expect(catalogue.drugs.every((d) => /"[^"]+"$/.test(d.name_ru) && !/[а-яё]/i.test(d.name_uz))).toBe(true);
  });

  it('sells brands in their real strengths: Панадол tablets are 500 mg, Дротаверин форте only 80 mg', () => {
    const names = (brand: string) => catalogue.drugs.filter((d) => d.brand === brand).map((d) => d.name_ru);
    expect(names('Панадол').length).toBeGreaterThan(0);
    expect(names('Панадол').every((n) => n.startsWith('Панадол 500 мг'))).toBe(true);
    expect(names('Дротаверин форте').every((n) => n.includes(' 80 мг '))).toBe(true);
    expect(names('Парацетамол').some((n) => n.startsWith('Парацетамол 200 мг'))).toBe(true);
  });

  it('has no invented brands: Uzbek factories sell generics under the INN name', () => {
    const brands = new Set(catalogue.drugs.map((d) => d.brand));
    for (const invented of [
      'Спазмол',
      'Амлодин',
      'Цефтриабол',
      'Devit-D3',
      'Гемобин',
      'Оптинол',
      'Моксифур',
    ]) {
      expect(brands.has(invented)).toBe(false);
    }
    expect([...brands].filter((b) => b.endsWith('-Нико'))).toEqual([]);
    const nika = catalogue.manufacturers.find((m) => m.code === 'nika')!;
    expect(catalogue.drugs.some((d) => d.brand === 'Цефтриаксон' && d.manufacturer_id === nika.id)).toBe(
      true,
    );
  });

  it('knows what every pack holds, to compare prices per tablet or millilitre', () => {
    expect(packAmount('№20')).toEqual({ amount: 20, unit: 'pcs' });
    expect(packAmount('100 мл')).toEqual({ amount: 100, unit: 'ml' });
    expect(packAmount('30 г')).toEqual({ amount: 30, unit: 'g' });
    expect(packAmount('200 доз')).toEqual({ amount: 200, unit: 'dose' });
    expect(() => packAmount('коробка')).toThrow();
    for (const drug of catalogue.drugs) expect(drug.pack_amount).toBeGreaterThan(0);
    const panadol = catalogue.drugs.find((d) => d.brand === 'Панадол' && d.name_ru.includes('№20'));
    expect(panadol).toMatchObject({ strength: '500 мг', pack_amount: 20, pack_unit: 'pcs' });
  });

  it('sells a bottle, tube or box of a given size as one pack, never "100 мл 25 мл"', () => {
    expect(packing('100 мл', 'k')).toEqual({ dose: '', packs: ['100 мл'] });
    expect(packing('30 шт', 't')).toEqual({ dose: '', packs: ['№30'] });
    expect(packing('50 г', 'p')).toEqual({ dose: '', packs: ['50 г'] });
    expect(packing('3 г', 'p')).toEqual({ dose: '3 г', packs: ['№10', '№20'] });
    expect(packing('500 мг', 't')).toEqual({ dose: '500 мг', packs: ['№10', '№20', '№30'] });
    // A size after a concentration is right ("120 мг/5 мл 100 мл"); two sizes in a row are not.
    const twice = catalogue.drugs.filter((d) =>
      /(?<![/\d.])\d+(\.\d+)? (мл|г|доз) \d+(\.\d+)? (мл|г|доз) /.test(d.name_ru),
    );
    expect(twice.map((d) => d.name_ru)).toEqual([]);
    expect(catalogue.drugs.find((d) => d.brand === 'Канефрон Н' && d.form === 'k')?.name_ru).toBe(
      'Канефрон Н 100 мл капли "Bionorica"',
    );
  });

  it('reads brand entries and refuses strengths the INN is not sold in', () => {
    expect(parseBrands('Панадол@gsk[t:500мг s:120мг/5мл],=@nika,Калпол@jnj', 'paracetamol')).toEqual({
      brands: [
        { name: 'Панадол', makers: ['gsk'], famous: true, only: ['t:500 мг', 's:120 мг/5 мл'] },
        { name: 'Калпол', makers: ['jnj'], famous: true },
      ],
      genericMakers: ['nika'],
    });
    expect(() => parseBrands('Панадол gsk', 'paracetamol')).toThrow('bad brand entry');
  });

  it('writes sale periods for people, never as ISO dates', () => {
    const { sales } = buildContent(catalogue.drugs, catalogue.substances);
    for (const sale of sales) {
      expect(`${sale.description_ru} ${sale.description_uz}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    // Intl puts no-break spaces where a line must not wrap.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(salePeriod('2026-11-01', '2026-12-31', 'ru'))).toBe('1 ноября – 31 декабря 2026 г.');
    expect(plain(salePeriod('2026-11-01', '2026-12-31', 'uz'))).toBe('1-noyabr – 31-dekabr, 2026');
  });

  it('includes Uzbek manufacturers, prescription drugs and drugs without a picture', () => {
    const uzbek = catalogue.manufacturers.filter((m) => m.country_code === 'UZ').map((m) => m.name);
    expect(uzbek).toEqual(
      expect.arrayContaining([
        'Nika Pharm',
        'Radiks',
        'Jurabek Laboratories',
        'Merrymed Farm',
        'Remedy Group',
      ]),
    );
    // Every maker's country has its names (an answer would show the bare code).
    expect(catalogue.manufacturers.filter((m) => !COUNTRIES[m.country_code])).toEqual([]);
    expect(catalogue.drugs.some((d) => d.is_recept === 1)).toBe(true);
    expect(catalogue.drugs.some((d) => d.image === DEFAULT_IMAGE)).toBe(true);
  });

  it('has the 14 regions, Tashkent city (1) with its districts, and at least 40 pharmacies open 8:30-20:30', () => {
    const { regions, pharmacies } = buildGeo();
    expect(regions.filter((r) => r.parent_id === null)).toHaveLength(14);
    expect(regions.filter((r) => r.parent_id === 1).length).toBeGreaterThanOrEqual(11);
    expect(pharmacies.length).toBeGreaterThanOrEqual(40);
    // The shop's hours the storefront tells and sells express by (the seed runs where @gopharm/util is not read).
    expect(pharmacies.every((p) => p.opens === SHOP_HOURS.opens && p.closes === SHOP_HOURS.closes)).toBe(
      true,
    );
  });
  it('says the courier comes in an hour and a half in every Uzbek text, as the spec records it (never "bir soatda")', () => {
    const { articles, metas } = buildContent(catalogue.drugs, catalogue.substances);
    const uzbek = [
      ...articles.map((article) => article.content_uz),
      ...metas.filter((meta) => meta.lan === 'uz').map((meta) => meta.content),
      JSON.stringify(PAGES.map((page) => page.blocks.uz)),
    ].join('\n');
    expect(uzbek).toContain('bir yarim soatda');
    expect(uzbek).not.toMatch(/\bbir soatda/);
  });

  it('tells, wherever a page says how long a pick-up order waits, the hold the order statuses keep (PICKUP_HOLD_MS)', () => {
    const hours = PICKUP_HOLD_MS / 3_600_000;
    const texts = PAGES.flatMap((page) => [...page.blocks.ru, ...page.blocks.uz]).flatMap((block) =>
      'items' in block ? block.items : [block.text],
    );
    const holds = texts.filter((text) => /хран|ждёт|saqla|kutadi/.test(text) && /аптек|dorixona/.test(text));
    // The delivery page and the offer, in both languages.
    expect(holds).toHaveLength(4);
    for (const text of holds) expect(text).toMatch(new RegExp(`${hours} (час|soat)`));
  });
});
