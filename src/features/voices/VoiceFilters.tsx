import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { VoiceSort } from '../../../contract/gateway/voices';
import { FILTER_LABELS, SORT_LABELS } from './voice-labels';
import { ENUM_FILTER_NAMES, type EnumFilter, type VoiceListState } from './voice-list-state';

type Props = { state: VoiceListState; onChange: (change: Partial<VoiceListState>) => void };

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';

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

/** Name and nationality search, a multi-select per enumerated field, favourites, sort, direction and the view. */
export function VoiceFilters({ state, onChange }: Props) {
  const id = useId();
  const [name, setName] = useTypedFilter(state.name, (text) => onChange({ name: text }));
  const [nationality, setNationality] = useTypedFilter(state.nationality, (text) => onChange({ nationality: text }));
  const toggle = (field: EnumFilter, value: string) => {
    const chosen = state[field] as string[];
    onChange({ [field]: chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value] });
  };

  return (
    <section aria-label="Filters" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-700">
            Name or artist
          </label>
          <input id={`${id}-name`} type="search" value={name} onChange={(event) => setName(event.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-nationality`} className="text-xs font-medium text-slate-700">
            Nationality
          </label>
          <input
            id={`${id}-nationality`}
            type="search"
            value={nationality}
            onChange={(event) => setNationality(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="text-xs font-medium text-slate-700">
            Sort by
          </label>
          <div className="mt-1 flex gap-1">
            <select
              id={`${id}-sort`}
              value={state.sort}
              onChange={(event) => onChange({ sort: VoiceSort.parse(event.target.value) })}
              className={`${inputClass} mt-0`}
            >
              {VoiceSort.options.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => onChange({ direction: state.direction === 'asc' ? 'desc' : 'asc' })}
              aria-label={state.direction === 'asc' ? 'Ascending; switch to descending' : 'Descending; switch to ascending'}
              className="rounded-md border border-slate-300 bg-white px-2 text-slate-800 hover:bg-slate-50"
            >
              {state.direction === 'asc' ? <ArrowUpNarrowWide aria-hidden size={16} /> : <ArrowDownWideNarrow aria-hidden size={16} />}
            </button>
          </div>
        </div>
        <div className="flex items-end justify-between gap-3">
          <label className="flex items-center gap-2 pb-1.5 text-sm text-slate-800">
            <input type="checkbox" checked={state.favourites} onChange={(event) => onChange({ favourites: event.target.checked })} />
            Favourites only
          </label>
          <div role="radiogroup" aria-label="View" className="flex rounded-md border border-slate-300">
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
                className={`px-2 py-1.5 ${state.view === view ? 'bg-indigo-600 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
              >
                <Icon aria-hidden size={16} />
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {ENUM_FILTER_NAMES.map((field) => (
          <fieldset key={field} className="min-w-0">
            <legend className="text-xs font-medium text-slate-700">{FILTER_LABELS[field].title}</legend>
            <div className="mt-1 flex flex-wrap gap-1.5">
              {Object.entries(FILTER_LABELS[field].values).map(([value, label]) => {
                const checked = (state[field] as string[]).includes(value);
                return (
                  <label
                    key={value}
                    className={`cursor-pointer rounded-full border px-2.5 py-0.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${checked ? 'border-indigo-600 bg-indigo-50 text-indigo-800' : 'border-slate-300 text-slate-700'}`}
                  >
                    <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(field, value)} />
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
