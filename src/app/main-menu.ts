import {
  AudioLines,
  BarChart3,
  Bot,
  FolderKanban,
  Mic2,
  SlidersHorizontal,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import {
  accountPath,
  agentPath,
  calibrationsPath,
  projectsPath,
  statisticsPath,
  ttsPlaygroundPath,
  voicesPath,
} from './paths';

export type MainMenuEntry = { to: string; label: string; icon: LucideIcon };

/**
 * The studio's areas, in menu order. Only areas that exist are listed: each new area adds its entry here
 * (voices, text to speech, voice agent...) in the change that adds its routes.
 */
export const MAIN_MENU: ReadonlyArray<MainMenuEntry> = [
  { to: projectsPath(), label: 'Projects', icon: FolderKanban },
  { to: voicesPath(), label: 'Voices', icon: Mic2 },
  { to: ttsPlaygroundPath(), label: 'Text to speech', icon: AudioLines },
  { to: agentPath(), label: 'Voice agent', icon: Bot },
  { to: calibrationsPath(), label: 'Calibrations', icon: SlidersHorizontal },
  { to: statisticsPath(), label: 'Statistics', icon: BarChart3 },
  { to: accountPath(), label: 'Account', icon: UserRound },
];
