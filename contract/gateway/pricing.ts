import type { Recording } from './recordings';

/**
 * The price of conversions, a domain rule of the gateway stated once for the studio and the sandbox. The
 * service bills converted time (docs/service-api.md#pricing); the sandbox charges one
 * credit per second of the original for each voice.
 */
export const CREDITS_PER_SECOND = 1;

/**
 * The seconds an original is billed for: its length to the hundredth of a second, the figure the studio shows.
 * Billing the shown figure keeps every price a whole number of hundredths of a credit, so "seconds × voices"
 * multiplies out to the cost shown, and the balance after an order is the balance before less the cost shown.
 */
export const billedSeconds = (seconds: number): number => Math.round(seconds * 100) / 100;

/** Credits `voices` conversions of an original of `originalSeconds` cost: hundredths of a credit, exactly. */
export const conversionPrice = (originalSeconds: number, voices = 1): number =>
  Math.round(Math.round(originalSeconds * 100) * voices * CREDITS_PER_SECOND) / 100;

/**
 * When credits leave the balance: as each conversion finishes, for the time it converted. Placing an order only
 * reserves them (an order the balance cannot cover, with the conversions still running, is refused with 402),
 * and a conversion that fails costs nothing.
 */
export const CREDITS_SPENT = 'when-a-conversion-finishes' as const;

/**
 * Whether the balance covers `cost` while `reserved` credits are promised to conversions still running (priced,
 * not yet spent). The one affordability rule of the sandbox's orders and jobs and of the studio's cost summaries.
 */
export const affordable = (cost: number, balance: number, reserved: number): boolean => cost + reserved <= balance;

type PricedRecording = Pick<Recording, 'id' | 'type' | 'state' | 'original_id' | 'duration'>;

/**
 * Credits reserved by the conversions of `recordings` that are still running, each priced by its original's length
 * (found among `recordings`). A conversion whose original is not done yet has no price, so it reserves nothing.
 */
export function reservedCredits(recordings: readonly PricedRecording[]): number {
  const byId = new Map(recordings.map((recording) => [recording.id, recording]));
  return recordings
    .filter((recording) => recording.type === 'converted' && isRunning(recording.state))
    .map((conversion) => byId.get(conversion.original_id ?? ''))
    .filter((original) => original?.state === 'done')
    .reduce((sum, original) => sum + conversionPrice(original!.duration), 0);
}

/** A conversion the service is still working on. */
export const isRunning = (state: string): boolean => state === 'processing' || state === 'postprocessing';
