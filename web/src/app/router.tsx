import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { MemberLayout } from './layout/member-layout';

// Every page is its own chunk so later pages never add to the home page's JavaScript.
const ChomePage = lazy(() => import('../pages/chome-page'));
const CoopSelectPage = lazy(() => import('../pages/coop-select-page'));
const ActivateLinkPage = lazy(() => import('../pages/activate-link-page'));
const ResetLinkPage = lazy(() => import('../pages/reset-link-page'));
const ConfirmEmailPage = lazy(() => import('../pages/confirm-email-page'));
const CsignuploginPage = lazy(() => import('../pages/csignuplogin-page'));
const RecoverPasswordPage = lazy(() => import('../pages/recover-password-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

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
