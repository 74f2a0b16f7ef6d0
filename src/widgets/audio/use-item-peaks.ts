import { useEffect, useState } from 'react';
import { usePeaks } from '@/data/recordings/peaks-query';
import { decodedPeaks } from '@/lib/audio/decoded-peaks';
import type { WaveformPeaks } from '@/lib/audio/peaks';
import type { WaveformSource } from './playback-store';

/** The peaks to draw an item with: the server's (cached), the ones given, or decoded from the blob it plays. */
export function useItemPeaks(source: WaveformSource | null | undefined): WaveformPeaks | null {
  const url = source && 'url' in source ? source.url : null;
  const blob = source && 'blob' in source ? source.blob : null;
  const { data: served } = usePeaks(url);
  const [decoded, setDecoded] = useState<{ blob: Blob; peaks: WaveformPeaks } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let current = true;
    // Audio this browser cannot decode still plays or fails on its own; the bar then shows a plain scrub bar.
    decodedPeaks(blob)
      .then((peaks) => current && setDecoded({ blob, peaks }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [blob]);
  if (source && 'peaks' in source) return source.peaks;
  if (blob) return decoded?.blob === blob ? decoded.peaks : null;
  return served ?? null;
}
