import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition } from './content-disposition';

/** What a client reading RFC 5987 recovers from the header. */
const starName = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]!);

describe('Content-Disposition', () => {
  it('keeps a plain ASCII name as it is, with no extended parameter', () => {
    expect(contentDisposition('take one.wav')).toBe('attachment; filename="take one.wav"');
    expect(contentDisposition('take.wav', 'inline')).toBe('inline; filename="take.wav"');
    expect(contentDisposition("it's (a) *star*.wav")).toBe('attachment; filename="it\'s (a) *star*.wav"');
  });

  it('sends any other name as UTF-8 with a Latin-1-safe ASCII fallback', () => {
    for (const name of ['Привіт, світе.zip', '录音 (2).wav', 'Rex 🎙️ deep.wav', 'Café "quoted" 100%.wav', 'a\\b.wav']) {
      const header = contentDisposition(name);
      expect(header, name).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
      );
      expect(starName(header), name).toBe(name);
      const fallback = /filename="([^"]*)"/.exec(header)![1]!;
      expect(fallback, name).not.toMatch(/["\\%]/);
    }
    expect(asciiFallback('Café.wav')).toBe('Cafe.wav');
    expect(asciiFallback('Привіт.zip')).toBe('_.zip');
    expect(asciiFallback('🎙️')).toBe('_');
  });

  it('produces a header Node accepts for every name', async () => {
    const { ServerResponse, IncomingMessage } = await import('node:http');
    const { Socket } = await import('node:net');
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    for (const name of ['Привіт.zip', '😀.wav', '\u0000\r\nX-Evil: 1.wav', '\u202Egnp.exe']) {
      expect(
        () => response.setHeader('content-disposition', contentDisposition(name)),
        JSON.stringify(name),
      ).not.toThrow();
    }
  });
});
