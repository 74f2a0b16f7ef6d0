/**
 * The kept position inside the next source when A/B switches: a conversion can be a little shorter or longer than
 * its original, so the time is clamped to the new length (a hair before the end, so the player does not finish at
 * once).
 */
export function positionAfterSwitch(currentTime: number, nextDuration: number | null | undefined): number {
  if (!Number.isFinite(currentTime) || currentTime < 0) return 0;
  if (!nextDuration || !Number.isFinite(nextDuration)) return currentTime;
  return Math.min(currentTime, Math.max(0, nextDuration - 0.05));
}
