// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

afterEach(cleanup);

function Controlled({ limit, area = false }: { limit?: number; area?: boolean }) {
  const [value, setValue] = useState('');
  const Field = area ? TextAreaField : TextField;
  return <Field label="Name" hint="Unique in the project" value={value} onChange={setValue} limit={limit} />;
}

describe('TextField and TextAreaField', () => {
  it.each([false, true])(
    'tie the label, the counter with the hint, and the over-limit error to the control (area: %s)',
    async (area) => {
      render(<Controlled limit={3} area={area} />);
      const field = screen.getByLabelText('Name');
      expect(field.tagName).toBe(area ? 'TEXTAREA' : 'INPUT');
      expect(field.hasAttribute('aria-invalid')).toBe(false);
      expect(screen.getByTestId('field-hint').textContent).toBe('0/3 characters; Unique in the project');

      await userEvent.type(field, 'abcde');
      expect((field as HTMLInputElement).value).toBe('abcde'); // never cut
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = field
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
      expect(described).toEqual(['Too long by 2 characters: at most 3', '5/3 characters; Unique in the project']);
    },
  );

  it('a given error wins, the label can be hidden, and the ref and extra props reach the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="Search"
        hideLabel
        type="search"
        disabled
        value="x"
        onChange={() => undefined}
        error="Nothing found"
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(ref.current).toBe(field);
    expect(field).toHaveProperty('disabled', true);
    expect(screen.getByText('Search').className).toContain('sr-only');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('Nothing found');
  });
});
