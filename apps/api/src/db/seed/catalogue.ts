import type { PackUnit, ProductKind } from '@gopharm/util';
import { FORMS, unitsToUzbek } from './forms';
import { GOODS, GOODS_KINDS } from './goods';
import { hash } from './hash';
import { GENERIC_MAKERS, MANUFACTURERS } from './manufacturers';
import { SUBSTANCES } from './substances';
import { slugify } from '../../search/transliterate';
import { uzbekBrandName, uzbekSubstanceName } from './uzbek-names';

/** The server's picture for a drug without one; the storefront shows its own placeholder for it. */
export const DEFAULT_IMAGE = '/api/images/default.svg';

export interface ManufacturerRow {
  id: number;
  code: string;
  name: string;
  country_code: string;
}
export interface SubstanceRow {
  id: number;
  /** The INN; for goods, the English name of their kind (unique, never shown). */
  inn: string;
  name_ru: string;
  name_uz: string;
  category_id: number;
  /** Goods' kinds stand where a medicine's substance does (seed/goods.ts): they have no leaflet. */
  kind: ProductKind;
}
/** One characteristic of a good, shown on its page instead of a leaflet. */
export interface CharacteristicRow {
  drug_id: number;
  sort: number;
  name_ru: string;
  name_uz: string;
  value_ru: string;
  value_uz: string;
}
export interface DrugRow {
  id: number;
  slug: string;
  brand: string;
  name_ru: string;
  name_uz: string;
  release_form_ru: string;
  release_form_uz: string;
  form: string;
  /** One unit's strength ("500 мг"); empty when the pack's size is all there is ("сироп 100 мл"). */
  strength: string;
  /** How many units the pack holds, and of what: 20 pieces, 100 ml, 30 g, 200 doses. */
  pack_amount: number;
  pack_unit: PackUnit;
  price: number;
  is_recept: number;
  max_count: number;
  category_id: number;
  substance_id: number;
  manufacturer_id: number;
  image: string;
  popularity: number;
  is_new: number;
  updated_at: string;
  kind: ProductKind;
}

/** A pack as printed ("№20", "100 мл", "30 г", "200 доз") as its amount and unit. */
export function packAmount(pack: string): { amount: number; unit: PackUnit } {
  const count = /^№(\d+)$/.exec(pack);
  if (count) return { amount: Number(count[1]), unit: 'pcs' };
  const size = /^(\d+(?:\.\d+)?) (мл|г|доз)$/.exec(pack);
  if (!size) throw new Error(`unknown pack "${pack}"`);
  return {
    amount: Number(size[1]),
    unit: ({ мл: 'ml', г: 'g', доз: 'dose' } as const)[size[2] as 'мл' | 'г' | 'доз'],
  };
}

const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|'));

const PRICE_FACTOR: Record<string, number> = { UZ: 0.8, IN: 1.1, RU: 1, BY: 0.9, UA: 0.95, KZ: 0.9 };
const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);
const withSpaces = (strength: string) => strength.replace(/(\d)([^\d\s.,/%^])/g, '$1 $2');

/**
 * The packs a strength is sold in. Some entries of the INN table are the pack itself, not a dose: a bottle's
 * volume ("капли 100 мл"), a tube's weight, a box of loose herb ("50 г") or a count ("30 шт"). Those make one
 * pack of that size instead of the form's usual ones, so no name reads "100 мл 25 мл".
 */
export function packing(strength: string, form: string): { dose: string; packs: string[] } {
  const packs = FORMS[form].packs;
  const count = /^(\d+) шт$/.exec(strength);
  if (count) return { dose: '', packs: [`№${count[1]}`] };
  const amount = /^(\d+(?:\.\d+)?) (мл|г|доз)$/.exec(strength);
  if (amount && !packs[0].startsWith('№')) return { dose: '', packs: [strength] };
  if (amount && amount[2] === 'г' && Number(amount[1]) >= 25) return { dose: '', packs: [strength] };
  return { dose: strength, packs };
}

interface BrandSeed {
  name: string;
  /** The Uzbek name when it is not the Russian one in Latin letters (a generic under its INN). */
  nameUz?: string;
  makers: string[];
  famous: boolean;
  /** `form:strength` pairs the brand is sold in (strengths as printed); all of the INN's when absent. */
  only?: string[];
}

/**
 * The brands column of a substance: `Brand@maker`, `Brand@maker[t:500мг s:120мг/5мл]` (sold only in those
 * forms and strengths of the INN's table) or `=@maker` (that maker's generic under the INN name).
 */
export function parseBrands(text: string, inn: string): { brands: BrandSeed[]; genericMakers: string[] } {
  const brands: BrandSeed[] = [];
  const genericMakers: string[] = [];
  for (const entry of text.split(/,(?![^[]*\])/)) {
    const match = /^([^@[\]]+)@([a-z0-9-]+)(?:\[([^\]]+)\])?$/.exec(entry.trim());
    if (!match) throw new Error(`bad brand entry "${entry}" of ${inn}`);
    const [, name, maker, only] = match;
    if (name === '=') genericMakers.push(maker);
    else
      brands.push({
        name,
        makers: [maker],
        famous: true,
        ...(only && { only: only.split(' ').map(withSpaces) }),
      });
  }
  return { brands, genericMakers };
}

/** Combines the compact source tables into manufacturers, substances and drugs with fixed ids. */
export function buildCatalogue() {
  const manufacturers: ManufacturerRow[] = rows(MANUFACTURERS).map(([code, name, country], i) => ({
    id: i + 1,
    code,
    name,
    country_code: country,
  }));
  const makerByCode = new Map(manufacturers.map((m) => [m.code, m]));
  const substances: SubstanceRow[] = [];
  const drugs: DrugRow[] = [];
  const slugs = new Set<string>();

  for (const [inn, ru, category, formsText, rx, brandsText] of rows(SUBSTANCES)) {
    const substance: SubstanceRow = {
      id: substances.length + 1,
      inn,
      name_ru: ru,
      name_uz: uzbekSubstanceName(ru),
      category_id: Number(category),
      kind: 'medicine',
    };
    substances.push(substance);
    const combos = formsText.split('+').flatMap((part) => {
      const [form, strengths] = part.split(':');
      if (!FORMS[form]) throw new Error(`unknown form ${form} of ${inn}`);
      return strengths.split(',').flatMap((written, si) => {
        const strength = withSpaces(written);
        const { dose, packs } = packing(strength, form);
        return packs.map((pack, pi) => ({
          form,
          strength,
          dose,
          pack,
          // What the name shows: "500 мг №20", or only the pack when the "strength" is its size ("100 мл").
          label: [dose, pack].filter(Boolean).join(' '),
          weight: si + pi,
        }));
      });
    });
    const base = 2000 + (hash(inn) % 40) * 1000;
    const { brands, genericMakers } = parseBrands(brandsText, inn);
    // Generics under the INN name: the makers listed for it, then two to four of the generic factories.
    const genericCount = 2 + (hash(`${inn}:generics`) % 3);
    const start = hash(inn) % GENERIC_MAKERS.length;
    const auto = Array.from(
      { length: genericCount },
      (_, i) => GENERIC_MAKERS[(start + i * 3) % GENERIC_MAKERS.length],
    );
    brands.push({
      name: capitalise(ru),
      // A generic is sold under its INN: its Uzbek name is the substance's ("Askorbin kislotasi").
      nameUz: capitalise(substance.name_uz),
      makers: [...new Set([...genericMakers, ...auto])],
      famous: false,
    });
    for (const brand of brands) {
      for (const only of brand.only ?? []) {
        if (!combos.some((c) => `${c.form}:${c.strength}` === only)) {
          throw new Error(`${brand.name}: ${only} is not a form and strength of ${inn}`);
        }
      }
    }

    for (const brand of brands) {
      for (const code of brand.makers) {
        const maker = makerByCode.get(code);
        if (!maker) throw new Error(`unknown manufacturer ${code} of ${brand.name}`);
        for (const combo of combos) {
          // A brand sold only in some strengths (Панадол: 500 mg tablets) skips the INN's others.
          if (brand.only && !brand.only.includes(`${combo.form}:${combo.strength}`)) continue;
          const h = hash(`${brand.name}|${code}|${combo.form}|${combo.strength}|${combo.pack}`);
          // A brand is not sold in every form and pack: keep three quarters of them, always the first.
          if (brand.famous && !brand.only && combo !== combos[0] && h % 4 === 0) continue;
          const form = FORMS[combo.form];
          const releaseRu = `${form.ru} ${combo.label}`;
          const releaseUz = `${form.uz} ${unitsToUzbek(combo.label)}`;
          const brandUz = brand.nameUz ?? uzbekBrandName(brand.name);
          const factor = (brand.famous ? 1.6 : 1) * (PRICE_FACTOR[maker.country_code] ?? 1.8);
          const price = Math.max(1500, Math.round((base * (1 + combo.weight * 0.45) * factor) / 100) * 100);
          const id = drugs.length + 1;
          let slug = slugify(`${brandUz} ${unitsToUzbek(combo.label)} ${form.uz} ${maker.name}`);
          if (slugs.has(slug)) slug = `${slug}-${id}`;
          slugs.add(slug);
          drugs.push({
            id,
            slug,
            brand: brand.name,
            name_ru: `${brand.name} ${combo.label} ${form.ru} "${maker.name}"`,
            name_uz: `${brandUz} ${unitsToUzbek(combo.label)} ${form.uz} "${maker.name}"`,
            release_form_ru: releaseRu,
            release_form_uz: releaseUz,
            form: combo.form,
            strength: combo.dose,
            pack_amount: packAmount(combo.pack).amount,
            pack_unit: packAmount(combo.pack).unit,
            price,
            is_recept: Number(rx),
            max_count: rx === '1' ? 2 + (h % 3) : 5 + (h % 6),
            category_id: substance.category_id,
            substance_id: substance.id,
            manufacturer_id: maker.id,
            image: h % 29 === 0 ? DEFAULT_IMAGE : `/api/images/${form.shape}-${h % 6}.svg`,
            popularity: brand.famous ? 400 + (h % 600) : h % 400,
            is_new: h % 23 === 0 ? 1 : 0,
            updated_at: new Date(Date.UTC(2026, 10, 1) - (h % 90) * 86_400_000).toISOString(),
            kind: 'medicine',
          });
        }
      }
    }
  }
  const characteristics = addGoods(substances, drugs, makerByCode, slugs);
  return { manufacturers, substances, drugs, characteristics };
}

/** `ru=uz`, or the same text in both languages. */
const bilingual = (text: string): [string, string] => {
  const [ru, uz = ru] = text.split('=');
  return [ru, uz];
};

/**
 * The goods of goods.ts after the medicines (their ids follow the drugs'): a substances row per kind, a drugs row
 * per good, and its characteristics.
 */
function addGoods(
  substances: SubstanceRow[],
  drugs: DrugRow[],
  makerByCode: Map<string, ManufacturerRow>,
  slugs: Set<string>,
): CharacteristicRow[] {
  const kindIds = new Map<string, number>();
  for (const [code, kind] of Object.entries(GOODS_KINDS)) {
    const id = substances.length + 1;
    substances.push({
      id,
      inn: kind.en,
      name_ru: kind.ru,
      name_uz: kind.uz,
      category_id: kind.category,
      kind: 'goods',
    });
    kindIds.set(code, id);
  }
  const characteristics: CharacteristicRow[] = [];
  for (const [code, brandText, modelText, makerCode, pack, priceText, valuesText] of rows(GOODS)) {
    const kind = GOODS_KINDS[code];
    if (!kind) throw new Error(`unknown kind of good ${code}`);
    const maker = makerByCode.get(makerCode);
    if (!maker) throw new Error(`unknown manufacturer ${makerCode} of ${brandText}`);
    const values = valuesText.split(';').map(bilingual);
    if (values.length !== kind.fields.length) {
      throw new Error(`${brandText} ${modelText}: ${values.length} values for ${kind.fields.length} fields`);
    }
    const [brandRu, brandUz] = bilingual(brandText);
    const [modelRu, modelUz] = bilingual(modelText);
    const id = drugs.length + 1;
    const h = hash(`${code}|${brandText}|${modelText}|${pack}`);
    const packUz = unitsToUzbek(pack);
    let slug = slugify(`${kind.uz} ${brandUz} ${modelUz} ${packUz}`);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const { amount, unit } = packAmount(pack);
    const count = unit === 'pcs' ? amount : null;
    drugs.push({
      id,
      slug,
      brand: brandRu,
      // One thing in the box ("№1") is no part of its name: "Термометр электронный Omron Eco Temp Basic".
      name_ru: `${[capitalise(kind.ru), brandRu, modelRu, count === 1 ? '' : pack].filter(Boolean).join(' ')} "${maker.name}"`,
      name_uz: `${[capitalise(kind.uz), brandUz, modelUz, count === 1 ? '' : packUz].filter(Boolean).join(' ')} "${maker.name}"`,
      // What the box holds: "1 шт", "12 шт", "800 г".
      release_form_ru: count === null ? pack : `${count} шт`,
      release_form_uz: count === null ? packUz : `${count} dona`,
      form: code,
      strength: '',
      pack_amount: amount,
      pack_unit: unit,
      price: Number(priceText),
      is_recept: 0,
      max_count: 5 + (h % 6),
      category_id: kind.category,
      substance_id: kindIds.get(code) as number,
      manufacturer_id: maker.id,
      image: `/api/images/${kind.shape}-${h % 6}.svg`,
      // Below the famous brands of drugs: the home page and the hits stay medicines.
      popularity: 100 + (h % 300),
      is_new: h % 23 === 0 ? 1 : 0,
      updated_at: new Date(Date.UTC(2026, 10, 1) - (h % 90) * 86_400_000).toISOString(),
      kind: 'goods',
    });
    kind.fields.forEach(([nameRu, nameUz], sort) =>
      characteristics.push({
        drug_id: id,
        sort,
        name_ru: nameRu,
        name_uz: nameUz,
        value_ru: values[sort][0],
        value_uz: values[sort][1],
      }),
    );
  }
  return characteristics;
}
