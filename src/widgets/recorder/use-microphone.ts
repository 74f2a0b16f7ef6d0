import { useCallback, useEffect, useRef, useState } from 'react';
import { meterStreamLevel } from '@/lib/audio/stream-level-meter';
import { describeMicrophoneError, recordingMimeType, type MicrophoneProblem } from './microphone-errors';

/** A finished recording: the audio, a URL to hear it back, and how long it is. */
export type Take = { blob: Blob; url: string; seconds: number };

export type MicrophonePhase = 'idle' | 'starting' | 'ready' | 'recording';

/** A sample this close to full scale was clipped by the input: the take is distorted there. */
export const CLIP_PEAK = 0.99;
/** How many 60 ms peaks the live waveform keeps: the last 7.2 s of the take. */
export const TRACE_LENGTH = 120;
/**
 * A take is the input as it is, without the browser's processing for calls: its gain control turns a clipping
 * input down within half a second (the clipping then goes unseen, the distortion stays in the take), and noise
 * suppression and echo cancellation change the voice the service converts or calibrates from.
 */
const UNPROCESSED_INPUT = { autoGainControl: false, noiseSuppression: false, echoCancellation: false } as const;

/**
 * The microphone without any screen: ask for it, list and switch inputs (kept current when one is plugged in or
 * out), watch the level, record with MediaRecorder (Opus where offered) and hand over the take. While recording it
 * keeps the recent peaks (`trace`, for a live waveform) and whether any clipped. The microphone is released after
 * each take (so the browser's indicator goes off), and when the component using it goes away; `recordAgain` asks
 * for it anew.
 */
export function useMicrophone({ onTake }: { onTake: (take: Take) => void }) {
  const [phase, setPhase] = useState<MicrophonePhase>('idle');
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  // Once the user (or the browser) refused access, the panel must not go back to "the browser will ask".
  const [refused, setRefused] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [trace, setTrace] = useState<number[]>([]);
  const [clipped, setClipped] = useState(false);
  const recording = useRef(false);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopMeter = useRef<(() => void) | null>(null);
  const onTakeRef = useRef(onTake);
  useEffect(() => {
    onTakeRef.current = onTake;
  }, [onTake]);

  const stopStream = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    stopMeter.current?.();
    stopMeter.current = null;
    setLevel(0);
  }, []);
  useEffect(() => stopStream, [stopStream]);

  const live = phase === 'ready' || phase === 'recording';
  // A microphone plugged in or out while it is on shows up in the picker.
  useEffect(() => {
    if (!live) return;
    const refresh = () =>
      void navigator.mediaDevices
        .enumerateDevices()
        .then((all) => setDevices(all.filter((device) => device.kind === 'audioinput')));
    navigator.mediaDevices.addEventListener('devicechange', refresh);
    return () => navigator.mediaDevices.removeEventListener('devicechange', refresh);
  }, [live]);

  function meter(media: MediaStream) {
    stopMeter.current?.();
    stopMeter.current = meterStreamLevel(media, setLevel, (peak) => {
      if (!recording.current) return;
      setTrace((previous) => [...previous.slice(1 - TRACE_LENGTH), peak]);
      if (peak >= CLIP_PEAK) setClipped(true);
    });
  }

  async function start(id = deviceId) {
    setPhase('starting');
    setProblem(null);
    stopStream();
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: { ...UNPROCESSED_INPUT, ...(id ? { deviceId: { exact: id } } : {}) },
      });
      stream.current = media;
      const inputs = (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'audioinput');
      setDevices(inputs);
      setDeviceId(media.getAudioTracks()[0]?.getSettings().deviceId ?? id);
      meter(media);
      setRefused(false);
      setPhase('ready');
    } catch (error) {
      const described = describeMicrophoneError(error);
      setProblem(described);
      if (described.kind === 'denied') setRefused(true);
      setPhase('idle');
    }
  }

  function turnOff() {
    stopStream();
    setPhase('idle');
  }

  function record() {
    if (!stream.current) return;
    // The level meter's audio context may have started suspended (made after the permission prompt, outside a
    // click): a new one made inside the Record click runs, so the meter keeps moving while recording.
    meter(stream.current);
    const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const timer = setInterval(() => setElapsed((performance.now() - startedAt) / 1000), 200);
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      clearInterval(timer);
      recording.current = false;
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      stopStream();
      setPhase('idle');
      onTakeRef.current({ blob, url: URL.createObjectURL(blob), seconds: (performance.now() - startedAt) / 1000 });
    };
    recorder.current = media;
    recording.current = true;
    setElapsed(0);
    setTrace([]);
    setClipped(false);
    media.start(250);
    setPhase('recording');
  }

  const stop = () => recorder.current?.stop();

  /** After a take the microphone is off: this asks for the same input again and records at once. */
  async function recordAgain() {
    await start();
    record();
  }

  /** The chosen input's name, for labelling what was recorded. */
  const inputName = devices.find((device) => device.deviceId === deviceId)?.label || 'Microphone';

  return {
    phase,
    live,
    problem,
    refused,
    devices,
    deviceId,
    level,
    elapsed,
    trace,
    clipped,
    inputName,
    start,
    turnOff,
    record,
    recordAgain,
    stop,
  };
}

/** The file extension of a take's format, for the file name an upload carries. */
export const takeExtension = (take: Pick<Take, 'blob'>) => (take.blob.type.includes('ogg') ? 'ogg' : 'webm');
