import { describe, expect, it } from 'vitest';
import { deviceChoices } from './device-choices';

describe('deviceChoices', () => {
  it('names listed devices, numbering those the browser leaves unnamed', () => {
    expect(
      deviceChoices(
        [
          { deviceId: 'a', label: 'USB mic' },
          { deviceId: 'b', label: '' },
        ],
        'Microphone',
      ),
    ).toEqual([
      ['a', 'USB mic'],
      ['b', 'Microphone 2'],
    ]);
  });
  it('before permission (devices without ids) offers the default device once', () => {
    expect(
      deviceChoices(
        [
          { deviceId: '', label: '' },
          { deviceId: '', label: '' },
        ],
        'Speaker',
      ),
    ).toEqual([['', 'Default']]);
    expect(deviceChoices([], 'Speaker')).toEqual([['', 'Default']]);
  });
});
