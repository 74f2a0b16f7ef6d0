import { useId, useMemo, type PointerEvent } from 'react';
import { usePeaks } from '../../data/recordings/peaks-query';
import { barsFromPeaks } from './bars-from-peaks';

type Props = {
  waveformUrl: string | null | undefined;
  /** How far the row's audio has played (0–1), or null when it is not the one loaded. */
  progress: number | null;
  /** A click on the waveform plays from there (0–1 of the length). */
  onSeek: (fraction: number) => void;
  bars?: number;
};

/**
 * A row's waveform in miniature, drawn from the server's peaks (the same file the full player uses, cached once
 * fetched; nothing is decoded in the tab). The played part is drawn darker. Colours come from the palette, so the
 * dark theme applies. The keyboard reaches the same actions through the row's play button and the list's keys.
 */
export function MiniWaveform({ waveformUrl, progress, onSeek, bars = 48 }: Props) {
  const { data: peaks } = usePeaks(waveformUrl);
  const clipId = `played${useId().replace(/[^\w-]/g, '')}`;
  const heights = useMemo(() => (peaks ? barsFromPeaks(peaks.peaks, bars) : null), [peaks, bars]);
  const seek = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };
  const path = heights
    ?.map((height, index) => {
      const h = Math.max(0.04, height) * 0.9;
      return `M${index + 0.5} ${0.5 - h / 2}V${0.5 + h / 2}`;
    })
    .join('');
  return (
    <div
      aria-hidden
      onPointerDown={seek}
      className="relative h-7 w-full cursor-pointer"
      data-testid="mini-waveform"
      data-peaks={heights ? 'server' : 'none'}
    >
      {path ? (
        <svg viewBox={`0 0 ${bars} 1`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
          <path d={path} className="stroke-indigo-200" strokeWidth={0.6} />
          {progress !== null && progress > 0 && (
            <>
              <clipPath id={clipId}>
                <rect x={0} y={0} width={bars * Math.min(1, progress)} height={1} />
              </clipPath>
              <path d={path} className="stroke-indigo-600" strokeWidth={0.6} clipPath={`url(#${clipId})`} />
            </>
          )}
        </svg>
      ) : (
        <div className="absolute inset-x-0 top-1/2 h-px bg-slate-200" />
      )}
    </div>
  );
}
