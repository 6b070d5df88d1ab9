import { startTestServer, type TestServer } from './testing/test-server';

interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  childs: CategoryNode[];
}
interface Listed {
  id: number;
  name: string;
  kind?: 'medicine' | 'goods';
  is_recept: boolean;
  category_id: number;
}

/** The service categories the storefront hides (spec, section 9): nothing is sold there. */
const SERVICE = new Set([706, 708]);
/** Shelves of goods that are not medicines: all they hold is goods. */
const GOODS_SHELVES = new Set([401, 402, 501, 502, 503, 504, 601, 602, 603]);

describe('catalogue shelves, as a shopper walks them (v1/categories, v1/drugs?category=)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.childs.length > 0 ? leaves(node.childs) : [node]));

  it.each(['ru', 'uz'])('every leaf shelf holds at least 10 goods of its kind (%s)', async (lan) => {
    const tree = (await server.get(`/api/v1/categories?lan=${lan}`)).body.results as CategoryNode[];
    const shelves = leaves(tree).filter((node) => !SERVICE.has(node.id));
    expect(shelves.length).toBeGreaterThanOrEqual(25);
    const thin: string[] = [];
    for (const shelf of shelves) {
      const { body } = await server.get(`/api/v1/drugs?category=${shelf.slug}&lan=${lan}&per_page=60`);
      const listed = body.results as Listed[];
      if (body.count < 10) thin.push(`${shelf.name}: ${body.count}`);
      // In the shelf's language: Uzbek names are Latin, Russian ones Cyrillic.
      for (const item of listed) expect(/[а-яё]/i.test(item.name)).toBe(lan === 'ru');
      if (GOODS_SHELVES.has(shelf.id)) {
        expect(listed.filter((item) => item.kind !== 'goods').map((item) => item.name)).toEqual([]);
        expect(listed.some((item) => item.is_recept)).toBe(false);
      }
    }
    expect(thin).toEqual([]);
  });

  it('keeps medicines off the baby shelves: no Эспумизан in baby food, no Панадол Бэби in baby hygiene', async () => {
    for (const slug of ['detskoe-pitanie', 'gigiena-malysha']) {
      const { body } = await server.get(`/api/v1/drugs?category=${slug}&per_page=60`);
      const names = (body.results as Listed[]).map((item) => item.name);
      expect(names.filter((name) => /Эспумизан|Панадол|Нурофен|Бепантен/.test(name))).toEqual([]);
    }
    const food = (await server.get('/api/v1/drugs?category=detskoe-pitanie&per_page=60')).body
      .results as Listed[];
    expect(food.some((item) => /^Детская смесь (Nutrilon|NAN|Малютка|HiPP)/.test(item.name))).toBe(true);
  });

  it("shows a good's page as goods: its type, characteristics, no leaflet, no prescription", async () => {
    const list = (await server.get('/api/v1/drugs?category=termometry&per_page=60')).body.results as Listed[];
    const omron = list.find((item) => item.name.includes('Omron Eco Temp Basic'));
    expect(omron).toBeDefined();
    const page = (await server.get(`/api/v1/drug/${omron!.id}`)).body;
    expect(page).toMatchObject({
      kind: 'goods',
      is_recept: false,
      // One thing in the box: no "№1" in its name; what the box holds instead of a dosage form.
      name: 'Термометр электронный Omron Eco Temp Basic "Omron Healthcare"',
      release_form: '1 шт',
    });
    expect(page.international_name.name).toBe('термометр электронный');
    expect(page.characteristics).toContainEqual({ name: 'Гарантия', value: '2 года' });
    expect(page.description).not.toMatch(/Действующее вещество/);
    expect((await server.get(`/api/v1/drug-instruction/${omron!.id}`)).body).toEqual([]);
    const uz = (await server.get(`/api/v1/drug/${omron!.id}?lan=uz`)).body;
    expect(uz.characteristics).toContainEqual({ name: 'Kafolat', value: '2 yil' });

    const medicine = (await server.get('/api/v1/drugs?search=нурофен')).body.results[0] as Listed;
    const drugPage = (await server.get(`/api/v1/drug/${medicine.id}`)).body;
    expect(drugPage).toMatchObject({ kind: 'medicine', characteristics: [] });
    expect((await server.get(`/api/v1/drug-instruction/${medicine.id}`)).body.length).toBeGreaterThan(0);
  });

  it('offers the filters that fit the shelf, with counts the filtered list then shows, in the region', async () => {
    type Counted = { id: string; name: string; count: number };
    const facetsOf = async (query: string) =>
      (await server.get(`/api/v1/drugs?${query}&facets=1&per_page=1`)).body as {
        count: number;
        facets: { forms: Counted[]; brands: Counted[]; kinds: { medicine: number; goods: number } };
      };
    const thermometers = await facetsOf('category=termometry');
    expect(thermometers.facets.kinds).toEqual({ medicine: 0, goods: thermometers.count });
    expect(thermometers.facets.forms).toContainEqual(
      expect.objectContaining({ id: 'thermometer-digital', name: 'Термометр электронный' }),
    );
    const omron = thermometers.facets.brands.find((b) => b.id === 'Omron')!;
    expect((await facetsOf('category=termometry&brand=Omron')).count).toBe(omron.count);
    const uz = await facetsOf('category=detskoe-pitanie&lan=uz');
    expect(uz.facets.brands.map((b) => b.name)).toContain('Malyutka');
    expect(uz.facets.forms.map((f) => f.name)).toContain('Bolalar aralashmasi');

    const painkillers = await facetsOf('category=obezbolivayushchie');
    expect(painkillers.facets.kinds.goods).toBe(0);
    const tablets = painkillers.facets.forms.find((f) => f.id === 't')!;
    expect(tablets.name).toBe('Таблетки');
    expect((await facetsOf('category=obezbolivayushchie&form=t')).count).toBe(tablets.count);
    // Held in the shopper's region only: the counts follow the region, as the list does.
    for (const region of [1, 2]) {
      const held = await facetsOf(`category=obezbolivayushchie&in_stock=1&region=${region}`);
      const heldTablets = held.facets.forms.find((f) => f.id === 't')!;
      expect(heldTablets.count).toBeLessThanOrEqual(tablets.count);
      expect((await facetsOf(`category=obezbolivayushchie&in_stock=1&region=${region}&form=t`)).count).toBe(
        heldTablets.count,
      );
    }
  });
});
