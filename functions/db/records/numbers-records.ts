import * as z from 'zod';
import { recordFamily } from './stored-record.js';

// A business's daily figures (docs/data-model.md, pattern 23n; ADR 0094).

/** What a business's day counts, one attribute `<kind>#<deal id>#<location id>` per offer and location. */
export const NUMBER_KINDS = ['open', 'print', 'phone', 'fav', 'cents'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/** Pattern 23n: the day and its counters; the counters' names carry the offer and the location. */
export const partnerDayFamily = recordFamily(
  'business numbers day',
  z
    .object({ sk: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .catchall(z.unknown())
    .transform(({ sk, ...rest }) => ({
      day: sk,
      counts: Object.entries(rest).flatMap(([name, value]) => {
        const [kind, dealId, locationId] = name.split('#');
        if (!NUMBER_KINDS.includes(kind as NumberKind) || !dealId || !locationId || typeof value !== 'number')
          return [];
        return [{ kind: kind as NumberKind, dealId, locationId, count: value }];
      }),
    })),
);
export type PartnerDay = z.output<typeof partnerDayFamily.schema>;
