import type { Recording } from '../../../../contract/gateway/recordings';
import { AudioAbPlayer } from '../../../components/audio/AudioAbPlayer';
import { usePeaks } from '../../../data/recordings/peaks-query';
import { useAudioUrl } from '../../../lib/audio/use-audio-url';

type Props = { original: Recording; conversion: Recording; label: string };

/**
 * The original (A) against one conversion (B) in the A/B player, once both are playable and their peaks are in
 * (or known to be missing, in which case the waveform is flat rather than decoded in the tab).
 */
export function ConversionCompare({ original, conversion, label }: Props) {
  const originalPeaks = usePeaks(original.waveform_url);
  const conversionPeaks = usePeaks(conversion.waveform_url);
  const originalAudio = useAudioUrl(original.url);
  const conversionAudio = useAudioUrl(conversion.url);
  const peaksSettled = [originalPeaks, conversionPeaks].every((query) => !query.isLoading);
  const failure = originalAudio.error ?? conversionAudio.error;

  if (failure)
    return (
      <p role="alert" className="text-body text-danger">
        {failure}
      </p>
    );
  if (!originalAudio.url || !conversionAudio.url || !peaksSettled)
    return <p className="text-body text-ink-muted">Loading the comparison…</p>;
  return (
    <AudioAbPlayer
      focusOnMount
      a={{ url: originalAudio.url, label: 'Original', duration: original.duration, peaks: originalPeaks.data ?? null }}
      b={{ url: conversionAudio.url, label, duration: conversion.duration, peaks: conversionPeaks.data ?? null }}
    />
  );
}
