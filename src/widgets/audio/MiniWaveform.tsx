import { useId, useMemo, type PointerEvent } from 'react';
import type { WaveformPeaks } from '@/lib/audio/peaks';
import { barsFromPeaks } from './bars-from-peaks';

type Props = {
  /** Null or undefined while there are none (not loaded, or none to be had): a plain line is drawn. */
  peaks: WaveformPeaks | null | undefined;
  /** How far the row's audio has played (0–1), or null when it is not the one loaded. */
  progress: number | null;
  /** A click on the waveform plays from there (0–1 of the length). */
  onSeek: (fraction: number) => void;
  bars?: number;
};

/**
 * A waveform in miniature (a row's, the player bar's), drawn from peaks as SVG bars: the played part darker, a
 * click or drag seeks. Colours come from the palette, so the dark theme applies. The keyboard reaches the same
 * actions through the play buttons, the bar's slider and the studio's keys.
 */
export function MiniWaveform({ peaks, progress, onSeek, bars = 48 }: Props) {
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
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seek(event);
      }}
      onPointerMove={(event) => event.buttons === 1 && seek(event)}
      className="relative h-7 w-full cursor-pointer"
      data-testid="mini-waveform"
      data-peaks={heights ? 'drawn' : 'none'}
    >
      {path ? (
        <svg viewBox={`0 0 ${bars} 1`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
          <path d={path} className="stroke-accent/30" strokeWidth={0.6} />
          {progress !== null && progress > 0 && (
            <>
              <clipPath id={clipId}>
                <rect x={0} y={0} width={bars * Math.min(1, progress)} height={1} />
              </clipPath>
              <path d={path} className="stroke-accent" strokeWidth={0.6} clipPath={`url(#${clipId})`} />
            </>
          )}
        </svg>
      ) : (
        // No peaks: a plain scrub bar, filled as far as it played.
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-line">
          {progress !== null && (
            <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(1, progress) * 100}%` }} />
          )}
        </div>
      )}
    </div>
  );
}
