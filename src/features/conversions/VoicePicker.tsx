import { Star } from 'lucide-react';
import { useId } from 'react';
import type { Voice } from '@contract/gateway/voices';
import { SamplePlayButton } from '@/widgets/audio/SamplePlayButton';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmptyState } from '@/components/ui/EmptyState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { VoicePortrait } from '@/widgets/voices/VoicePortrait';
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
  /** The accents the catalogue speaks, for the accent filter. */
  accents: readonly string[];
  loading: boolean;
  filters: VoiceFilters;
  onFilters: (change: Partial<VoiceFilters>) => void;
  chosen: ReadonlySet<string>;
  onToggle: (voice: Voice) => void;
  onFavorite: (voice: Voice) => void;
  /** Finds a voice's sample when its play button is first pressed, so a voice is heard before it is paid for. */
  loadSample: (voice: Voice) => Promise<string | null>;
  /** Finds an accent's sample, so each of a voice's accents can be heard too. */
  loadAccentSample: (accentId: string) => Promise<string | null>;
  error?: string | undefined;
};

/**
 * Choosing voices: search, filters (gender, age, kind, accent, favourites), favourites first (the order comes from
 * pickableVoices), one card per voice in a grid with its checkbox, its sample and a sample per accent, all played
 * through the studio's one player.
 */
export function VoicePicker({
  voices,
  total,
  accents,
  loading,
  filters,
  onFilters,
  chosen,
  onToggle,
  onFavorite,
  loadSample,
  loadAccentSample,
  error,
}: Props) {
  const ids = { list: useId(), error: useId() };
  return (
    <fieldset className="@container space-y-3" aria-describedby={error ? ids.error : undefined}>
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
        <SelectField
          label="Accent"
          compact
          value={filters.accent}
          onChange={(accent) => onFilters({ accent })}
          options={[['', 'Any'], ...accents.map((name) => [name, name] as const)]}
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
        className="grid max-h-[32rem] grid-cols-1 gap-2 overflow-auto p-0.5 @lg:grid-cols-2 @4xl:grid-cols-3 lg:max-h-none lg:overflow-visible"
      >
        {voices.map((voice) => {
          const isChosen = chosen.has(voice.id);
          const inputId = `${ids.list}-${voice.id}`;
          return (
            <li
              key={voice.id}
              className={`flex flex-col gap-2 rounded-lg border p-2.5 text-body ${isChosen ? 'border-accent bg-accent-soft' : 'border-line'}`}
              data-testid="voice-option"
            >
              <div className="flex items-start gap-2">
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
                        <span className="block font-medium">{voice.name}</span>
                        <span className="block text-caption text-ink-muted">
                          {[voice.gender, voice.age_group, voice.nationality, voice.pitch ? `${voice.pitch} Hz` : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                    </span>
                  }
                />
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
              </div>
              <div className="flex flex-wrap items-center gap-1.5 text-caption text-ink-muted">
                <SamplePlayButton
                  sampleId={`voice:${voice.id}`}
                  label={voice.name}
                  loadPath={() => loadSample(voice)}
                />
                {voice.accents.map((accent) => (
                  <span
                    key={accent.id}
                    className="inline-flex items-center gap-1 rounded-full border border-line py-0.5 pr-2 pl-0.5"
                  >
                    <SamplePlayButton
                      sampleId={`accent:${accent.id}`}
                      label={`${voice.name}, ${accent.info.name}`}
                      loadPath={() => loadAccentSample(accent.id)}
                    />
                    {accent.info.name}
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
