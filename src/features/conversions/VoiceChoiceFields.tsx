import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { SEMITONES_MAX, SEMITONES_MIN } from '@contract/gateway/conversions';
import { narrationStyleName, type Voice } from '@contract/gateway/voices';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { parseSemitones, type ChoiceErrors, type VoiceChoice } from './order-draft';

type Props = {
  voice: Voice | undefined;
  choice: VoiceChoice;
  textOriginal: boolean;
  errors: ChoiceErrors | undefined;
  onChange: (change: Partial<VoiceChoice>) => void;
  onRemove: () => void;
};

/** Up and down arrows step the semitone text by one, within the range, like a spin button. */
function stepSemitones(text: string, event: KeyboardEvent): string | null {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return null;
  const current = parseSemitones(text) ?? 0;
  const next = Math.max(SEMITONES_MIN, Math.min(SEMITONES_MAX, current + (event.key === 'ArrowUp' ? 1 : -1)));
  return String(next);
}

/**
 * The settings of one chosen voice: for a text original its narration style (required); for a speech original
 * its accent and a semitone correction of −12 to +12 (a number: decimals are fine; outside the range it is
 * refused on the field, never rewritten). Each field's message is tied to it for screen readers.
 */
export function VoiceChoiceFields({ voice, choice, textOriginal, errors = {}, onChange, onRemove }: Props) {
  const styles = voice?.narration_styles.map((style) => [style.id, narrationStyleName(style)] as const) ?? [];
  const accents = voice?.accents.map((accent) => [accent.id, accent.info.name] as const) ?? [];
  return (
    <div
      role="group"
      aria-label={`Settings for ${choice.voiceName}`}
      className="flex flex-wrap items-start gap-3 rounded-md bg-sunken p-2 text-body"
      data-testid="order-choice"
    >
      <span className="w-28 pt-5 font-medium break-words">{choice.voiceName}</span>
      {errors.voice && <span className="mt-5 text-caption text-danger">{errors.voice}</span>}
      {textOriginal ? (
        <SelectField
          label="Narration style (required)"
          required
          value={choice.styleId}
          onChange={(styleId) => onChange({ styleId })}
          options={choice.styleId ? styles : [['', 'Choose…'] as const, ...styles]}
          error={errors.style}
        />
      ) : (
        <>
          <SelectField
            label="Accent"
            value={choice.accentId}
            onChange={(accentId) => onChange({ accentId })}
            options={choice.accentId ? accents : [['', "The voice's own"] as const, ...accents]}
            error={errors.accent}
          />
          <TextField
            label="Semitones"
            inputMode="decimal"
            autoComplete="off"
            value={choice.semitones}
            onChange={(semitones) => onChange({ semitones })}
            onKeyDown={(event) => {
              const next = stepSemitones(choice.semitones, event);
              if (next === null) return;
              event.preventDefault();
              onChange({ semitones: next });
            }}
            hint={`${SEMITONES_MIN} to +${SEMITONES_MAX}, decimals allowed`}
            error={errors.semitones}
            className="w-40 [&_input]:py-1 [&_label]:text-caption [&_label]:font-normal"
          />
        </>
      )}
      <Button variant="ghost" className="mt-4 ml-auto" aria-label={`Remove ${choice.voiceName}`} onClick={onRemove}>
        <X aria-hidden size={15} />
      </Button>
    </div>
  );
}
