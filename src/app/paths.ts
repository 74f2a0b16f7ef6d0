/**
 * Every route of the studio in one place: the patterns the router matches (`routes`) and the builders that make
 * links to them. Features receive links as props or build them here; none writes a URL by hand, so moving a page
 * is a change to this file only.
 */
export const routes = {
  signIn: '/sign-in',
  design: '/design',
  projects: '/projects',
  project: '/projects/:projectUrl',
  folder: '/projects/:projectUrl/folders/:folderId',
  recording: '/projects/:projectUrl/folders/:folderId/recordings/:recordingId',
  voices: '/voices',
  voice: '/voices/:voiceId',
  calibrations: '/calibrations',
  statistics: '/statistics',
  account: '/account',
  // Not /tts or /agents: those prefixes are the proxy's key routes (and Vite's dev proxy forwards them).
  ttsPlayground: '/text-to-speech',
  agent: '/voice-agent',
} as const;

/** The search parameter that preselects a voice in an original's order form. */
export const ORDER_VOICE_PARAM = 'voice';

/** A query string from key/value pairs; empty values are left out so links stay short. */
function withSearch(path: string, search?: URLSearchParams | Record<string, string | number | undefined>): string {
  if (!search) return path;
  const params =
    search instanceof URLSearchParams
      ? search
      : new URLSearchParams(
          Object.entries(search).flatMap(([key, value]) =>
            value === undefined || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Only same-origin paths are followed after sign-in, so `?next=` cannot send the user elsewhere. */
export function safeNextPath(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : routes.projects;
}

export const signInPath = (next?: string) => (next ? withSearch(routes.signIn, { next }) : routes.signIn);

export const projectsPath = (search?: Record<string, string | number | undefined>) =>
  withSearch(routes.projects, search);

type ProjectRef = { url: string };

export const projectPath = (project: ProjectRef) => `/projects/${encodeURIComponent(project.url)}`;

export const folderPath = (project: ProjectRef, folderId: string, search?: string) =>
  `${projectPath(project)}/folders/${encodeURIComponent(folderId)}${search ?? ''}`;

export const recordingPath = (project: ProjectRef, folderId: string, recordingId: string) =>
  `${folderPath(project, folderId)}/recordings/${encodeURIComponent(recordingId)}`;

/** The order form of an original with a voice already picked (the form reads `?voice=`). */
export const orderWithVoicePath = (project: ProjectRef, folderId: string, recordingId: string, voiceId: string) =>
  withSearch(recordingPath(project, folderId, recordingId), { [ORDER_VOICE_PARAM]: voiceId });

export const voicesPath = (search?: URLSearchParams | Record<string, string | number | undefined>) =>
  withSearch(routes.voices, search);

export const voicePath = (voiceId: string) => `/voices/${encodeURIComponent(voiceId)}`;

export const calibrationsPath = (search?: Record<string, string | number | undefined>) =>
  withSearch(routes.calibrations, search);

export const statisticsPath = () => routes.statistics;

export const accountPath = () => routes.account;

export const ttsPlaygroundPath = () => routes.ttsPlayground;

export const agentPath = () => routes.agent;
