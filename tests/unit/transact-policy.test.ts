import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  backoffMs,
  succeeded,
  transact,
  TransactionRefused,
  TRANSACT_RETRY,
  type TransactItems,
} from '#functions/db/transact.js';

// One retry policy for every DynamoDB transaction (ADR 0073): a cancellation by parallel
// transactions alone is tried again, a bounded number of times; a failed condition is an answer
// the caller gets at once; anything else is thrown as it came.

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
afterAll(() => ddb.restore());

const ITEMS: TransactItems = [
  { Put: { TableName: 't', Item: { pk: 'a', sk: 'a' }, ConditionExpression: 'attribute_not_exists(pk)' } },
  { Put: { TableName: 't', Item: { pk: 'b', sk: 'b' }, ConditionExpression: 'attribute_not_exists(pk)' } },
];

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code): CancellationReason => ({ Code })),
  });
const CONFLICT_ON_SECOND = () => cancelled('None', 'TransactionConflict');

describe('transact', () => {
  it('tries a transaction that parallel writes held again, and writes it once they let go', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(CONFLICT_ON_SECOND()).rejectsOnce(CONFLICT_ON_SECOND()).resolves({});
    expect(await transact(ITEMS)).toEqual({ ok: true });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('gives up after the policy`s attempts and names the items still busy', async () => {
    ddb.on(TransactWriteCommand).rejects(CONFLICT_ON_SECOND());
    expect(await transact(ITEMS)).toEqual({ ok: false, failed: [], busy: [1] });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(TRANSACT_RETRY.attempts);
  });

  it('answers a failed condition at once, without trying again, even beside a conflict', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'ConditionalCheckFailed'));
    expect(await transact(ITEMS)).toEqual({ ok: false, failed: [1], busy: [0] });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('throws any other error as it came, once', async () => {
    const invalid = Object.assign(new Error('One or more parameter values were invalid'), {
      name: 'ValidationException',
    });
    ddb.on(TransactWriteCommand).rejects(invalid);
    await expect(transact(ITEMS)).rejects.toThrow('One or more parameter values were invalid');
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ThrottlingError'));
    await expect(transact(ITEMS)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('waits a random, growing, capped time between attempts, all of it far inside a 10 s function', () => {
    expect(backoffMs(0, 0)).toBe(0);
    expect(backoffMs(1, 0.5)).toBe(TRANSACT_RETRY.baseMs);
    expect(backoffMs(30, 0.999_999)).toBeLessThan(TRANSACT_RETRY.capMs);
    const worst = Array.from({ length: TRANSACT_RETRY.attempts - 1 }, (_, a) => backoffMs(a, 0.999_999));
    expect(worst.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(1000);
  });
});

describe('succeeded', () => {
  it('is false for a failed condition and throws a busy refusal as TransactionRefused', () => {
    expect(succeeded({ ok: true })).toBe(true);
    expect(succeeded({ ok: false, failed: [0], busy: [] })).toBe(false);
    expect(() => succeeded({ ok: false, failed: [], busy: [1] })).toThrow(TransactionRefused);
  });
});

describe('one way to write a transaction', () => {
  const root = join(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );

  it('sends TransactWriteItems from functions/db/transact.ts alone', () => {
    const senders = ['functions', 'infra', 'shared', 'tests/support']
      .flatMap(sources)
      .filter((file) => /new TransactWrite(Items)?Command\(/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => relative(root, join(root, file)));
    expect(senders).toEqual(['functions/db/transact.ts']);
  });
});
