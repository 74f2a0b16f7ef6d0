import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useThemeStore } from '@/components/theme/theme-store';
import { columnExtremes, tileFrames, tileSeconds, tilesInView } from './detail-tiles';
import { paintDetailTile, type TileDrawing } from './paint-detail-tile';
import type { PlayItem } from './playback-store';
import { currentWaveformColors } from './use-waveform-colors';
import { openWavRanges, type WavRanges } from './wav-ranges';

/** 'off' when not asked for, 'loading' while a visible tile is read, 'drawn' when the whole view is. */
export type RangeDetail = { status: 'off' | 'loading' | 'drawn' | 'failed'; error?: string };

/** Tiles kept for scrolling back: each holds at most two numbers a pixel, so a few screens' worth. */
const CACHED_TILES = 8;

type Options = {
  surfer: WaveSurfer | null;
  item: PlayItem;
  /** The zoom, in CSS pixels a second; the detail is drawn while `enabled`. */
  pxPerSecond: number;
  duration: number;
  enabled: boolean;
  /** What the waveform is normalised by (its loudest peak). */
  scale: number;
};

/**
 * The detail of a long WAV at deep zoom, read from the file one window at a time (see detail-tiles.ts and
 * wav-ranges.ts) instead of decoding it whole: an hour of audio decoded in the page costs hundreds of MB, a view
 * costs a few hundred kB to fetch and next to nothing to keep. The visible tiles are read as the view scrolls
 * (reads no longer visible are cancelled), a few are cached, and each is drawn on a canvas laid over wavesurfer's
 * own in its scrolling wrapper, so it moves with the waveform, the cursor and the regions: wavesurfer draws one
 * set of peaks for the whole file, which cannot hold an hour of samples. Until a tile arrives the server's peaks
 * show through, and the caller says "loading".
 */
export function useRangeDetail({ surfer, item, pxPerSecond, duration, enabled, scale }: Options): RangeDetail {
  const [detail, setDetail] = useState<RangeDetail>({ status: 'off' });
  const theme = useThemeStore((state) => state.resolved);
  const source = useRef<{ id: string; wav: Promise<WavRanges> } | null>(null);
  const cache = useRef(new Map<string, TileDrawing>());
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
      source.current = { id: item.id, wav: openWavRanges(readRange) };
      cache.current.clear();
    }
    const wav = source.current.wav;
    const wrapper = surfer.getWrapper();
    const scroll = wrapper.parentElement!;
    const layer = document.createElement('div');
    layer.setAttribute('part', 'range-detail');
    // Over wavesurfer's waveform and progress (z-index 2), under its cursor and the regions (5), and not over the
    // ruler below.
    const height = wrapper.querySelector<HTMLElement>('[part="canvases"]')?.clientHeight || wrapper.clientHeight;
    layer.style.cssText = `position:absolute;top:0;left:0;width:100%;height:${height}px;z-index:3;pointer-events:none`;
    wrapper.appendChild(layer);
    const canvases = new Map<string, HTMLCanvasElement>();
    const reads = new Map<string, AbortController>();
    const dpr = window.devicePixelRatio || 1;
    let failed: string | null = null;
    let closed = false;

    const show = (key: string, tile: TileDrawing, first: number, end: number, rate: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(((end - first) / rate) * pxPerSecond * dpr));
      canvas.height = Math.round(height * dpr) || 1;
      canvas.dataset.start = String(first / rate);
      canvas.dataset.end = String(end / rate);
      canvas.style.cssText = `position:absolute;top:0;height:100%;left:${((first / rate / duration) * 100).toFixed(9)}%;width:${(((end - first) / rate / duration) * 100).toFixed(9)}%`;
      // Read when drawn: after a theme change the page's colours are settled by then.
      paintDetailTile(
        canvas,
        tile,
        { wave: currentWaveformColors().waveColor, background: backgroundBehind(wrapper) },
        scale,
      );
      layer.appendChild(canvas);
      canvases.set(key, canvas);
    };

    const update = () => {
      if (closed) return;
      if (failed) return setDetail({ status: 'failed', error: failed });
      const tile = tileSeconds(scroll.clientWidth / pxPerSecond);
      if (!tile || scroll.scrollWidth <= 0) return setDetail({ status: 'off' });
      const start = (scroll.scrollLeft / scroll.scrollWidth) * duration;
      const end = ((scroll.scrollLeft + scroll.clientWidth) / scroll.scrollWidth) * duration;
      const wanted = new Map(
        tilesInView(start, end, tile, duration).map((index) => [`${pxPerSecond}:${index}`, index]),
      );
      for (const [key, canvas] of canvases) {
        if (wanted.has(key)) continue;
        canvas.remove();
        canvases.delete(key);
      }
      for (const [key, read] of reads) {
        if (wanted.has(key)) continue;
        read.abort();
        reads.delete(key);
      }
      for (const [key, index] of wanted) {
        if (canvases.has(key) || reads.has(key)) continue;
        const read = new AbortController();
        reads.set(key, read);
        void loadTile(wav, key, index, tile, read.signal).then(
          (loaded) => {
            if (closed || reads.get(key) !== read) return;
            reads.delete(key);
            show(key, loaded.tile, loaded.first, loaded.end, loaded.rate);
            update();
          },
          (error: unknown) => {
            if (closed || read.signal.aborted) return;
            reads.delete(key);
            failed = error instanceof Error ? error.message : String(error);
            update();
          },
        );
      }
      setDetail({ status: reads.size > 0 ? 'loading' : 'drawn' });
    };

    const loadTile = async (
      ranges: Promise<WavRanges>,
      key: string,
      index: number,
      tile: number,
      signal: AbortSignal,
    ) => {
      const { sampleRate: rate, frames, read } = await ranges;
      const { first, end } = tileFrames(index, tile, rate, frames);
      const cached = cache.current.get(key);
      if (cached) {
        cache.current.delete(key);
        cache.current.set(key, cached);
        return { tile: cached, first, end, rate };
      }
      const channels = await read(first, end, signal);
      const columns = Math.max(1, Math.round(((end - first) / rate) * pxPerSecond * dpr));
      const drawn: TileDrawing =
        end - first > columns ? columnExtremes(channels, columns) : { samples: mono(channels) };
      cache.current.set(key, drawn);
      for (const old of cache.current.keys()) if (cache.current.size > CACHED_TILES) cache.current.delete(old);
      return { tile: drawn, first, end, rate };
    };

    // After the zoom's layout, which wavesurfer applies on its own schedule; later views come with its events.
    const first = requestAnimationFrame(update);
    const offs = [surfer.on('scroll', update), surfer.on('redrawcomplete', update), surfer.on('resize', update)];
    return () => {
      closed = true;
      cancelAnimationFrame(first);
      offs.forEach((off) => off());
      reads.forEach((read) => read.abort());
      layer.remove();
    };
  }, [active, surfer, item.id, pxPerSecond, duration, scale, theme]);

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
