import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { auditForTransaction } from './audit-scope.js';
import { dynamo } from './clients.js';

// Every TransactWriteItems call goes through `transact` (tests/unit/transact-policy.test.ts holds every
// other file to that), so one retry policy covers them all (ADR 0073): a cancellation by
// TransactionConflict alone is tried again a bounded number of times with jittered back-off; a
// failed condition is an answer, not a fault, and comes back at once as a typed refusal.

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** A cancelled transaction: nothing of it was written. */
export interface TransactRefusal {
  ok: false;
  /** Indexes of the items whose condition failed (not retried: the answer will not change). */
  failed: readonly number[];
  /** Indexes of the items a parallel transaction still held after every attempt. */
  busy: readonly number[];
}

export type TransactResult = { ok: true } | TransactRefusal;

/**
 * The policy: at most this many attempts, waiting a random time up to `baseMs * 2^attempt` (capped
 * at `capMs`) between them ("full jitter"), so parallel losers spread out. The worst total wait
 * (25 + 50 + 100 + 200 ms) stays far inside the shortest function timeout (10 s).
 */
export const TRANSACT_RETRY = { attempts: 5, baseMs: 25, capMs: 400 } as const;

/** The wait before attempt `attempt + 1`; `random` in [0, 1). */
export function backoffMs(attempt: number, random = Math.random()): number {
  return Math.floor(random * Math.min(TRANSACT_RETRY.capMs, TRANSACT_RETRY.baseMs * 2 ** attempt));
}

/** A single write (Put, Update, Delete) was refused because its condition failed. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Indexes of a cancelled transaction's items whose reason has this code. */
function itemsWith(error: TransactionCanceledException, code: 'ConditionalCheckFailed' | 'TransactionConflict') {
  return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === code ? [i] : []));
}

/** The refusal's item at `index` lost to another write: its condition failed, or another transaction held it. */
export function lost(refusal: TransactRefusal, index: number): boolean {
  return refusal.failed.includes(index) || refusal.busy.includes(index);
}

/**
 * A refusal the caller has no answer of its own for. The chain answers it as a 503 when other
 * writes kept the items busy (the same request can be sent again), else as the fault it is.
 */
export class TransactionRefused extends Error {
  constructor(readonly refusal: TransactRefusal) {
    super(
      refusal.failed.length
        ? `transaction refused: conditions failed at ${refusal.failed.join(', ')}`
        : `transaction busy: items ${refusal.busy.join(', ')} held by parallel writes`,
    );
    this.name = 'TransactionRefused';
  }
}

/**
 * Runs the transaction under the policy above. Answers `{ ok: true }`, or the refusal: items whose
 * condition failed, or items still held by parallel transactions once the attempts are spent. Any
 * other error (throttling the SDK's own retries did not absorb, a validation error) is thrown.
 */
export async function transact(items: TransactItems): Promise<TransactResult> {
  // A staff action's audit item rides in its first transaction (ADR 0089), as the last item: the
  // caller's indexes are unchanged, and the item's own index is left out of a refusal.
  const audit = auditForTransaction(items.length);
  const sent = audit ? [...items, { Put: audit.put }] : items;
  const mine = (i: number) => i < items.length;
  let result: TransactResult | undefined;
  try {
    for (let attempt = 0; !result; attempt++) {
      try {
        await dynamo().send(new TransactWriteCommand({ TransactItems: sent }));
        result = { ok: true };
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const failed = itemsWith(error, 'ConditionalCheckFailed').filter(mine);
        const busy = itemsWith(error, 'TransactionConflict').filter(mine);
        if (!failed.length && !busy.length) throw error;
        if (failed.length || attempt + 1 >= TRANSACT_RETRY.attempts) result = { ok: false, failed, busy };
        else await sleep(backoffMs(attempt));
      }
    }
    return result;
  } finally {
    audit?.settle(result?.ok === true);
  }
}

/**
 * For callers whose one answer to a refusal is "no": true when written, false when a condition
 * failed; items parallel writes kept busy through every attempt are thrown (TransactionRefused).
 */
export function succeeded(result: TransactResult): result is { ok: true } {
  if (result.ok || result.failed.length) return result.ok;
  throw new TransactionRefused(result);
}

/** Runs the transaction; a refusal the caller has no answer for is thrown as TransactionRefused. */
export async function transactOrThrow(items: TransactItems): Promise<void> {
  const result = await transact(items);
  if (!result.ok) throw new TransactionRefused(result);
}
