/**
 * A waveform's peaks (one array per channel, values 0–1 or −1–1) folded into `count` bar heights of 0–1: each bar
 * is the loudest peak of its slice over all channels, scaled so the loudest bar is full height, as the full
 * player's `normalize` draws it.
 */
export function barsFromPeaks(channels: readonly (readonly number[])[], count: number): number[] {
  const length = Math.max(0, ...channels.map((channel) => channel.length));
  if (length === 0 || count <= 0) return [];
  const bars = Array.from({ length: count }, (_, bar) => {
    const from = Math.floor((bar * length) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * length) / count));
    let loudest = 0;
    for (const channel of channels)
      for (let i = from; i < to && i < channel.length; i++) loudest = Math.max(loudest, Math.abs(channel[i]!));
    return loudest;
  });
  const top = Math.max(...bars);
  return top > 0 ? bars.map((bar) => bar / top) : bars;
}
