import { TRACE_LENGTH } from './use-microphone';

/**
 * The take being recorded as it comes in: one bar per 60 ms peak, newest on the right, scrolling left once full.
 * Bars at full scale (clipped) are drawn in the danger colour. Screen readers get its name only: the level meter
 * beside it is the figure they read.
 */
export function LiveWaveform({ peaks, clipPeak }: { peaks: readonly number[]; clipPeak: number }) {
  const width = 2;
  return (
    <svg
      role="img"
      aria-label="Live waveform of the take"
      viewBox={`0 0 ${TRACE_LENGTH * width} 40`}
      preserveAspectRatio="none"
      className="h-10 w-full max-w-md rounded bg-fill"
      data-testid="live-waveform"
    >
      {peaks.map((peak, index) => {
        const height = Math.max(1, Math.min(1, peak) * 40);
        return (
          <rect
            key={index}
            x={(TRACE_LENGTH - peaks.length + index) * width}
            y={(40 - height) / 2}
            width={width - 0.5}
            height={height}
            className={peak >= clipPeak ? 'fill-danger' : 'fill-accent'}
          />
        );
      })}
    </svg>
  );
}
