// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

describe('Pager', () => {
  it('shows only the summary when the list fits on one page, and nothing without a summary', () => {
    const { rerender, container } = render(<Pager page={1} pages={1} onPage={() => {}} summary="3 projects" />);
    expect(container.textContent).toBe('3 projects');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Pager page={1} pages={0} onPage={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('pages through several, never past either end, and never says it is past the last page', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} summary="12 projects" />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('12 projects · Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={5} pages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
