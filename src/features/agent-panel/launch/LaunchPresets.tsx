import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { LaunchForm } from './launch-form';
import { useLaunchPresetsStore } from './launch-presets-store';
import { FieldGroup } from '@/components/ui/FieldGroup';

/** Save the launch form under a name in this browser, load it back, or delete it. */
export function LaunchPresets({ form, onLoad }: { form: LaunchForm; onLoad: (form: LaunchForm) => void }) {
  const { presets, save, remove } = useLaunchPresetsStore();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const names = Object.keys(presets).sort();
  return (
    <FieldGroup legend="Saved set-ups (this browser)" className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Saved set-up"
        compact
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          const preset = presets[value];
          if (preset) onLoad(preset);
        }}
        options={[['', names.length ? 'Load…' : 'None saved yet'], ...names.map((preset) => [preset, preset] as const)]}
      />
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
      <TextField label="Name for this set-up" compact value={name} onChange={setName} />
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
    </FieldGroup>
  );
}
