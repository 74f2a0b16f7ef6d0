import { Star } from 'lucide-react';
import { useId } from 'react';
import type { Voice } from '../../../contract/gateway/voices';
import { SamplePlayButton } from '../../components/audio/SamplePlayButton';
import { Button } from '../../components/ui/Button';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { VoicePortrait } from '../../components/voices/VoicePortrait';
import { NO_FILTERS, type VoiceFilters } from './voice-filter';

const GENDERS = [
  ['', 'Any'],
  ['female', 'Female'],
  ['male', 'Male'],
] as const;
const AGES = [
  ['', 'Any'],
  ['child', 'Child'],
  ['young', 'Young'],
  ['adult', 'Adult'],
  ['senior', 'Senior'],
] as const;
const KINDS = [
  ['', 'Any'],
  ['human', 'Human'],
  ['animal', 'Animal'],
  ['other', 'Other'],
] as const;

type Props = {
  voices: Voice[];
  total: number;
  loading: boolean;
  filters: VoiceFilters;
  onFilters: (change: Partial<VoiceFilters>) => void;
  chosen: ReadonlySet<string>;
  onToggle: (voice: Voice) => void;
  onFavorite: (voice: Voice) => void;
  /** Finds a voice's sample when its play button is first pressed, so a voice is heard before it is paid for. */
  loadSample: (voice: Voice) => Promise<string | null>;
  error?: string | undefined;
};

/** Choosing voices: search, filters, favourites first (the order comes from pickableVoices), one checkbox per voice. */
export function VoicePicker({
  voices,
  total,
  loading,
  filters,
  onFilters,
  chosen,
  onToggle,
  onFavorite,
  loadSample,
  error,
}: Props) {
  const ids = { list: useId(), error: useId() };
  return (
    <fieldset className="space-y-3" aria-describedby={error ? ids.error : undefined}>
      <legend className="text-body font-medium text-ink">Voices</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search voices"
          type="search"
          value={filters.search}
          onChange={(search) => onFilters({ search })}
          placeholder="Name, nationality, artist"
          compact
          className="w-56"
        />
        <SelectField
          label="Gender"
          compact
          value={filters.gender}
          onChange={(gender) => onFilters({ gender })}
          options={GENDERS}
        />
        <SelectField
          label="Age"
          compact
          value={filters.ageGroup}
          onChange={(ageGroup) => onFilters({ ageGroup })}
          options={AGES}
        />
        <SelectField
          label="Kind"
          compact
          value={filters.species}
          onChange={(species) => onFilters({ species })}
          options={KINDS}
        />
        <CheckboxField
          label="Favourites only"
          checked={filters.favouritesOnly}
          onChange={(favouritesOnly) => onFilters({ favouritesOnly })}
          className="pb-1.5"
        />
        <p role="status" className="pb-1.5 text-caption text-ink-muted" data-testid="voice-count">
          {loading ? 'Loading voices…' : `${voices.length} of ${total} voices`}
        </p>
      </div>
      {error && (
        <p id={ids.error} className="text-body text-danger">
          {error}
        </p>
      )}
      {!loading && total > 0 && voices.length === 0 && (
        <EmptyState
          className="py-4"
          message={
            filters.favouritesOnly
              ? 'No favourite voice matches. Star voices to keep them at hand here.'
              : 'No voice matches these filters.'
          }
          action={<Button onClick={() => onFilters(NO_FILTERS)}>Show all voices</Button>}
        />
      )}
      <ul
        id={ids.list}
        aria-label="Voices to choose from"
        className="grid max-h-72 grid-cols-1 gap-1 overflow-auto p-0.5 sm:grid-cols-2"
      >
        {voices.map((voice) => {
          const isChosen = chosen.has(voice.id);
          const inputId = `${ids.list}-${voice.id}`;
          return (
            <li
              key={voice.id}
              className={`flex items-center gap-2 rounded-md border px-2 py-1.5 text-body ${isChosen ? 'border-accent bg-accent-soft' : 'border-line'}`}
              data-testid="voice-option"
            >
              <CheckboxField
                id={inputId}
                checked={isChosen}
                onChange={() => onToggle(voice)}
                center
                className="min-w-0 flex-1"
                label={
                  <span className="flex min-w-0 items-center gap-2">
                    <VoicePortrait voice={voice} />
                    <span className="min-w-0 break-words">
                      <span className="font-medium">{voice.name}</span>{' '}
                      <span className="text-ink-muted">
                        {[voice.gender, voice.age_group, voice.nationality, voice.pitch ? `${voice.pitch} Hz` : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </span>
                }
              />
              <SamplePlayButton sampleId={`voice:${voice.id}`} label={voice.name} loadPath={() => loadSample(voice)} />
              <button
                type="button"
                aria-label={`Favourite ${voice.name}`}
                aria-pressed={voice.favorite}
                onClick={() => onFavorite(voice)}
                className="rounded p-1 hover:bg-fill focus-visible:outline-2 focus-visible:outline-accent"
              >
                <Star
                  aria-hidden
                  size={15}
                  className={voice.favorite ? 'fill-amber-400 text-amber-600' : 'text-ink-faint'}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
