// The screens' US dates (MM/DD/YYYY) and the stored ISO days (YYYY-MM-DD): one conversion each way.

/** MM/DD/YYYY that names a real day (02/30 does not). */
export function realDate(mdy: string): boolean {
  const [m, d, y] = mdy.split('/').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A stored YYYY-MM-DD as the screens and the agreement show it, MM/DD/YYYY. */
export const usFromIso = (ymd: string) => {
  const [y, m, d] = ymd.split('-');
  return `${m}/${d}/${y}`;
};

/** MM/DD/YYYY as YYYY-MM-DD. */
export const isoFromUs = (mdy: string) => {
  const [m, d, y] = mdy.split('/');
  return `${y}-${m}-${d}`;
};
