/**
 * The deepest zoom: one pixel a sample at 48 kHz, so every sample of common recordings can be seen, in a file of
 * any length (past the server's peaks the waveform is drawn from the audio itself, see WaveformPlayer).
 */
const SAMPLE_LEVEL_PX_PER_SECOND = 48_000;

/**
 * Pixels per second at a zoom step for a waveform `width` pixels wide: step 0 fits the whole file (0 tells
 * wavesurfer to fill the width) and each step doubles it, so the first click magnifies a 3-second take as
 * visibly as a one-hour one. Fixed pixel levels (10, 25, 50 px/s) did nothing to a short take already wider. The
 * last step stops at the deepest zoom.
 */
export function zoomPxPerSecond(step: number, width: number, duration: number): number {
  if (step <= 0 || width <= 0 || duration <= 0) return 0;
  return Math.min((width / duration) * 2 ** step, Math.max(SAMPLE_LEVEL_PX_PER_SECOND, (width / duration) * 2));
}

/** How many zoom steps a file has before reaching the deepest zoom (at least one for any audio). */
export function zoomSteps(width: number, duration: number): number {
  if (width <= 0 || duration <= 0) return 0;
  return Math.max(1, Math.ceil(Math.log2(SAMPLE_LEVEL_PX_PER_SECOND / (width / duration))));
}

/** Tick and label spacings on a 1-2-5 ladder, in seconds (the timeline counts in hundredths). */
const LADDER = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];
const MIN_TICK_PX = 8;
const MIN_LABEL_PX = 80;

/**
 * The ruler at a zoom: ticks at least 8 px apart, labels at least 80 px apart on a multiple of the tick, and
 * whether labels need tenths. wavesurfer's timeline chooses its own spacing but never goes below one second, so
 * zoomed in it would show one tick a screen; these are passed to it instead.
 */
export function rulerSteps(pxPerSecond: number): { tick: number; label: number; tenths: boolean } {
  const tick = LADDER.find((seconds) => seconds * pxPerSecond >= MIN_TICK_PX) ?? 3600;
  const label =
    LADDER.find(
      (seconds) =>
        seconds >= 0.1 &&
        seconds >= tick &&
        seconds * pxPerSecond >= MIN_LABEL_PX &&
        Math.round(seconds * 100) % Math.round(tick * 100) === 0,
    ) ?? 3600;
  return { tick, label, tenths: label < 1 };
}

/** A ruler label in the ruler's one format: m:ss, with tenths when zoomed in (h:mm:ss past an hour). */
export function rulerLabel(seconds: number, tenths: boolean): string {
  const whole = Math.max(0, tenths ? Math.round(seconds * 10) / 10 : Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const secText = tenths ? secs.toFixed(1).padStart(4, '0') : String(secs).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secText}` : `${minutes}:${secText}`;
}
