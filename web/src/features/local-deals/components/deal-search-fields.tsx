import { LIMITS, LOCAL_DEALS } from '#shared/constants.js';

// What the search bar's stand-in (deal-search-bar.tsx) and its real form (deal-search-form.tsx)
// share, so the two look the same and nothing moves when one takes over from the other.

export type SearchField = 'criteria' | 'zipcode' | 'radius';

/** The bar's values as the inputs hold them. */
export interface SearchInputs {
  criteria: string;
  zipcode: string;
  radius: string;
}

export const DISTANCES = LOCAL_DEALS.radiusOptions.map((r) => ({
  value: String(r),
  label: `${r} ${r === 1 ? 'mile' : 'miles'}`,
}));

export const FIELDS = {
  criteria: {
    name: 'criteria',
    label: 'Search deals',
    placeholder: 'Leave empty to show all deals',
    maxLength: LIMITS.localDealsSearch,
    style: { flex: '3 1 240px' },
  },
  zipcode: {
    name: 'zipcode',
    label: 'ZIP code',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: LIMITS.localDealsZipInput,
    style: { flex: '1 1 110px' },
  },
  radius: { name: 'radius', label: 'Distance', style: { flex: '1 1 120px' } },
} as const;

export const FORM_PROPS = { noValidate: true, role: 'search', 'aria-label': 'Local deals search' } as const;
