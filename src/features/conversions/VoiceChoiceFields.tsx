import { X } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { SEMITONES_MAX, SEMITONES_MIN } from '../../../contract/gateway/conversions';
import { narrationStyleName, type Voice } from '../../../contract/gateway/voices';
import { Button } from '../../components/ui/Button';
import { parseSemitones, type ChoiceErrors, type VoiceChoice } from './order-draft';

type Props = {
  voice: Voice | undefined;
  choice: VoiceChoice;
  textOriginal: boolean;
  errors: ChoiceErrors | undefined;
  onChange: (change: Partial<VoiceChoice>) => void;
  onRemove: () => void;
};

const fieldClass = (invalid: boolean) =>
  `mt-1 rounded-md border px-2 py-1 text-sm text-slate-900 ${invalid ? 'border-red-600' : 'border-slate-300'}`;

/** Up and down arrows step the semitone text by one, within the range, like a spin button. */
function stepSemitones(text: string, event: KeyboardEvent): string | null {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return null;
  const current = parseSemitones(text) ?? 0;
  const next = Math.max(SEMITONES_MIN, Math.min(SEMITONES_MAX, current + (event.key === 'ArrowUp' ? 1 : -1)));
  return String(next);
}

/**
 * The settings of one chosen voice: for a text original its narration style (required); for a speech original
 * its accent and a semitone correction of −12 to +12. Each field's message is tied to it for screen readers.
 */
export function VoiceChoiceFields({ voice, choice, textOriginal, errors = {}, onChange, onRemove }: Props) {
  const id = useId();
  const describe = (field: keyof ChoiceErrors, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const message = (field: keyof ChoiceErrors) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="mt-1 text-xs text-red-700">
        {errors[field]}
      </span>
    ) : null;

  return (
    <div
      role="group"
      aria-label={`Settings for ${choice.voiceName}`}
      className="flex flex-wrap items-start gap-3 rounded-md bg-slate-50 p-2 text-sm"
      data-testid="order-choice"
    >
      <span className="w-28 pt-5 font-medium">{choice.voiceName}</span>
      {message('voice')}
      {textOriginal ? (
        <div className="flex flex-col">
          <label htmlFor={`${id}-style`} className="text-xs text-slate-700">
            Narration style (required)
          </label>
          <select
            id={`${id}-style`}
            required
            aria-invalid={errors.style ? true : undefined}
            aria-describedby={describe('style')}
            value={choice.styleId}
            onChange={(event) => onChange({ styleId: event.target.value })}
            className={fieldClass(Boolean(errors.style))}
          >
            {!choice.styleId && <option value="">Choose…</option>}
            {voice?.narration_styles.map((style) => (
              <option key={style.id} value={style.id}>
                {narrationStyleName(style)}
              </option>
            ))}
          </select>
          {message('style')}
        </div>
      ) : (
        <>
          <div className="flex flex-col">
            <label htmlFor={`${id}-accent`} className="text-xs text-slate-700">
              Accent
            </label>
            <select
              id={`${id}-accent`}
              aria-invalid={errors.accent ? true : undefined}
              aria-describedby={describe('accent')}
              value={choice.accentId}
              onChange={(event) => onChange({ accentId: event.target.value })}
              className={fieldClass(Boolean(errors.accent))}
            >
              {!choice.accentId && <option value="">The voice's own</option>}
              {voice?.accents.map((accent) => (
                <option key={accent.id} value={accent.id}>
                  {accent.info.name}
                </option>
              ))}
            </select>
            {message('accent')}
          </div>
          <div className="flex flex-col">
            <label htmlFor={`${id}-semitones`} className="text-xs text-slate-700">
              Semitones
            </label>
            <input
              id={`${id}-semitones`}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={errors.semitones ? true : undefined}
              aria-describedby={describe('semitones', `${id}-semitones-hint`)}
              value={choice.semitones}
              onChange={(event) => onChange({ semitones: event.target.value })}
              onKeyDown={(event) => {
                const next = stepSemitones(choice.semitones, event);
                if (next === null) return;
                event.preventDefault();
                onChange({ semitones: next });
              }}
              className={`${fieldClass(Boolean(errors.semitones))} w-24`}
            />
            <span id={`${id}-semitones-hint`} className="mt-1 text-xs text-slate-600">
              {SEMITONES_MIN} to +{SEMITONES_MAX}
            </span>
            {message('semitones')}
          </div>
        </>
      )}
      <Button variant="ghost" className="mt-4 ml-auto" aria-label={`Remove ${choice.voiceName}`} onClick={onRemove}>
        <X aria-hidden size={15} />
      </Button>
    </div>
  );
}
