import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

// DynamoDB reports a refused write by the error's name (a single write) or by a code per item (a
// cancelled transaction); these answer the questions every repo asks of either.

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** A single write (Put, Update, Delete) was refused because its condition failed. */
export function isConditionFailed(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/** Indexes of a cancelled transaction's items whose reason has this code; undefined for any other error. */
function itemsCancelledWith(
  error: unknown,
  code: 'ConditionalCheckFailed' | 'TransactionConflict',
): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === code ? [i] : []));
}

/** Indexes of a cancelled transaction's items whose condition failed; undefined for any other error. */
export function failedConditions(error: unknown): number[] | undefined {
  return itemsCancelledWith(error, 'ConditionalCheckFailed');
}

/** True when a TransactWriteItems call was cancelled because one of its conditions failed. */
export function cancelledByCondition(error: unknown): boolean {
  return (failedConditions(error)?.length ?? 0) > 0;
}

/**
 * The transaction's item at `index` lost to another write: its condition failed, or a parallel
 * transaction on the same item held it (still so after `transact`'s retries).
 */
export function itemLostRace(error: unknown, index: number): boolean {
  return Boolean(
    failedConditions(error)?.includes(index) || itemsCancelledWith(error, 'TransactionConflict')?.includes(index),
  );
}

/**
 * A versioned (optimistic) write lost its race: a single write's condition failed, or a
 * transaction was cancelled by a failed condition or by a conflicting write.
 */
export function lostWriteRace(error: unknown): boolean {
  return (
    isConditionFailed(error) ||
    cancelledByCondition(error) ||
    (itemsCancelledWith(error, 'TransactionConflict')?.length ?? 0) > 0
  );
}

/**
 * Runs the transaction, trying again a few times when it was cancelled only by TransactionConflict:
 * parallel transactions on one item can conflict (not a failed condition), and a short wait settles
 * them, after which the loser sees its condition fail. A failed condition is thrown at once.
 */
export async function transact(items: TransactItems): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const conflict = (itemsCancelledWith(error, 'TransactionConflict')?.length ?? 0) > 0;
      if (!conflict || cancelledByCondition(error) || attempt >= 4) throw error;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 50 * (attempt + 1)));
    }
  }
}
