import type * as z from 'zod/mini';
import { ApiError, errorFromBody, isConnectionFailure, isConnectionStatus } from './api-error';
import { credentialHeaders, useCredentialsStore } from './credentials-store';
import { useServiceStatus } from './service-status-store';
import { waitFor } from './wait-for';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (a storage download's `Range`). */
  headers?: Record<string, string>;
};

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Listeners told about every 401, so the app can send the user to sign in from anywhere. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Tells the app-wide pieces about a failed call: a 401 sends the user to sign in, a 429 starts the countdown
 * notice, and a failure to reach the server says which of two things happened: the browser is offline (no
 * network at all), or it is online and the server did not answer (or the proxy in front found no upstream:
 * 502/503/504). Calls made outside apiFetch (the XHR upload) use it too.
 */
export function reportFailure(error: ApiError): void {
  const status = useServiceStatus.getState();
  if (isConnectionFailure(error)) {
    if (error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine) status.setOffline(true);
    else status.setUnreachable(true);
  }
  if (error.status === 401) unauthorizedListeners.forEach((listener) => listener());
  if (error.status === 429) status.reportRateLimit(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S);
}

/** Reports that the server answered with `status`, which ends an "unreachable" banner (unless it is a 502–504). */
export function reportAnswer(status: number): void {
  if (!isConnectionStatus(status)) useServiceStatus.getState().setUnreachable(false);
}

/** The failure of a request that got no answer at all, worded for what the browser knows about its network. */
export function noAnswerError(): ApiError {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return new ApiError(
    0,
    offline
      ? 'Cannot reach the server: this device is offline'
      : 'Cannot reach the server; it may be down or restarting',
  );
}

const DEFAULT_RETRY_AFTER_S = 5;
/** A 429 is retried by the client itself this many times, when the wait it asks for is this short. */
export const RATE_LIMIT_RETRIES = 2;
export const MAX_AUTOMATIC_WAIT_S = 90;

/**
 * Calls the gateway on this origin with the tab's credentials. Non-2xx answers become an ApiError; a network
 * failure becomes ApiError status 0 so callers and React Query can tell it apart and retry. A 429 is waited
 * out (Retry-After, shown as a countdown by the app) and sent again, so a form or a click simply takes longer
 * instead of failing; a refused request changed nothing, so resending a POST is safe.
 */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const credentials = useCredentialsStore.getState().credentials;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    ...credentialHeaders(credentials),
  };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, request.query), {
        method: request.method ?? 'GET',
        headers,
        body: body ?? null,
        credentials: 'same-origin',
        signal: request.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      const failure = noAnswerError();
      reportFailure(failure);
      throw failure;
    }
    reportAnswer(response.status);
    if (response.ok) return response;
    const payload: unknown = await response.json().catch(() => null);
    const error = errorFromBody(response.status, payload, response.headers.get('Retry-After'));
    reportFailure(error);
    const wait = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
    if (response.status !== 429 || attempt >= RATE_LIMIT_RETRIES || wait > MAX_AUTOMATIC_WAIT_S) throw error;
    await waitFor(wait * 1000, request.signal);
  }
}

/**
 * JSON call read as a tolerant reader: the schema documents what the studio relies on; drift is reported in
 * the console and the data is used anyway, so a new or missing optional field never breaks a page.
 */
export async function apiJson<T extends z.ZodMiniType>(
  schema: T,
  path: string,
  request: ApiRequest = {},
): Promise<z.output<T>> {
  const response = await apiFetch(path, request);
  const data: unknown = await response.json();
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.warn(`API drift in ${request.method ?? 'GET'} ${path}:`, parsed.error.issues);
    return data as z.output<T>;
  }
  return parsed.data;
}
