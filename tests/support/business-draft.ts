import type { BusinessDraft } from '#shared/schemas/partners.js';
import { futureDay } from './future-day.js';

// A complete wizard draft as the page sends it: the business, its main address as a location,
// and one offer redeemed there. Tests change what they need.

/** The sample offer's end date, four years ahead. */
export const DRAFT_END = futureDay(4, 12, 31);

export function sampleDraft(bpId: string, overrides: Partial<BusinessDraft['businessInfo']> = {}): BusinessDraft {
  return {
    bpId,
    memberInfo: {
      userId: 'ignored',
      firstName: 'x',
      lastName: 'y',
      email: 'x@example.com',
      cellPhone: null,
      zip: null,
    },
    businessInfo: {
      businessName: 'Sample Bakery',
      address: '12 Wheat Street',
      city: 'Lawrence',
      state: 'KS',
      zip: '66044',
      phone: '(785) 555-0142',
      website: 'samplebakery.example',
      email: 'owner@samplebakery.example',
      logoCode: null,
      image1Code: null,
      image2Code: null,
      includeAsLocation: true,
      status: 99,
      orgStatus: 99,
      ...overrides,
    },
    locations: [
      {
        id: 'loc-main',
        type: 1,
        locationName: 'Main store',
        address: '12 Wheat Street',
        city: 'Lawrence',
        state: 'KS',
        zip: '66044',
        phone: '(785) 555-0142',
        status: 1,
        hideAddress: false,
        offers: ['offer-1'],
      },
    ],
    offers: [
      {
        id: 'offer-1',
        description: 'A free cookie with any coffee for co-op members.',
        value: 'Free cookie',
        dollarValue: 2.5,
        frequency: 1,
        timeLapse: 7,
        endDate: DRAFT_END.us,
        stubCopy: 'Show the coupon at the counter.',
        status: 1,
        isPrinted: 1,
        isMobile: 1,
        categories: [{ category: 'Dining', selected: true, subcategories: [{ subcategory: 'Pizza', selected: true }] }],
      },
    ],
    contractInfo: { eSignType: 'sign', businessData: {} },
  };
}
