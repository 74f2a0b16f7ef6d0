/** Zoom steps double the detail from "the whole file in view", up to about this many pixels a second. */
const MAX_PX_PER_SECOND = 2000;

/**
 * Pixels per second at a zoom step for a waveform `width` pixels wide: step 0 fits the whole file (0 tells
 * wavesurfer to fill the width) and each step doubles it, so the first click magnifies a 3-second take as
 * visibly as a one-hour one. Fixed pixel levels (10, 25, 50 px/s) did nothing to a short take already wider.
 */
export function zoomPxPerSecond(step: number, width: number, duration: number): number {
  if (step <= 0 || width <= 0 || duration <= 0) return 0;
  return (width / duration) * 2 ** step;
}

/** How many zoom steps a file has before reaching MAX_PX_PER_SECOND (at least one for any audio). */
export function zoomSteps(width: number, duration: number): number {
  if (width <= 0 || duration <= 0) return 0;
  return Math.max(1, Math.ceil(Math.log2(MAX_PX_PER_SECOND / (width / duration))));
}
