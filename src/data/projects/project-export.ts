import type { Project } from '@contract/gateway/projects';
import { downloadFile } from '@/lib/http/download-file';

/** Saves the project's recordings (all, or the starred ones) as the zip the gateway builds. */
export const downloadProjectExport = (project: Pick<Project, 'id' | 'slug'>, starredOnly: boolean) =>
  downloadFile(`/api/projects/${project.id}/export`, { starred_only: starredOnly }, `${project.slug}.zip`);
