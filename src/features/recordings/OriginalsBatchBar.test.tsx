// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { FOLDER_ID, folderOriginals, folderRoutes } from '@/testing/fake-folder';
import { OriginalsBatchBar, type BatchOrderPanel } from './OriginalsBatchBar';
import { useOriginalsSelection } from './use-originals-selection';

/** Stands in for the conversions feature's order panel: it shows what it was handed. */
const OrderPanel: BatchOrderPanel = ({ originals, nameOf, onClose }) => (
  <div role="region" aria-label="Order panel">
    <p>Ordering for {originals.map(nameOf).join(', ')}</p>
    <button type="button" onClick={onClose}>
      Close the order panel
    </button>
  </div>
);

/** The bar over the folder view's real selection, with the two ways the list selects: one row, or the folder. */
function Bar({ originals }: { originals: Recording[] }) {
  const selection = useOriginalsSelection(FOLDER_ID, { sort: 'created', direction: 'desc' }, originals.length);
  return (
    <>
      <button type="button" onClick={() => void selection.all()}>
        Select the folder
      </button>
      {originals.map((original, index) => (
        <button key={original.id} type="button" onClick={() => void selection.toggle(original, index, false)}>
          Pick {original.label}
        </button>
      ))}
      <OriginalsBatchBar folderId={FOLDER_ID} count={originals.length} selection={selection} OrderPanel={OrderPanel} />
    </>
  );
}

/**
 * A folder of three whose star requests wait for `release`; starring and deleting "Take 2" fail while `failing`
 * says so, with the server's reason. Each original has two conversions.
 */
function renderBar() {
  const originals = folderOriginals(3);
  const control = { failing: true, release: () => {} };
  let gate = Promise.resolve();
  const star = (original: Recording) => () =>
    control.failing && original.label === 'Take 2'
      ? {
          status: 422,
          body: { detail: [{ loc: ['body', 'starred'], msg: 'This original is locked', type: 'value_error' }] },
        }
      : { body: { ...original, starred: true } };
  const remove = (original: Recording) => () =>
    control.failing && original.label === 'Take 2'
      ? { status: 409, body: { detail: 'This original is being converted' } }
      : { body: [{ id: original.id }] };
  const gateway = fakeGateway({
    ...folderRoutes(originals),
    ...Object.fromEntries(originals.map((original) => [`PATCH /api/recordings/${original.id}`, star(original)])),
    ...Object.fromEntries(originals.map((original) => [`DELETE /api/recordings/${original.id}`, remove(original)])),
    'GET /api/recordings/conversions': { body: { list: [], pagination: { count: 2, limit: 1, offset: 0 } } },
  });
  const hold = () => {
    gate = new Promise((resolve) => (control.release = resolve));
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') await gate;
    return gateway.fetch(input, init);
  });
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <Bar originals={originals} />
    </QueryClientProvider>,
  );
  return { gateway, control, hold };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Selected originals' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('OriginalsBatchBar', () => {
  it('is absent with nothing selected, counts a part of the folder and says when all of it is selected', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(screen.queryByRole('toolbar', { name: 'Selected originals' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pick Take 3' }));
    expect(within(toolbar()).getByRole('status')).toHaveTextContent('1 of 3 selected');
    await user.click(screen.getByRole('button', { name: 'Pick Take 1' }));
    expect(within(toolbar()).getByRole('status')).toHaveTextContent('2 of 3 selected');

    await user.click(screen.getByRole('button', { name: 'Select the folder' }));
    expect(await within(toolbar()).findByText('All 3 originals selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected originals' })).not.toBeInTheDocument();
  });

  it('hands the selection to the order panel and closes it again', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Pick Take 3' }));
    await user.click(screen.getByRole('button', { name: 'Pick Take 1' }));
    await user.click(screen.getByRole('button', { name: /Order conversions/ }));
    expect(await screen.findByRole('region', { name: 'Order panel' })).toHaveTextContent('Ordering for Take 3, Take 1');
    await user.click(screen.getByRole('button', { name: 'Close the order panel' }));
    expect(screen.queryByRole('region', { name: 'Order panel' })).not.toBeInTheDocument();
  });

  it('stars the selection with progress, disables the actions while it runs, names the failure and retries only it', async () => {
    const user = userEvent.setup();
    const { gateway, control, hold } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Select the folder' }));
    await within(toolbar()).findByText('All 3 originals selected');

    hold();
    await user.click(within(toolbar()).getByRole('button', { name: 'Star' }));
    const progress = screen.getByText(/^Starring:/);
    expect(progress).toHaveTextContent('Starring: 0 of 3 done…');
    for (const name of ['Star', 'Unstar', 'Export', 'Delete…', /Order conversions/])
      expect(within(toolbar()).getByRole('button', { name })).toBeDisabled();
    expect(within(toolbar()).getByRole('button', { name: 'Clear selection' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();

    control.release();
    expect(await screen.findByText('Starring: 2 of 3 done, 1 failed.')).toBeVisible();
    expect(screen.getByText('starred: This original is locked')).toBeVisible();
    expect(within(toolbar()).getByRole('button', { name: 'Star' })).toBeEnabled();
    const patches = () => gateway.requests.filter((request) => request.method === 'PATCH');
    expect(patches()).toHaveLength(3);

    control.failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(await screen.findByText('Starring: 3 of 3 done.')).toBeVisible();
    expect(patches()).toHaveLength(4);
    expect(patches()[3]!.path).toBe(`/api/recordings/${folderOriginals(3)[1]!.id}`);
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/^Starring:/)).not.toBeInTheDocument();
  });

  it('deletes the selection after one confirmation and keeps only what failed selected', async () => {
    const user = userEvent.setup();
    const { gateway } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Pick Take 3' }));
    await user.click(screen.getByRole('button', { name: 'Pick Take 2' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 originals?' });
    expect(await within(dialog).findByText(/their 4 conversions will be deleted/)).toBeVisible();
    expect(gateway.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 originals' }));
    expect(await screen.findByText('Deleting: 1 of 2 done, 1 failed.')).toBeVisible();
    expect(screen.getByText('This original is being converted')).toBeVisible();
    expect(within(toolbar()).getByRole('status')).toHaveTextContent('1 of 3 selected');
  });
});
