import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { Button } from '../../components/ui/Button';
import { downloadProjectExport } from '../../data/projects/project-export';
import { DeleteProjectDialog, RenameProjectDialog } from './ProjectDialogs';

type Props = { project: Project; projectsHref: string; onDeleted: () => void };

/** The project's title with its project-level actions: rename, export (all or starred), delete. */
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

  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div>
        <Link to={projectsHref} className="text-sm text-slate-500 hover:underline">
          Projects
        </Link>
        <h1 className="text-2xl font-semibold">{project.name}</h1>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={exporting} onClick={() => void exportZip(false)}>
          <Download aria-hidden size={16} /> Export all
        </Button>
        <Button variant="secondary" disabled={exporting} onClick={() => void exportZip(true)}>
          <Download aria-hidden size={16} /> Export starred
        </Button>
        <Button variant="secondary" onClick={() => setDialog('rename')}>
          <Pencil aria-hidden size={16} /> Rename project
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden size={16} /> Delete project
        </Button>
      </div>
      {dialog === 'rename' && <RenameProjectDialog project={project} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteProjectDialog project={project} onClose={() => setDialog(null)} onDeleted={onDeleted} />}
    </header>
  );
}
