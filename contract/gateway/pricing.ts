/**
 * The price of conversions, a domain rule of the gateway stated once for the studio and the sandbox. The
 * service bills converted time (docs/service-api.md#pricing); the sandbox charges one
 * credit per second of the original for each voice.
 */
export const CREDITS_PER_SECOND = 1;

/** Credits `voices` conversions of an original of `originalSeconds` cost (unrounded). */
export const conversionPrice = (originalSeconds: number, voices = 1): number =>
  originalSeconds * voices * CREDITS_PER_SECOND;

/**
 * When credits leave the balance: as each conversion finishes, for the time it converted. Placing an order only
 * reserves them (an order the balance cannot cover, with the conversions still running, is refused with 402),
 * and a conversion that fails costs nothing.
 */
export const CREDITS_SPENT = 'when-a-conversion-finishes' as const;
