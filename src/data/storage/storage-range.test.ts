import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangesNotServed, readStorageRange } from './storage-range';

const FILE = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

/** A storage download answering as `serve` says, recording the Range asked for and whether the caller hung up. */
function storage(serve: (start: number, end: number) => Response) {
  const seen: { range: string | null; aborted: boolean } = { range: null, aborted: false };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    seen.range = new Headers(init.headers).get('Range');
    init.signal?.addEventListener('abort', () => (seen.aborted = true));
    const [, start, last] = /^bytes=(\d+)-(\d+)$/.exec(seen.range ?? '')!.map(Number) as [number, number, number];
    return serve(start, last + 1);
  });
  return seen;
}

const partial = (start: number, end: number, first = start) =>
  new Response(FILE.slice(first, end), {
    status: 206,
    headers: { 'Content-Range': `bytes ${first}-${Math.min(end, FILE.length) - 1}/${FILE.length}` },
  });

describe('a stored file read in parts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the bytes with a Range request and answers them with the file size', async () => {
    const seen = storage((start, end) => partial(start, end));
    const { bytes, total } = await readStorageRange('/storage/take.wav', 100, 164);
    expect(seen.range).toBe('bytes=100-163');
    expect([...bytes]).toEqual([...FILE.slice(100, 164)]);
    expect(total).toBe(1000);
  });

  it('hangs up on a server that sends the whole file instead, rather than downloading it', async () => {
    const seen = storage(() => new Response(FILE, { status: 200 }));
    await expect(readStorageRange('/storage/take.wav', 100, 164)).rejects.toBeInstanceOf(RangesNotServed);
    expect(seen.aborted).toBe(true);
  });

  it('refuses a part other than the one asked for', async () => {
    storage((start, end) => partial(start, end, 0));
    await expect(readStorageRange('/storage/take.wav', 100, 164)).rejects.toThrow(
      'Asked for bytes 100-163, the server sent 0-163',
    );
  });
});
