/** `DEMO_MODE=smoke` (as `npm test` runs the demos): no pauses, no typing delay, no video or screenshots, nothing written. */
export const SMOKE = process.env.DEMO_MODE === 'smoke';
