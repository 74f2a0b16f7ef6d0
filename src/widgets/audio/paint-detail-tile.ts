/** A tile's samples as drawn: the extremes of each pixel column, or the samples themselves when fewer than pixels. */
export type TileDrawing = { mins: Float32Array; maxs: Float32Array } | { samples: Float32Array };

/** Past this many pixels a sample, each sample is also marked with a dot, as editors do at the sample level. */
const DOT_SPACING = 6;

/**
 * Paints a tile on its canvas, opaque (it covers the blocky peaks drawn beneath): a bar from the lowest to the
 * highest sample in each pixel column, or a line through the samples when they are fewer than the pixels.
 * `scale` is what the whole waveform is normalised by, so the tile and the peaks around it share a height.
 */
export function paintDetailTile(
  canvas: HTMLCanvasElement,
  tile: TileDrawing,
  colors: { wave: string; background: string },
  scale: number,
) {
  const context = canvas.getContext('2d')!;
  const { width, height } = canvas;
  const middle = height / 2;
  const y = (sample: number) => middle - Math.max(-1, Math.min(1, sample * scale)) * (middle - 1);
  context.fillStyle = colors.background;
  context.fillRect(0, 0, width, height);
  context.fillStyle = colors.wave;
  context.strokeStyle = colors.wave;
  if ('mins' in tile) {
    for (let x = 0; x < tile.mins.length; x++) {
      const top = y(tile.maxs[x]!);
      context.fillRect(x, top, 1, Math.max(1, y(tile.mins[x]!) - top));
    }
    return;
  }
  const { samples } = tile;
  const step = width / samples.length;
  context.lineWidth = Math.max(1, Math.round(window.devicePixelRatio || 1));
  context.beginPath();
  samples.forEach((sample, index) => context.lineTo((index + 0.5) * step, y(sample)));
  context.stroke();
  if (step < DOT_SPACING) return;
  samples.forEach((sample, index) => context.fillRect((index + 0.5) * step - 1.5, y(sample) - 1.5, 3, 3));
}
