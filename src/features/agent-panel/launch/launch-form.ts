import type { ClientTool } from '@contract/agents/launch';
import {
  DEFAULT_USER_TURN_MAX_SILENCE_SECS,
  DEFAULT_VAD,
  LaunchRequest,
  type AgentTransport,
} from '@contract/agents/launch';
import { STUDIO_TOOL_NAMES, type StudioToolName } from './studio-tool-definitions';
import * as z from 'zod/mini';

// The contract is written with zod/mini, which carries no messages; this form shows zod's English ones under the
// fields it checks (the rest of the studio only logs schema drift, so only this page pays for the text).
z.config(z.locales.en());

/** A tool the user writes in the editor; its handler answers with `result` (JSON) or throws, to try both paths. */
export type CustomToolDraft = {
  key: string;
  name: string;
  description: string;
  parameters: string;
  behaviour: 'result' | 'throw';
  result: string;
};

/** The launch form as typed: numbers and JSON stay text until checked, so a bad value is shown, not lost. */
export type LaunchForm = {
  promptKind: 'system_prompt' | 'preset';
  systemPrompt: string;
  preset: string;
  voiceId: string;
  transport: AgentTransport;
  llmTemperature: string;
  vad: { confidence: string; start_secs: string; stop_secs: string; min_volume: string };
  userTurnMaxSilenceSecs: string;
  voiceSamplingParams: string;
  studioTools: StudioToolName[];
  customTools: CustomToolDraft[];
};

export const DEFAULT_LAUNCH_FORM: LaunchForm = {
  promptKind: 'system_prompt',
  systemPrompt: 'You are the Voice Studio assistant. Be brief and friendly, and use the studio tools when asked.',
  preset: '',
  voiceId: '',
  transport: 'websocket',
  llmTemperature: '',
  vad: {
    confidence: String(DEFAULT_VAD.confidence),
    start_secs: String(DEFAULT_VAD.start_secs),
    stop_secs: String(DEFAULT_VAD.stop_secs),
    min_volume: String(DEFAULT_VAD.min_volume),
  },
  userTurnMaxSilenceSecs: String(DEFAULT_USER_TURN_MAX_SILENCE_SECS),
  voiceSamplingParams: '{}',
  studioTools: [...STUDIO_TOOL_NAMES],
  customTools: [],
};

/** The document's rule for each field, shown under it (docs/service-api.md#launch). */
export const FIELD_RULES = {
  system_prompt: 'Required unless a preset is given; when both are given, the prompt wins.',
  preset: 'The name of a prompt configured on the server; ignored when a system prompt is given.',
  llm_temperature: '0 to 1 inclusive; empty uses the model’s default.',
  'vad_settings.confidence': '0 to 1 (default 0.7): the minimum speech probability that counts as speech.',
  'vad_settings.start_secs':
    '0 or more seconds (default 0.2) that speech must last before the user counts as speaking.',
  'vad_settings.stop_secs':
    '0 or more seconds (default 0.2) of silence that ends a burst of speech; raising it adds response delay.',
  'vad_settings.min_volume':
    '0 to 1 (default 0.6): the minimum loudness that counts as speech; 0 turns the volume gate off.',
  user_turn_max_silence_secs:
    'Seconds (default 1.5) the agent waits after the user goes quiet: more than vad_settings.stop_secs, at most 5.',
  voice_sampling_params:
    'A JSON object of text-to-speech sampling parameters, e.g. {"temperature": 0.5, "top_p": 0.8}.',
} as const;

/** Per-field messages keyed by the request path (`vad_settings.stop_secs`, `client_tools.0.function.name`, …). */
export type LaunchErrors = Record<string, string>;

const RULED_NUMBERS: Record<string, string> = {
  llm_temperature: 'Must be 0 to 1',
  'vad_settings.confidence': 'Must be 0 to 1',
  'vad_settings.start_secs': 'Must be 0 or more',
  'vad_settings.stop_secs': 'Must be 0 or more',
  'vad_settings.min_volume': 'Must be 0 to 1',
  user_turn_max_silence_secs: 'Must be more than 0 and at most 5',
};

function numberField(text: string, path: string, errors: LaunchErrors): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) errors[path] = 'Enter a number';
  return Number.isFinite(value) ? value : undefined;
}

function jsonField(text: string, path: string, errors: LaunchErrors): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    errors[path] = 'Not valid JSON';
    return undefined;
  }
}

/** A custom tool as the contract wants it; JSON Schema parameters parsed from the editor's text. */
function customTool(draft: CustomToolDraft, index: number, errors: LaunchErrors): ClientTool {
  const parameters = jsonField(draft.parameters, `client_tools.custom.${index}.parameters`, errors);
  if (draft.behaviour === 'result') jsonField(draft.result, `client_tools.custom.${index}.result`, errors);
  return {
    function: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      ...(parameters === undefined ? {} : { parameters: parameters as ClientTool['function']['parameters'] }),
    },
  };
}

/**
 * The launch request the form describes, checked by the contract's own schema (the same one the proxy and the
 * sandbox apply), with each failure keyed to its field. `declared` lists the tools in request order, so an error
 * at `client_tools.N` can be put on the right editor row.
 */
export function buildLaunchRequest(
  form: LaunchForm,
  studioTools: ClientTool[],
): { request: LaunchRequest | null; errors: LaunchErrors } {
  const errors: LaunchErrors = {};
  const vad = {
    confidence: numberField(form.vad.confidence, 'vad_settings.confidence', errors),
    start_secs: numberField(form.vad.start_secs, 'vad_settings.start_secs', errors),
    stop_secs: numberField(form.vad.stop_secs, 'vad_settings.stop_secs', errors),
    min_volume: numberField(form.vad.min_volume, 'vad_settings.min_volume', errors),
  };
  const sampling = jsonField(form.voiceSamplingParams, 'voice_sampling_params', errors);
  const custom = form.customTools.map((draft, index) => customTool(draft, index, errors));
  const temperature = numberField(form.llmTemperature, 'llm_temperature', errors);
  const silence = numberField(form.userTurnMaxSilenceSecs, 'user_turn_max_silence_secs', errors);
  const request: LaunchRequest = {
    ...(form.promptKind === 'system_prompt'
      ? { system_prompt: form.systemPrompt.trim() || undefined }
      : { preset: form.preset.trim() || undefined }),
    ...(form.voiceId ? { voice_id: form.voiceId } : {}),
    transport: form.transport,
    client_tools: [...studioTools, ...custom],
    ...(temperature === undefined ? {} : { llm_temperature: temperature }),
    vad_settings: Object.fromEntries(Object.entries(vad).filter(([, value]) => value !== undefined)),
    ...(silence === undefined ? {} : { user_turn_max_silence_secs: silence }),
    ...(sampling === undefined ? {} : { voice_sampling_params: sampling as LaunchRequest['voice_sampling_params'] }),
  };
  const parsed = LaunchRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      let path = issue.path.join('.');
      // Custom tools follow the ready ones in the request; errors are keyed by their row in the editor.
      const toolIndex =
        issue.path[0] === 'client_tools' && typeof issue.path[1] === 'number'
          ? issue.path[1] - studioTools.length
          : null;
      if (toolIndex !== null && toolIndex >= 0)
        path = `client_tools.custom.${toolIndex}.${issue.path.slice(2).join('.')}`;
      errors[path] ??= RULED_NUMBERS[path] && issue.code !== 'custom' ? RULED_NUMBERS[path]! : issue.message;
    }
  }
  const names = [...studioTools, ...custom].map((tool) => tool.function.name);
  names.forEach((name, index) => {
    if (index >= studioTools.length && names.indexOf(name) !== index)
      errors[`client_tools.custom.${index - studioTools.length}.function.name`] ??= 'Another tool has this name';
  });
  return { request: Object.keys(errors).length === 0 ? request : null, errors };
}
