import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The one data cell of a one-column table, as written. */
const written = (value: string | number | null | undefined) => toCsv(['a'], [[value]]).split('\r\n')[1];

describe('csv', () => {
  it('writes a quoted header and rows with CRLF line ends, numbers bare', () => {
    expect(
      toCsv(
        ['Voice', 'Seconds'],
        [
          ['Anna', 12.5],
          ['Bohdan', 0],
        ],
      ),
    ).toBe('"Voice","Seconds"\r\n"Anna",12.5\r\n"Bohdan",0\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['a'], [['Smith, "Jr"'], ['two\nlines']])).toBe('"a"\r\n"Smith, ""Jr"""\r\n"two\nlines"\r\n');
  });

  it('leaves empty and non-finite cells blank and keeps negative numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, Number.NaN, -3]])).toBe('"a","b","c","d"\r\n,,,-3\r\n');
  });

  // OWASP "CSV Injection": a leading apostrophe on anything a spreadsheet could run, every text cell quoted.
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-1+2', `"'-1+2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['\n=1', `"'\n=1"`],
    ['\ttab', `"'\ttab"`],
    [' =1+1', `"' =1+1"`],
    ['\u00a0 =1', `"'\u00a0 =1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠x', `"'＠x"`],
    ['a;=1+1', `"'a;=1+1"`],
    ['a,=1+1', `"'a,=1+1"`],
    ['a; @cmd', `"'a; @cmd"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['Anna', '"Anna"'],
    ['Take 1 - final', '"Take 1 - final"'],
    ['a;b', '"a;b"'],
    ['e-mail@example.com', '"e-mail@example.com"'],
  ])('writes %j as %s', (value, cell) => {
    expect(written(value)).toBe(cell);
  });
});
