import * as z from 'zod';
import { SPA_PAGES } from '../spa-pages.js';
import { WEB_VITALS } from '../web-vitals.js';
import { WEB_VITALS_MESSAGES } from './web-vitals-messages.js';

// One page view's Core Web Vitals for one page. Only the page's route pattern and three numbers:
// no address, id or free text has a field to travel in (unknown fields are refused), and the
// co-op is the server's to find from the host.

const ms = z
  .number({ error: WEB_VITALS_MESSAGES.msRange })
  .min(0, WEB_VITALS_MESSAGES.msRange)
  .max(WEB_VITALS.maxMs, WEB_VITALS_MESSAGES.msRange);

export const webVitalsRequest = z
  .strictObject(
    {
      page: z.enum(SPA_PAGES, { error: WEB_VITALS_MESSAGES.unknownPage }),
      lcp: ms.optional(),
      inp: ms.optional(),
      cls: z
        .number({ error: WEB_VITALS_MESSAGES.clsRange })
        .min(0, WEB_VITALS_MESSAGES.clsRange)
        .max(WEB_VITALS.maxCls, WEB_VITALS_MESSAGES.clsRange)
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? WEB_VITALS_MESSAGES.unknownField : undefined) },
  )
  .refine((r) => r.lcp !== undefined || r.inp !== undefined || r.cls !== undefined, {
    error: WEB_VITALS_MESSAGES.noValues,
  });
export type WebVitalsRequest = z.output<typeof webVitalsRequest>;
