import { FolderKanban, type LucideIcon } from 'lucide-react';
import { projectsPath } from './paths';

export type MainMenuEntry = { to: string; label: string; icon: LucideIcon };

/**
 * The studio's areas, in menu order. Only areas that exist are listed: each new area adds its entry here
 * (voices, text to speech, voice agent...) in the change that adds its routes.
 */
export const MAIN_MENU: ReadonlyArray<MainMenuEntry> = [{ to: projectsPath(), label: 'Projects', icon: FolderKanban }];
