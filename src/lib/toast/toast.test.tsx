// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToastShown } from '@/testing/expect-toast-shown';

// The facade keeps sonner in module state: every test starts from a fresh copy of it, before sonner is loaded.
const freshFacade = () => import('./toast');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.doUnmock('sonner');
  cleanup();
});

describe('the toast facade', () => {
  it('does not load sonner until the first toast, then shows that toast in the toaster mounted after it', async () => {
    const { toast, loadedSonner } = await freshFacade();
    expect(loadedSonner()).toBeUndefined();
    toast.error('The folder was not created');
    await waitFor(() => expect(loadedSonner()).toBeDefined());
    const { Toaster } = loadedSonner()!;
    render(<Toaster />);
    // Sonner fades a toast in once mounted: visible shortly after it is in the page.
    await expectToastShown('The folder was not created');
  });

  it('starts loading sonner on the first key press, once', async () => {
    const { loadSonnerOnFirstInput, loadedSonner } = await freshFacade();
    const target = new EventTarget() as unknown as Document;
    const remove = vi.spyOn(target, 'removeEventListener');
    loadSonnerOnFirstInput(target);
    expect(loadedSonner()).toBeUndefined();
    target.dispatchEvent(new Event('keydown'));
    await waitFor(() => expect(loadedSonner()).toBeDefined());
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('keeps a message whose code could not be fetched and shows it with the next load that succeeds', async () => {
    vi.doMock('sonner', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { toast, loadSonner, loadedSonner } = await freshFacade();
    toast.error('Download failed');
    await expect(loadSonner()).rejects.toThrow();
    expect(loadedSonner()).toBeUndefined();

    vi.doUnmock('sonner');
    toast.error('The project was not renamed');
    await waitFor(() => expect(loadedSonner()).toBeDefined());
    const { Toaster } = loadedSonner()!;
    render(<Toaster />);
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(await screen.findByText('The project was not renamed')).toBeInTheDocument();
  });
});
