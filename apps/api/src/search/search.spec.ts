import { USES } from '../db/seed/substance-vocabulary';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Found {
  status: number;
  body: {
    count: number;
    corrected?: string;
    results: Array<{ id: number; name: string; international_name: { name: string } }>;
  };
}

describe('search: GET v1/drugs?search=', () => {
  let server: TestServer;
  const search = async (text: string, extra = '') =>
    (await server.get(`/api/v1/drugs?search=${encodeURIComponent(text)}&per_page=60${extra}`)) as Found;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['парацетамол', 'paratsetamol', 'paracetamol', 'Парацетамол'])(
    'finds paracetamol typed as %s, the name itself first, without a correction',
    async (query) => {
      const { body } = await search(query);
      expect(body.corrected).toBeUndefined();
      expect(body.results[0].name).toMatch(/^Парацетамол \d/);
      expect(body.results.every((d) => /парацетамол/i.test(`${d.name} ${d.international_name.name}`))).toBe(
        true,
      );
    },
  );

  it('reads the wrong keyboard layout and says what it read', async () => {
    const { body } = await search('gfhfwtnfvjk');
    expect(body.corrected).toMatch(/^парацетамол$/i);
    expect(body.results[0].name).toMatch(/^Парацетамол /);
  });

  it('reads a Latin name typed on the Russian layout', async () => {
    const { body } = await search('ыгьфьув'); // "sumamed"
    expect(body.corrected).toBe('Сумамед');
    expect(body.results[0].name).toMatch(/^Сумамед /);
  });

  it('forgives a typo and offers "did you mean"', async () => {
    const { body } = await search('парацитамол');
    expect(body.corrected).toMatch(/^парацетамол$/i);
    expect(body.results[0].name).toMatch(/^Парацетамол /);
  });

  it('forgives a typo in a brand, in Uzbek too', async () => {
    const { body } = await search('nurofem', '&lan=uz');
    expect(body.corrected).toBe('Nurofen');
    expect(body.results[0].name).toMatch(/^Nurofen /);
  });

  it('finds a brand by its name, in Cyrillic and in Latin', async () => {
    for (const query of ['нурофен', 'nurofen', 'Но-шпа', 'no-shpa']) {
      const { body } = await search(query);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results[0].name).toMatch(/^(Нурофен|Но-шпа) /);
    }
  });

  it('lists every brand of an active substance for an INN query, the INN-named generics first', async () => {
    const { body } = await search('ибупрофен');
    const names = body.results.map((d) => d.name);
    expect(names[0]).toMatch(/^Ибупрофен /);
    for (const brand of ['Нурофен', 'Миг', 'Долгит', 'Ибуфен']) {
      expect(names.some((name) => name.startsWith(`${brand} `))).toBe(true);
    }
    // The substance's brands come after every drug named after it.
    const firstBrand = names.findIndex((name) => !name.startsWith('Ибупрофен'));
    expect(names.slice(firstBrand).some((name) => /^Ибупрофен \d/.test(name))).toBe(false);
  });

  it('finds by the English INN', async () => {
    const { body } = await search('amoxicillin');
    expect(body.results[0].international_name.name).toMatch(/амоксициллин/);
  });

  it('matches a prefix of two letters, and narrows by a strength typed after the name', async () => {
    expect((await search('нур')).body.results[0].name).toMatch(/^Нурофен/);
    const { body } = await search('нурофен 400');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((d) => d.name.includes('400'))).toBe(true);
  });

  it('combines a search with catalogue filters and pages', async () => {
    const { body } = (await server.get(
      `/api/v1/drugs?search=${encodeURIComponent('парацетамол')}&country=UZ&per_page=5&page=2`,
    )) as Found;
    expect(body.results.length).toBeLessThanOrEqual(5);
    expect(body.count).toBeGreaterThan(5);
  });

  it.each(['zzqxjw', '<script>alert(1)</script>', '%%', '12', 'ъъъъ'])(
    'answers an empty list for %s',
    async (query) => {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(body).toMatchObject({ count: 0, results: [] });
    },
  );

  it('answers 400 for a query over 100 characters', async () => {
    expect((await search('a'.repeat(101))).status).toBe(400);
  });

  it.each(['ацетаминофен', 'acetaminophen', 'Acetaminophen'])(
    'knows %s as paracetamol (the US name): the answer to "парацетамол", without a correction',
    async (query) => {
      const { body } = await search(query);
      const paracetamol = await search('парацетамол');
      expect(body.corrected).toBeUndefined();
      expect(body.results[0].name).toMatch(/^Парацетамол \d/);
      expect(body.results.map((d) => d.id)).toEqual(paracetamol.body.results.map((d) => d.id));
    },
  );

  it('finds a substance by the start of another name of it', async () => {
    const { body } = await search('acetamin');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((d) => /парацетамол/i.test(d.international_name.name))).toBe(true);
  });

  it.each([
    ['нурофен детский', /^Нурофен для детей/],
    ['нурофен для детей', /^Нурофен для детей/],
    ['nurofen bolalarga', /^Нурофен для детей/],
  ])('reads the other words of %s in any of their forms', async (query, name) => {
    const { body } = await search(query);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((d) => name.test(d.name))).toBe(true);
  });

  it.each([
    ['от кашля', /амброксол|ацетилцистеин|бромгексин|карбоцистеин|бутамират|декстрометорфан|алтея/],
    ['кашель', /амброксол|ацетилцистеин|бромгексин|карбоцистеин|бутамират|декстрометорфан|алтея/],
    ["yo'tal", /амброксол|ацетилцистеин|бромгексин|карбоцистеин|бутамират|декстрометорфан|алтея/],
    ["yo'talga qarshi", /амброксол|ацетилцистеин|бромгексин|карбоцистеин|бутамират|декстрометорфан|алтея/],
    ['от головной боли', /парацетамол|ибупрофен|метамизол|ацетилсалициловая/],
    ["bosh og'rig'i", /парацетамол|ибупрофен|метамизол|ацетилсалициловая/],
    ['от аллергии', /цетиризин|лоратадин|дезлоратадин|левоцетиризин|фексофенадин|хлоропирамин/],
    ['от давления', /амлодипин|эналаприл|лизиноприл|лозартан|бисопролол|каптоприл|индапамид/],
    ['боль', /ибупрофен|парацетамол|кеторолак|диклофенак|нимесулид/],
    ['жар', /парацетамол|ибупрофен/],
  ])('answers %s with what treats it, its substances first', async (query, substance) => {
    const { body } = await search(query);
    expect(body.corrected).toBeUndefined();
    expect(body.results.length).toBeGreaterThan(3);
    expect(body.results[0].international_name.name).toMatch(substance);
  });

  // Their keys start names in another spelling: "bol" Uzbek "bolalar" (children), "jar" "Джардинс".
  it.each([
    ['боль', 'обезболивающее'],
    ['жар', 'температура'],
  ])(
    'reads %s as the word of the vocabulary, the answer to %s, not as the start of a name',
    async (query, use) => {
      const ids = async (text: string) => (await search(text, '&lan=ru')).body.results.map((d) => d.id);
      expect(await ids(query)).toEqual(await ids(use));
    },
  );

  it('answers "боль" with painkillers for adults, no baby product among the first', async () => {
    const { body } = await search('боль', '&lan=ru');
    const first = body.results.slice(0, 20).map((d) => d.name);
    expect(first.filter((name) => /Бэби|Малыш|Юниор|для детей/i.test(name))).toEqual([]);
  });

  it.each([
    ['грипп', /^Гриппферон /],
    ['спазм', /^Спазмалгон /],
    ['shamollash', /для детей/],
  ])(
    'still answers %s, a word of the vocabulary, with the name that starts with it as typed',
    async (query, name) => {
      expect((await search(query, '&lan=ru')).body.results[0].name).toMatch(name);
    },
  );

  describe('by the name of a category, in Russian or Uzbek, in any of its forms', () => {
    /** The number of drugs of a category and the categories under it, as the catalogue lists them. */
    const inCategory = async (category: number) =>
      ((await server.get(`/api/v1/drugs?category=${category}&per_page=1`)) as Found).body.count;
    /** Categories a use of the vocabulary names alone: their names answer as that use (substances first). */
    const ofAUse = new Set(USES.flatMap((use) => (use.categories.length === 1 ? use.categories : [])));

    it.each([
      ['ogʻriq qoldiruvchi', 'uz', 101],
      ["og'riq qoldiruvchilar", 'uz', 101],
      ['ogriq qoldiruvchilar', 'uz', 101],
      ['o`g`riq qoldiruvchilarga', 'uz', 101],
      ['og’riq qoldiruvchi', 'uz', 101],
      ['isitma tushiruvchi', 'uz', 102],
      ['Isitma tushiruvchilar', 'uz', 102],
      ['antibiotiklar', 'uz', 103],
      ['virusga qarshi vositalar', 'uz', 104],
      ['yurak-qon tomir vositalari', 'uz', 106],
      ['yurak qon tomir vositasi', 'uz', 106],
      ['dori vositalari', 'uz', 1],
      ['от простуды и гриппа', 'ru', 105],
      ['противоаллергические', 'ru', 108],
      ['противоаллергическое', 'ru', 108],
      ['антибиотики', 'ru', 103],
      ['сердечно-сосудистые', 'ru', 106],
      ['сердечно сосудистые', 'ru', 106],
      ['лекарственные средства', 'ru', 1],
    ])('finds %s (%s): every drug of category %i', async (query, lan, category) => {
      const { body } = await search(query, `&lan=${lan}`);
      const all = await inCategory(category);
      expect(body.corrected).toBeUndefined();
      expect((await search(query, `&lan=${lan}&category=${category}`)).body.count).toBe(all);
      if (!ofAUse.has(category)) expect(body.count).toBe(all); // and nothing else
    });

    it.each([
      ['ogʻriq qoldiruvchi', 'uz', 'обезболивающие'],
      ["og'riq qoldiruvchilar", 'uz', 'ogʻriq'],
      ['isitma tushiruvchi', 'uz', 'жаропонижающие'],
      ['противоаллергические', 'ru', 'от аллергии'],
    ])(
      'answers %s (%s) as %s, the use that names the category: its substances first',
      async (query, lan, use) => {
        const ids = async (text: string) => (await search(text, `&lan=${lan}`)).body.results.map((d) => d.id);
        expect(await ids(query)).toEqual(await ids(use));
      },
    );

    it.each(['qoldiruvchi', 'tushiruvchilar', 'vositalari', 'qarshi vositalar', 'средства'])(
      'pulls no category in for %s, a word of names alone',
      async (query) => {
        expect((await search(query, '&lan=uz')).body.count).toBe(0);
      },
    );
  });

  it('still says "did you mean" for a typo that is no use or symptom', async () => {
    const { body } = await search('парацитамол');
    expect(body.corrected).toMatch(/^парацетамол$/i);
  });
  it.each([
    ['омез форте', 'ru', /^омез$/i],
    ['нурафен детский', 'ru', /^Нурофен$/],
    ['nurafen bolalar', 'uz', /^Nurofen$/],
  ])(
    'finds nothing for %s, and says "did you mean" its first words as the search reads them',
    async (query, lan, close) => {
      const { body } = await search(query, `&lan=${lan}`);
      expect(body.count).toBe(0);
      expect(body.corrected).toMatch(close);
    },
  );

  it('suggests nothing when no start of the query finds anything', async () => {
    const { body } = await search('zzqx yyqw');
    expect(body).toMatchObject({ count: 0, results: [] });
    expect(body.corrected).toBeUndefined();
  });
});
