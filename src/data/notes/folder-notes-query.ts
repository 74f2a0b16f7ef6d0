import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoteList } from '../../../contract/gateway/notes';
import { apiJson } from '../../lib/api-client';
import { noteKeys } from './keys';

export const fetchFolderNotes = (folderId: string, signal?: AbortSignal) => apiJson(NoteList, '/api/notes', { query: { folder_id: folderId }, signal });

/** Every note in a folder (GET /api/notes answers a bare array). */
export const folderNotesQueryOptions = (folderId: string) =>
  queryOptions({ queryKey: noteKeys.ofFolder(folderId), queryFn: ({ signal }) => fetchFolderNotes(folderId, signal) });

export const useFolderNotes = (folderId: string) => useQuery(folderNotesQueryOptions(folderId));
