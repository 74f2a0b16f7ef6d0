import { Link } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { RowPlayer } from '@/widgets/audio/RowPlayer';
import { useProjects } from '@/data/projects/projects-query';
import { useRecentRecordings } from '@/data/recordings/recent-recordings-query';
import { formatDate, formatDuration } from '@/lib/format/human-readable';
import { itemOf } from './OriginalRow';
import { recordingTitle } from './recording-title';

/** How many recent originals are shown. */
const SHOWN = 6;
/** The projects read to name them: the most recently recorded into, as many as one page holds. */
const NAMING_PROJECTS = { sort: 'last_recording_at', direction: 'desc', limit: 100, offset: 0 } as const;

type Props = { recordingHref: (project: Project, folderId: string, recordingId: string) => string };

/**
 * The newest originals across all projects, each playable in place and linked to its page, so the work of the
 * last days is one click away. Two requests: the account's newest recordings, and its most recently recorded
 * projects to name them; an original whose project is not among those is left out.
 */
export function RecentOriginals({ recordingHref }: Props) {
  const recent = useRecentRecordings();
  const projects = useProjects(NAMING_PROJECTS);
  const byId = new Map((projects.data?.list ?? []).map((project) => [project.id, project]));
  const originals = (recent.data ?? [])
    .filter(
      (recording) => recording.type === 'original' && recording.parent_folder_id && byId.has(recording.project_id),
    )
    .slice(0, SHOWN);
  if (originals.length === 0) return null;
  return (
    <section aria-labelledby="recent-originals-title" className="space-y-2">
      <h2 id="recent-originals-title" className="text-subheading font-semibold">
        Recent originals
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="recent-originals">
        {originals.map((recording) => {
          const project = byId.get(recording.project_id)!;
          const title = recordingTitle(recording);
          return (
            <li
              key={recording.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-raised p-3"
              data-testid="recent-original"
            >
              <span className="w-28 shrink-0">
                <RowPlayer item={itemOf(recording)} waveformUrl={recording.waveform_url} label={title} />
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={recordingHref(project, recording.parent_folder_id!, recording.id)}
                  className="block truncate font-medium hover:underline"
                >
                  {title}
                </Link>
                <span className="block truncate text-caption text-ink-muted">
                  {project.name} · {formatDuration(recording.duration)} · {formatDate(recording.created_at)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
