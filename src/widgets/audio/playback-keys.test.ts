// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { playerCommand, rowStep } from './playback-keys';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  modifiers: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => ({
  key,
  target,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('playerCommand', () => {
  it('plays or pauses, seeks, mutes and asks for help from the page', () => {
    expect(playerCommand(press(' '))).toEqual({ kind: 'toggle' });
    expect(playerCommand(press('ArrowRight'))).toEqual({ kind: 'seek', seconds: 5 });
    expect(playerCommand(press('ArrowLeft', document.body, { shiftKey: true }))).toEqual({ kind: 'seek', seconds: -1 });
    expect(playerCommand(press('m'))).toEqual({ kind: 'mute' });
    expect(playerCommand(press('?', document.body, { shiftKey: true }))).toEqual({ kind: 'help' });
    expect(playerCommand(press(' ', element('<a href="/x">x</a>')))).toEqual({ kind: 'toggle' });
  });

  it('leaves every key to text fields', () => {
    for (const field of [
      '<input type="text">',
      '<input type="search">',
      '<textarea></textarea>',
      '<div contenteditable="true"></div>',
    ])
      for (const key of [' ', 'ArrowLeft', 'm', '?']) expect(playerCommand(press(key, element(field)))).toBeNull();
  });

  it('leaves Space to buttons and checkboxes and the arrows to sliders, selects and radios', () => {
    expect(playerCommand(press(' ', element('<button>Star</button>')))).toBeNull();
    expect(playerCommand(press(' ', element('<input type="checkbox">')))).toBeNull();
    expect(playerCommand(press('ArrowRight', element('<button>Star</button>')))).toEqual({ kind: 'seek', seconds: 5 });
    expect(playerCommand(press('ArrowRight', element('<div role="slider" tabindex="0"></div>')))).toBeNull();
    expect(playerCommand(press('ArrowLeft', element('<select></select>')))).toBeNull();
    expect(playerCommand(press('ArrowLeft', element('<input type="range">')))).toBeNull();
    expect(playerCommand(press('ArrowLeft', element('<input type="radio">')))).toBeNull();
  });

  it('leaves browser shortcuts alone', () => {
    expect(playerCommand(press('ArrowRight', document.body, { altKey: true }))).toBeNull();
    expect(playerCommand(press('m', document.body, { ctrlKey: true }))).toBeNull();
    expect(playerCommand(press(' ', document.body, { metaKey: true }))).toBeNull();
  });
});

describe('rowStep', () => {
  it('moves to the next row with N and back with Shift+N', () => {
    expect(rowStep(press('n'))).toBe(1);
    expect(rowStep(press('N', null, { shiftKey: true }))).toBe(-1);
    expect(rowStep(press('n', null, { ctrlKey: true }))).toBeNull();
    expect(rowStep(press('ArrowDown'))).toBeNull();
  });
});
