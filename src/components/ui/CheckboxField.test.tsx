// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxChips } from './CheckboxChips';
import { CheckboxField } from './CheckboxField';
import { FileField } from './FileField';
import { SelectField } from './SelectField';

afterEach(cleanup);

describe('the other field primitives', () => {
  it('CheckboxField: named by its label alone, its hint read as a description', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxField
        label="Remember on this device"
        hint="Forgotten when the tab closes."
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember on this device' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Forgotten when the tab closes.',
    );
    await userEvent.click(screen.getByText('Remember on this device'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('CheckboxChips: a named group of real checkboxes', async () => {
    const onToggle = vi.fn();
    render(
      <CheckboxChips
        legend="Gender"
        options={[
          ['female', 'Female'],
          ['male', 'Male'],
        ]}
        chosen={['male']}
        onToggle={onToggle}
      />,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.querySelectorAll('input:checked')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Male' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('Female'));
    expect(onToggle).toHaveBeenCalledWith('female');
  });

  it('SelectField: the choices, the label and the error tied to the select', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Folder"
        value=""
        onChange={onChange}
        options={[
          ['', 'Choose a folder'],
          ['f1', 'Takes'],
        ]}
        error="Choose a folder first"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Folder' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose a folder first',
    );
    await userEvent.selectOptions(select, 'Takes');
    expect(onChange).toHaveBeenCalledWith('f1');
  });

  it('FileField: a labelled file input that hands over the chosen files', async () => {
    const onFiles = vi.fn();
    render(<FileField label="Audio file" accept="audio/*" onFiles={onFiles} hint="wav or flac" />);
    const input = screen.getByLabelText('Audio file') as HTMLInputElement;
    expect(input.type).toBe('file');
    const file = new File(['RIFF'], 'me.wav', { type: 'audio/wav' });
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
