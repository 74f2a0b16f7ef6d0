// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { OverflowMenu } from './OverflowMenu';

afterEach(cleanup);

const actions = (rename: () => void) => [
  { label: 'Rename', onSelect: rename },
  { label: 'Delete', onSelect: vi.fn(), danger: true },
];

it('shows a closed menu button before the menu’s code is loaded, and opens the menu on the first click', async () => {
  const rename = vi.fn();
  render(<OverflowMenu label="Project actions" actions={actions(rename)} />);
  const button = screen.getByRole('button', { name: 'Project actions' });
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();

  await userEvent.click(button);
  expect(await screen.findByRole('menu')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Project actions' }).getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
  expect(rename).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

it('opens from the keyboard with ArrowDown, as a menu button does', async () => {
  render(<OverflowMenu label="Folder actions" actions={actions(vi.fn())} />);
  screen.getByRole('button', { name: 'Folder actions' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(await screen.findByRole('menu')).toBeVisible();
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Delete']);
});
