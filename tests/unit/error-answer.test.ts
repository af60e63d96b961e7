import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/constants.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { TRANSACT_RETRY, transactOrThrow } from '#functions/db/transact.js';
import { errorAnswer, refusalOf } from '#functions/lib/error-answer.js';
import {
  accountInactive,
  conflictIfStale,
  DomainError,
  forbidden,
  inConflict,
  invalid,
  notFound,
  notImplemented,
  StaleSectionError,
  tooLarge,
  tooMany,
  unauthenticated,
  unavailable,
  unsupportedType,
} from '#functions/model/errors.js';

// One error model (ADR 0081): core and the repositories throw refusals by kind, and the chain's
// one table answers each with the status, message, code and Retry-After the page has always had.

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
afterAll(() => ddb.restore());

const thrown = async (work: () => Promise<unknown>) =>
  work().then(
    () => undefined,
    (e: unknown) => e,
  );

describe('a refusal as the caller is answered', () => {
  it('gives each kind its status and the message as written', () => {
    const answers = [
      invalid('a'),
      unauthenticated('b'),
      forbidden('c'),
      notFound('d'),
      inConflict('e'),
      tooLarge('f'),
      unsupportedType('g'),
      notImplemented('h'),
      unavailable('i'),
    ].map(errorAnswer);
    expect(answers.map((a) => a.status)).toEqual([400, 401, 403, 404, 409, 413, 415, 501, 503]);
    expect(answers[4]).toEqual({ status: 409, headers: {}, body: { success: false, message: 'e' } });
  });

  it('tells a caller held back how long to wait, and a deactivated member why', () => {
    expect(errorAnswer(tooMany('Too many attempts.', 690))).toEqual({
      status: 429,
      headers: { 'retry-after': '690' },
      body: { success: false, message: 'Too many attempts.' },
    });
    expect(errorAnswer(accountInactive('Ask River Co-op.'))).toEqual({
      status: 401,
      headers: {},
      body: { success: false, message: 'Ask River Co-op.', code: ERROR_CODES.accountInactive },
    });
  });

  it('answers anything else with a generic 500 that names no internals', () => {
    const fault = errorAnswer(new Error('ValidationException: table core-prod has no index gsi9'));
    expect(fault).toEqual({ status: 500, headers: {}, body: { success: false, message: COMMON_MESSAGES.serverError } });
    expect(refusalOf(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('turns a stale section into a conflict in the form`s own words', async () => {
    const error = await thrown(() => conflictIfStale(Promise.reject(new StaleSectionError()), 'Reload the page.'));
    expect(error).toBeInstanceOf(DomainError);
    expect(errorAnswer(error)).toMatchObject({ status: 409, body: { message: 'Reload the page.' } });
  });
});

describe('a transaction under the one retry policy (ADR 0073)', () => {
  const conflict = () =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'TransactionConflict' }],
    });
  const WRITE = [{ Put: { TableName: 'core', Item: { pk: 'p', sk: 's' } } }];

  it('is tried again while parallel writes hold it, then answered 503 "send again"', async () => {
    ddb.on(TransactWriteCommand).rejects(conflict());
    const error = await thrown(() => transactOrThrow(WRITE));
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(TRANSACT_RETRY.attempts);
    expect(errorAnswer(error)).toEqual({
      status: 503,
      headers: {},
      body: { success: false, message: COMMON_MESSAGES.writeBusy },
    });
  });

  it('is written when the conflict clears within the attempts', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
    expect(await thrown(() => transactOrThrow(WRITE))).toBeUndefined();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('keeps a failed condition nobody expected a fault (500), not tried again', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    expect(errorAnswer(await thrown(() => transactOrThrow(WRITE)))).toMatchObject({ status: 500 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('only the api layer speaks HTTP', () => {
  const root = join(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );

  it('has no HTTP error helper in core or the repositories: they throw refusals by kind', () => {
    const http = /\bHttpError\b|\bbadRequest\(|\bconflict\(|\btooManyRequests\(|\bserviceUnavailable\(/;
    const speaking = ['functions/core', 'functions/db']
      .flatMap(sources)
      .filter((file) => http.test(readFileSync(join(root, file), 'utf8')));
    expect(speaking).toEqual([]);
  });
});
