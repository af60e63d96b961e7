import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Role } from '#shared/roles.js';
import type { HomeData } from '#shared/schemas/home.js';
import { AppProvider } from '#web/app/provider.js';
import { createQueryClient } from '#web/app/query-client.js';
import { AppRoutes } from '#web/app/router.js';
import { homeDataQueryKey } from '#web/lib/query-keys.js';

// Renders the real routes inside MantineProvider env="test", a fresh QueryClient and a MemoryRouter.

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp({
  route = '/b2c/chome',
  home,
  queryClient = createQueryClient(),
}: {
  route?: string;
  home?: HomeData;
  queryClient?: QueryClient;
} = {}) {
  // Home data already loaded, as after the first call of a visit.
  // The app's retries as they are (how many, for which errors), without their back-off of 1 s then
  // 2 s: a test of a failing call would otherwise wait three seconds for nothing.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  if (home) queryClient.setQueryData(homeDataQueryKey, home);
  const utils = render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...utils, queryClient };
}

/** A fetch stub answering each call in turn, recording the requests. */
export function stubFetch(...answers: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; init: RequestInit; body: unknown }> = [];
  let i = 0;
  const fetchStub = async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) });
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}

type Answer = { status: number; body: unknown } | Error;

/**
 * A fetch stub that answers by API path: each handler gets the request body and answers a status
 * and body (or throws a network error). Unknown paths fail the test loudly.
 */
export function stubApi(handlers: Record<string, Answer | ((body: any, call: number) => Answer)>) {
  const calls: Array<{ path: string; body: any; headers: Headers }> = [];
  const counts = new Map<string, number>();
  const fetchStub = async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\//, '');
    const body = JSON.parse(String(init.body));
    calls.push({ path, body, headers: new Headers(init.headers) });
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call to ${path}`);
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    const answer = typeof handler === 'function' ? handler(body, n) : handler;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls, paths: () => calls.map((c) => c.path) };
}

export const ok = (body: unknown) => ({ status: 200, body });
export const fail = (status: number, message: string) => ({ status, body: { success: false, message } });

/**
 * Types into the labelled field as the browser reports it: an input event for inputs (what the
 * masked inputs listen to), a change event for selects.
 */
export function typeInto(scope: HTMLElement, label: string, value: string) {
  const field = within(scope).getByLabelText(label);
  if (field instanceof HTMLSelectElement) fireEvent.change(field, { target: { value } });
  else fireEvent.input(field, { target: { value } });
}

/** A signed-in member (m-1, Ann) in session storage, as after login. */
export function signedIn(role: Role = 'member') {
  for (const [k, v] of Object.entries({
    credentials: 'm-1',
    userKey: 'm-1',
    sessionKey: 's-1',
    firstName: 'Ann',
    role,
  }))
    window.sessionStorage.setItem(k, v);
}

/** Where the app is now: the MemoryRouter's path and query, as renderApp's probe shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/**
 * The files the page hands to the browser (web/src/lib/save-file.ts): their names in order, and
 * the text of the n-th. Undone by vi.unstubAllGlobals and vi.restoreAllMocks.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (blobs.push(b), `blob:${blobs.length}`),
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, text: (n: number) => readBlob(blobs[n]!) };
}
