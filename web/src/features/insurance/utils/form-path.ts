/** Each insurance item opens its quote form (spec: cinsuranceform/{productIdentifier}). */
export const insuranceFormPath = (productIdentifier: string) =>
  `/b2c/cinsuranceform/${encodeURIComponent(productIdentifier)}`;
