import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { VoiceSort } from '@contract/gateway/voices';
import { CheckboxChips } from '@/components/ui/CheckboxChips';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { FILTER_LABELS, SORT_LABELS } from './voice-labels';
import { activeFilterCount, ENUM_FILTER_NAMES, type EnumFilter, type VoiceListState } from './voice-list-state';

type Props = { state: VoiceListState; onChange: (change: Partial<VoiceListState>) => void };

/** A text filter that waits for a pause in typing before it changes the URL (one history entry, one request). */
function useTypedFilter(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed from outside (back button, a shared link): show what it says.
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText] as const;
}

/**
 * Name and nationality search, a multi-select per enumerated field, favourites, sort, direction and the view. On a
 * phone only the name search shows; the rest folds behind "Filters (N)", N the filters in force, so the voices
 * start on the first screen.
 */
export function VoiceFilters({ state, onChange }: Props) {
  const id = useId();
  const wide = useMediaQuery(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  const folded = !wide && !open;
  const [name, setName] = useTypedFilter(state.name, (text) => onChange({ name: text }));
  const [nationality, setNationality] = useTypedFilter(state.nationality, (text) => onChange({ nationality: text }));
  const toggle = (field: EnumFilter, value: string) => {
    const chosen = state[field] as string[];
    onChange({ [field]: chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value] });
  };

  return (
    <section aria-label="Filters" className="space-y-3 rounded-xl border border-line bg-raised p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex items-end gap-2">
          <TextField
            label="Name or artist"
            type="search"
            compact
            value={name}
            onChange={setName}
            className="min-w-0 flex-1"
          />
          {!wide && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-more`}
              onClick={() => setOpen(!open)}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-3 py-2 text-body text-ink hover:bg-sunken"
            >
              <SlidersHorizontal aria-hidden size={16} /> Filters ({activeFilterCount(state)})
            </button>
          )}
        </div>
        <div id={`${id}-more`} hidden={folded} className="contents">
          <TextField label="Nationality" type="search" compact value={nationality} onChange={setNationality} />
          <div className="flex items-end gap-1">
            <SelectField
              label="Sort by"
              compact
              value={state.sort}
              onChange={(sort) => onChange({ sort: VoiceSort.parse(sort) })}
              options={VoiceSort.options.map((sort) => [sort, SORT_LABELS[sort]] as const)}
              className="min-w-0 flex-1"
            />
            <button
              type="button"
              onClick={() => onChange({ direction: state.direction === 'asc' ? 'desc' : 'asc' })}
              aria-label={
                state.direction === 'asc' ? 'Ascending; switch to descending' : 'Descending; switch to ascending'
              }
              className="rounded-md border border-line-strong bg-raised px-2 py-2 text-ink hover:bg-sunken"
            >
              {state.direction === 'asc' ? (
                <ArrowUpNarrowWide aria-hidden size={16} />
              ) : (
                <ArrowDownWideNarrow aria-hidden size={16} />
              )}
            </button>
          </div>
          <div className="flex items-end justify-between gap-3">
            <CheckboxField
              label="Favourites only"
              center
              checked={state.favourites}
              onChange={(favourites) => onChange({ favourites })}
              className="pb-1.5"
            />
            <div role="radiogroup" aria-label="View" className="flex rounded-md border border-line-strong">
              {(
                [
                  ['grid', 'Grid', LayoutGrid],
                  ['list', 'List', List],
                ] as const
              ).map(([view, label, Icon]) => (
                <button
                  key={view}
                  type="button"
                  role="radio"
                  aria-checked={state.view === view}
                  aria-label={label}
                  onClick={() => onChange({ view })}
                  className={`px-2 py-1.5 ${state.view === view ? 'bg-accent text-on-accent' : 'bg-raised text-ink hover:bg-sunken'}`}
                >
                  <Icon aria-hidden size={16} />
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
      <div hidden={folded} className="flex flex-wrap gap-x-6 gap-y-2">
        {ENUM_FILTER_NAMES.map((field) => (
          <CheckboxChips
            key={field}
            legend={FILTER_LABELS[field].title}
            options={Object.entries(FILTER_LABELS[field].values)}
            chosen={state[field] as string[]}
            onToggle={(value) => toggle(field, value)}
          />
        ))}
      </div>
    </section>
  );
}
