import { buildCatalogue, DEFAULT_IMAGE } from './catalogue';
import { buildGeo } from './pharmacies';

describe('seed', () => {
  const catalogue = buildCatalogue();

  it('is deterministic: the same ids, slugs and prices on every build', () => {
    const again = buildCatalogue();
    expect(again.drugs.map((d) => `${d.id}|${d.slug}|${d.price}`)).toEqual(
      catalogue.drugs.map((d) => `${d.id}|${d.slug}|${d.price}`),
    );
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
    expect(catalogue.drugs.some((d) => d.is_recept === 1)).toBe(true);
    expect(catalogue.drugs.some((d) => d.image === DEFAULT_IMAGE)).toBe(true);
  });

  it('has the 14 regions, Tashkent city (1) with its districts, and at least 40 pharmacies open 8:30-20:30', () => {
    const { regions, pharmacies } = buildGeo();
    expect(regions.filter((r) => r.parent_id === null)).toHaveLength(14);
    expect(regions.filter((r) => r.parent_id === 1).length).toBeGreaterThanOrEqual(11);
    expect(pharmacies.length).toBeGreaterThanOrEqual(40);
    expect(pharmacies.every((p) => p.opens === '08:30' && p.closes === '20:30')).toBe(true);
  });
});
