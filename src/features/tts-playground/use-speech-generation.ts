import { useEffect, useRef, useState } from 'react';
import type { TtsVariant } from '@contract/tts/requests';
import { generateBytes } from '@/data/tts/generate-bytes';
import { startSpeechStream } from '@/data/tts/speech-stream-with-fallback';
import { StreamError, type StreamRoute } from '@/data/tts/speech-stream';
import { PcmStreamPlayer } from '@/lib/audio/pcm-stream-player';
import { voiceRequest, type PlaygroundSettings } from './playground-settings';
import { concatSamples } from '@audio-formats/concat-samples';
import { encodeWav } from '@audio-formats/wav-file';

export type GeneratedAudio = { samples: Float32Array; sampleRate: number; wav: Blob };
export type Timings = { ttfaMs: number | null; totalMs: number };

type Phase = 'idle' | 'working' | 'done' | 'cancelled' | 'failed';
export type GenerationRun = {
  phase: Phase;
  mode: PlaygroundSettings['mode'];
  /** What was spoken, for the result's file name and label. */
  transcript: string;
  route: StreamRoute | null;
  /** Time from the request to the first audio that can play (first chunk for a stream, the whole file for bytes). */
  ttfaMs: number | null;
  /** Time from the request to the last byte. */
  totalMs: number | null;
  error: string | null;
  /** The connection dropped mid-way (a killed server, a network gone): the same generation may simply start again. */
  connectionLost: boolean;
  audio: GeneratedAudio | null;
  underruns: number;
};

const IDLE: GenerationRun = {
  phase: 'idle',
  mode: 'stream',
  transcript: '',
  route: null,
  ttfaMs: null,
  totalMs: null,
  error: null,
  connectionLost: false,
  audio: null,
  underruns: 0,
};

/**
 * Runs one generation at a time: bytes (the whole WAV) or a stream played as it arrives through the gapless
 * player, with time to first audio and total time measured from the click. Cancel stops the request (the
 * stream's cancellation message, or an aborted fetch) and the sound. A finished run is handed to `onFinished`
 * (the history). A run whose connection dropped can start again with the same settings.
 */
export function useSpeechGeneration(
  onFinished: (audio: GeneratedAudio, settings: PlaygroundSettings, timings: Timings) => void,
) {
  const [run, setRun] = useState<GenerationRun>(IDLE);
  const [position, setPosition] = useState(0);
  const active = useRef<{ cancel: () => void } | null>(null);
  const lastSettings = useRef<PlaygroundSettings | null>(null);
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  }, [onFinished]);
  useEffect(() => () => active.current?.cancel(), []);

  const fail = (error: unknown) =>
    setRun((current) => ({
      ...current,
      phase: 'failed',
      error: error instanceof Error ? error.message : 'The generation failed',
      connectionLost: error instanceof StreamError && error.status === 0,
    }));

  async function generateBytesRun(settings: PlaygroundSettings, started: number) {
    const controller = new AbortController();
    active.current = { cancel: () => controller.abort() };
    try {
      const result = await generateBytes(
        settings.variant as TtsVariant,
        {
          transcript: settings.transcript,
          voice: voiceRequest(settings),
          output_format: { sample_rate: settings.sampleRate },
        },
        controller.signal,
      );
      const totalMs = performance.now() - started;
      const audio = { samples: result.samples, sampleRate: result.sampleRate, wav: result.wav };
      setRun((current) => ({ ...current, phase: 'done', ttfaMs: totalMs, totalMs, audio }));
      finishedRef.current(audio, settings, { ttfaMs: totalMs, totalMs });
    } catch (error) {
      if (controller.signal.aborted) setRun((current) => ({ ...current, phase: 'cancelled' }));
      else fail(error);
    }
  }

  async function generateStreamRun(settings: PlaygroundSettings, started: number) {
    const player = new PcmStreamPlayer(settings.sampleRate);
    void player.resume();
    const chunks: Float32Array[] = [];
    let ttfaMs: number | null = null;
    const ticker = setInterval(() => {
      setPosition(player.position);
      setRun((current) =>
        current.underruns === player.underruns ? current : { ...current, underruns: player.underruns },
      );
    }, 100);
    let cancelled = false;
    // Anything thrown while starting (a browser lacking an API) fails the run: it never stays "working".
    try {
      const stream = startSpeechStream(
        settings.variant,
        {
          transcript: settings.transcript,
          voice: voiceRequest(settings),
          output_format: { sample_rate: settings.sampleRate, encoding: settings.encoding },
        },
        (samples) => {
          if (ttfaMs === null) {
            ttfaMs = performance.now() - started;
            const first = ttfaMs;
            setRun((current) => ({ ...current, ttfaMs: first }));
          }
          chunks.push(samples);
          player.push(samples);
        },
        settings.route,
        (route) => setRun((current) => ({ ...current, route })),
      );
      active.current = {
        cancel: () => {
          cancelled = true;
          stream.cancel();
          void player.stop();
        },
      };
      const outcome = await stream.done;
      const totalMs = performance.now() - started;
      if (outcome === 'cancelled' || cancelled) {
        setRun((current) => ({ ...current, phase: 'cancelled', totalMs }));
        return;
      }
      const samples = concatSamples(chunks, Float32Array);
      const audio = {
        samples,
        sampleRate: settings.sampleRate,
        wav: new Blob([encodeWav(samples, settings.sampleRate)], { type: 'audio/wav' }),
      };
      setRun((current) => ({ ...current, totalMs, audio }));
      finishedRef.current(audio, settings, { ttfaMs, totalMs });
      await player.drained();
      // Stopped while the last of it played: the generation is complete (and kept), the sound was cut short.
      setRun((current) => ({ ...current, phase: cancelled ? 'cancelled' : 'done' }));
    } catch (error) {
      if (!cancelled) fail(error);
    } finally {
      clearInterval(ticker);
      setPosition(player.position);
      await player.stop();
      if (active.current && cancelled) active.current = null;
    }
  }

  function generate(settings: PlaygroundSettings) {
    active.current?.cancel();
    lastSettings.current = settings;
    const started = performance.now();
    setPosition(0);
    setRun({
      ...IDLE,
      phase: 'working',
      mode: settings.mode,
      transcript: settings.transcript,
      route: settings.mode === 'stream' ? settings.route : null,
    });
    void (settings.mode === 'bytes' ? generateBytesRun(settings, started) : generateStreamRun(settings, started));
  }

  function cancel() {
    active.current?.cancel();
    active.current = null;
  }

  function startAgain() {
    if (lastSettings.current) generate(lastSettings.current);
  }

  return { run, position, generate, cancel, startAgain };
}
