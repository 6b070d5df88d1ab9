import { uzbekWordBase } from './word-forms';

describe('uzbekWordBase', () => {
  it.each([
    ['qoldiruvchilar', 'qoldiruvchi'],
    ['tushiruvchilar', 'tushiruvchi'],
    ['vositalari', 'vosita'],
    ['vositalar', 'vosita'],
    ['grippga', 'gripp'],
    ['allergiyaga', 'allergiya'],
    ['gigiyenasi', 'gigiyena'],
    ['tizimi', 'tizim'],
    ['yigʻmalari', 'yigʻma'],
    ['isitma', 'isitma'],
    ['dori', 'dori'],
    ['teri', 'teri'],
  ])('reads %s as %s, the start its forms share', (word, base) => {
    expect(uzbekWordBase(word)).toBe(base);
  });
});
