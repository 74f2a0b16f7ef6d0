// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmMutationDialog } from './ConfirmMutationDialog';

afterEach(cleanup);
// The dialog's code loads when one first opens; loaded here, the timings below are about the dialog alone.
beforeAll(() => import('./DialogSurface'));

/** A screen with a real React Query mutation that fails the first time it runs and succeeds the second. */
function Screen({ onDone, removeFn }: { onDone: (result: string) => void; removeFn: (id: string) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  const remove = useMutation({ mutationFn: removeFn });
  return open ? (
    <ConfirmMutationDialog
      mutation={remove}
      variables="take-1"
      onClose={() => setOpen(false)}
      onDone={onDone}
      title="Delete take 1?"
      description="It cannot be undone."
      confirmLabel="Delete take"
    />
  ) : (
    <p>closed</p>
  );
}

describe('ConfirmMutationDialog', () => {
  it('stays open with the reason when the mutation fails, and closes then reports when it succeeds', async () => {
    const removeFn = vi
      .fn<(id: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('deleted take-1');
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen onDone={onDone} removeFn={removeFn} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete take' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong; try again');
    expect(screen.getByRole('dialog', { name: 'Delete take 1?' })).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete take' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeVisible());
    expect(removeFn.mock.calls.map(([id]) => id)).toEqual(['take-1', 'take-1']);
    expect(onDone).toHaveBeenCalledWith('deleted take-1');
  });

  it('Cancel closes without running the mutation', async () => {
    const removeFn = vi.fn(async () => 'deleted');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen onDone={vi.fn()} removeFn={removeFn} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeVisible();
    expect(removeFn).not.toHaveBeenCalled();
  });
});
