import type { Voice } from '@contract/gateway/voices';

/** What a generated portrait is drawn from: the voice's identity and the attributes a listener would judge it by. */
export type PortraitVoice = Pick<
  Voice,
  'id' | 'name' | 'gender' | 'age_group' | 'pitch_group' | 'species' | 'accents' | 'narration_styles'
>;

type PortraitArt = {
  /** The two halves of the background, split on a diagonal. */
  background: [string, string];
  /** A soft disc behind the bars. */
  halo: { cx: number; cy: number; r: number; fill: string };
  /** The voice print: rounded bars whose count, spread and heights are this voice's own. */
  bars: Array<{ x: number; y: number; height: number }>;
  barWidth: number;
  /** Rotation of the diagonal, degrees: differs by language, so voices of one language look related. */
  angle: number;
};

/** The portrait's drawing area, in SVG user units. */
export const PORTRAIT_SIZE = 40;

/** FNV-1a over UTF-16 code units: a stable 32-bit hash, the same in every browser and in tests. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A small deterministic generator seeded by the hash (mulberry32), for the bar heights. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const BAR_COUNT = { child: 5, young: 6, adult: 7, senior: 8 } as const;
/** Higher voices draw taller, livelier prints; lower ones a calmer band. */
const BAR_REACH = { low: 0.45, mid: 0.6, high: 0.75 } as const;

/**
 * A voice's generated portrait, a pure function of the voice: the hue comes from its id and name, warmer or cooler
 * by gender, lighter for children and darker for seniors; the diagonal's angle from its main language; the voice
 * print's bar count from its age group, its reach from its pitch group, and the gaps between bars from how many
 * narration styles it has. Same voice, same picture on every screen; no files and no downloads.
 */
export function portraitArt(voice: PortraitVoice): PortraitArt {
  const seed = hash(`${voice.id}\u0000${voice.name}`);
  const hue = seed % 360;
  const shift = voice.gender === 'female' ? 38 : voice.gender === 'male' ? -38 : 90;
  const lightness = voice.age_group === 'child' ? 62 : voice.age_group === 'senior' ? 38 : 50;
  const saturation = voice.species === 'human' || voice.species == null ? 62 : 78;
  const language =
    voice.accents.find((accent) => accent.is_default)?.info.locale ?? voice.accents[0]?.info.locale ?? '';
  const count = BAR_COUNT[voice.age_group ?? 'adult'];
  const reach = BAR_REACH[voice.pitch_group ?? 'mid'] * PORTRAIT_SIZE;
  const gap = 1 + Math.min(voice.narration_styles.length, 3) * 0.5;
  const barWidth = (PORTRAIT_SIZE * 0.7 - gap * (count - 1)) / count;
  const left = (PORTRAIT_SIZE - (barWidth * count + gap * (count - 1))) / 2;
  const random = numbers(seed);
  const bars = Array.from({ length: count }, (_, index) => {
    const height = Math.max(barWidth, reach * (0.35 + 0.65 * random()));
    return { x: round(left + index * (barWidth + gap)), y: round((PORTRAIT_SIZE - height) / 2), height: round(height) };
  });
  return {
    background: [
      `hsl(${hue} ${saturation}% ${lightness}%)`,
      `hsl(${(hue + shift + 360) % 360} ${saturation}% ${lightness - 12}%)`,
    ],
    halo: {
      cx: round(8 + random() * 24),
      cy: round(8 + random() * 24),
      r: round(8 + random() * 8),
      fill: `hsl(${(hue + 180) % 360} 90% 85% / 0.35)`,
    },
    bars,
    barWidth: round(barWidth),
    angle: hash(language) % 90,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
