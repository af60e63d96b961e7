import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { MemberLayout } from './layout/member-layout';

// Every page is its own chunk so later pages never add to the home page's JavaScript.
const ChomePage = lazy(() => import('../pages/chome-page'));
const CoopSelectPage = lazy(() => import('../pages/coop-select-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/b2c/chome" replace />} />
      {/* Outside the member layout: it must not load the default co-op's home data first. */}
      <Route
        path="coop/:id"
        element={
          <Suspense fallback={<Preloader />}>
            <CoopSelectPage />
          </Suspense>
        }
      />
      <Route element={<MemberLayout />}>
        <Route path="b2c/chome" element={<ChomePage />} />
        {/* Pages of later issues land here until they are registered. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
