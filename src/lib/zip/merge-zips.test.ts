import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mergeZips } from './merge-zips';

const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
const contents = (zip: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, data]) => [path, strFromU8(data)]));

describe('mergeZips', () => {
  it('puts every file of every archive into one, keeping their paths', () => {
    const merged = mergeZips([
      zipOf({ 'Takes/one.wav': 'a', 'Takes/one - Alice.wav': 'b' }),
      zipOf({ 'Takes/two.wav': 'c' }),
    ]);
    expect(contents(merged)).toEqual({ 'Takes/one.wav': 'a', 'Takes/one - Alice.wav': 'b', 'Takes/two.wav': 'c' });
  });

  it('numbers a path two archives share instead of losing either file', () => {
    const merged = mergeZips([
      zipOf({ 'Takes/take.wav': 'first' }),
      zipOf({ 'Takes/take.wav': 'second' }),
      zipOf({ 'Takes/take.wav': 'third', README: 'x' }),
      zipOf({ README: 'y' }),
    ]);
    expect(contents(merged)).toEqual({
      'Takes/take.wav': 'first',
      'Takes/take (2).wav': 'second',
      'Takes/take (3).wav': 'third',
      README: 'x',
      'README (2)': 'y',
    });
  });
});
