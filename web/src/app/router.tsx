import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { getHomeDataQueryOptions } from '../features/home/api/get-home-data';
import { isMemberAreaPath } from '../lib/home-data-request';
import { MemberLayout } from './layout/member-layout';

// Every page is its own chunk so later pages never add to the home page's JavaScript.
const load = {
  chome: () => import('../pages/chome-page'),
  coopSelect: () => import('../pages/coop-select-page'),
  activateLink: () => import('../pages/activate-link-page'),
  resetLink: () => import('../pages/reset-link-page'),
  confirmEmail: () => import('../pages/confirm-email-page'),
  csignuplogin: () => import('../pages/csignuplogin-page'),
  recoverPassword: () => import('../pages/recover-password-page'),
  notFound: () => import('../pages/not-found-page'),
};
const ChomePage = lazy(load.chome);
const CoopSelectPage = lazy(load.coopSelect);
const ActivateLinkPage = lazy(load.activateLink);
const ResetLinkPage = lazy(load.resetLink);
const ConfirmEmailPage = lazy(load.confirmEmail);
const CsignuploginPage = lazy(load.csignuplogin);
const RecoverPasswordPage = lazy(load.recoverPassword);
const NotFoundPage = lazy(load.notFound);

/** The same paths as AppRoutes, in its order. */
const FIRST_SCREEN: { path: string; page: () => Promise<unknown> }[] = [
  { path: '/', page: load.chome },
  { path: '/coop/:id', page: load.coopSelect },
  { path: '/activate/*', page: load.activateLink },
  { path: '/resetpassword/*', page: load.resetLink },
  { path: '/confirmemail/*', page: load.confirmEmail },
  { path: '/b2c/chome', page: load.chome },
  { path: '/csignuplogin/*', page: load.csignuplogin },
  { path: '/recoverpassword/:key', page: load.recoverPassword },
  { path: '/*', page: load.notFound },
];

/**
 * Starts the first screen's page chunk and, in the member area, the home data at the same time,
 * before React renders: otherwise the chunk would only be asked for once the data is there.
 */
export function startFirstScreen(pathname: string, queryClient: QueryClient): void {
  const match = FIRST_SCREEN.find((route) => matchPath(route.path, pathname));
  if (!match) return;
  // Member-area pages sit in the layout that needs the home data (boot.ts has usually sent it).
  if (isMemberAreaPath(pathname)) void queryClient.prefetchQuery(getHomeDataQueryOptions());
  // A failed chunk load surfaces where React.lazy asks for it again.
  match.page().catch(() => undefined);
}

/** A page outside the member layout, with the full-screen preloader while its chunk loads. */
const standalone = (page: ReactNode) => <Suspense fallback={<Preloader />}>{page}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/b2c/chome" replace />} />
      {/* Outside the member layout: they must not load the default co-op's home data first. */}
      <Route path="coop/:id" element={standalone(<CoopSelectPage />)} />
      {/* Emailed link handlers (local-deals section 2): no UI of their own, they go to /coop/{url}. */}
      <Route path="activate/*" element={standalone(<ActivateLinkPage />)} />
      <Route path="resetpassword/*" element={standalone(<ResetLinkPage />)} />
      {/* The new-email confirmation link: says how it went, then leads to the co-op's home. */}
      <Route path="confirmemail/*" element={standalone(<ConfirmEmailPage />)} />
      <Route element={<MemberLayout />}>
        <Route path="b2c/chome" element={<ChomePage />} />
        <Route path="csignuplogin/*" element={<CsignuploginPage />} />
        <Route path="recoverpassword/:key" element={<RecoverPasswordPage />} />
        {/* Pages of later issues land here until they are registered. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
