// /static/ addresses for the edge rule (shared/media-keys.ts): the CloudFront function, the local
// server and their tests all take them. The refused ones are the security review's probes and
// their variants: private/, dot segments raw and percent-encoded in either case, backslashes, double
// encoding, folders and names outside the public prefixes.

export const SERVED_STATIC_PATHS: [path: string, key: string][] = [
  ['/static/logos/323.svg', 'logos/323.svg'],
  ['/static/logos/deals/4.svg', 'logos/deals/4.svg'],
  [
    '/static/business/6f1c2a9e-0b7d-4c51-9a39-3f0e8d2b7c11/Image1C-bp-1.png',
    'business/6f1c2a9e-0b7d-4c51-9a39-3f0e8d2b7c11/Image1C-bp-1.png',
  ],
  ['/static/cards/PS1f.svg', 'cards/PS1f.svg'],
  // S3 decodes the path once, so an encoded slash names the same key.
  ['/static/logos%2F323.svg', 'logos/323.svg'],
];

/** Paths the edge refuses; most aim at the stored agreement `agreement` (a private key). */
export const refusedStaticPaths = (AGREEMENT = 'private/agreements/bp-1/agreement-1.pdf'): string[] => [
  `/static/${AGREEMENT}`,
  `/static/.%2F${AGREEMENT}`,
  `/static/.%2f${AGREEMENT}`,
  `/static/logos/..%2F${AGREEMENT}`,
  `/static/logos/..%2f${AGREEMENT}`,
  `/static/logos/%2e%2e/${AGREEMENT}`,
  `/static/logos/%2E%2E%2F${AGREEMENT}`,
  `/static/logos/%2e./${AGREEMENT}`,
  `/static/logos/../${AGREEMENT}`,
  `/static/logos/./323.svg`,
  `/static/./logos/323.svg`,
  `/static/logos/..\\${AGREEMENT}`,
  `/static/logos/..%5C${AGREEMENT}`,
  `/static/logos/..%5c${AGREEMENT}`,
  `/static/logos/%252e%252e/${AGREEMENT}`,
  `/static/logos//323.svg`,
  '/static/',
  '/static/logos/',
  '/static/logos',
  '/static/bp/6f1c2a9e/Image1C-bp-1.png',
  '/static/images/deals/1-1.svg',
  '/static/%E0%A4%A',
  '/static/logos/%00.svg',
  '/static/logos/a%20b.svg',
];
