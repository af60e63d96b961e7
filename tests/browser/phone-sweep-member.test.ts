import { sweepEveryPageAs } from './phone-layout.js';

// Every router page on a 390 px phone as a member; the checks: phone-layout.ts.
sweepEveryPageAs('member');
