import { useEffect, useRef, useState } from 'react';
import { DECODE_RATE, decodePlayable } from './decode-item';
import { GaplessSet } from './gapless-set';
import { usePlayback, type PlayItem } from './playback-store';

/** The most decoded audio a board holds in the page (32-bit floats): 200 MB, about 18 minutes of mono at 48 kHz. */
const MAX_DECODED_BYTES = 200 * 1024 * 1024;

/**
 * Decodes `items` once and plays them through one gapless set while the caller is shown (the compare board), so
 * switching among them crossfades in place. Until they are decoded, when one cannot be, or when together they
 * would pass the cap (estimated from their lengths at 48 kHz), they play on the media element as anywhere else,
 * and a switch reopens the file. Returns whether the set is in use.
 */
export function useGaplessSet(items: PlayItem[]): boolean {
  const [ready, setReady] = useState(false);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  const ids = items.map((item) => item.id).join('\n');

  useEffect(() => {
    const wanted = latest.current;
    const bytes = wanted.reduce((sum, item) => sum + item.duration * DECODE_RATE * 4, 0);
    if (wanted.length < 2 || bytes > MAX_DECODED_BYTES || typeof AudioContext === 'undefined') return;
    let left = false;
    let attached: GaplessSet | null = null;
    void Promise.all(wanted.map(decodePlayable)).then(
      (decoded) => {
        // Stereo files take twice the estimate: past the cap once decoded, they are let go.
        const held = decoded.reduce((sum, buffer) => sum + buffer.length * buffer.numberOfChannels * 4, 0);
        if (left || held > MAX_DECODED_BYTES) return;
        const context = new AudioContext();
        const buffers = new Map(decoded.map((buffer, index) => [wanted[index]!.id, buffer]));
        attached = new GaplessSet(context, buffers);
        usePlayback.getState().attachGapless(attached);
        setReady(true);
      },
      () => {
        // One could not be decoded: the board keeps switching on the media element.
      },
    );
    return () => {
      left = true;
      if (!attached) return;
      usePlayback.getState().attachGapless(null);
      attached.close();
      setReady(false);
    };
  }, [ids]);

  return ready;
}
