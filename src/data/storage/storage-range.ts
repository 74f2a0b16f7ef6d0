import { apiFetch } from '@/lib/http/api-client';

/** Part of a stored file: its bytes and the whole file's size. */
export type ByteRange = { bytes: Uint8Array<ArrayBuffer>; total: number };

/** The server answered a Range request with the whole file: it does not serve parts of it. */
export class RangesNotServed extends Error {
  constructor() {
    super('the server does not serve parts of this file');
  }
}

/**
 * Bytes `start` to `end` (exclusive) of a stored file, asked for with an HTTP Range request and the tab's
 * credentials. The service does not document ranges on storage (docs/service-api.md#storage), so a 200 answer
 * (the whole file) is cut off at its headers and reported as RangesNotServed rather than downloaded; a 206 whose
 * Content-Range is not the range asked for is refused too.
 */
export async function readStorageRange(
  path: string,
  start: number,
  end: number,
  signal?: AbortSignal,
): Promise<ByteRange> {
  const cancel = new AbortController();
  const stop = () => cancel.abort();
  signal?.addEventListener('abort', stop);
  try {
    const response = await apiFetch(path, { signal: cancel.signal, headers: { Range: `bytes=${start}-${end - 1}` } });
    const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '');
    if (response.status !== 206 || !served) {
      cancel.abort();
      throw new RangesNotServed();
    }
    const [first, last, total] = served.slice(1).map(Number) as [number, number, number];
    if (first !== start || last > end - 1) {
      cancel.abort();
      throw new Error(`Asked for bytes ${start}-${end - 1}, the server sent ${first}-${last}`);
    }
    return { bytes: new Uint8Array(await response.arrayBuffer()), total };
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
