import type { PlayableUrl } from './playable-url';

/** The bytes behind a playable URL (a storage path, or a blob URL made from one), released once they are read. */
export async function playableBytes(playable: PlayableUrl): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const response = await fetch(playable.url);
    if (!response.ok) throw new Error(`The audio could not be read (${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  } finally {
    playable.release();
  }
}
