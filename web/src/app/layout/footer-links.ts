// The footer links the member (b2c) and business (b2b) shells both show, listed once so their
// labels and paths cannot drift apart.

export interface FooterLink {
  label: string;
  to: string;
}

export const MOBILE_APP_LINK: FooterLink = { label: 'Mobile App', to: '/b2c/cmobile' };
export const CONTACT_LINK: FooterLink = { label: 'Contact Us', to: '/b2c/ccontact' };
export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Privacy Policy', to: '/b2c/cprivacy' },
  { label: 'Terms of Use', to: '/b2c/cterms' },
];
