import { useState, type FormEvent } from 'react';
import { SEMITONES_MAX, SEMITONES_MIN } from '@contract/gateway/conversions';
import type { Accent, Voice } from '@contract/gateway/voices';
import { SamplePlayButton } from '@/widgets/audio/SamplePlayButton';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { FavouriteButton } from './FavouriteButton';
import { mutationErrorText } from '@/components/ui/mutation-error-text';
import { useVoiceSettingsMutation } from '@/data/voices/voice-settings-mutation';

type Props = { voice: Voice; accent: Accent; loadSample: (accentId: string) => Promise<string | null> };

/**
 * One accent of a voice: its sample, favourite, and the semitone correction orders start from. The gateway saves
 * a correction together with its accent as the voice's favourite accent (POST /api/v2/voices/settings), so saving
 * one marks the accent favourite too, as the hint says.
 */
export function AccentRow({ voice, accent, loadSample }: Props) {
  const saved = accent.settings?.semitones_correction ?? 0;
  const [text, setText] = useState(String(saved));
  const settings = useVoiceSettingsMutation({ handlesError: true });
  const value = Number(text.replace(',', '.'));
  const invalid = text.trim() === '' || !Number.isFinite(value) || value < SEMITONES_MIN || value > SEMITONES_MAX;
  const favourite = accent.settings?.favorite ?? false;
  const name = `${accent.info.name} (${accent.info.locale})`;

  function save(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    settings.mutate({ voice_id: voice.id, accent_id: accent.id, semitones_correction: value });
  }

  const error = invalid
    ? `Enter a number from ${SEMITONES_MIN} to +${SEMITONES_MAX}`
    : mutationErrorText(settings.error, 'semitones_correction');
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="accent-row">
      <SamplePlayButton
        sampleId={`accent:${accent.id}`}
        label={`${voice.name}, ${accent.info.name}`}
        loadPath={() => loadSample(accent.id)}
      />
      <div className="min-w-40 flex-1">
        <p className="font-medium">{accent.info.name}</p>
        <p className="text-caption text-ink-muted">
          {[
            accent.info.locale,
            accent.native ? 'native' : null,
            accent.is_default ? 'default' : null,
            accent.available ? null : 'not available',
            ...accent.tiers.map((tier) => tier.name),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <FavouriteButton
        name={name}
        favourite={favourite}
        // The gateway keeps one favourite accent per voice and has no way to unmark it: starring another moves it.
        onToggle={() =>
          !favourite &&
          settings.mutate({ voice_id: voice.id, accent_id: accent.id, semitones_correction: invalid ? 0 : value })
        }
      />
      <form onSubmit={save} className="flex items-start gap-2" noValidate>
        <TextField
          label={`Semitone correction for ${accent.info.name}`}
          hideLabel
          compact
          inputMode="decimal"
          value={text}
          onChange={setText}
          hint={`semitones, ${SEMITONES_MIN} to +${SEMITONES_MAX}`}
          error={error}
          className="w-36"
        />
        <Button type="submit" variant="secondary" disabled={settings.isPending} className="py-1">
          {settings.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
      <p role="status" className="sr-only">
        {settings.isSuccess
          ? `Saved: ${accent.info.name} is your favourite accent of ${voice.name}, ${saved} semitones`
          : ''}
      </p>
    </li>
  );
}
