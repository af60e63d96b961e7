// The Platform Setup section's sub-navigation: every setup page renders these
// links above its content. Each entry is one page under /admin/setup; add a line to add a page.

export interface SetupSection {
  label: string;
  to: string;
}

export const SETUP_SECTIONS: SetupSection[] = [
  { label: 'Branding & contact', to: '/admin/setup' },
  { label: 'Home slides', to: '/admin/setup/slides' },
  { label: 'Card art', to: '/admin/setup/card-art' },
  { label: 'Feature groups', to: '/admin/setup/groups' },
  { label: 'Catalog', to: '/admin/setup/catalog' },
  { label: 'Domains', to: '/admin/setup/domains' },
];
