import type * as z from 'zod';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { ERROR_CODES, type ErrorCode } from '#shared/constants.js';

// The one error model (ADR 0081): core, the repositories and the chain's own checks throw a
// DomainError saying what kind of refusal it is, in the words the user reads; only the chain
// (functions/lib/error-answer.ts) turns a kind into an HTTP status and headers. Anything else
// thrown is a 500 with a generic message and no internals.

/** What went wrong, as the domain sees it; each kind has one status in the chain. */
export type DomainErrorKind =
  /** The input cannot be taken as sent (a field, a format, a link that does not match). */
  | 'invalid'
  /** Nobody is signed in, or the credentials do not hold. */
  | 'unauthenticated'
  /** Signed in, but this caller may not do this. */
  | 'forbidden'
  /** The thing asked for does not exist (or is not the caller's to see). */
  | 'notFound'
  /** The state does not allow it now: taken, already done, moved on since the form read it. */
  | 'conflict'
  /** The body or file is bigger than the limit. */
  | 'tooLarge'
  /** The body is not in a type the route takes. */
  | 'unsupportedType'
  /** Too many attempts: wait `retryAfterSeconds`. */
  | 'tooMany'
  /** A route the portal does not offer yet. */
  | 'notImplemented'
  /** A dependency (mail, a busy table) failed and nothing was kept: the same request can be sent again. */
  | 'unavailable';

export interface DomainErrorDetails {
  /** A machine-readable reason beside the message, where the page acts on it (ERROR_CODES). */
  code?: ErrorCode;
  /** How long to wait before trying again ('tooMany'). */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const inConflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('tooLarge', message);
export const unsupportedType = (message: string) => new DomainError('unsupportedType', message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('tooMany', message, { retryAfterSeconds });
/** A member route called with a session that staff ended by deactivating the account. */
export const accountInactive = (message: string) =>
  new DomainError('unauthenticated', message, { code: ERROR_CODES.accountInactive });
/** A staff session that has not passed its second step, on an admin route: the page opens the step (ADR 0090). */
export const secondStepRequired = (message: string) =>
  new DomainError('forbidden', message, { code: ERROR_CODES.secondStepRequired });
export const notImplemented = (message: string) => new DomainError('notImplemented', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/**
 * A versioned save found the section moved on since the form read it (another save came first, or
 * the co-op is gone). A conflict in the setup forms' words; a form with its own words for it
 * answers with those (conflictIfStale).
 */
export class StaleSectionError extends DomainError {
  constructor() {
    super('conflict', ADMIN_MESSAGES.setupStale);
  }
}

/** The save's answer; a StaleSectionError from it becomes a conflict with the form's message. */
export async function conflictIfStale<T>(save: Promise<T>, message: string): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof StaleSectionError) throw inConflict(message);
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
