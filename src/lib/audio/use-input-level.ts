import { useEffect, useState } from 'react';
import { meterStreamLevel } from './stream-level-meter';

/**
 * The live level (0–1) of a microphone from its own capture stream, while `enabled`; the stream is released
 * when the device changes, the meter is disabled or the component goes.
 */
export function useInputLevel(deviceId: string, enabled: boolean): { level: number; error: string | null } {
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let media: MediaStream | null = null;
    let stopMeter = () => {};
    navigator.mediaDevices
      .getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true })
      .then((stream) => {
        media = stream;
        if (stopped) return stream.getTracks().forEach((track) => track.stop());
        setError(null);
        stopMeter = meterStreamLevel(stream, setLevel);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : 'The microphone is not available'));
    return () => {
      stopped = true;
      stopMeter();
      media?.getTracks().forEach((track) => track.stop());
      setLevel(0);
    };
  }, [deviceId, enabled]);
  return { level: enabled ? level : 0, error };
}
