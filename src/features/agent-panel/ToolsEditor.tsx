import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import type { CustomToolDraft, LaunchErrors } from './launch-form';
import { STUDIO_TOOL_LABELS, STUDIO_TOOL_NAMES, type StudioToolName } from './studio-tool-definitions';

type Props = {
  studioTools: StudioToolName[];
  customTools: CustomToolDraft[];
  errors: LaunchErrors;
  onStudioToolsChange: (tools: StudioToolName[]) => void;
  onCustomToolsChange: (tools: CustomToolDraft[]) => void;
};

const areaClass = (error?: string) =>
  `mt-1 block w-full rounded-md border px-3 py-2 font-mono text-xs ${error ? 'border-red-500' : 'border-slate-300'}`;

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
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">Client tools</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {STUDIO_TOOL_NAMES.map((name) => (
          <label key={name} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={studioTools.includes(name)}
              onChange={(event) =>
                onStudioToolsChange(
                  event.target.checked ? [...studioTools, name] : studioTools.filter((other) => other !== name),
                )
              }
            />
            {STUDIO_TOOL_LABELS[name]} <code className="text-xs text-slate-600">{name}</code>
          </label>
        ))}
      </div>
      {customTools.map((tool, index) => {
        const error = (field: string) => errors[`client_tools.custom.${index}.${field}`];
        const toolError = errors[`client_tools.custom.${index}.`] ?? errors[`client_tools.custom.${index}.function`];
        return (
          <div
            key={tool.key}
            className="space-y-2 rounded-md border border-slate-200 p-3"
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
            <div>
              <label htmlFor={`${tool.key}-parameters`} className="block text-sm font-medium">
                Parameters (JSON Schema)
              </label>
              <textarea
                id={`${tool.key}-parameters`}
                rows={4}
                value={tool.parameters}
                onChange={(event) => change(index, { parameters: event.target.value })}
                aria-invalid={error('parameters') || error('function.parameters') ? true : undefined}
                aria-describedby={`${tool.key}-parameters-help`}
                className={areaClass(error('parameters') ?? error('function.parameters'))}
              />
              <p id={`${tool.key}-parameters-help`} className="mt-1 text-xs text-slate-600">
                {error('parameters') ??
                  error('function.parameters') ??
                  'An object with “properties” (each with a type and a description) and “required”; empty for a tool with no inputs.'}
              </p>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <div>
                <label htmlFor={`${tool.key}-behaviour`} className="block text-sm font-medium">
                  When called
                </label>
                <select
                  id={`${tool.key}-behaviour`}
                  value={tool.behaviour}
                  onChange={(event) => change(index, { behaviour: event.target.value as CustomToolDraft['behaviour'] })}
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
                >
                  <option value="result">Answer with this result</option>
                  <option value="throw">Fail (the handler throws)</option>
                </select>
              </div>
              {tool.behaviour === 'result' && (
                <div>
                  <label htmlFor={`${tool.key}-result`} className="block text-sm font-medium">
                    Result (JSON)
                  </label>
                  <textarea
                    id={`${tool.key}-result`}
                    rows={2}
                    value={tool.result}
                    onChange={(event) => change(index, { result: event.target.value })}
                    className={areaClass(error('result'))}
                    aria-invalid={error('result') ? true : undefined}
                  />
                  {error('result') && <p className="mt-1 text-xs text-red-700">{error('result')}</p>}
                </div>
              )}
            </div>
            {toolError && <p className="text-sm text-red-700">{toolError}</p>}
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
              key: crypto.randomUUID(),
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
    </fieldset>
  );
}
