import { Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import type { LaunchForm } from './launch-form';
import { useLaunchPresetsStore } from './launch-presets-store';

/** Save the launch form under a name in this browser, load it back, or delete it. */
export function LaunchPresets({ form, onLoad }: { form: LaunchForm; onLoad: (form: LaunchForm) => void }) {
  const id = useId();
  const { presets, save, remove } = useLaunchPresetsStore();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const names = Object.keys(presets).sort();
  return (
    <fieldset className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">Saved set-ups (this browser)</legend>
      <div>
        <label htmlFor={`${id}-load`} className="block text-xs font-medium">
          Saved set-up
        </label>
        <select
          id={`${id}-load`}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            const preset = presets[event.target.value];
            if (preset) onLoad(preset);
          }}
          className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">{names.length ? 'Load…' : 'None saved yet'}</option>
          {names.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <Button
          variant="ghost"
          aria-label={`Delete the set-up ${chosen}`}
          onClick={() => {
            remove(chosen);
            setChosen('');
          }}
        >
          <Trash2 aria-hidden size={16} />
        </Button>
      )}
      <div>
        <label htmlFor={`${id}-name`} className="block text-xs font-medium">
          Name for this set-up
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        />
      </div>
      <Button
        variant="secondary"
        disabled={!name.trim()}
        onClick={() => {
          save(name.trim(), form);
          setChosen(name.trim());
          setName('');
        }}
      >
        <Save aria-hidden size={16} /> Save set-up
      </Button>
    </fieldset>
  );
}
