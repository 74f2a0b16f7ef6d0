import { useNavigate } from 'react-router';
import { AgentPanelPage } from '../../features/agent-panel/AgentPanelPage';

/** Applies a theme for the "switch the theme" tool until the shell's theme store takes over. */
function applyTheme(mode: 'light' | 'dark' | 'system') {
  const dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = mode;
}

/** Lazy route module: the panel, the pipecat client and its transports load only with this page. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AgentPanelPage
      setTheme={applyTheme}
      openProject={(project) => void navigate(`/projects/${encodeURIComponent(project.url)}`)}
    />
  );
}
