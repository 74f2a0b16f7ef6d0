import { ConversionFigures } from '@/widgets/statistics/ConversionFigures';
import { useFolderStatistics } from '@/data/statistics/folder-statistics-query';

/** A folder's conversions by state, under its title (GET /api/stats/folders for this one folder). */
export function FolderFigures({ folderId }: { folderId: string }) {
  const stats = useFolderStatistics([folderId]).data?.find((item) => item.folder_id === folderId);
  return <ConversionFigures label="Conversions in this folder" counts={stats?.stats} />;
}
