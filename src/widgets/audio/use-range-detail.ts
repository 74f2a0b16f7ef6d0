import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useThemeStore } from '@/components/theme/theme-store';
import { columnExtremes, tileBlock, tileFrames, tileSeconds, tilesInView } from './detail-tiles';
import { paintDetailTile, type TileDrawing } from './paint-detail-tile';
import type { PlayItem } from './playback-store';
import { SampleBlocks } from './sample-blocks';
import type { WaveformWindow } from './waveform-window';
import { currentWaveformColors } from './use-waveform-colors';
import { openStoredAudio } from './stored-audio-ranges';
import type { AudioRanges } from './wav-ranges';

/**
 * 'off' when not asked for, 'loading' while a visible tile is read (`indexed`: the share of a compressed file read
 * for its index, while that is under way), 'drawn' when the whole view is.
 */
export type RangeDetail = { status: 'off' | 'loading' | 'drawn' | 'failed'; error?: string; indexed?: number };

/** Tiles kept as drawn, for scrolling back: each holds at most two numbers a pixel. */
const CACHED_TILES = 8;
/** Samples kept of the blocks read (2 MB): two 4-second blocks at 48 kHz, so zooming in and out reads nothing again. */
const KEPT_SAMPLES = 2 ** 19;

type Options = {
  surfer: WaveSurfer | null;
  item: PlayItem;
  /** The zoom, in CSS pixels a second; the detail is drawn while `enabled`. */
  pxPerSecond: number;
  duration: number;
  /** The stretch of the file wavesurfer draws (all of it, or a window of a long one). */
  shown: WaveformWindow;
  enabled: boolean;
  /** What the waveform is normalised by (its loudest peak). */
  scale: number;
};

/** An item's file opened for reading in parts, and what has been read of it. */
type Source = { id: string; ranges: Promise<AudioRanges>; blocks: SampleBlocks; indexed?: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The detail of a long file at deep zoom, read from the file a few seconds at a time (see detail-tiles.ts,
 * wav-ranges.ts and, for MP3, FLAC and Ogg, coded-ranges.ts) instead of decoding it whole: an hour of audio
 * decoded in the page costs hundreds of MB, a view costs a few hundred kB to fetch and little to keep. The visible
 * tiles are drawn as the view scrolls (reads no longer needed are cancelled), the latest blocks and tiles are kept,
 * and each tile is drawn on a canvas laid over wavesurfer's own in its scrolling wrapper, so it moves with the
 * waveform, the cursor and the regions: wavesurfer draws one set of peaks for the whole file, which cannot hold an
 * hour of samples. Until a tile arrives the server's peaks show through, and the caller says "loading".
 */
export function useRangeDetail({ surfer, item, pxPerSecond, duration, shown, enabled, scale }: Options): RangeDetail {
  const { offset, span } = shown;
  const [detail, setDetail] = useState<RangeDetail>({ status: 'off' });
  const theme = useThemeStore((state) => state.resolved);
  const source = useRef<Source | null>(null);
  const drawings = useRef(new Map<string, TileDrawing>());
  // Items are remade on every render of their page; the file is the item's id.
  const itemRef = useRef(item);
  useEffect(() => {
    itemRef.current = item;
  });
  const active = enabled && !!surfer && !!item.readRange && pxPerSecond > 0 && duration > 0;

  useEffect(() => {
    const { readRange } = itemRef.current;
    if (!active || !surfer || !readRange) return;
    if (source.current?.id !== item.id) {
      // Opened once for the item, whichever view asks first: a compressed file's index is read then, its progress
      // shown while a view waits for it.
      const indexed = (share: number | undefined) => {
        opened.indexed = share;
        if (source.current === opened)
          setDetail((current) => (current.status === 'loading' ? { ...current, indexed: share } : current));
      };
      const ranges = openStoredAudio(readRange, undefined, (share) => indexed(share < 1 ? share : undefined));
      const opened: Source = { id: item.id, ranges, blocks: new SampleBlocks(KEPT_SAMPLES) };
      const finished = () => indexed(undefined);
      ranges.then(finished, finished);
      source.current = opened;
      drawings.current.clear();
    }
    const { ranges, blocks } = source.current;
    const wrapper = surfer.getWrapper();
    const scroll = wrapper.parentElement!;
    const layer = document.createElement('div');
    layer.setAttribute('part', 'range-detail');
    // Over wavesurfer's waveform and progress (z-index 2), under its cursor and the regions (5), and not over the
    // ruler below. Clipped: the last tile of a window of a long file reaches past the window's end, and would widen
    // the scroll, which moves the view, which asks for other tiles (a loop that froze the page).
    const height = wrapper.querySelector<HTMLElement>('[part="canvases"]')?.clientHeight || wrapper.clientHeight;
    layer.style.cssText = `position:absolute;top:0;left:0;width:100%;height:${height}px;z-index:3;pointer-events:none;overflow:hidden`;
    wrapper.appendChild(layer);
    const dpr = window.devicePixelRatio || 1;
    const columnsOf = (seconds: number) => Math.max(1, Math.round(seconds * pxPerSecond * dpr));
    const canvases = new Map<string, HTMLCanvasElement>();
    const preparing = new Set<string>();
    const blockReads = new Map<string, AbortController>();
    let wanted = new Map<string, number>();
    let failed: string | null = null;
    let closed = false;

    const show = (key: string, tile: TileDrawing, start: number, end: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = columnsOf(end - start);
      canvas.height = Math.round(height * dpr) || 1;
      canvas.dataset.start = String(start);
      canvas.dataset.end = String(end);
      const left = ((start - offset) / span) * 100;
      const width = ((end - start) / span) * 100;
      canvas.style.cssText = `position:absolute;top:0;height:100%;left:${left.toFixed(9)}%;width:${width.toFixed(9)}%`;
      // Read when drawn: after a theme change the page's colours are settled by then.
      const colors = { wave: currentWaveformColors().waveColor, background: backgroundBehind(wrapper) };
      paintDetailTile(canvas, tile, colors, scale);
      layer.appendChild(canvas);
      canvases.set(key, canvas);
    };

    /** A tile's drawing and its span in seconds: from the tiles kept, or cut from its block (read if need be). */
    const prepare = async (key: string, index: number, tile: number) => {
      const { sampleRate: rate, frames, read } = await ranges;
      const { first, end } = tileFrames(index, tile, rate, frames);
      const span = { start: first / rate, end: end / rate };
      const kept = drawings.current.get(key);
      if (kept) return { drawing: kept, ...span };
      const block = tileBlock(index, tile);
      const blockKey = `${block.seconds}:${block.index}`;
      const blockFrames = tileFrames(block.index, block.seconds, rate, frames);
      const samples = await blocks.get(blockKey, () => {
        const reading = new AbortController();
        blockReads.set(blockKey, reading);
        return read(blockFrames.first, blockFrames.end, reading.signal).then(mono);
      });
      const part = samples.subarray(first - blockFrames.first, end - blockFrames.first);
      const columns = columnsOf(span.end - span.start);
      const drawing: TileDrawing = part.length > columns ? columnExtremes([part], columns) : { samples: part };
      drawings.current.set(key, drawing);
      for (const old of drawings.current.keys()) if (drawings.current.size > CACHED_TILES) drawings.current.delete(old);
      return { drawing, ...span };
    };

    const update = () => {
      if (closed) return;
      if (failed) return setDetail({ status: 'failed', error: failed });
      const tile = tileSeconds(scroll.clientWidth / pxPerSecond);
      if (!tile || scroll.scrollWidth <= 0) return setDetail({ status: 'off' });
      // Until wavesurfer has laid the drawing out at this zoom its width says another scale (a new drawing starts
      // narrow): the view would span thousands of tiles. Its next layout comes with an event.
      if (Math.abs(scroll.scrollWidth - span * pxPerSecond) > Math.max(2, 0.01 * span * pxPerSecond)) return;
      const start = offset + (scroll.scrollLeft / scroll.scrollWidth) * span;
      const end = offset + ((scroll.scrollLeft + scroll.clientWidth) / scroll.scrollWidth) * span;
      wanted = new Map(tilesInView(start, end, tile, duration).map((index) => [`${pxPerSecond}:${index}`, index]));
      for (const [key, canvas] of canvases) {
        if (wanted.has(key)) continue;
        canvas.remove();
        canvases.delete(key);
      }
      const neededBlocks = new Set(
        [...wanted.values()].map((index) => {
          const block = tileBlock(index, tile);
          return `${block.seconds}:${block.index}`;
        }),
      );
      for (const [key, reading] of blockReads) {
        if (neededBlocks.has(key)) continue;
        reading.abort();
        blockReads.delete(key);
      }
      for (const [key, index] of wanted) {
        if (canvases.has(key) || preparing.has(key)) continue;
        preparing.add(key);
        prepare(key, index, tile).then(
          ({ drawing, start: from, end: to }) => {
            preparing.delete(key);
            if (closed || !wanted.has(key)) return;
            show(key, drawing, from, to);
            update();
          },
          (error: unknown) => {
            preparing.delete(key);
            if (closed) return;
            // A read cancelled as the view moved on: the tile is asked for again if it is back in view.
            if (!isAbort(error)) failed = error instanceof Error ? error.message : String(error);
            update();
          },
        );
      }
      const drawn = [...wanted.keys()].every((key) => canvases.has(key));
      setDetail(drawn ? { status: 'drawn' } : { status: 'loading', indexed: source.current?.indexed });
    };

    // After the zoom's layout, which wavesurfer applies on its own schedule; later views come with its events.
    const first = requestAnimationFrame(update);
    const offs = [surfer.on('scroll', update), surfer.on('redrawcomplete', update), surfer.on('resize', update)];
    return () => {
      closed = true;
      cancelAnimationFrame(first);
      offs.forEach((off) => off());
      blockReads.forEach((reading) => reading.abort());
      layer.remove();
    };
  }, [active, surfer, item.id, pxPerSecond, duration, offset, span, scale, theme]);

  return active ? detail : { status: 'off' };
}

/** Channels averaged to one. */
function mono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!.slice();
  const out = new Float32Array(channels[0]?.length ?? 0);
  for (let frame = 0; frame < out.length; frame++) {
    let sum = 0;
    for (const channel of channels) sum += channel[frame]!;
    out[frame] = sum / channels.length;
  }
  return out;
}

/** The first opaque background behind wavesurfer's shadow root, which the opaque tiles are filled with. */
function backgroundBehind(inside: Element): string {
  let element: Element | null = (inside.getRootNode() as ShadowRoot).host ?? null;
  while (element) {
    const color = getComputedStyle(element).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
    element = element.parentElement;
  }
  return 'white';
}
