// Messages of the real-user metrics report (outside/webvitals); the page sends it on its way out
// and never shows them, but a caller testing the route reads why it was refused.

export const WEB_VITALS_MESSAGES = {
  unknownPage: 'page must be one of the portal pages, as its route pattern (for example b2c/chome).',
  unknownField: 'A report has only page, lcp, inp and cls.',
  noValues: 'A report needs at least one of lcp, inp and cls.',
  msRange: 'lcp and inp are milliseconds from 0 to 60000.',
  clsRange: 'cls is a layout shift score from 0 to 10.',
} as const;
