// The marketplace pages: marketing text and outbound
// links to the partner's shop, a video, an FAQ and the disclosures. One table, read by
// /b2c/cmarketplace/:item; /b2c/cnewmarketplace lists them.

export interface MarketplacePage {
  title: string;
  claim: string;
  text: string[];
  links: { label: string; url: string }[];
}

export const MARKETPLACE_PAGES = {
  clenses: {
    title: 'Contact Lenses',
    claim: 'Save 10% to 40% on contact lenses from the brands you already wear.',
    text: [
      'Order your prescription online and have it delivered to your door.',
      'Every major brand, daily, weekly and monthly lenses, with free shipping on yearly supplies.',
    ],
    links: [
      { label: 'Shop contact lenses', url: 'https://lenses.example/members' },
      { label: 'Watch how it works', url: 'https://lenses.example/video' },
      { label: 'Questions and answers', url: 'https://lenses.example/faq' },
      { label: 'Disclosures', url: 'https://lenses.example/disclosures' },
    ],
  },
  cpets: {
    title: 'Pet Care',
    claim: 'Savings on veterinary care, medications and supplies for your dogs and cats.',
    text: [
      'Discounts at participating veterinarians, plus pet medications delivered to your home.',
      'A 24/7 pet helpline staffed by licensed veterinary professionals.',
    ],
    links: [
      { label: 'Shop pet care', url: 'https://pets.example/members' },
      { label: 'Watch how it works', url: 'https://pets.example/video' },
      { label: 'Questions and answers', url: 'https://pets.example/faq' },
      { label: 'Disclosures', url: 'https://pets.example/disclosures' },
    ],
  },
  cmarketinsurance: {
    title: 'Marketplace Insurance',
    claim: 'Compare health plans from the insurance marketplace, with free help choosing one.',
    text: [
      'See the plans available where you live, side by side, and whether you qualify for savings on your premium.',
      'Licensed agents answer your questions and help you enroll, at no cost to you.',
    ],
    links: [
      { label: 'Compare marketplace plans', url: 'https://marketplace-plans.example/members' },
      { label: 'Watch how it works', url: 'https://marketplace-plans.example/video' },
      { label: 'Questions and answers', url: 'https://marketplace-plans.example/faq' },
      { label: 'Disclosures', url: 'https://marketplace-plans.example/disclosures' },
    ],
  },
} satisfies Record<string, MarketplacePage>;

/** The family protection pack on the marketplace hub (identity protection for the household). */
export const FAMILY_PROTECTION: MarketplacePage = {
  title: 'Family Protection Pack',
  claim: 'Identity protection for the whole household, at one member price.',
  text: ['Identity monitoring with alerts, and restoration help if an identity is stolen.'],
  links: [
    { label: 'See the family protection pack', url: 'https://protect.example/members' },
    { label: 'Disclosures', url: 'https://protect.example/disclosures' },
  ],
};

export type MarketplaceItem = keyof typeof MARKETPLACE_PAGES;
export const MARKETPLACE_ITEMS = Object.keys(MARKETPLACE_PAGES) as MarketplaceItem[];
export const isMarketplaceItem = (item: string | undefined): item is MarketplaceItem =>
  MARKETPLACE_ITEMS.includes(item as MarketplaceItem);
