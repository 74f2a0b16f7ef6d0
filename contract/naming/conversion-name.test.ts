import { describe, expect, it } from 'vitest';
import { conversionFileNames, conversionName, distinctConversionNames } from './conversion-name';
import { safeFileName } from './safe-file-name';

const boris = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  label: 'First pass',
  voice_name: 'Boris',
  accent_name: 'British English',
  semitones_correction: -2,
};

describe('conversionName', () => {
  it('carries the label, the voice and the settings that are set', () => {
    expect(conversionName(boris)).toBe('First pass – Boris (British English, −2 st)');
    expect(conversionName({ id: 'x', voice_name: 'Kit', semitones_correction: 3, narration_style_name: 'Calm' })).toBe(
      'Kit (+3 st, Calm)',
    );
    expect(conversionName({ id: 'x', label: '  ', voice_name: 'Kit', semitones_correction: 0 })).toBe('Kit');
    expect(conversionName({ id: 'x', label: 'Kit', voice_name: 'Kit' })).toBe('Kit');
    // The label an order without one is given says nothing the name does not.
    expect(conversionName({ id: 'x', label: 'Kit (US)', voice_name: 'Kit', accent_name: 'American English' })).toBe(
      'Kit (American English)',
    );
    expect(conversionName({ id: 'x', label: 'Kit (US) take 2', voice_name: 'Kit' })).toBe('Kit (US) take 2 – Kit');
    expect(conversionName({ id: 'x' })).toBe('Conversion');
  });

  it('tells alike conversions apart by their calibration or model, then by their short id only', () => {
    const names = distinctConversionNames([
      boris,
      { ...boris, id: '2b2b2b2b-0000-4000-8000-000000000002', calibration_name: 'Low' },
      { ...boris, id: '3c3c3c3c-0000-4000-8000-000000000003' },
      { id: 'k', label: 'First pass', voice_name: 'Kit' },
    ]);
    expect([...names.values()]).toEqual([
      'First pass – Boris (British English, −2 st) #1a2b3c4d',
      'First pass – Boris (British English, −2 st, calibration Low)',
      'First pass – Boris (British English, −2 st) #3c3c3c3c',
      'First pass – Kit',
    ]);
  });
});

describe('conversionFileNames', () => {
  it('are unique as case-insensitive file systems compare, and never take a reserved name', () => {
    const names = conversionFileNames(
      [
        { id: 'aaaaaaaa-1', voice_name: 'Rex' },
        { id: 'bbbbbbbb-2', voice_name: 'rex' },
        { id: 'cccccccc-3', voice_name: 'Original' },
      ],
      ['original'],
    );
    expect([...names.values()]).toEqual(['Rex #aaaaaaaa', 'rex #bbbbbbbb', 'Original #cccccccc']);
    expect([...names.values()].join()).not.toMatch(/\(\d+\)/);
  });

  it('are safe on every file system and keep the id when a long name is cut', () => {
    const long = 'я'.repeat(300);
    const names = conversionFileNames([
      { id: 'aaaaaaaa-1', label: long, voice_name: 'A/B: "x"?' },
      { id: 'bbbbbbbb-2', label: long, voice_name: 'A/B: "x"?' },
      { id: 'cccccccc-3', label: 'CON', voice_name: 'CON' },
      { id: 'dddddddd-4', label: '..', voice_name: '\u202egnp.exe' },
    ]);
    const [first, second, device, hostile] = [...names.values()];
    expect(first).toMatch(/я #aaaaaaaa$/);
    expect(second).toMatch(/я #bbbbbbbb$/);
    expect(new TextEncoder().encode(first).length).toBeLessThanOrEqual(200);
    expect(device).toBe('_CON');
    expect(hostile).toBe('– _gnp.exe');
    for (const name of names.values()) expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}\u202e]/u);
  });
});

describe('safeFileName', () => {
  it('leaves no path, device or empty name', () => {
    expect(safeFileName('../etc/passwd', 'x')).toBe('_etc_passwd');
    expect(safeFileName('  ', 'fallback')).toBe('fallback');
    expect(safeFileName('nul.txt', 'x')).toBe('_nul.txt');
    expect(safeFileName('trailing. ', 'x')).toBe('trailing');
  });
});
