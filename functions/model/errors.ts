import type * as z from 'zod';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';
import { ERROR_CODES, type ErrorCode } from '../../shared/constants.js';

// Typed errors: the chain turns each into its status code and a `{ success: false, message }` body.
// Anything else thrown is a 500 with a generic message and no internals.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
    /** A machine-readable reason beside the message, where the page acts on it (ERROR_CODES). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
/** A member route called with a session that staff ended by deactivating the account. */
export const accountInactive = (message: string) => new HttpError(401, message, {}, ERROR_CODES.accountInactive);
export const notImplemented = (message: string) => new HttpError(501, message);
/** A dependency (e.g. mail) failed and nothing was kept: the same request can simply be sent again. */
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/**
 * A versioned save found the section moved on since the form read it (another save came first, or
 * the co-op is gone). Not an HttpError: each form has its own words for it, so core answers the
 * 409 with its message.
 */
export class StaleSectionError extends Error {}

/** The save's answer; a StaleSectionError from it becomes a 409 with the form's message. */
export async function conflictIfStale<T>(save: Promise<T>, message: string): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof StaleSectionError) throw conflict(message);
    throw error;
  }
}

/** The first failing field's message; zod's default text gets the field's path in front. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return COMMON_MESSAGES.badRequest;
  const custom = issue.message && !/^(Invalid|Expected|Too (big|small)|Unrecognized)/i.test(issue.message);
  if (custom) return issue.message;
  const where = issue.path.length ? issue.path.join('.') : 'body';
  return `${where}: ${issue.message}`;
}
