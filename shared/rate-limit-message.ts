// The answer to a caller over a rate limit, the same from the API's own limits
// (functions/core/security/rate-limit.ts) and from the edge's web ACL (infra/lib/web-acl.ts).

/** "Too many attempts" with the wait, in seconds under a minute, else in whole minutes. */
export function tooManyMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
