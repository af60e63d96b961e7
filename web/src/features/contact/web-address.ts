/** A co-op's web site as a link: http(s) addresses as given, a bare host name over https, anything else (javascript:, data:) none. */
export function webHref(value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(v)) return `https://${v}`;
  return null;
}

/** A phone number as a tel: link (digits and a leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
