import { S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo, sesClient } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { putMedia } from '#functions/db/media-repo.js';
import { MEDIA, PRIVATE_MEDIA } from '#shared/constants.js';
import { asRoute, installPermissionGuard } from '#infra/local/permission-guard.js';
import { routes } from '#shared/routes.js';

// The local portal's guard (infra/local/server.ts runs every handler inside asRoute): the same
// permission model as IAM, applied to the real SDK clients of functions/db. The services behind
// them are stubbed here; in the live tests they are DynamoDB Local, s3rver and the SES emulator.

// Stub first, guard second: the guard wraps whatever send() the clients have.
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const s3 = mockClient(S3Client);
ddb.onAnyCommand().resolves({});
ses.onAnyCommand().resolves({ MessageId: 'm' });
s3.onAnyCommand().resolves({});
installPermissionGuard();
afterAll(() => {
  ddb.restore();
  ses.restore();
  s3.restore();
});

const slide = () =>
  dynamo().send(
    new UpdateCommand({
      TableName: config().tables.ephemeral,
      Key: keys.session('a'.repeat(64)),
      UpdateExpression: 'SET lastSeenAt = :s',
      ExpressionAttributeValues: { ':s': 1 },
    }),
  );
const countRate = () =>
  dynamo().send(
    new UpdateCommand({
      TableName: config().tables.ephemeral,
      Key: keys.rate('login-ip', '127.0.0.1', 0),
      UpdateExpression: 'ADD #c :one',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
const mail = () =>
  sesClient().send(
    new SendEmailCommand({
      Destination: { ToAddresses: ['a@example.org'] },
      Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } },
    }),
  );

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
    await expect(
      asRoute(undefined, () => dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.network() }))),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(countRate()).resolves.toBeDefined();
    await expect(mail()).resolves.toBeDefined();
  });

  it('keeps each request to its own role when requests overlap', async () => {
    const [a, b] = await Promise.allSettled([
      asRoute(routes['outside/gethomedata'], countRate),
      asRoute(routes['outside/login'], countRate),
    ]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
  });
});

// Least privilege: the guard holds each route to its folders and item families.
describe('local permission guard, narrowed grants', () => {
  const denied = { name: 'AccessDeniedException' };
  const png = new Uint8Array([1]);

  it("keeps the member's image upload to business images: a signed agreement's key is refused", async () => {
    const upload = routes['setup/uploadbpimage'];
    await expect(
      asRoute(upload, () => putMedia(`${MEDIA.business}m1/Image1C-bp1.png`, png, 'image/png')),
    ).resolves.toBeUndefined();
    await expect(
      asRoute(upload, () => putMedia(`${PRIVATE_MEDIA.agreements}bp1/agreement-1.pdf`, png, 'application/pdf')),
    ).rejects.toMatchObject(denied);
    await expect(asRoute(upload, () => putMedia(`${MEDIA.logos}323-logo.png`, png, 'image/png'))).rejects.toMatchObject(
      denied,
    );
    await expect(
      asRoute(routes['outside/signAgreement'], () =>
        putMedia(`${PRIVATE_MEDIA.agreements}bp1/agreement-1.pdf`, png, 'application/pdf'),
      ),
    ).resolves.toBeUndefined();
  });

  it('keeps a link check to rate counters: a token or member write is refused', async () => {
    const check = routes['outside/checkresetlink'];
    await expect(asRoute(check, countRate)).resolves.toBeDefined();
    await expect(
      asRoute(check, () =>
        dynamo().send(new PutCommand({ TableName: config().tables.ephemeral, Item: keys.token('a'.repeat(64)) })),
      ),
    ).rejects.toMatchObject(denied);
    await expect(
      asRoute(routes['outside/login'], () =>
        dynamo().send(new PutCommand({ TableName: config().tables.core, Item: keys.coop(323) })),
      ),
    ).rejects.toMatchObject(denied);
  });

  it('refuses every route a Scan', async () => {
    for (const route of [routes['b2c/listdeals'], routes['admin/listmembers'], routes['outside/login']]) {
      await expect(
        asRoute(route, () => dynamo().send(new ScanCommand({ TableName: config().tables.core }))),
      ).rejects.toMatchObject(denied);
    }
  });
});
