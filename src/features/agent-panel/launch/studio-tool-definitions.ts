import type { ClientTool } from '@contract/agents/launch';

/** The ready tools that act on the studio, as the agent is told about them. */
export const STUDIO_TOOLS = {
  get_current_time: {
    function: { name: 'get_current_time', description: 'What time it is now for the user, with their time zone.' },
  },
  switch_theme: {
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
  list_projects: {
    function: { name: 'list_projects', description: 'List the user’s projects in the studio by name.' },
  },
  open_project: {
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
} satisfies Record<string, ClientTool>;

export type StudioToolName = keyof typeof STUDIO_TOOLS;
export const STUDIO_TOOL_NAMES = Object.keys(STUDIO_TOOLS) as StudioToolName[];
export const STUDIO_TOOL_LABELS: Record<StudioToolName, string> = {
  get_current_time: 'What time it is',
  switch_theme: 'Switch the theme',
  list_projects: 'List my projects',
  open_project: 'Open a project',
};
