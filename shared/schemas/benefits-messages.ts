// Messages of the member benefits: insurance, national and group deals, providers.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const BENEFITS_MESSAGES = {
  // Insurance
  insurance: {
    firstName: 'Please enter your first name',
    lastName: 'Please enter your last name',
    email: 'Please enter your email',
    phone: 'Please enter your phone',
    gender: 'Please select your gender',
    age: 'Please enter your age',
    zip: 'Please enter your zip',
    state: 'Please select your state',
    howToHelp: 'Please select how you want to be helped',
    notes: 'Please enter your notes',
  },
  // Insurance products and quote leads (product's own words; the spec names none)
  insuranceUnavailable: 'This insurance product is not available.',
  insuranceOutsideOnly:
    "This product's quotes are given on its provider's site: please use its button on the Insurance page.",
  insuranceLeadSent: 'Thank you! Your quote request was sent to {coop}. An agent will contact you shortly.',
  // National deals and group deals (product's own words; the spec names none)
  dealGroupInvalid: 'Please choose a deal group from the menu.',
  noGroupDeals: 'There are no deals in this group yet. Please check out our other deals for you!',
  nationalDealNotFound: 'This deal is no longer available.',
  // Providers
  noProviders: 'There are no providers in your area. Please expand your search distance and try again.',
  // Provider locator (product's own words; the spec names none)
  providerSpecialtyInvalid: 'Please choose a specialty from the list for this benefit.',
  providersCapped:
    'Showing the {count} nearest providers. Choose a shorter distance or a specialty to narrow the list.',
} as const;
