import type { Recording } from '@contract/gateway/recordings';
import { AudioAbPlayer } from '@/widgets/audio/AudioAbPlayer';
import { recordingItem } from '@/widgets/audio/play-items';
import { usePeaks } from '@/data/recordings/peaks-query';

type Props = { original: Recording; conversion: Recording; label: string };

/**
 * The original (A) against one conversion (B) in the A/B player, once their peaks are in (or known to be
 * missing, in which case the waveform is flat rather than decoded in the tab).
 */
export function ConversionCompare({ original, conversion, label }: Props) {
  const originalPeaks = usePeaks(original.waveform_url);
  const conversionPeaks = usePeaks(conversion.waveform_url);
  if (!original.url || !conversion.url)
    return <p className="text-body text-ink-muted">There is no audio to compare yet.</p>;
  if ([originalPeaks, conversionPeaks].some((query) => query.isLoading))
    return <p className="text-body text-ink-muted">Loading the comparison…</p>;
  return (
    <AudioAbPlayer
      focusOnMount
      a={{
        item: recordingItem({ ...original, url: original.url }, `Original (compared with ${label})`),
        label: 'Original',
        peaks: originalPeaks.data ?? null,
      }}
      b={{
        item: recordingItem({ ...conversion, url: conversion.url }, label),
        label,
        peaks: conversionPeaks.data ?? null,
      }}
    />
  );
}
