import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { playableUrl, type PlayableUrl } from '../../lib/audio/playable-url';

type Props = {
  /** What is heard, for the button's name: "Play a sample of Anna (British English)". */
  label: string;
  /**
   * Finds the sample's storage path when the button is first pressed (samples are made on request by the
   * service, so a page of voices asks for none until one is played). `null` means the voice has no sample.
   */
  loadPath: () => Promise<string | null>;
  className?: string;
};

type Phase = 'idle' | 'loading' | 'playing' | 'failed';

/**
 * A play/pause button for a short sample. Its media element is in the page, so the app-wide single-player rule
 * (playback-store.ts) pauses any other audio when it starts, and pauses it when another starts.
 */
export function SamplePlayButton({ label, loadPath, className = '' }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const source = useRef<PlayableUrl | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => source.current?.release(), []);

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    setProblem(null);
    try {
      if (!source.current) {
        setPhase('loading');
        const path = await loadPath();
        if (!path) throw new Error('This voice has no sample');
        source.current = await playableUrl(path);
        element.src = source.current.url;
      }
      await element.play();
    } catch (error) {
      source.current?.release();
      source.current = null;
      setPhase('failed');
      setProblem(error instanceof Error ? error.message : 'The sample could not be played');
    }
  }

  const playing = phase === 'playing';
  const name = playing ? `Pause the sample of ${label}` : `Play a sample of ${label}`;
  return (
    <>
      <button
        type="button"
        aria-label={name}
        title={problem ?? name}
        aria-busy={phase === 'loading' || undefined}
        onClick={() => void toggle()}
        className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ${phase === 'failed' ? 'border-red-600' : ''} ${className}`}
      >
        {phase === 'loading' ? (
          <LoaderCircle aria-hidden size={15} className="animate-spin" />
        ) : playing ? (
          <Pause aria-hidden size={15} />
        ) : (
          <Play aria-hidden size={15} />
        )}
      </button>
      {problem && (
        <span role="alert" className="sr-only">
          {`The sample of ${label} could not be played: ${problem}`}
        </span>
      )}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a few seconds of a voice reading a fixed sentence, shown as text beside it where known */}
      <audio
        ref={audio}
        preload="none"
        data-testid="sample-audio"
        onPlay={() => setPhase('playing')}
        onPause={() => setPhase('idle')}
        onEnded={() => setPhase('idle')}
      />
    </>
  );
}
