/** How the level moves: peak hold with a short decay, as level meters do, so brief syllables stay visible. */
export const nextLevel = (peak: number) => (previous: number) => Math.max(Math.min(1, peak * 2), previous * 0.9);

/**
 * Measures a capture stream's level (0–1) with an analyser, reporting every 60 ms through `onLevel` (a state
 * setter's updater form), and the raw peak of the same 60 ms through `onPeak` (for a live waveform and the clipping
 * warning). A timer rather than animation frames: the meter keeps moving in a background tab, where frames stop.
 * Returns the function that stops it and releases the audio context.
 */
export function meterStreamLevel(
  stream: MediaStream,
  onLevel: (update: (previous: number) => number) => void,
  onPeak?: (peak: number) => void,
): () => void {
  const context = new AudioContext();
  // Created after the permission prompt, outside the click, so the context may start suspended.
  void context.resume();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    onLevel(nextLevel(peak));
    onPeak?.(peak);
  }, 60);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}
