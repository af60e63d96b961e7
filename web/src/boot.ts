import { isMemberAreaPath, startEarlyHomeData } from './lib/home-data-request';

// Runs before the app's bundle has downloaded (index.html loads it first, async): the home data,
// and on clocaldeals its categories and first page of results, are then on their way side by
// side with the JavaScript instead of after it. The CSP forbids inline scripts, hence this small
// file of its own. The local deals' requests load on that page only, so no other page's home data
// waits for their module.
if (isMemberAreaPath(window.location.pathname)) startEarlyHomeData();
if (/^\/b2c\/clocaldeals\/?$/i.test(window.location.pathname)) {
  void import('./features/local-deals/deal-requests').then((m) =>
    m.startEarlyLocalDeals(new URLSearchParams(window.location.search)),
  );
}
