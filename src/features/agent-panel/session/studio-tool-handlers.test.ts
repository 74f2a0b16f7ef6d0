import { describe, expect, it, vi } from 'vitest';
import { studioToolHandlers } from './studio-tool-handlers';

const projects = [
  { name: 'Radio spot', url: 'radio-spot' },
  { name: 'Radio', url: 'radio' },
];
const setup = () => {
  const actions = {
    setTheme: vi.fn(),
    openProject: vi.fn(),
    listProjects: vi.fn(async () => projects),
    now: () => new Date('2026-03-01T09:30:00Z'),
  };
  return { actions, tools: studioToolHandlers(actions) };
};

describe('studioToolHandlers', () => {
  it('tells the time and lists the projects by name', async () => {
    const { tools } = setup();
    expect(await tools.get_current_time({})).toMatchObject({ iso: '2026-03-01T09:30:00.000Z' });
    expect(await tools.list_projects({})).toEqual({ count: 2, projects: ['Radio spot', 'Radio'] });
  });

  it('switches the theme, and refuses a theme that does not exist', async () => {
    const { tools, actions } = setup();
    expect(await tools.switch_theme({ mode: 'dark' })).toEqual({ theme: 'dark' });
    expect(actions.setTheme).toHaveBeenCalledWith('dark');
    await expect(tools.switch_theme({ mode: 'purple' })).rejects.toThrow('Unknown theme "purple"');
  });

  it('opens a project named exactly or inside a phrase (the longest name wins), and throws for an unknown one', async () => {
    const { tools, actions } = setup();
    expect(await tools.open_project({ name: 'radio' })).toEqual({ opened: 'Radio' });
    expect(await tools.open_project({ name: 'Open the Radio spot project' })).toEqual({ opened: 'Radio spot' });
    expect(actions.openProject).toHaveBeenLastCalledWith(projects[0]);
    await expect(tools.open_project({ name: 'Podcast' })).rejects.toThrow('No project is named "Podcast"');
  });
});
