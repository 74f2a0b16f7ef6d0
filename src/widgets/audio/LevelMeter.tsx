/** A horizontal level meter (0–1) that screen readers read as a meter; red near clipping. */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-40 overflow-hidden rounded bg-fill"
    >
      <div
        className={`h-full transition-[width] duration-75 ${level > 0.95 ? 'bg-red-500' : 'bg-emerald-500'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
