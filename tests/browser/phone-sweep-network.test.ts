import { sweepEveryPageAs } from './phone-layout.js';

// Every router page on a 390 px phone as the network admin; the checks: phone-layout.ts.
sweepEveryPageAs('network');
