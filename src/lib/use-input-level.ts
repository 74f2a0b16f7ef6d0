import { useEffect, useState } from 'react';

/**
 * The live level (0–1, peak with a short decay) of a microphone, from its own capture stream and an analyser.
 * A timer rather than animation frames, so the meter keeps moving in a background tab. Off when not enabled.
 */
export function useInputLevel(deviceId: string, enabled: boolean): { level: number; error: string | null } {
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let media: MediaStream | null = null;
    let context: AudioContext | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    navigator.mediaDevices
      .getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true })
      .then((stream) => {
        media = stream;
        if (stopped) return stream.getTracks().forEach((track) => track.stop());
        context = new AudioContext();
        void context.resume();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(stream).connect(analyser);
        const samples = new Float32Array(analyser.fftSize);
        setError(null);
        timer = setInterval(() => {
          analyser.getFloatTimeDomainData(samples);
          let peak = 0;
          for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
          setLevel((previous) => Math.max(Math.min(1, peak * 2), previous * 0.9));
        }, 60);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : 'The microphone is not available'));
    return () => {
      stopped = true;
      clearInterval(timer);
      media?.getTracks().forEach((track) => track.stop());
      void context?.close();
      setLevel(0);
    };
  }, [deviceId, enabled]);
  return { level: enabled ? level : 0, error };
}
