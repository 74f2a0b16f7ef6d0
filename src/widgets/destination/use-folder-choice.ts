import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { foldersQueryOptions } from '@/data/folders/folders-query';
import type { ProjectListParams } from '@/data/projects/keys';
import { projectsQueryOptions } from '@/data/projects/projects-query';

/**
 * A project, then one of its folders: what "Save to a project" and "Use this voice" both ask. Choosing another
 * project clears the folder, and `onChange` lets the caller clear what depends on either.
 */
export function useFolderChoice({
  order,
  enabled = true,
  onChange,
}: {
  order: Pick<ProjectListParams, 'sort' | 'direction'>;
  enabled?: boolean;
  onChange?: () => void;
}) {
  const [projectId, setProjectId] = useState('');
  const [folderId, setFolderId] = useState('');
  // The first hundred projects (the documented page maximum) in the caller's order.
  const projects = useQuery({ ...projectsQueryOptions({ ...order, limit: 100, offset: 0 }), enabled });
  const folders = useQuery({ ...foldersQueryOptions(projectId), enabled: enabled && projectId !== '' });
  return {
    projectId,
    folderId,
    projects,
    folders,
    project: projects.data?.list.find((candidate) => candidate.id === projectId),
    folder: folders.data?.find((candidate) => candidate.id === folderId),
    chooseProject(id: string) {
      setProjectId(id);
      setFolderId('');
      onChange?.();
    },
    chooseFolder(id: string) {
      setFolderId(id);
      onChange?.();
    },
  };
}

export type FolderChoice = ReturnType<typeof useFolderChoice>;
