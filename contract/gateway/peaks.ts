import * as z from 'zod/mini';

/**
 * Waveform peaks: the JSON behind a recording's `waveform_url`, handed to the studio's waveforms (wavesurfer.js
 * `peaks` and `duration`) so a one-hour recording is drawn without being decoded in the tab. The service does not
 * document the format (docs/service-api.md#storage): the sandbox writes `PeaksDocument`, and readers also take
 * audiowaveform's JSON, the usual tool's form for precomputed peaks.
 */

/** 100 buckets per second, fewer for long audio so there are at most 60,000 values (about 350 KB for an hour). */
export const DEFAULT_PEAKS_PER_SECOND = 100;
export const MAX_PEAKS = 60_000;

/** Buckets per second for audio of a known duration: 100, or fewer so the total stays under the cap. */
export function peaksPerSecond(duration: number, maxPeaks = MAX_PEAKS, preferred = DEFAULT_PEAKS_PER_SECOND): number {
  return Math.max(1, Math.min(preferred, Math.floor(maxPeaks / Math.max(duration, 1))));
}

/** Largest absolute sample of each bucket, 0..1 with three decimals. */
const PeakChannel = z.array(z.number().check(z.gte(0), z.lte(1))).check(z.maxLength(MAX_PEAKS));

/**
 * The document the sandbox writes. `peaks` holds one channel (the mono mix): `peaks[0][i]` covers the seconds
 * [i / peaks_per_second, (i + 1) / peaks_per_second); `length` is the number of buckets, enough to cover
 * `duration` (the exact audio length, seconds); `sample_rate` is the file's. The rate may be fractional: a stream
 * of unknown length halves it as it grows.
 */
export const PeaksDocument = z
  .object({
    version: z.literal(1),
    duration: z.number().check(z.gte(0)),
    sample_rate: z.number().check(z.positive()),
    peaks_per_second: z.number().check(z.positive()),
    length: z.number().check(z.int(), z.gte(0), z.lte(MAX_PEAKS)),
    peaks: z.tuple([PeakChannel]),
  })
  .check(
    z.refine((document) => document.peaks[0].length === document.length, {
      message: 'length must be the number of peaks',
      path: ['length'],
    }),
    z.refine(
      ({ duration, peaks_per_second, length }) =>
        length >= duration * peaks_per_second - 1e-6 && length < duration * peaks_per_second + 1,
      { message: 'length must be the buckets that cover the duration', path: ['length'] },
    ),
  );
export type PeaksDocument = z.infer<typeof PeaksDocument>;

/**
 * audiowaveform's JSON: per pixel (`samples_per_pixel` samples) and per channel a min/max pair of integer samples
 * of `bits` bits. Version 1 has no `channels` field (one channel); `bits` is taken as 16 when absent.
 */
export const AudiowaveformDocument = z.looseObject({
  version: z.optional(z.number()),
  channels: z.optional(z.number().check(z.int(), z.positive())),
  sample_rate: z.number().check(z.positive()),
  samples_per_pixel: z.number().check(z.int(), z.positive()),
  bits: z.optional(z.union([z.literal(8), z.literal(16)])),
  length: z.optional(z.number().check(z.int(), z.gte(0))),
  data: z.array(z.number().check(z.int())),
});
export type AudiowaveformDocument = z.infer<typeof AudiowaveformDocument>;

/**
 * The least a drifted document must still hold to be drawn: a duration and arrays of numbers. Anything less is
 * refused, and the player draws from the media element as it plays instead.
 */
const DrawablePeaks = z.looseObject({
  duration: z.number().check(z.gte(0)),
  peaks: z.array(z.array(z.number())).check(z.minLength(1)),
});

/** Peaks the way wavesurfer.js takes them: one array of 0..1 maxima per channel, plus the duration in seconds. */
export type PeaksToDraw = { peaks: number[][]; duration: number };

/** audiowaveform's min/max pairs as per-channel maxima of the absolute value. */
function audiowaveformPeaks(document: AudiowaveformDocument): PeaksToDraw {
  const channels = document.channels ?? 1;
  const scale = document.bits === 8 ? 128 : 32768;
  const pixels = Math.floor(document.data.length / (2 * channels));
  const peaks = Array.from({ length: channels }, (_, channel) =>
    Array.from({ length: pixels }, (_, pixel) => {
      const at = (pixel * channels + channel) * 2;
      return Math.max(Math.abs(document.data[at]!), Math.abs(document.data[at + 1]!)) / scale;
    }),
  );
  return { peaks, duration: (pixels * document.samples_per_pixel) / document.sample_rate };
}

/**
 * Reads a peaks document as a tolerant reader: a document in neither form is reported through `reportDrift` (how
 * it differs from the sandbox's form) and still drawn when its duration and peaks are usable; else it is null.
 */
export function readPeaks(json: unknown, reportDrift: (issues: z.core.$ZodIssue[]) => void): PeaksToDraw | null {
  const written = PeaksDocument.safeParse(json);
  if (written.success) return { peaks: written.data.peaks, duration: written.data.duration };
  const audiowaveform = AudiowaveformDocument.safeParse(json);
  if (audiowaveform.success) return audiowaveformPeaks(audiowaveform.data);
  reportDrift(written.error.issues);
  const drawable = DrawablePeaks.safeParse(json);
  return drawable.success ? { peaks: drawable.data.peaks, duration: drawable.data.duration } : null;
}
