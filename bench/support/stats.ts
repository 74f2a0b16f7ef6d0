/** Small statistics for bench tables: every figure a table shows goes through these, so they round alike. */

/** The q-quantile (0…1) of the values, by linear interpolation between the closest ranks. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export const median = (values: number[]) => quantile(values, 0.5);

/** "1.23×": how many times `ours` is `reference` (above 1 means ours is larger: slower, heavier). */
export function ratio(ours: number, reference: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(reference) || reference === 0) return 'n/a';
  const value = ours / reference;
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`;
}

/** A duration in ms with sensible precision. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}
