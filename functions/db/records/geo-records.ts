import * as z from 'zod';
import { listingSchema } from '#functions/model/listing.js';
import { providerSchema } from '#functions/model/provider.js';
import { recordFamily } from './stored-record.js';

// The geo table's families (docs/data-model.md, patterns 28 to 31). The listing and the provider
// are domain types of functions/model (search and ranking work on them), so their schemas live
// there, beside the types they define. A search parses every listing item it reads: zod 4's
// compiled parse of 1,000 listing items took 0.7 to 2.8 ms here (median, a loaded 2-core
// machine), under the field-by-field copy it replaced (5.8 to 7.8 ms), ADR 0080.

/** Pattern 28: a live deal at one location. */
export const listingFamily = recordFamily('deal listing', listingSchema);

/** Pattern 29: a listing with its key, as the deal's own reads answer it (the key finds it again). */
export const listingItemFamily = recordFamily('deal listing', listingSchema.extend({ pk: z.string(), sk: z.string() }));
export type ListingItem = z.output<typeof listingItemFamily.schema>;

/** Pattern 30: a health provider of one benefit. */
export const providerFamily = recordFamily('provider', providerSchema);

/** Pattern 31: a ZIP code's centroid. */
export const zipCentroidFamily = recordFamily(
  'zip centroid',
  z.object({ zip: z.string(), lat: z.number(), lon: z.number(), city: z.string(), state: z.string() }),
);
export type ZipCentroidItem = z.output<typeof zipCentroidFamily.schema>;
