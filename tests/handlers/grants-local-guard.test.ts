import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/config.js';
import { dynamo, sesClient } from '../../functions/db/clients.js';
import { keys } from '../../functions/db/keys.js';
import { asRoute, installPermissionGuard } from '../../infra/local/permission-guard.js';
import { routes } from '../../shared/routes.js';

// The local portal's guard (infra/local/server.ts runs every handler inside asRoute): the same
// permission model as IAM, applied to the real SDK clients of functions/db. The services behind
// them are stubbed here; in the live tests they are DynamoDB Local, s3rver and the SES emulator.

// Stub first, guard second: the guard wraps whatever send() the clients have.
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
ddb.onAnyCommand().resolves({});
ses.onAnyCommand().resolves({ MessageId: 'm' });
installPermissionGuard();
afterAll(() => {
  ddb.restore();
  ses.restore();
});

const slide = () =>
  dynamo().send(new UpdateCommand({ TableName: config().tables.ephemeral, Key: keys.session('a'.repeat(64)), UpdateExpression: 'SET lastSeenAt = :s', ExpressionAttributeValues: { ':s': 1 } }));
const countRate = () =>
  dynamo().send(new UpdateCommand({ TableName: config().tables.ephemeral, Key: keys.rate('login-ip', '127.0.0.1', 0), UpdateExpression: 'ADD #c :one', ExpressionAttributeNames: { '#c': 'count' }, ExpressionAttributeValues: { ':one': 1 } }));
const mail = () => sesClient().send(new SendEmailCommand({ Destination: { ToAddresses: ['a@example.org'] }, Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } } }));

describe('local permission guard', () => {
  it('lets a read-only route slide its session (the chain grant) but not count a rate limit', async () => {
    const home = routes['outside/gethomedata'];
    await expect(asRoute(home, slide)).resolves.toBeDefined();
    await expect(asRoute(home, countRate)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(asRoute(home, mail)).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('allows what a route declares', async () => {
    const login = routes['outside/login'];
    await expect(asRoute(login, countRate)).resolves.toBeDefined();
    await expect(asRoute(routes['outside/recoverpassword'], mail)).resolves.toBeDefined();
  });

  it('gives the fallback nothing, and leaves calls outside a request (seeding, start-up) alone', async () => {
    await expect(asRoute(undefined, () => dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.network() })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(countRate()).resolves.toBeDefined();
    await expect(mail()).resolves.toBeDefined();
  });

  it('keeps each request to its own role when requests overlap', async () => {
    const [a, b] = await Promise.allSettled([asRoute(routes['outside/gethomedata'], countRate), asRoute(routes['outside/login'], countRate)]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
  });
});
