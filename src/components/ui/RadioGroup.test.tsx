// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

const OPTIONS = [
  ['stream', 'Streamed'],
  ['bytes', 'Whole file'],
] as const;

function Controlled({ error, disabled }: { error?: string; disabled?: boolean }) {
  const [value, setValue] = useState<'stream' | 'bytes'>('stream');
  return (
    <>
      <RadioGroup
        legend="Generate"
        value={value}
        onChange={setValue}
        options={OPTIONS}
        hint="Streamed plays sooner"
        error={error}
        disabled={disabled}
      />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend whose radios choose, with the hint read with the group', async () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Generate' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Streamed plays sooner');
    expect(screen.getByRole('radio', { name: 'Streamed' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Whole file' }));
    expect(screen.getByRole('status').textContent).toBe('bytes');
    const [first, second] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(first!.name).toBe(second!.name); // one name: the browser's arrow keys walk the group
  });

  it('says an error with the group, and a disabled group chooses nothing', async () => {
    render(<Controlled error="Choose one" disabled />);
    const group = screen.getByRole('group', { name: 'Generate' });
    expect(
      group
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['Choose one', 'Streamed plays sooner']);
    await userEvent.click(screen.getByRole('radio', { name: 'Whole file' }));
    expect(screen.getByRole('status').textContent).toBe('stream');
  });
});
