import { describe, expect, it } from 'vitest';
import { playbackKey } from './playback-keys';

const key = (key: string, modifiers: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('playbackKey', () => {
  it('plays or pauses with Space, except on a button, which Space presses by itself', () => {
    expect(playbackKey(key(' '), true)).toEqual({ kind: 'toggle' });
    expect(playbackKey(key(' '), false)).toBeNull();
  });

  it('seeks 5 s with the arrows and 1 s with Shift', () => {
    expect(playbackKey(key('ArrowRight'), true)).toEqual({ kind: 'seek', seconds: 5 });
    expect(playbackKey(key('ArrowLeft', { shiftKey: true }), true)).toEqual({ kind: 'seek', seconds: -1 });
  });

  it('moves to the next row with N and back with Shift+N', () => {
    expect(playbackKey(key('n'), false)).toEqual({ kind: 'next', step: 1 });
    expect(playbackKey(key('N', { shiftKey: true }), false)).toEqual({ kind: 'next', step: -1 });
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(playbackKey(key('ArrowRight', { altKey: true }), true)).toBeNull();
    expect(playbackKey(key('n', { ctrlKey: true }), true)).toBeNull();
    expect(playbackKey(key('ArrowDown'), true)).toBeNull();
  });
});
