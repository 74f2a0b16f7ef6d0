import { useCallback, useRef, useState } from 'react';
import { useStoredFlag } from '@/lib/browser/use-stored-flag';
import { AdvancedSettings } from './AdvancedSettings';
import { useCurrentUser } from '@/data/account/current-user-query';
import { useTtsVoices } from '@/data/tts/voices-query';
import { GenerationOutput } from './GenerationOutput';
import { HistoryPanel } from './HistoryPanel';
import {
  INITIAL_SETTINGS,
  savedSettings,
  settingsFrom,
  voiceDefaults,
  type PlaygroundSettings,
} from './playground-settings';
import { PlaygroundForm } from './PlaygroundForm';
import { useGenerationHistory } from './use-generation-history';
import { useSpeechGeneration, type GeneratedAudio, type Timings } from './use-speech-generation';
import { randomId } from '@/lib/browser/random-id';

/**
 * The text-to-speech playground: what a generation needs (voice, transcript, Generate) first with its result
 * beside it (right under it on a narrow screen), then the folded advanced settings and the history. Every call
 * goes through the proxy's /tts key routes; the TTS key never reaches the browser.
 */
export function TtsPlaygroundPage() {
  const [chosen, setSettings] = useState<PlaygroundSettings>(INITIAL_SETTINGS);
  const voices = useTtsVoices(chosen.variant);
  // Until the user picks one, the variant's first voice with its defaults.
  const first = voices.data?.[0];
  const settings = chosen.voiceId || !first ? chosen : { ...chosen, voiceId: first.id, sampling: voiceDefaults(first) };
  const [advancedOpen, setAdvancedOpen] = useStoredFlag('tts-advanced-open', false);
  const history = useGenerationHistory(useCurrentUser().data?.id);
  const { add } = history;

  const keep = useCallback(
    (audio: GeneratedAudio, used: PlaygroundSettings, timings: Timings) =>
      void add({
        id: randomId(),
        createdAt: Date.now(),
        settings: savedSettings(used),
        wav: audio.wav,
        bytes: audio.wav.size,
        duration: audio.samples.length / audio.sampleRate,
        ...timings,
      }),
    [add],
  );
  const { run, position, generate, cancel, startAgain } = useSpeechGeneration(keep);
  const transcriptRef = useRef<HTMLTextAreaElement>(null);

  return (
    <div className="space-y-stack">
      <header>
        <h1 className="text-title font-semibold">Text to speech</h1>
        <p className="text-body text-ink-muted">
          Try the real-time voices: as a whole file or streamed as it is generated.
        </p>
      </header>
      {/* One column on small screens (form, result, advanced, history); two from xl, the result beside Generate. */}
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <PlaygroundForm
          settings={settings}
          onChange={setSettings}
          voices={voices.data}
          voicesError={
            voices.error
              ? `The voices could not be loaded: ${voices.error.message}`
              : // A read waits (paused) while the server cannot be reached, and runs again once it is back.
                !voices.data && voices.fetchStatus === 'paused'
                ? 'The studio server cannot be reached: the voices load as soon as it is back.'
                : null
          }
          working={run.phase === 'working'}
          onGenerate={() => generate(settings)}
          onCancel={cancel}
          transcriptRef={transcriptRef}
          onHiddenError={() => setAdvancedOpen(true)}
        />
        <div className="min-w-0">
          <GenerationOutput run={run} position={position} onStartAgain={startAgain} />
        </div>
        <AdvancedSettings
          settings={settings}
          onChange={setSettings}
          voice={voices.data?.find((candidate) => candidate.id === settings.voiceId)}
          open={advancedOpen}
          onOpenChange={setAdvancedOpen}
        />
        <div className="min-w-0">
          <HistoryPanel
            entries={history.entries}
            totalBytes={history.totalBytes}
            limitMb={history.limitMb}
            onLimitChange={(mb) => void history.changeLimit(mb)}
            onReuse={(entry) => setSettings(settingsFrom(entry.settings))}
            onDelete={(id) => void history.remove(id)}
            error={history.error}
            onStart={() => transcriptRef.current?.focus()}
          />
        </div>
      </div>
    </div>
  );
}
