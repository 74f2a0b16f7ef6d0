import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('csv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Voice', 'Seconds'], [['Anna', 12.5], ['Bohdan', 0]])).toBe('Voice,Seconds\r\nAnna,12.5\r\nBohdan,0\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['a'], [['Smith, "Jr"'], ['two\nlines']])).toBe('a\r\n"Smith, ""Jr"""\r\n"two\nlines"\r\n');
  });

  it('leaves empty and non-finite cells blank and keeps negative numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, Number.NaN, -3]])).toBe('a,b,c,d\r\n,,,-3\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['-1+2'], ['@cmd']])).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n\'-1+2\r\n\'@cmd\r\n');
  });
});
