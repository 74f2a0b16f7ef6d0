/** What a key does to whatever plays, from anywhere in the studio. */
export type PlayerCommand =
  { kind: 'toggle' } | { kind: 'seek'; seconds: number } | { kind: 'mute' } | { kind: 'help' };

type KeyLike = {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
};

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);
/** Elements Space presses or toggles by itself. */
const SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'switch',
  'radio',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'tab',
]);
/** Elements that move something of their own with the arrows. */
const ARROW_ROLES = new Set([
  'slider',
  'radio',
  'radiogroup',
  'tab',
  'tablist',
  'menu',
  'menuitem',
  'menubar',
  'listbox',
  'option',
  'grid',
  'tree',
  'spinbutton',
]);

const roleOf = (element: HTMLElement) =>
  element.getAttribute('role') ??
  (element instanceof HTMLButtonElement || element.tagName === 'SUMMARY' ? 'button' : null);

/** A field the user types in: every key there is text. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

function inputKind(target: HTMLElement): 'space' | 'arrows' | null {
  if (target instanceof HTMLSelectElement) return 'arrows';
  if (!(target instanceof HTMLInputElement)) return null;
  if (target.type === 'range' || target.type === 'radio') return 'arrows';
  return target.type === 'checkbox' ||
    target.type === 'button' ||
    target.type === 'submit' ||
    target.type === 'reset' ||
    target.type === 'file'
    ? 'space'
    : null;
}

/**
 * The studio's one keymap for playback: Space plays or pauses what plays, Left/Right seek 5 s (1 s with Shift),
 * M mutes, ? lists the page's shortcuts. Never in a text field, never with Ctrl, Alt or Meta (the browser's);
 * Space is left to buttons and checkboxes, which it presses, and the arrows to sliders, selects, radios and
 * menus, which they move.
 */
export function playerCommand(event: KeyLike): PlayerCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTextField(event.target)) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const role = target && roleOf(target);
  const kind = target && inputKind(target);
  if (event.key === ' ') return (role && SPACE_ROLES.has(role)) || kind === 'space' ? null : { kind: 'toggle' };
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    if ((role && ARROW_ROLES.has(role)) || kind === 'arrows') return null;
    const seconds = event.shiftKey ? 1 : 5;
    return { kind: 'seek', seconds: event.key === 'ArrowRight' ? seconds : -seconds };
  }
  if (event.key === 'm' || event.key === 'M') return { kind: 'mute' };
  if (event.key === '?') return { kind: 'help' };
  return null;
}

/** The shortcuts above, as the overlay lists them. */
export const PLAYER_SHORTCUTS = [
  { keys: ['Space'], does: 'Play or pause' },
  { keys: ['←', '→'], does: 'Back or forward 5 seconds' },
  { keys: ['Shift+←', 'Shift+→'], does: 'Back or forward 1 second' },
  { keys: ['M'], does: 'Mute or unmute' },
  { keys: ['?'], does: 'Show the keyboard shortcuts' },
];

/** N plays the next row of a list, Shift+N the one before (the folder's originals, an original's conversions). */
export function rowStep(event: Pick<KeyLike, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): 1 | -1 | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === 'n' || event.key === 'N') return event.shiftKey ? -1 : 1;
  return null;
}
