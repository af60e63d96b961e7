// Links between admin pages that a feature makes and a page reads, named once.

/** Business Partners' search parameter that opens one active partner. */
export const PARTNER_PARAM = 'partner';

/** Business Partners with one active partner opened (the inbox links a deal report's business). */
export const partnerLink = (bpId: string) =>
  `/admin/business-partners?${new URLSearchParams({ [PARTNER_PARAM]: bpId }).toString()}`;
