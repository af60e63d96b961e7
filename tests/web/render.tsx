import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { HomeData } from '../../shared/schemas/home';
import { AppProvider } from '../../web/src/app/provider';
import { createQueryClient } from '../../web/src/app/query-client';
import { AppRoutes } from '../../web/src/app/router';
import { homeDataQueryKey } from '../../web/src/features/home/api/get-home-data';

// Renders the real routes inside MantineProvider env="test", a fresh QueryClient and a MemoryRouter.

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp({ route = '/b2c/chome', home }: { route?: string; home?: HomeData } = {}) {
  const queryClient = createQueryClient();
  // Home data already loaded, as after the first call of a visit.
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
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, calls };
}
