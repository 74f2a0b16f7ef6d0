import { createElement, type ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

/** What a page's lazily loaded module exports (src/app/routes/*-route.tsx). */
type RouteModule = {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean;
};

/** A page's code could not be downloaded (offline, a dropped connection); RouteError offers Retry. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page did not download', { cause });
  }
}

/** The chunk a failed dynamic import named ("Failed to fetch dynamically imported module: <url>"). */
const failedChunk = (error: unknown) =>
  error instanceof Error ? /(https?:\/\/\S+?\.js)\b/.exec(error.message)?.[1] : undefined;

/**
 * A page whose module loads in its route's loader rather than through React Router's `lazy`, because the router
 * keeps a failed `lazy` for good, and browsers keep a failed dynamic import in their module map: a page opened
 * offline would stay blank until a full reload. Here a failure throws PageLoadError (shown in the layout with
 * Retry), and every later attempt (following the link again, Retry, the connection coming back) imports the
 * chunk afresh under a new query. The module still loads only when the page is first opened.
 */
export function retryingRoute(load: () => Promise<RouteModule>) {
  let loaded: RouteModule | null = null;
  let chunk: string | undefined;
  let attempts = 0;
  async function loadModule(): Promise<RouteModule> {
    if (loaded) return loaded;
    try {
      loaded = await (chunk
        ? (import(/* @vite-ignore */ `${chunk}?retry=${++attempts}`) as Promise<RouteModule>)
        : load());
      return loaded;
    } catch (error) {
      chunk ??= failedChunk(error);
      throw new PageLoadError(error);
    }
  }
  function Page() {
    return createElement(loaded!.Component);
  }
  return {
    loader: async (args: LoaderFunctionArgs) => (await loadModule()).loader?.(args) ?? null,
    shouldRevalidate: (args: ShouldRevalidateFunctionArgs) =>
      loaded?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    Component: Page,
  };
}
