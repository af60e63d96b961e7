import { sweepEveryPageAs } from './phone-layout.js';

// Every router page on a 390 px phone as the co-op's viewer (backoffice); the checks: phone-layout.ts.
sweepEveryPageAs('backoffice');
