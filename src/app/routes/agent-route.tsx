import { useNavigate } from 'react-router';
import { AgentPanelPage } from '@/features/agent-panel/AgentPanelPage';
import { setTheme } from '@/components/theme/theme-store';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { projectPath } from '@/app/paths';

/** Lazy route module: the panel and the pipecat client load only with this page, its transports only with a session. */
export function Component() {
  const navigate = useNavigate();
  usePageTitle('Voice agent');
  return <AgentPanelPage setTheme={setTheme} openProject={(project) => void navigate(projectPath(project))} />;
}
