import { useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NameDialog } from '../../components/ui/NameDialog';
import { downloadFile } from '../../lib/download-file';
import { deleteProject, projectKeys, renameProject } from './projects-api';

/** The project's title with its project-level actions: rename, export (all or starred), delete. */
export function ProjectHeader({ project }: { project: Project }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function exportZip(starredOnly: boolean) {
    setExporting(true);
    try {
      await downloadFile(`/api/projects/${project.id}/export`, { starred_only: starredOnly }, `${project.slug}.zip`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div>
        <Link to="/projects" className="text-sm text-slate-500 hover:underline">
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
      {dialog === 'rename' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Rename “${project.name}”`}
          fieldLabel="Project name"
          submitLabel="Rename"
          initialName={project.name}
          onSubmit={async (name) => {
            await renameProject(project.id, name);
            await queryClient.invalidateQueries({ queryKey: projectKeys.all });
          }}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Delete “${project.name}”?`}
          description="Its folders, recordings and conversions are deleted with it. This cannot be undone."
          confirmLabel="Delete project"
          onConfirm={async () => {
            await deleteProject(project.id);
            queryClient.removeQueries({ queryKey: projectKeys.all });
            await navigate('/projects', { replace: true });
          }}
        />
      )}
    </header>
  );
}
