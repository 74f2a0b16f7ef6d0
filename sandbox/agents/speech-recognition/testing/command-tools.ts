import type { ClientTool } from '../../../../contract/agents/launch';

/**
 * The client tools a launch from the studio declares (src/features/agent-panel/launch/studio-tool-definitions.ts,
 * which sandbox code may not import), plus a weather tool like the demos', for recognizer tests and the bench.
 */
export const COMMAND_TOOLS: ClientTool[] = [
  { function: { name: 'get_current_time', description: 'What time it is now for the user, with their time zone.' } },
  {
    function: {
      name: 'switch_theme',
      description: 'Switch the studio between its light and dark theme, or back to following the system.',
      parameters: {
        type: 'object',
        properties: {
          mode: { type: 'string', enum: ['dark', 'light', 'system'], description: 'The theme to switch to' },
        },
        required: ['mode'],
      },
    },
  },
  { function: { name: 'list_projects', description: 'List the user’s projects in the studio by name.' } },
  {
    function: {
      name: 'open_project',
      description: 'Open one of the user’s projects in the studio, by its name.',
      parameters: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The project’s name' } },
        required: ['name'],
      },
    },
  },
  {
    function: {
      name: 'get_weather',
      description: 'The weather now in a city.',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] },
    },
  },
];

/** A prompt naming the projects and cities a user of these tools would say. */
export const COMMAND_PROMPT =
  'You are the studio guide. The user’s projects are Harbour, Lighthouse and Meadow. You know the weather in Paris, London, Tokyo and Berlin.';
