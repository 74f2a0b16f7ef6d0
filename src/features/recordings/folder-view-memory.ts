/**
 * The query string (sort, direction, page) each folder view was last left with in this tab, so "back to the
 * folder" from an original returns to the same order and place rather than to the top.
 */
const lastSearch = new Map<string, string>();

export function rememberFolderSearch(folderId: string, search: string): void {
  lastSearch.set(folderId, search);
}

export function folderSearchOf(folderId: string | null | undefined): string {
  const search = folderId ? lastSearch.get(folderId) : undefined;
  return search ? `?${search}` : '';
}
