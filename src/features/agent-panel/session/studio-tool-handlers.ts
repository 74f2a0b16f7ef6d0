import type { ThemeMode } from '@/components/theme/theme-store';
import type { StudioToolName } from '@/features/agent-panel/launch/studio-tool-definitions';
export type ProjectRef = { name: string; url: string };

/** What the ready tools may do to the studio; the page supplies them (theme store, project list, navigation). */
export type StudioActions = {
  setTheme: (mode: ThemeMode) => void;
  listProjects: () => Promise<ProjectRef[]>;
  openProject: (project: ProjectRef) => void;
  now?: () => Date;
};

export type ToolHandler = (args: Record<string, unknown>) => Promise<unknown>;

const THEMES: ThemeMode[] = ['light', 'dark', 'system'];

/**
 * The ready tools' handlers. Each does what it says in the studio and answers with what the agent needs to
 * say about it; a request it cannot serve (an unknown theme, a project that does not exist) throws, and the
 * session turns that into an error result, so the agent can say so and the turn ends.
 */
export function studioToolHandlers(actions: StudioActions): Record<StudioToolName, ToolHandler> {
  const now = actions.now ?? (() => new Date());
  return {
    get_current_time: async () => {
      const date = now();
      return {
        iso: date.toISOString(),
        local: date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' }),
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
    switch_theme: async ({ mode }) => {
      if (!THEMES.includes(mode as ThemeMode))
        throw new Error(`Unknown theme "${String(mode)}": use dark, light or system`);
      actions.setTheme(mode as ThemeMode);
      return { theme: mode };
    },
    list_projects: async () => {
      const projects = await actions.listProjects();
      return { count: projects.length, projects: projects.map((project) => project.name) };
    },
    open_project: async ({ name }) => {
      const wanted = String(name ?? '').toLowerCase();
      const projects = await actions.listProjects();
      // The model may pass the name alone or inside a phrase ("open the Narration project").
      const project =
        projects.find((candidate) => candidate.name.toLowerCase() === wanted) ??
        [...projects]
          .sort((a, b) => b.name.length - a.name.length)
          .find((candidate) => wanted.includes(candidate.name.toLowerCase()));
      if (!project) throw new Error(`No project is named "${String(name)}"`);
      actions.openProject(project);
      return { opened: project.name };
    },
  };
}
