import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { CustomToolDraft, LaunchErrors } from './launch-form';
import { STUDIO_TOOL_LABELS, STUDIO_TOOL_NAMES, type StudioToolName } from './studio-tool-definitions';
import { FieldGroup } from '@/components/ui/FieldGroup';
import { randomId } from '@/lib/browser/random-id';

type Props = {
  studioTools: StudioToolName[];
  customTools: CustomToolDraft[];
  errors: LaunchErrors;
  onStudioToolsChange: (tools: StudioToolName[]) => void;
  onCustomToolsChange: (tools: CustomToolDraft[]) => void;
};

const BEHAVIOURS: ReadonlyArray<readonly [CustomToolDraft['behaviour'], string]> = [
  ['result', 'Answer with this result'],
  ['throw', 'Fail (the handler throws)'],
];

const EXAMPLE_PARAMETERS = JSON.stringify(
  { type: 'object', properties: { city: { type: 'string', description: 'The city' } }, required: ['city'] },
  null,
  1,
);

/**
 * The client tools the agent may call: the studio's ready tools (each really acts on the studio) and tools the
 * user writes (name, description, JSON Schema parameters), checked by the launch contract. A written tool's
 * handler answers with the JSON given here, or throws, to see how a failing tool ends its turn.
 */
export function ToolsEditor({ studioTools, customTools, errors, onStudioToolsChange, onCustomToolsChange }: Props) {
  const change = (index: number, patch: Partial<CustomToolDraft>) =>
    onCustomToolsChange(customTools.map((tool, i) => (i === index ? { ...tool, ...patch } : tool)));
  return (
    <FieldGroup legend="Client tools">
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-body">
        {STUDIO_TOOL_NAMES.map((name) => (
          <CheckboxField
            key={name}
            center
            label={
              <span>
                {STUDIO_TOOL_LABELS[name]} <code className="text-caption text-ink-muted">{name}</code>
              </span>
            }
            checked={studioTools.includes(name)}
            onChange={(on) =>
              onStudioToolsChange(on ? [...studioTools, name] : studioTools.filter((other) => other !== name))
            }
          />
        ))}
      </div>
      {customTools.map((tool, index) => {
        const error = (field: string) => errors[`client_tools.custom.${index}.${field}`];
        const toolError = errors[`client_tools.custom.${index}.`] ?? errors[`client_tools.custom.${index}.function`];
        return (
          <div
            key={tool.key}
            className="space-y-2 rounded-md border border-line p-3"
            role="group"
            aria-label={`Tool ${index + 1}`}
          >
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                label="Tool name"
                value={tool.name}
                onChange={(name) => change(index, { name })}
                error={error('function.name')}
                hint="Up to 64 letters, digits, _ and -: the name the model calls"
              />
              <TextField
                label="Tool description"
                value={tool.description}
                onChange={(description) => change(index, { description })}
                error={error('function.description')}
              />
            </div>
            <TextAreaField
              label="Parameters (JSON Schema)"
              rows={4}
              value={tool.parameters}
              onChange={(parameters) => change(index, { parameters })}
              error={error('parameters') ?? error('function.parameters')}
              hint="An object with “properties” (each with a type and a description) and “required”; empty for a tool with no inputs."
              code
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <SelectField
                label="When called"
                value={tool.behaviour}
                onChange={(behaviour) => change(index, { behaviour: behaviour as CustomToolDraft['behaviour'] })}
                options={BEHAVIOURS}
              />
              {tool.behaviour === 'result' && (
                <TextAreaField
                  label="Result (JSON)"
                  rows={2}
                  value={tool.result}
                  onChange={(result) => change(index, { result })}
                  error={error('result')}
                  code
                />
              )}
            </div>
            {toolError && <p className="text-body text-danger">{toolError}</p>}
            <Button
              variant="ghost"
              onClick={() => onCustomToolsChange(customTools.filter((_, i) => i !== index))}
              aria-label={`Remove tool ${tool.name || index + 1}`}
            >
              <Trash2 aria-hidden size={16} /> Remove
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          onCustomToolsChange([
            ...customTools,
            {
              key: randomId(),
              name: '',
              description: '',
              parameters: EXAMPLE_PARAMETERS,
              behaviour: 'result',
              result: '{"ok": true}',
            },
          ])
        }
      >
        <Plus aria-hidden size={16} /> Add a tool
      </Button>
    </FieldGroup>
  );
}
