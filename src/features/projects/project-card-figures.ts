import type { Project } from '@contract/gateway/projects';
import type { ProjectStats } from '@contract/gateway/stats';
import type { ProjectRecordingsSummary } from '@/data/recordings/project-recordings-query';
import { lastRecordingAt } from './last-recording';

/** What a project's card says; a figure is undefined until the request it comes from has answered. */
export type ProjectCardFigures = {
  originals: number | undefined;
  conversions: number | undefined;
  /** Seconds of finished conversions. */
  convertedSeconds: number | undefined;
  /** The newest of: a recording made, a conversion finished. Null when the project holds nothing yet. */
  lastActivity: string | null;
};

/**
 * A card's figures from what the gateway offers: the statistics count conversions and converted time; the
 * project's recordings list counts originals and conversions together, so the originals are the difference. Its
 * newest row, and the project's own `last_recording_at`, tell the last activity.
 */
export function projectCardFigures(
  project: Pick<Project, 'created_at' | 'last_recording_at'>,
  recordings: ProjectRecordingsSummary | undefined,
  stats: ProjectStats[number] | undefined,
): ProjectCardFigures {
  const conversions = stats?.conversions.total;
  const originals = recordings && conversions !== undefined ? Math.max(0, recordings.count - conversions) : undefined;
  const moments = [lastRecordingAt(project), recordings?.newest?.created_at, recordings?.newest?.converted_at].filter(
    (moment): moment is string => Boolean(moment),
  );
  const lastActivity = moments.length
    ? moments.reduce((latest, moment) => (Date.parse(moment) > Date.parse(latest) ? moment : latest))
    : null;
  return { originals, conversions, convertedSeconds: stats?.time_converted.total, lastActivity };
}
