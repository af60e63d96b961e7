// Messages of a business's numbers (My business and the staff's partner detail) and of counting
// deal opens. Kept by domain so a bundle carries only the words its pages and routes use.

export const NUMBERS_MESSAGES = {
  /** A business the member does not own (or none of this id): the same words, so ids are not probed. */
  businessNotYours: 'This business was not found among your businesses.',
  opensTooMany: 'Too many deal opens in one request.',
  title: 'Numbers',
  noFigures: 'No figures yet: they appear as members open, print, redeem and favorite your deals.',
  loadFailed: 'The numbers could not be loaded.',
  exportCsv: 'Export CSV',
  month: 'Month',
  chartMeasure: 'Chart',
  chartOf: '{measure} by month',
} as const;
