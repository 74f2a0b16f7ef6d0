import type { Direction } from '@contract/gateway/common';

/**
 * One root for /api/recordings*: originals and conversions are one resource (a conversion is a recording whose
 * `original_id` is set), so every list and record of either lives under `recordings`, grouped by what a change
 * touches. A change to a recording in a folder invalidates `folder(id)`; a change to a conversion also
 * `original(id)` (its original's conversion list and count); the record itself is `detail(id)`.
 */
export const recordingKeys = {
  all: ['recordings'] as const,
  /** Everything listed for a folder: its pages of originals, the conversion summary, the counts. */
  folder: (folderId: string) => [...recordingKeys.all, 'folder', folderId] as const,
  originalsPage: (folderId: string, direction: Direction, page: number) =>
    [...recordingKeys.folder(folderId), 'originals', direction, page] as const,
  folderConversions: (folderId: string) => [...recordingKeys.folder(folderId), 'conversions'] as const,
  folderCounts: (folderId: string) => [...recordingKeys.folder(folderId), 'counts'] as const,
  /** Everything derived from one original: its conversions and how many there are. */
  original: (originalId: string) => [...recordingKeys.all, 'original', originalId] as const,
  conversions: (originalId: string) => [...recordingKeys.original(originalId), 'conversions'] as const,
  conversionCount: (originalId: string) => [...recordingKeys.original(originalId), 'conversion-count'] as const,
  detail: (id: string) => [...recordingKeys.all, 'detail', id] as const,
  /** A project's recording count and newest recording (the projects home's cards). */
  projectSummary: (projectId: string) => [...recordingKeys.all, 'project-summary', projectId] as const,
  /** The account's newest recordings across its projects. */
  recent: () => [...recordingKeys.all, 'recent'] as const,
  /** A recording's waveform peaks never change once made: keyed by the file they come from. */
  peaks: (waveformUrl: string | null | undefined) => [...recordingKeys.all, 'peaks', waveformUrl] as const,
};
