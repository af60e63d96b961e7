import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** True when a TransactWriteItems call was cancelled because one of its conditions failed. */
export function cancelledByCondition(error: unknown): boolean {
  return error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
}

/** Indexes of a cancelled transaction's items whose condition failed; undefined for any other error. */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * A versioned (optimistic) write lost its race: a single write's condition failed, or a
 * transaction was cancelled by a failed condition or by a conflicting write.
 */
export function lostWriteRace(error: unknown): boolean {
  return (
    (error as Error).name === 'ConditionalCheckFailedException' ||
    (error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict'))
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
      const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || cancelledByCondition(error) || attempt >= 4) throw error;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 50 * (attempt + 1)));
    }
  }
}
