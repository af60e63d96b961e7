import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import type { SpaPage } from '#shared/spa-pages.js';
import { Preloader } from '../components/preloader';
import { getHomeDataQueryOptions } from '../features/home/get-home-data';
import { isMemberAreaPath } from '../lib/home-data-request';
import { retryableLazy } from '../lib/retryable-lazy';
import { MemberLayout } from './layout/member-layout';
import { PageBoundary } from './page-boundary';

// Every page is its own chunk so later pages never add to the home page's JavaScript. One table
// drives both the routes and the first screen's early chunk load, so the two cannot drift.
interface Page {
  /** One of shared/spa-pages.ts, in its order: real-user metrics name pages by these patterns. */
  path: SpaPage;
  load: () => Promise<{ default: ComponentType }>;
  /** Outside the member layout: it must not load the default co-op's home data first. */
  standalone?: boolean;
  /** In the admin shell (its menu beside the page; staff only). */
  admin?: boolean;
  /** In the business (b2b) shell (b2b-layout.tsx, its own chunk), not the member shell. */
  b2b?: boolean;
  /** Starts the page's first data beside its chunk (loaded lazily, so the page's API code stays out of the entry). */
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;
}

export const PAGES: Page[] = [
  { path: 'coop/:id', load: () => import('../pages/coop-select-page'), standalone: true },
  // Emailed link handlers: no UI of their own, they go to /coop/{url}.
  { path: 'activate/*', load: () => import('../pages/activate-link-page'), standalone: true },
  { path: 'resetpassword/*', load: () => import('../pages/reset-link-page'), standalone: true },
  // The new-email confirmation link: says how it went, then leads to the co-op's home.
  { path: 'confirmemail/*', load: () => import('../pages/confirm-email-page'), standalone: true },
  // The emailed agreement link: a signer needs no account, and the page is the co-op's.
  { path: 'bpesignature/:key1/:key2', load: () => import('../pages/bpesignature-page') },
  // The partner's mail links (ADR 0097): an offer's end-date extension, the monthly numbers opt-out.
  { path: 'extendoffer/:key1/:key2', load: () => import('../pages/extendoffer-page') },
  { path: 'partnerunsubscribe/:key1/:key2', load: () => import('../pages/partnerunsubscribe-page') },
  { path: 'b2c/chome', load: () => import('../pages/chome-page') },
  { path: 'csignuplogin/*', load: () => import('../pages/csignuplogin-page') },
  { path: 'recoverpassword/:key', load: () => import('../pages/recover-password-page') },
  {
    path: 'b2c/clocaldeals',
    load: () => import('../pages/clocaldeals-page'),
    prefetch: (queryClient, search) =>
      import('../pages/clocaldeals-prefetch').then((m) => m.prefetchLocalDeals(queryClient, search)),
  },
  { path: 'b2c/cnationaldeals', load: () => import('../pages/cnationaldeals-page') },
  { path: 'b2c/alldeals', load: () => import('../pages/alldeals-page') },
  { path: 'b2c/centertainment', load: () => import('../pages/centertainment-page') },
  { path: 'b2c/csafety', load: () => import('../pages/csafety-page') },
  { path: 'b2c/promo/safety', load: () => import('../pages/promo-safety-page') },
  { path: 'b2c/cinsurance', load: () => import('../pages/cinsurance-page') },
  { path: 'b2c/cinsuranceform/:productIdentifier', load: () => import('../pages/cinsuranceform-page') },
  { path: 'b2c/chealth/locateproviders', load: () => import('../pages/locateproviders-page') },
  { path: 'b2c/chealthysavings', load: () => import('../pages/chealthysavings-page') },
  { path: 'b2c/chealth/:topic', load: () => import('../pages/chealth-topic-page') },
  { path: 'b2c/ccard', load: () => import('../pages/ccard-page') },
  { path: 'b2c/ctravel', load: () => import('../pages/ctravel-page') },
  { path: 'b2c/ctickets', load: () => import('../pages/ctickets-page') },
  { path: 'b2c/cparks', load: () => import('../pages/cparks-page') },
  { path: 'b2c/cnewmarketplace', load: () => import('../pages/cnewmarketplace-page') },
  { path: 'b2c/cmarketplace/:item', load: () => import('../pages/cmarketplace-page') },
  { path: 'b2c/ccontact', load: () => import('../pages/ccontact-page') },
  { path: 'b2c/cterms', load: () => import('../pages/cterms-page') },
  { path: 'b2c/cprivacy', load: () => import('../pages/cprivacy-page') },
  { path: 'b2c/caboutus', load: () => import('../pages/caboutus-page') },
  { path: 'b2c/cmobile', load: () => import('../pages/cmobile-page') },
  { path: 'unsubscribe', load: () => import('../pages/unsubscribe-page') },
  // The digest's footer link: asks, then unsubscribes with one press.
  { path: 'unsubscribe/:key1/:key2', load: () => import('../pages/unsubscribe-link-page') },
  { path: 'b2c/newbp', load: () => import('../pages/newbp-page') },
  {
    path: 'b2c/mybusiness',
    load: () => import('../pages/mybusiness-page'),
    prefetch: (queryClient) => import('../pages/mybusiness-prefetch').then((m) => m.prefetchMyBusiness(queryClient)),
  },
  { path: 'b2c/newbpc/:id/:action', load: () => import('../pages/newbpc-page') },
  // Staff's second step after the password (ADR 0090), in the member shell: the admin one sends staff here.
  { path: 'secondstep', load: () => import('../pages/second-step-page') },
  { path: 'admin/ahome', load: () => import('../pages/admin-home-page'), admin: true },
  { path: 'admin/business-partners', load: () => import('../pages/admin-business-review-page'), admin: true },
  { path: 'admin/members', load: () => import('../pages/admin-members-page'), admin: true },
  { path: 'admin/inbox', load: () => import('../pages/admin-inbox-page'), admin: true },
  { path: 'admin/reports', load: () => import('../pages/admin-reports-page'), admin: true },
  { path: 'admin/activity', load: () => import('../pages/admin-activity-page'), admin: true },
  { path: 'admin/setup/groups', load: () => import('../pages/admin-groups-page'), admin: true },
  { path: 'admin/setup/catalog', load: () => import('../pages/admin-catalog-page'), admin: true },
  { path: 'admin/setup/domains', load: () => import('../pages/admin-domains-page'), admin: true },
  { path: 'admin/coops', load: () => import('../pages/admin-coops-page'), admin: true },
  { path: 'admin/setup', load: () => import('../pages/admin-setup-page'), admin: true },
  { path: 'admin/setup/slides', load: () => import('../pages/admin-setup-page'), admin: true },
  { path: 'admin/setup/card-art', load: () => import('../pages/admin-setup-page'), admin: true },
  { path: 'b2c/forgotpassword', load: () => import('../pages/forgotpassword-page') },
  { path: 'b2b', load: () => import('../pages/b2b-home-page'), b2b: true },
  // The newsletter's emailed confirmation link: asks, then confirms with one press.
  { path: 'newsletter/:key1/:key2', load: () => import('../pages/newsletter-confirm-page'), b2b: true },
  // Pages of later issues land here until they are registered.
  { path: '*', load: () => import('../pages/not-found-page') },
];
const HOME = '/b2c/chome';
const loadB2bLayout = () => import('./layout/b2b-layout');
const B2bLayout = retryableLazy(loadB2bLayout);
// Staff only: its menu (NavLink, Badge and their CSS) stays out of every member's first download.
const loadAdminLayout = () => import('./layout/admin-layout');
const AdminLayout = retryableLazy(loadAdminLayout);
// A page whose chunk is not on the phone offline fails to load: retryableLazy lets the page
// boundaries (page-boundary.tsx) try again rather than React keeping the failure.
const pageComponents = new Map(PAGES.map((page) => [page, retryableLazy(page.load)]));

/**
 * Starts the first screen's page chunk, in the member area the home data, and the page's own first
 * data at the same time, before React renders: otherwise the chunk would only be asked for once
 * the home data is there, and the page's data once the chunk has rendered.
 */
export function startFirstScreen(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
): void {
  // The index redirects to the home, so its first screen is the home's.
  const path = pathname === '/' ? HOME : pathname;
  const match = PAGES.find((page) => matchPath(`/${page.path}`, path));
  if (!match) return;
  // Member-area pages sit in the layout that needs the home data (boot.ts has usually sent it).
  if (isMemberAreaPath(pathname)) void queryClient.prefetchQuery(getHomeDataQueryOptions());
  // A failed chunk load surfaces where React.lazy asks for it again; a failed prefetch where the
  // page's own query runs.
  match.load().catch(() => undefined);
  if (match.b2b) loadB2bLayout().catch(() => undefined);
  if (match.admin) loadAdminLayout().catch(() => undefined);
  match.prefetch?.(queryClient, new URLSearchParams(search)).catch(() => undefined);
}

/** A page outside the member layout, with the full-screen preloader while its chunk loads. */
const standalone = (page: ReactNode) => (
  <Suspense fallback={<Preloader />}>
    <PageBoundary>{page}</PageBoundary>
  </Suspense>
);

const element = (page: Page) => {
  const Component = pageComponents.get(page);
  if (!Component) return null;
  return page.standalone ? standalone(<Component />) : <Component />;
};

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={HOME} replace />} />
      {PAGES.filter((page) => page.standalone).map((page) => (
        <Route key={page.path} path={page.path} element={element(page)} />
      ))}
      <Route element={standalone(<B2bLayout />)}>
        {PAGES.filter((page) => page.b2b).map((page) => (
          <Route key={page.path} path={page.path} element={element(page)} />
        ))}
      </Route>
      <Route element={<MemberLayout />}>
        {PAGES.filter((page) => !page.standalone && !page.admin && !page.b2b).map((page) => (
          <Route key={page.path} path={page.path} element={element(page)} />
        ))}
        <Route path="admin" element={<AdminLayout />}>
          <Route index element={<Navigate to="ahome" replace />} />
          {/* The review queue's first address, from before the admin shell. */}
          <Route path="business-review" element={<Navigate to="/admin/business-partners" replace />} />
          {PAGES.filter((page) => page.admin).map((page) => (
            <Route key={page.path} path={page.path.slice('admin/'.length)} element={element(page)} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
