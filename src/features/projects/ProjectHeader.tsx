import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { Button } from '@/components/ui/Button';
import { OverflowMenu, type MenuAction } from '@/components/ui/OverflowMenu';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { downloadProjectExport } from '@/data/projects/project-export';
import { DeleteProjectDialog, RenameProjectDialog } from './ProjectDialogs';
import { lastRecordingAt } from './last-recording';

type Props = { project: Project; projectsHref: string; onDeleted: () => void };

/** The project's title with its project-level actions (export all or starred, rename, delete): buttons, or one menu on a phone. */
export function ProjectHeader({ project, projectsHref, onDeleted }: Props) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportZip(starredOnly: boolean) {
    setExporting(true);
    try {
      await downloadProjectExport(project, starredOnly);
    } finally {
      setExporting(false);
    }
  }

  const wide = useMediaQuery(WIDE_QUERY);
  // A project no recording was ever made in has nothing to export: said, rather than a failure toast. (One whose
  // recordings were all deleted since still offers it: the project's record cannot tell that apart.)
  const empty = lastRecordingAt(project) === null;
  const actions: MenuAction[] = [
    {
      label: 'Export all',
      icon: <Download aria-hidden size={16} />,
      disabled: exporting || empty,
      onSelect: () => void exportZip(false),
    },
    {
      label: 'Export starred',
      icon: <Download aria-hidden size={16} />,
      disabled: exporting || empty,
      onSelect: () => void exportZip(true),
    },
    { label: 'Rename project', icon: <Pencil aria-hidden size={16} />, onSelect: () => setDialog('rename') },
    {
      label: 'Delete project',
      icon: <Trash2 aria-hidden size={16} />,
      danger: true,
      onSelect: () => setDialog('delete'),
    },
  ];

  return (
    <header className="mb-6 flex items-center justify-between gap-3 md:flex-wrap">
      <div className="min-w-0">
        <Link to={projectsHref} className="text-body text-ink-faint hover:underline">
          Projects
        </Link>
        <h1 className="text-title font-semibold break-words">{project.name}</h1>
        {empty && (
          <p className="text-body text-ink-muted" data-testid="nothing-to-export">
            Nothing to export yet: this project has no recordings.
          </p>
        )}
      </div>
      {wide ? (
        <div className="flex flex-wrap gap-2">
          {actions.map(({ label, icon, onSelect, disabled, danger }) => (
            <Button key={label} variant={danger ? 'danger' : 'secondary'} disabled={disabled} onClick={onSelect}>
              {icon} {label}
            </Button>
          ))}
        </div>
      ) : (
        <OverflowMenu label="Project actions" actions={actions} />
      )}
      {dialog === 'rename' && <RenameProjectDialog project={project} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteProjectDialog project={project} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      )}
    </header>
  );
}
