// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Voice } from '@contract/gateway/voices';
import { VoicePortrait } from './VoicePortrait';

afterEach(cleanup);

type PortraitInput = Parameters<typeof VoicePortrait>[0]['voice'];

const accent = (locale: string) => ({
  id: crypto.randomUUID(),
  is_default: true,
  native: true,
  info: { name: locale, short_name: locale, locale },
  tiers: [],
  available: true,
});

const voice = (overrides: Partial<Voice> = {}): PortraitInput => ({
  id: '6f1c2a9e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  name: 'Olesia',
  gender: 'female',
  age_group: 'adult',
  pitch_group: 'high',
  species: 'human',
  accents: [accent('uk-UA')],
  narration_styles: [],
  image_url: null,
  thumbnail_url: null,
  ...overrides,
});

/** The markup a voice's portrait renders to, alone in a fresh container. */
function svgOf(input: PortraitInput): string {
  const { container, unmount } = render(<VoicePortrait voice={input} />);
  const svg = container.querySelector('svg');
  expect(svg, 'a generated portrait, not a letter tile').not.toBeNull();
  const markup = svg!.outerHTML;
  unmount();
  return markup;
}

describe('VoicePortrait without a picture', () => {
  it('draws the same SVG for the same voice on every render, with no letters in it and hidden from screen readers', () => {
    const first = svgOf(voice());
    expect(svgOf(voice())).toBe(first);
    const { container } = render(<VoicePortrait voice={voice()} size="large" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.textContent).toBe('');
    expect(container.textContent).toBe('');
  });

  it('draws a different SVG for each of many voices', () => {
    const names = [
      'Aria',
      'Bohdan',
      'Clara',
      'Dmytro',
      'Elena',
      'Felix',
      'Gala',
      'Hugo',
      'Iryna',
      'Jonas',
      'Kira',
      'Leo',
    ];
    const markups = names.map((name) => svgOf(voice({ id: crypto.randomUUID(), name })));
    expect(new Set(markups).size).toBe(names.length);
  });

  it("follows the voice's attributes: gender, age, pitch, language and styles each change the picture", () => {
    const base = svgOf(voice());
    const variants: Array<Partial<Voice>> = [
      { gender: 'male' },
      { age_group: 'senior' },
      { pitch_group: 'low' },
      { accents: [accent('en-GB')] },
      { narration_styles: [{ id: crypto.randomUUID(), is_default: true, info: { name: 'warm' } }] },
    ];
    for (const change of variants) expect(svgOf(voice(change)), JSON.stringify(change)).not.toBe(base);
  });

  it("shows the catalogue's picture when the voice has one", () => {
    const { container } = render(
      <VoicePortrait voice={voice({ thumbnail_url: '/small.png', image_url: '/large.png' })} />,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/small.png');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });
});
