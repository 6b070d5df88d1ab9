import {
  DrugDetail,
  type DrugDetailDto,
  DrugPageQuery,
  type DrugsPageDto,
  DrugsPage,
  DrugsQuery as DrugsQuerySchema,
  InstructionSection,
  OrderMinimum,
} from '@gopharm/util/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Catalogue } from '../catalogue';
import { categoryRef } from '../categories/category-ref';
import { type Lang, commonQuerySchema, slugSchema } from '../http/common-query';
import { idParamsSchema, notFound, refusal, Refused } from '../http/replies';
import { safeHtml } from '@gopharm/util/html';
import { TtlCache } from '../http/ttl-cache';
import { toUzbekLatin } from '../search/transliterate';
import { countryName, toDrug } from './drug-mapper';
import { formName } from './form-names';
import { type ReadDrugsQuery, numbers } from './drugs-query';
import type { SearchMissesLog } from '../search/search-misses';
import type { DrugFilters } from './drugs-repo';
import { ORDER_MINIMUM } from '@gopharm/util';
import type { ApiApp } from '../http/api-app';
import { withDefaults } from '../http/schema-defaults';

const keyParams = {
  type: 'object',
  properties: { key: slugSchema },
  required: ['key'],
} as const;

/**
 * Public answers kept serialised, as bytes: the same lists and pages are asked again and again. The stock
 * version is part of the key (an order or a restock shows at once); sale labels change with the clock, so
 * entries live a minute.
 */
const ANSWER_TTL_MS = 60_000;
const JSON_TYPE = 'application/json; charset=utf-8';

async function sendCached(
  reply: FastifyReply,
  cache: TtlCache<Buffer>,
  key: string,
  make: () => Promise<unknown>,
) {
  const body = await cache.get(key, async () => Buffer.from(reply.serialize(await make()) as string));
  return reply.header('content-type', JSON_TYPE).send(body);
}

/** `v1/drugs`, `v1/drug/{slug-or-id}`, `v1/drug-instruction/{id}` and `v1/order-minimum`. */
export function drugsRoutes(app: ApiApp, c: Catalogue, misses: SearchMissesLog): void {
  // At most ~40 KB a list (60 drugs) and ~12 KB a page: bounded to about 130 MB even if every entry is the biggest.
  const lists = new TtlCache<Buffer>(ANSWER_TTL_MS, 2000);
  const pages = new TtlCache<Buffer>(ANSWER_TTL_MS, 4000);

  app.get(
    '/v1/drugs',
    { schema: { querystring: DrugsQuerySchema, response: { 200: DrugsPage } } },
    async (request, reply) => {
      const q = withDefaults(DrugsQuerySchema, request.query, 'lan', 'sort', 'page', 'per_page');
      const { lan, regionId } = c.scope(q);
      // Counted on every ask, before the cached answer: a search that found nothing, once per search (its first
      // page), whatever the filters then did.
      if (q.search && q.page === 1 && c.search.search(q.search).ids.length === 0) misses.record(q.search);
      const key = `${await c.stock.version()}|${lan}|${regionId}|${JSON.stringify(q)}`;
      return sendCached(reply, lists, key, () => drugList(q, lan, regionId));
    },
  );

  async function drugList(q: ReadDrugsQuery, lan: Lang, regionId: number) {
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
      throw new Refused(400, refusal('price_range'));
    }
    const filters: DrugFilters = {
      manufacturers: numbers(q.manufacturer),
      substances: numbers(q.substance),
      countries: q.country?.toUpperCase().split(','),
      forms: q.form?.split(','),
      brands: q.brand?.split(',').map((brand) => brand.trim()),
      recept: q.recept,
      priceMin: q.price_min,
      priceMax: q.price_max,
      inStock: q.in_stock === 1 || undefined,
    };
    if (q.category) {
      const category = c.categories.byKey(q.category);
      if (!category) throw new Refused(404, refusal('category_not_found'));
      filters.categoryIds = c.categories.withDescendants(category.id);
    }
    const filtered = Object.values(filters).some((v) => v !== undefined);
    const offset = (q.page - 1) * q.per_page;

    let matched: number[] | undefined; // every match, when the answer is a ranked or given list
    let pageIds: number[];
    let count: number;
    let corrected: string | undefined;
    if (q.ids || q.search || q.is_home) {
      if (q.ids) matched = [...new Set(numbers(q.ids))];
      else if (q.search) {
        const found = c.search.search(q.search);
        matched = found.ids;
        corrected = found.corrected?.[lan];
      } else matched = await c.drugs.home(regionId, 60);
      if (filtered && matched.length > 0) {
        const allowed = await c.drugs.filterIds(matched, filters, regionId);
        matched = matched.filter((id) => allowed.has(id));
      }
      if (q.sort !== 'popular' && matched.length > 0) {
        const sorted = await c.drugs.list({ ids: matched }, regionId, q.sort, lan, q.page, q.per_page);
        pageIds = sorted.ids;
      } else pageIds = matched.slice(offset, offset + q.per_page);
      count = matched.length;
    } else {
      const page = await c.drugs.list(filters, regionId, q.sort, lan, q.page, q.per_page);
      pageIds = page.ids;
      count = page.count;
    }

    const results = (await c.drugs.byIds(pageIds, regionId)).map((row) => toDrug(row, lan));
    const answer: DrugsPageDto = {
      status: 1,
      results,
      count,
      page: q.page,
      per_page: q.per_page,
    };
    if (corrected) answer.corrected = corrected;
    if (q.facets === 1) {
      const facets = await c.drugs.facets(matched ? { ...filters, ids: matched } : filters, regionId, lan);
      answer.facets = {
        ...facets,
        countries: facets.countries.map((f) => ({ ...f, name: countryName(f.code, lan) })),
        recept: { yes: facets.recept?.yes ?? 0, no: facets.recept?.no ?? 0 },
        price: { min: facets.price?.min ?? 0, max: facets.price?.max ?? 0 },
        forms: facets.forms.map((f) => ({ ...f, name: formName(f.id, lan) })),
        // Brands are written as sold; in Uzbek, Cyrillic ones in Latin letters ("Малютка" → "Malyutka").
        brands: facets.brands.map((f) => ({ ...f, name: lan === 'uz' ? toUzbekLatin(f.id) : f.id })),
        kinds: { medicine: facets.kinds?.medicine ?? 0, goods: facets.kinds?.goods ?? 0 },
      };
    }
    return answer;
  }

  app.get(
    '/v1/drug/:key',
    {
      schema: {
        params: keyParams,
        querystring: DrugPageQuery,
        response: { 200: DrugDetail },
      },
    },
    async (request, reply) => {
      const { lan, regionId } = c.scope(request.query);
      const id = await c.drugs.idOf(request.params.key);
      if (id === undefined) return notFound(reply, 'product_not_found');
      const location = request.query.location;
      // With a location the nearest pharmacy depends on where the shopper is: computed every time.
      if (location) return drugPage(id, lan, regionId, location);
      return sendCached(reply, pages, `${await c.stock.version()}|${id}|${lan}|${regionId}`, () =>
        drugPage(id, lan, regionId),
      );
    },
  );

  async function drugPage(id: number, lan: Lang, regionId: number, location?: string) {
    const [row] = await c.drugs.byIds([id], regionId);
    const drug = toDrug(row, lan);
    const uz = lan === 'uz';
    const goods = row.kind === 'goods';
    // Built from plain names: the whole paragraph goes through the sanitiser, which escapes their text.
    const facts = goods
      ? uz
        ? `Turi: ${drug.international_name.name}. Ishlab chiqaruvchi: ${drug.manufacturer.name}.`
        : `Тип: ${drug.international_name.name}. Производитель: ${drug.manufacturer.name}.`
      : uz
        ? `Taʼsir etuvchi modda: ${drug.international_name.name}. Chiqarilish shakli: ${drug.release_form}.`
        : `Действующее вещество: ${drug.international_name.name}. Форма выпуска: ${drug.release_form}.`;
    const description = `<p>${drug.name}.</p><p>${facts}</p>`;
    const answer: DrugDetailDto = {
      ...drug,
      images: [drug.image],
      description: safeHtml(description),
      category: categoryRef(c.categories, row.category_id, lan),
      pharmacies_count: await c.stock.pharmaciesHolding(id, regionId),
      characteristics: goods
        ? (await c.drugs.characteristics(id)).map((f) => ({
            name: uz ? f.name_uz : f.name_ru,
            value: uz ? f.value_uz : f.value_ru,
          }))
        : [],
      analogues: (await c.drugs.byIds(await c.drugs.analogues(row.substance_id, id, regionId), regionId)).map(
        (r) => toDrug(r, lan),
      ),
      // "The same composition from other makers" is a medicine's comparison; a good's analogues are its kind's.
      equivalents: goods ? [] : (await c.drugs.equivalents(row, regionId)).map((r) => toDrug(r, lan)),
    };
    if (location) {
      const [lat, lng] = location.split(',').map(Number);
      const nearest = await c.pharmacies.nearestHoldingAll([{ drug_id: id, qty: 1 }], regionId, lat, lng);
      answer.nearest_pharmacy = nearest
        ? { ...c.pharmacies.toWire(nearest.pharmacy, lan), distance_km: nearest.distance_km }
        : null;
    }
    return answer;
  }

  app.get(
    '/v1/drug-instruction/:id',
    {
      schema: {
        // Ids are 32-bit in both engines' tables: a larger number is a bad request, not a database error.
        params: idParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: Type.Array(InstructionSection) },
      },
    },
    async (request, reply) => {
      const { lan, regionId } = c.scope(request.query);
      const [row] = await c.drugs.byIds([request.params.id], regionId);
      if (!row) return notFound(reply, 'product_not_found');
      return (await c.drugs.instruction(row.substance_id)).map((s) => ({
        title: lan === 'uz' ? s.title_uz : s.title_ru,
        content: safeHtml(lan === 'uz' ? s.content_uz : s.content_ru),
      }));
    },
  );

  app.get(
    '/v1/order-minimum',
    { schema: { querystring: commonQuerySchema, response: { 200: OrderMinimum } } },
    async (request) => {
      c.scope(request.query);
      return { min: ORDER_MINIMUM };
    },
  );
}
