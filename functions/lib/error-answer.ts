import type { ErrorCode } from '#shared/constants.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { TransactionRefused } from '../db/transact.js';
import { DomainError, unavailable, type DomainErrorKind } from '../model/errors.js';

// The one place a refusal becomes HTTP (ADR 0081): core, the repositories and the chain's checks
// throw DomainErrors by kind; this table gives each kind its status, and the answer carries the
// message, the page's code and Retry-After. Anything else thrown is a fault: a generic 500.

export const STATUS_OF: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooMany: 429,
  notImplemented: 501,
  unavailable: 503,
};

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: { success: false; message: string; code?: ErrorCode };
}

/**
 * What was thrown, as a refusal the user is told about; undefined for a fault. A transaction that
 * parallel writes kept busy through every retry saved nothing, so the same request can be sent
 * again (ADR 0073); one refused by a failed condition nobody expected is a bug, so a fault.
 */
export function refusalOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof TransactionRefused && !error.refusal.failed.length)
    return unavailable(COMMON_MESSAGES.writeBusy);
  return undefined;
}

/** The status, headers and body a thrown value is answered with. */
export function errorAnswer(error: unknown): ErrorAnswer {
  const refusal = refusalOf(error);
  if (!refusal) return { status: 500, headers: {}, body: { success: false, message: COMMON_MESSAGES.serverError } };
  const { code, retryAfterSeconds } = refusal.details;
  return {
    status: STATUS_OF[refusal.kind],
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: { success: false, message: refusal.message, ...(code ? { code } : {}) },
  };
}
