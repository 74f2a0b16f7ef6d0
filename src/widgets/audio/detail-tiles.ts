/**
 * How a long file's detail is cut into tiles: pieces of the timeline, each read from the file on its own (a byte
 * range of a WAV's samples) and drawn on its own canvas. A tile is the power of two of seconds at or above the
 * view's width, so a view overlaps at most two tiles and scrolling by less than a screen reuses them.
 */

/** Past this a view is not read from the file: a minute of 48 kHz stereo WAV is already 11 MB to fetch. */
const MAX_TILE_SECONDS = 64;

/** The tile length for a view `span` seconds wide, or null when the view is too wide to be read in parts. */
export function tileSeconds(span: number): number | null {
  if (!(span > 0)) return null;
  const tile = 2 ** Math.ceil(Math.log2(span));
  return tile <= MAX_TILE_SECONDS ? tile : null;
}

/**
 * The file is read in blocks of at least this many seconds, each holding whole tiles (both are powers of two): at
 * the deepest zoom a view is 10 ms, and a read per view would spend the account's request limit within seconds of
 * playing while zoomed in.
 */
const MIN_BLOCK_SECONDS = 4;

/** The block a tile is read with: its length in seconds and its index. */
export function tileBlock(index: number, tile: number): { seconds: number; index: number } {
  const seconds = Math.max(tile, MIN_BLOCK_SECONDS);
  return { seconds, index: Math.floor((index * tile) / seconds) };
}

/** The tiles (by index) that the view from `start` to `end` seconds overlaps, within the file's `duration`. */
export function tilesInView(start: number, end: number, tile: number, duration: number): number[] {
  const first = Math.max(0, Math.floor(start / tile));
  const last = Math.min(Math.ceil(duration / tile) - 1, Math.floor(Math.max(start, end - 1e-9) / tile));
  const indices: number[] = [];
  for (let index = first; index <= last; index++) indices.push(index);
  return indices;
}

/** The frames (sample instants) from `first` to `end` (exclusive) that tile `index` holds, within the file's. */
export function tileFrames(
  index: number,
  tile: number,
  sampleRate: number,
  frames: number,
): { first: number; end: number } {
  const first = Math.min(frames, Math.floor(index * tile * sampleRate));
  return { first, end: Math.min(frames, Math.floor((index + 1) * tile * sampleRate)) };
}

/**
 * The lowest and highest sample of each of `columns` equal parts of `channels` (averaged to one), for drawing more
 * samples than pixels: every sample counts, so a one-sample click still shows.
 */
export function columnExtremes(channels: readonly Float32Array[], columns: number) {
  const frames = channels[0]?.length ?? 0;
  const mins = new Float32Array(columns);
  const maxs = new Float32Array(columns);
  for (let column = 0; column < columns; column++) {
    const from = Math.floor((column * frames) / columns);
    const to = Math.max(from + 1, Math.floor(((column + 1) * frames) / columns));
    let low = Infinity;
    let high = -Infinity;
    for (let frame = from; frame < Math.min(to, frames); frame++) {
      let sum = 0;
      for (const channel of channels) sum += channel[frame]!;
      const sample = sum / channels.length;
      if (sample < low) low = sample;
      if (sample > high) high = sample;
    }
    mins[column] = low === Infinity ? 0 : low;
    maxs[column] = high === -Infinity ? 0 : high;
  }
  return { mins, maxs };
}
