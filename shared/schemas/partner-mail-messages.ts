// What the partner's mail links answer (ADR 0097): the end-date extension link and the monthly
// numbers email's opt-out link. {placeholders} are filled with fill() from shared/constants.ts.

export const PARTNER_MAIL_MESSAGES = {
  extendLinkInvalid:
    'This extension link is not valid: it has expired or is not for this offer. Please ask your cooperative to extend the offer.',
  extendLinkUsed:
    'This extension link was already used: the offer now ends on {date}. Each link extends an offer once; the next reminder brings a new one.',
  offerNotExtendable:
    'This offer can no longer be extended from this link: it is not an offer of an active business. Please contact your cooperative.',
  offerChangedMeanwhile: 'The offer was changed while you were extending it. Please open the link again.',
  extendMonthsInvalid: 'Please choose 3, 6 or 12 months.',
  offerExtended: 'Done: the offer now ends on {date}. Members see the new date now.',
  optOutLinkInvalid:
    'This link is not valid: it was already used or has expired. You can still ask your cooperative to stop the monthly numbers email.',
  optedOut: '{business} will no longer get the monthly numbers email from {coop}.',
  // My business (its owner only)
  businessNotYours: 'We could not find that business among yours.',
  numbersEmailChoice: 'Please choose whether the monthly numbers email comes.',
  numbersEmailOn: 'The monthly numbers email comes again from next month.',
  numbersEmailOff: 'The monthly numbers email no longer comes.',
} as const;
