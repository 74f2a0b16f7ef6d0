import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { SecretScrubber } from './secret-scrubber';

const scrubber = new SecretScrubber(['SECRET-KEY-1234', 'other-key-5678', '']);

describe('masking the server keys', () => {
  it('masks every occurrence of every key in text and buffers, keeping the length', () => {
    const input = 'a SECRET-KEY-1234 b other-key-5678 c SECRET-KEY-1234';
    const masked = scrubber.maskText(input);
    expect(masked).toBe(`a ${'*'.repeat(15)} b ${'*'.repeat(14)} c ${'*'.repeat(15)}`);
    expect(scrubber.maskBuffer(Buffer.from(input)).toString()).toBe(masked);
  });

  it('masks a key split across stream chunks, whatever the split', async () => {
    const input = `start SECRET-KEY-1234 middle other-key-5678 end`;
    for (let size = 1; size <= input.length; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < input.length; at += size) chunks.push(Buffer.from(input.slice(at, at + size)));
      const output = await text(Readable.from(chunks).pipe(scrubber.stream()));
      expect(output, `chunks of ${size}`).toBe(scrubber.maskText(input));
    }
  });

  it('passes a chunk on at once unless its end could begin a key', async () => {
    const stream = scrubber.stream();
    const out: string[] = [];
    stream.on('data', (part: Buffer) => out.push(part.toString()));
    stream.write('{"type":"chunk"}\n');
    stream.write('partial SECRET-');
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(['{"type":"chunk"}\n', 'partial ']);
    stream.end('KEY-1234 done');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(out.join('')).toBe(`{"type":"chunk"}\npartial ${'*'.repeat(15)} done`);
  });

  it('leaves bytes without keys exactly as they were', async () => {
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256));
    const parts: Buffer[] = [];
    for await (const part of Readable.from([bytes.subarray(0, 33_333), bytes.subarray(33_333)]).pipe(scrubber.stream()))
      parts.push(part as Buffer);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
  });
});
