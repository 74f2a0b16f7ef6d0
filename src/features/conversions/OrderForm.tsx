import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { OrderConversion } from '../../../contract/gateway/conversions';
import type { Recording } from '../../../contract/gateway/recordings';
import { narrationStyleName, type Voice } from '../../../contract/gateway/voices';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { ApiError } from '../../lib/api-error';
import {
  accountKeys,
  calibrationsQueryOptions,
  conversionKeys,
  creditsQueryOptions,
  placeOrder,
  toggleFavoriteVoice,
  voiceKeys,
  voicesQueryOptions,
} from './conversions-api';
import { orderCost } from './order-cost';

type Choice = { voiceId: string; accentId: string; semitones: number; styleId: string };
type CalibrationChoice = 'enabled' | 'specific' | 'none';

const GENDERS = [['', 'Any'], ['female', 'Female'], ['male', 'Male']] as const;
const AGES = [['', 'Any'], ['child', 'Child'], ['young', 'Young'], ['adult', 'Adult'], ['senior', 'Senior']] as const;
const KINDS = [['', 'Any'], ['human', 'Human'], ['animal', 'Animal'], ['other', 'Other']] as const;

export type VoiceFilters = { search: string; gender: string; ageGroup: string; species: string; favouritesOnly: boolean };

/** Favourites first, then by name; filtered by a name/nationality search, gender, age group, species, favourites. */
export function pickableVoices(voices: Voice[], filters: VoiceFilters, ttsOnly: boolean): Voice[] {
  const needle = filters.search.trim().toLowerCase();
  return voices
    .filter((voice) => !ttsOnly || voice.narration_styles.length > 0)
    .filter((voice) => !filters.gender || voice.gender === filters.gender)
    .filter((voice) => !filters.ageGroup || voice.age_group === filters.ageGroup)
    .filter((voice) => !filters.species || voice.species === filters.species)
    .filter((voice) => !filters.favouritesOnly || voice.favorite)
    .filter((voice) => !needle || voice.name.toLowerCase().includes(needle) || (voice.nationality ?? '').toLowerCase().includes(needle))
    .sort((a, b) => Number(b.favorite) - Number(a.favorite) || a.name.localeCompare(b.name));
}

/**
 * Ordering conversions of one original: voices from a searchable picker (favourites first), per voice an accent
 * and semitone correction (speech) or a narration style (text), an optional label, the calibration choice, and
 * the cost against the balance. A failed order keeps everything that was chosen.
 */
export function OrderForm({ original, onOrdered }: { original: Recording; onOrdered?: () => void }) {
  const queryClient = useQueryClient();
  const { data: voices = [] } = useQuery(voicesQueryOptions());
  const { data: credits } = useQuery(creditsQueryOptions());
  const { data: calibrations = [] } = useQuery({ ...calibrationsQueryOptions(), enabled: !original.tts });
  const [filters, setFilters] = useState<VoiceFilters>({ search: '', gender: '', ageGroup: '', species: '', favouritesOnly: false });
  const setFilter = (change: Partial<VoiceFilters>) => setFilters((current) => ({ ...current, ...change }));
  const [choices, setChoices] = useState<Choice[]>([]);
  const [label, setLabel] = useState('');
  const [calibration, setCalibration] = useState<CalibrationChoice>('enabled');
  const [calibrationId, setCalibrationId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { search: useId(), label: useId(), calibration: useId() };

  const visible = useMemo(() => pickableVoices(voices, filters, original.tts), [voices, filters, original.tts]);
  const byId = useMemo(() => new Map(voices.map((voice) => [voice.id, voice])), [voices]);
  const ready = calibrations.filter((entry) => entry.state === 'calibrated');
  const { cost, enough } = orderCost(original.duration, choices.length, credits?.credits ?? 0);

  const toggle = (voice: Voice) =>
    setChoices((current) =>
      current.some((choice) => choice.voiceId === voice.id)
        ? current.filter((choice) => choice.voiceId !== voice.id)
        : [
            ...current,
            {
              voiceId: voice.id,
              accentId: (voice.accents.find((accent) => accent.settings?.favorite) ?? voice.accents.find((accent) => accent.is_default))?.id ?? '',
              semitones: voice.accents.find((accent) => accent.settings?.favorite)?.settings?.semitones_correction ?? 0,
              styleId: (voice.narration_styles.find((style) => style.settings?.favorite) ?? voice.narration_styles.find((style) => style.is_default))?.id ?? '',
            },
          ],
    );
  const update = (voiceId: string, change: Partial<Choice>) =>
    setChoices((current) => current.map((choice) => (choice.voiceId === voiceId ? { ...choice, ...change } : choice)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choices.length === 0) return setError('Choose at least one voice');
    if (calibration === 'specific' && !calibrationId) return setError('Choose the calibration to use');
    setPending(true);
    setError(null);
    try {
      const conversions: OrderConversion[] = choices.map((choice) => {
        const voiceLabel = label.trim() ? (choices.length > 1 ? `${label.trim()} ${byId.get(choice.voiceId)?.name ?? ''}`.slice(0, 40) : label.trim()) : undefined;
        return original.tts
          ? { voice_id: choice.voiceId, narration_style_id: choice.styleId, ...(voiceLabel ? { label: voiceLabel } : {}) }
          : { voice_id: choice.voiceId, ...(choice.accentId ? { accent_id: choice.accentId } : {}), semitones_correction: choice.semitones, ...(voiceLabel ? { label: voiceLabel } : {}) };
      });
      await placeOrder({
        original_id: original.id,
        conversions,
        ...(original.tts
          ? {}
          : calibration === 'specific'
            ? { calibration_id: calibrationId, use_calibration: true }
            : { use_calibration: calibration === 'none' }),
      });
      setChoices([]);
      setLabel('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversionKeys.ofOriginal(original.id) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.credits }),
      ]);
      onOrdered?.();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The order could not be placed; try again');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="order-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="order-title" className="text-sm font-semibold">
        Order conversions
      </h3>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={ids.search} className="block text-xs font-medium text-slate-600">
            Search voices
          </label>
          <input id={ids.search} value={filters.search} onChange={(event) => setFilter({ search: event.target.value })} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
        </div>
        <SelectField label="Gender" value={filters.gender} onChange={(gender) => setFilter({ gender })} options={GENDERS} />
        <SelectField label="Age" value={filters.ageGroup} onChange={(ageGroup) => setFilter({ ageGroup })} options={AGES} />
        <SelectField label="Kind" value={filters.species} onChange={(species) => setFilter({ species })} options={KINDS} />
        <label className="flex items-end gap-1 pb-1.5 text-sm">
          <input type="checkbox" checked={filters.favouritesOnly} onChange={(event) => setFilter({ favouritesOnly: event.target.checked })} /> Favourites only
        </label>
      </div>
      <ul aria-label="Voices" className="grid max-h-64 grid-cols-1 gap-1 overflow-auto sm:grid-cols-2">
        {visible.map((voice) => {
          const chosen = choices.some((choice) => choice.voiceId === voice.id);
          return (
            <li key={voice.id} className={`flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm ${chosen ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200'}`}>
              <input type="checkbox" id={`voice-${voice.id}`} checked={chosen} onChange={() => toggle(voice)} />
              <img src={voice.thumbnail_url ?? undefined} alt="" className="h-7 w-7 rounded" />
              <label htmlFor={`voice-${voice.id}`} className="min-w-0 flex-1 truncate">
                <span className="font-medium">{voice.name}</span>{' '}
                <span className="text-slate-500">
                  {voice.gender} · {voice.age_group} · {voice.pitch} Hz
                </span>
              </label>
              <button
                type="button"
                aria-label={voice.favorite ? `Remove ${voice.name} from favourites` : `Add ${voice.name} to favourites`}
                aria-pressed={voice.favorite}
                onClick={() => void toggleFavoriteVoice(voice.id, !voice.favorite).then(() => queryClient.invalidateQueries({ queryKey: voiceKeys.all }))}
              >
                <Star aria-hidden size={15} className={voice.favorite ? 'fill-amber-400 text-amber-500' : 'text-slate-400'} />
              </button>
            </li>
          );
        })}
      </ul>

      {choices.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-xs font-medium text-slate-600">Settings per voice</legend>
          {choices.map((choice) => {
            const voice = byId.get(choice.voiceId);
            if (!voice) return null;
            return (
              <div key={choice.voiceId} className="flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-2 text-sm" data-testid="order-choice">
                <span className="w-24 font-medium">{voice.name}</span>
                {original.tts ? (
                  <label className="flex flex-col text-xs text-slate-600">
                    Narration style (required)
                    <select required value={choice.styleId} onChange={(event) => update(voice.id, { styleId: event.target.value })} className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900">
                      {voice.narration_styles.map((style) => (
                        <option key={style.id} value={style.id}>
                          {narrationStyleName(style)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <>
                    <label className="flex flex-col text-xs text-slate-600">
                      Accent
                      <select value={choice.accentId} onChange={(event) => update(voice.id, { accentId: event.target.value })} className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900">
                        {voice.accents.map((accent) => (
                          <option key={accent.id} value={accent.id}>
                            {accent.info.name}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="flex flex-col text-xs text-slate-600">
                      Semitones (−12 to +12)
                      <input
                        type="number"
                        min={-12}
                        max={12}
                        step={1}
                        value={choice.semitones}
                        onChange={(event) => update(voice.id, { semitones: Math.max(-12, Math.min(12, Number(event.target.value) || 0)) })}
                        className="mt-1 w-24 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900"
                      />
                    </label>
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={ids.label} className="block text-xs font-medium text-slate-600">
            Label (optional)
          </label>
          <input id={ids.label} value={label} maxLength={40} onChange={(event) => setLabel(event.target.value)} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
        </div>
        {!original.tts && (
          <fieldset>
            <legend className="text-xs font-medium text-slate-600">Calibration</legend>
            <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
              {(
                [
                  ['enabled', 'Account default'],
                  ['specific', 'A specific one'],
                  ['none', 'None (measure this recording)'],
                ] as const
              ).map(([value, text]) => (
                <label key={value} className="flex items-center gap-1">
                  <input type="radio" name={ids.calibration} value={value} checked={calibration === value} onChange={() => setCalibration(value)} /> {text}
                </label>
              ))}
              {calibration === 'specific' && (
                <select aria-label="Calibration to use" value={calibrationId} onChange={(event) => setCalibrationId(event.target.value)} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
                  <option value="">Choose…</option>
                  {ready.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name} ({entry.f0?.toFixed(0)} Hz)
                    </option>
                  ))}
                </select>
              )}
            </div>
          </fieldset>
        )}
      </div>

      <p className={`text-sm ${enough ? 'text-slate-600' : 'text-red-700'}`} data-testid="order-cost">
        Cost: {cost.toFixed(1)} credits · balance {credits ? credits.credits.toFixed(1) : '…'}
        {!enough && ' — not enough credits'}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || choices.length === 0 || !enough}>
        {pending ? 'Ordering…' : `Convert into ${choices.length || ''} voice${choices.length === 1 ? '' : 's'}`}
      </Button>
    </form>
  );
}
