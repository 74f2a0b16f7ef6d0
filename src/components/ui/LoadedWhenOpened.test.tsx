// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadedWhenOpened } from './LoadedWhenOpened';

afterEach(cleanup);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; title: string };
const Surface = ({ open, title }: Props) => (open ? <div role="dialog" aria-label={title} /> : null);

function Page({ Modal }: { Modal: React.ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <p>Page content</p>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onOpenChange={setOpen} title="Rename" />
    </main>
  );
}

it('loads nothing until first opened, then shows the surface', async () => {
  const load = vi.fn(async () => Surface);
  const Modal = loadedWhenOpened(load);
  render(<Page Modal={Modal} />);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps the page when the code cannot be fetched, and fetches again on the next open', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
  const load = vi
    .fn<() => Promise<typeof Surface>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Surface);
  const Modal = loadedWhenOpened(load);
  render(<Page Modal={Modal} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await vi.waitFor(() => expect(reported).toHaveBeenCalled());
  expect(screen.getByText('Page content')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});
