// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@contract/gateway/recordings';
import { usePlayback, type PlayItem } from '@/widgets/audio/playback-store';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { conversionOf, FOLDER_ID, folderOriginals, folderRoutes } from '@/testing/fake-folder';
import { OriginalsList } from './OriginalsList';

/** Stands in for the conversions feature's list under an expanded row. */
const Conversions = ({ original }: { original: Recording }) => (
  <button type="button">Conversions of {original.label}</button>
);

function renderList(originals: Recording[], conversions: Recording[] = [], onUpload = (_files: File[]) => {}) {
  vi.stubGlobal('fetch', fakeGateway(folderRoutes(originals, conversions)).fetch);
  const list = (
    <OriginalsList
      folderId={FOLDER_ID}
      recordingHref={(id) => `/recordings/${id}`}
      onUpload={onUpload}
      Conversions={Conversions}
    />
  );
  const router = createMemoryRouter([{ path: '/folder', element: list }], { initialEntries: ['/folder'] });
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** What the list asked the playback core to play or toggle, by title (the core itself is tested on its own). */
function watchPlayback() {
  const played: string[] = [];
  const toggled: string[] = [];
  usePlayback.setState({
    play: async (item: PlayItem) => void played.push(item.title),
    toggle: (item?: PlayItem) => void toggled.push(item?.title ?? ''),
  });
  return { played, toggled };
}

/** The labels of the rows rendered, top to bottom. */
const shownLabels = () =>
  screen.getAllByRole('row').flatMap((row) =>
    within(row)
      .queryAllByRole('link')
      .map((link) => link.textContent),
  );
const label = (title: string) => screen.getByRole('link', { name: title });
const box = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` });

// happy-dom lays nothing out: the virtualizer is told the scroll box holds ten rows of a wide screen's height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('OriginalsList', () => {
  it('moves between rows with the arrows, plays the row with Space and the next one with N', async () => {
    const user = userEvent.setup();
    const playback = watchPlayback();
    renderList(folderOriginals(30));
    const first = await screen.findByRole('link', { name: 'Take 30' });
    act(() => first.focus());

    await user.keyboard('{ArrowDown}');
    expect(label('Take 29')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(label('Take 28')).toHaveFocus();
    expect(label('Take 28')).toHaveAttribute('tabindex', '0');
    expect(label('Take 30')).toHaveAttribute('tabindex', '-1');

    await user.keyboard(' ');
    expect(playback.toggled).toEqual(['Take 28']);
    await user.keyboard('n');
    expect(playback.played).toEqual(['Take 27']);
    expect(label('Take 27')).toHaveFocus();
    await user.keyboard('{Shift>}N{/Shift}');
    expect(playback.played).toEqual(['Take 27', 'Take 28']);
    expect(label('Take 28')).toHaveFocus();

    await user.keyboard('{Home}');
    expect(label('Take 30')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(label('Take 30')).toHaveFocus();
  });

  it('selects a row with its checkbox, a range with Shift-click, the folder with Ctrl-A, and clears with Escape', async () => {
    const user = userEvent.setup();
    renderList(folderOriginals(30));
    await screen.findByRole('link', { name: 'Take 30' });

    await user.click(box('Take 29'));
    expect(box('Take 29')).toBeChecked();
    expect(screen.getByRole('row', { name: /Take 29/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 30 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all 30 originals' })).toHaveProperty('indeterminate', true);

    await user.keyboard('{Shift>}');
    await user.click(box('Take 25'));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('5 of 30 selected')).toBeVisible();
    for (const take of [29, 28, 27, 26, 25]) expect(box(`Take ${take}`)).toBeChecked();
    expect(box('Take 30')).not.toBeChecked();
    expect(box('Take 24')).not.toBeChecked();

    await user.click(box('Take 28'));
    expect(screen.getByRole('status')).toHaveTextContent('4 of 30 selected');
    expect(box('Take 28')).not.toBeChecked();

    act(() => label('Take 30').focus());
    await user.keyboard('{Control>}a{/Control}');
    expect(await screen.findByText('All 30 originals selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all 30 originals' })).toBeChecked();
    expect(box('Take 30')).toBeChecked();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar', { name: 'Selected originals' })).not.toBeInTheDocument();
    expect(box('Take 30')).not.toBeChecked();
    expect(box('Take 29')).not.toBeChecked();
  });

  it('expands a row with conversions to list them under it, and offers nothing to expand on a row without', async () => {
    const user = userEvent.setup();
    const originals = folderOriginals(3);
    renderList(originals, [conversionOf(originals[0]!, 1), conversionOf(originals[0]!, 2)]);
    const show = await screen.findByRole('button', { name: 'Show 2 conversions of Take 3' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveTextContent('2 done');
    expect(screen.queryByRole('button', { name: /conversions? of Take 2/ })).not.toBeInTheDocument();

    await user.click(show);
    const inside = screen.getByRole('button', { name: 'Conversions of Take 3' });
    expect(inside).toBeVisible();
    // Keys inside the conversions are theirs: the list neither moves nor plays.
    const playback = watchPlayback();
    act(() => inside.focus());
    await user.keyboard('{ArrowDown}n');
    expect(inside).toHaveFocus();
    expect(playback.played).toEqual([]);
    const hide = screen.getByRole('button', { name: 'Hide 2 conversions of Take 3' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');

    await user.click(hide);
    expect(screen.queryByRole('button', { name: 'Conversions of Take 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 2 conversions of Take 3' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('sorts by a column from its header, the URL keeping the order, and turns the order round on a second click', async () => {
    const user = userEvent.setup();
    const originals = folderOriginals(12).map((original, i) => ({ ...original, duration: ((i * 5) % 12) + 1 }));
    const router = renderList(originals);
    await screen.findByRole('link', { name: 'Take 12' });

    await user.click(screen.getByRole('button', { name: 'Duration' }));
    expect(screen.getByRole('columnheader', { name: 'Duration' })).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=duration&direction=desc&page=1');
    await screen.findByRole('link', { name: 'Take 1' });
    const longestFirst = [...originals].sort((a, b) => b.duration - a.duration).map((original) => original.label);
    expect(shownLabels()).toEqual(longestFirst);

    await user.click(screen.getByRole('button', { name: 'Duration' }));
    expect(screen.getByRole('columnheader', { name: 'Duration' })).toHaveAttribute('aria-sort', 'ascending');
    expect(shownLabels()).toEqual([...longestFirst].reverse());
    expect(screen.getByRole('columnheader', { name: 'Label' })).not.toHaveAttribute('aria-sort');
  });

  it('offers an empty folder one next action: uploading files, handed to the folder', async () => {
    const user = userEvent.setup();
    const uploaded: string[] = [];
    renderList([], [], (files) => uploaded.push(...files.map((file) => file.name)));
    expect(await screen.findByText('No recordings in this folder yet.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Original recordings' })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Audio files to upload to this empty folder'),
      new File(['RIFF'], 'take-1.wav', { type: 'audio/wav' }),
    );
    expect(uploaded).toEqual(['take-1.wav']);
  });
});
