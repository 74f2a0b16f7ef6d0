import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Recording } from '../../../contract/gateway/recordings';
import { WaveformPlayer } from '../../components/audio/WaveformPlayer';
import { peaksQueryOptions } from '../../lib/peaks-query';
import { useAudioUrl } from '../../lib/use-audio-url';
import { positionAfterSwitch } from './ab-position';

type Side = 'A' | 'B';

/**
 * One player for the original (A) and a conversion (B): switching swaps the source and carries the listening
 * position over, so the same phrase is heard in both. Keys: A and B switch sides (outside text fields).
 */
export function AbComparePlayer({ original, conversion }: { original: Recording; conversion: Recording }) {
  const [side, setSide] = useState<Side>('B');
  const [startAt, setStartAt] = useState(0);
  const position = useRef(0);
  const current = side === 'A' ? original : conversion;
  const { data: peaks } = useQuery(peaksQueryOptions(current.waveform_url));
  const audio = useAudioUrl(current.url);

  const switchTo = (next: Side) => {
    if (next === side) return;
    const target = next === 'A' ? original : conversion;
    setStartAt(positionAfterSwitch(position.current, target.duration));
    setSide(next);
  };

  const switchRef = useRef(switchTo);
  useEffect(() => {
    switchRef.current = switchTo;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.key === 'a' || event.key === 'A') switchRef.current('A');
      if (event.key === 'b' || event.key === 'B') switchRef.current('B');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label="A/B compare" className="space-y-2" data-testid="ab-player">
      <div role="group" aria-label="Compare source" className="flex items-center gap-2 text-sm">
        {(['A', 'B'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={side === value}
            onClick={() => switchTo(value)}
            className={`rounded-md border px-3 py-1.5 ${side === value ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {value}: {value === 'A' ? 'Original' : (conversion.label ?? conversion.voice_name ?? 'Conversion')}
          </button>
        ))}
        <span className="text-slate-500">Press A or B to switch; the position is kept.</span>
      </div>
      {audio.url ? (
        <WaveformPlayer
          key={audio.url}
          audioUrl={audio.url}
          peaks={peaks ?? null}
          label={side === 'A' ? 'the original' : (conversion.label ?? 'the conversion')}
          startAt={startAt}
          onTimeUpdate={(seconds) => {
            position.current = seconds;
          }}
        />
      ) : (
        <p className="text-sm text-slate-500">{audio.error ?? 'Loading audio…'}</p>
      )}
    </section>
  );
}
