import { manufacturerFromName } from './drug-name';

describe('manufacturerFromName', () => {
  it.each([
    ['Нурофен 200 мг №10 таблетки "Reckitt Benckiser"', 'Reckitt Benckiser'],
    ['Аспирин «Bayer»', 'Bayer'],
    ['Парацетамол „Nobel“', 'Nobel'],
    // Its own line quoted first, the maker last; an apostrophe is no quote.
    ['Детский шампунь Johnson\'s Baby шампунь «Без слёз» 300 мл "Johnson & Johnson"', 'Johnson & Johnson'],
    ['Без производителя', null],
    ['Пустые ""', null],
  ])('%s → %s', (name, expected) => expect(manufacturerFromName(name)).toBe(expected));
});
