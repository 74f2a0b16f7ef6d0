// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { PageLoadError } from './retrying-route';
import { RouteError } from './RouteError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page whose code fails to download `failures` times (offline, then the network still coming up), then loads. */
function pageFailing(failures: number) {
  let attempts = 0;
  // As in the studio: the page is a child of the signed-in frame and shows its failure inside it.
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Outlet,
      children: [
        {
          index: true,
          errorElement: <RouteError />,
          // Each attempt takes a moment, as a download does.
          loader: async () => {
            attempts++;
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (attempts <= failures)
              throw new PageLoadError(new TypeError('Failed to fetch dynamically imported module'));
            return null;
          },
          Component: () => <h1>Statistics</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { attempts: () => attempts };
}

it('back online, a page that could not load loads by itself, even when the first try after `online` fails too', async () => {
  // Failed offline, and the first attempt once the browser says online fails again (the network still coming up).
  const listens = vi.spyOn(window, 'addEventListener');
  const page = pageFailing(2);
  expect(await screen.findByText('This page could not load')).toBeVisible();
  // The failure is on screen before its effect listens (a loaded machine showed the gap): `online` comes after.
  await waitFor(() => expect(listens.mock.calls.some(([type]) => type === 'online')).toBe(true));
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Statistics', {}, { timeout: 3_000 })).toBeVisible();
  expect(page.attempts()).toBe(3);
});
