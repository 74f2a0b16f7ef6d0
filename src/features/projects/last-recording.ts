import type { Project } from '@contract/gateway/projects';

/**
 * When the project's newest recording was made, or null when it has none. The gateway's `last_recording_at` is
 * required and starts out equal to `created_at` (the sandbox does this, and it is the only reading the required
 * field allows), so equal instants mean "no recording yet", not a recording made the moment the project was.
 */
export function lastRecordingAt(project: Pick<Project, 'created_at' | 'last_recording_at'>): string | null {
  const last = project.last_recording_at;
  if (!last) return null;
  return Date.parse(last) === Date.parse(project.created_at) ? null : last;
}
