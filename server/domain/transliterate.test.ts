import { describe, expect, it } from 'vitest';
import { fileNamePart, transliterate } from './transliterate';

describe('names in Latin letters for file names', () => {
  it.each([
    ['Γιώργος Παπαδόπουλος', 'Giorgos Papadopoulos'],
    ['ΘΕΟΔΩΡΟΣ Χατζής', 'THEODOROS Chatzis'],
    ['Дмитрий Иванов', 'Dmitriy Ivanov'],
    ['Щукин Жёлтый', 'Shchukin Zheltyy'],
    ['Олександр Ґонта', 'Oleksandr Gonta'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['Jürgen Straße', 'Jurgen Strasse'],
    ['Søren Ørsted', 'Soren Orsted'],
    ['Đorđe Šćepanović', 'Dorde Scepanovic'],
    ['Ștefan Țiriac', 'Stefan Tiriac'],
    ['Ærø Œuvre Þór', 'Aero Oeuvre Thor'],
  ])('%s → %s', (name, latin) => {
    expect(transliterate(name)).toBe(latin);
  });

  it('keeps letters and digits in a file name, anything else one dash, none at the ends', () => {
    expect(fileNamePart(' Γιώργος  Παπαδόπουλος ')).toBe('Giorgos-Papadopoulos');
    expect(fileNamePart("O'Brien-Smith 3rd")).toBe('O-Brien-Smith-3rd');
    expect(fileNamePart('李')).toBe('');
  });
});
