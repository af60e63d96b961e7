import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** True when a TransactWriteItems call was cancelled because one of its conditions failed. */
export function cancelledByCondition(error: unknown): boolean {
  return error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
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
