import { isMemberAreaPath, startEarlyHomeData } from './lib/home-data-request';

// Runs before the app's bundle has downloaded (index.html loads it first, async): the home data
// is then on its way side by side with the JavaScript instead of after it. The CSP forbids inline
// scripts, hence this small file of its own.
if (isMemberAreaPath(window.location.pathname)) startEarlyHomeData();
