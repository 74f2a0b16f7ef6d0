/**
 * A/B comparison keeps the listening position when switching between the original and a conversion. A
 * conversion can be a little shorter or longer than the original, so the kept time is clamped to the new
 * source's length (a hair before the end, so the player does not finish immediately).
 */
export function positionAfterSwitch(currentTime: number, nextDuration: number | null | undefined): number {
  if (!Number.isFinite(currentTime) || currentTime < 0) return 0;
  if (!nextDuration || !Number.isFinite(nextDuration)) return currentTime;
  return Math.min(currentTime, Math.max(0, nextDuration - 0.05));
}
