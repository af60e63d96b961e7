import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { ERROR_CODES, fill, LIMITS } from '#shared/constants.js';
import { chunkRows, parseMembersCsv } from '#web/features/admin-members/utils/member-csv.js';
import {
  Client,
  lastMailTo,
  linkIn,
  MEMBER_PASSWORD,
  signedUpMember,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';
import { OWN_COOP_ZIP, ownCoop } from '../support/own-coop.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin Members section end to end against the local stack: staff of Prairie Sky import a CSV
// (parsed as the page parses it) with good, duplicate and bad rows, the invited member activates
// from the mail, staff search and open members, deactivate one (their open session is refused,
// they cannot log in) and reactivate them; a thousand rows import in chunks.

const STAFF = { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' };
const VIEWER = { email: 'viewer@prairiesky.example', password: 'Abacus$Meadow81' };
const NEW_PASSWORD = 'River$Stone77';

beforeAll(() => useLocalAws());

async function staffClient(who = STAFF) {
  const client = new Client();
  const res = await client.post('outside/login', who);
  expect(res.status, res.text).toBe(200);
  return client;
}

type Report = {
  created: number;
  duplicates: number;
  rejected: number;
  rows: { row: number; result: string; reason?: string }[];
  slowestChunkMs: number;
};

async function importCsv(staff: Client, csv: string): Promise<Report> {
  const parsed = parseMembersCsv(csv);
  if ('error' in parsed) throw new Error(parsed.error);
  const total: Report = { created: 0, duplicates: 0, rejected: 0, rows: [], slowestChunkMs: 0 };
  for (const rows of chunkRows(parsed.rows)) {
    const started = Date.now();
    const res = await staff.post('admin/importmembers', { rows });
    total.slowestChunkMs = Math.max(total.slowestChunkMs, Date.now() - started);
    expect(res.status, res.text).toBe(200);
    const r = res.json as unknown as Report;
    total.created += r.created;
    total.duplicates += r.duplicates;
    total.rejected += r.rejected;
    total.rows.push(...r.rows);
  }
  return total;
}

async function memberByEmail(staff: Client, email: string) {
  const res = await staff.post('admin/listmembers', { query: email });
  const [member] = res.json.members as { memberId: string; status: string }[];
  return member!;
}

describe('admin members', () => {
  it('imports a CSV: created rows are invited by mail and can activate, duplicates and bad rows are reported', async () => {
    const staff = await staffClient();
    const { email: existing } = await signedUpMember('adm-existing');
    const tag = `Imp${Date.now().toString(36)}`;
    const good = uniqueEmail('adm-import');
    const other = uniqueEmail('adm-import2');
    const csv = [
      'First Name,Last Name,Email Address,ZIP Code',
      `Ivy,${tag}a,${good},66044`,
      `Dee,Saver,${existing.toUpperCase()},66044`,
      `No,Zip,${uniqueEmail('adm-bad')},6604`,
      `Ivy,${tag}b,${good},66044`,
      `"Ola, Jr.",${tag}c,${other},67002`,
    ].join('\n');
    const report = await importCsv(staff, csv);
    expect(report).toMatchObject({
      created: 2,
      duplicates: 2,
      rejected: 1,
      rows: [
        { row: 2, result: 'created' },
        { row: 3, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate },
        { row: 4, result: 'rejected', reason: ACCOUNT_MESSAGES.zipInvalid },
        { row: 5, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicateInFile },
        { row: 6, result: 'created' },
      ],
    });

    // Staff find the new members by name, email and ZIP.
    const byName = await staff.post('admin/listmembers', { query: tag });
    expect((byName.json.members as { email: string; status: string }[]).map((m) => [m.email, m.status])).toEqual([
      [good, 'invited'],
      [other, 'invited'],
    ]);
    expect((await memberByEmail(staff, good.toUpperCase())).status).toBe('invited');
    const byZip = await staff.post('admin/listmembers', { query: '67002' });
    expect(JSON.stringify(byZip.json)).toContain(other);

    // The invitation: the link activates the account, and the member can log in.
    const link = linkIn(await lastMailTo(good, /Activate/), /\/activate\/[^\s"<>]+/);
    const [, key1, key2] = /\/activate\/([^/]+)\/([A-Za-z0-9_-]{43})/.exec(link)!;
    const member = new Client();
    const activated = await member.post('outside/activateaccount', {
      activationData: { key1, key2, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(activated.json).toMatchObject({ success: true, firstName: 'Ivy', role: 'member' });
    expect((await new Client().post('outside/login', { email: good, password: NEW_PASSWORD })).status).toBe(200);
    expect((await memberByEmail(staff, good)).status).toBe('active');
  });

  it('deactivates a member: their open session is refused and they cannot log in, until reactivated', async () => {
    const staff = await staffClient();
    const { email, client: memberSession } = await signedUpMember('adm-deactivate');
    expect((await memberSession.post('b2c/account', {})).status).toBe(200);
    const { memberId } = await memberByEmail(staff, email);

    const viewer = await staffClient(VIEWER);
    expect(await viewer.post('admin/setmemberstatus', { memberId, action: 'deactivate' })).toMatchObject({
      status: 403,
      json: { message: COMMON_MESSAGES.staffReadOnly },
    });
    expect((await viewer.post('admin/getmember', { memberId })).json).toMatchObject({
      member: { email, status: 'active' },
      savings: [],
      total: 0,
    });

    const off = await staff.post('admin/setmemberstatus', { memberId, action: 'deactivate' });
    expect(off.json).toEqual({ success: true, message: ADMIN_MESSAGES.memberDeactivated, status: 'inactive' });
    const inactive = fill(ACCOUNT_MESSAGES.accountInactive, {
      coop: 'Prairie Sky Electric',
      contact: 'members@prairiesky.example or (785) 555-0143',
    });
    // The open session hears why it ended (not 'Please Login'), with a code the page acts on.
    expect(await memberSession.post('b2c/account', {})).toMatchObject({
      status: 401,
      json: { success: false, message: inactive, code: ERROR_CODES.accountInactive },
    });
    // The right password learns the account is inactive and whom to ask; a wrong one learns nothing.
    expect(await new Client().post('outside/login', { email, password: MEMBER_PASSWORD })).toMatchObject({
      status: 403,
      json: { message: inactive },
    });
    expect(await new Client().post('outside/login', { email, password: `${MEMBER_PASSWORD}x` })).toMatchObject({
      status: 401,
      json: { message: ACCOUNT_MESSAGES.badCredentials },
    });

    // Staff of another co-op do not find them.
    const riverbend = await staffClient({ email: 'staff@riverbend.example', password: 'Willow$Ferry64' });
    expect((await riverbend.post('admin/setmemberstatus', { memberId, action: 'reactivate' })).status).toBe(404);
    expect((await riverbend.post('admin/listmembers', { query: email })).json).toMatchObject({ members: [] });

    const on = await staff.post('admin/setmemberstatus', { memberId, action: 'reactivate' });
    expect(on.json).toEqual({ success: true, message: ADMIN_MESSAGES.memberReactivated, status: 'active' });
    expect((await new Client().post('outside/login', { email, password: MEMBER_PASSWORD })).status).toBe(200);
  });

  // ADMIN_IMPORT_ROWS=10000 measures a 10,000-member file (a one-off run; the suite imports 1,000).
  const bulk = Number(process.env.ADMIN_IMPORT_ROWS ?? 1000);
  it('imports a thousand rows in chunks, counting each sign-up once', { timeout: 120_000 + bulk * 60 }, async () => {
    // A co-op of its own: Prairie Sky's member count moves with every other file's sign-ups.
    const { admin: staff, plid } = await ownCoop('bulk');
    const statsBefore = await dynamo().send(
      new GetCommand({ TableName: config().tables.core, Key: keys.coopStats(plid), ConsistentRead: true }),
    );
    const run = uniqueEmail('bulk').replace('@example.com', '');
    const lines = ['first_name,last_name,email,zip'];
    for (let i = 0; i < bulk; i++)
      lines.push(
        `Bulk,Row${String(i).padStart(4, '0')},${run}-${i}@example.com,${i % 10 === 9 ? '123' : OWN_COOP_ZIP}`,
      );
    lines.push(`Bulk,Again,${run}-0@example.com,${OWN_COOP_ZIP}`);
    const started = Date.now();
    const report = await importCsv(staff, lines.join('\n'));
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `admin-members: ${bulk + 1} rows imported in ${seconds.toFixed(1)} s (${Math.ceil((bulk + 1) / LIMITS.importChunkRows)} chunks, slowest ${report.slowestChunkMs} ms)`,
    );
    expect([report.created, report.duplicates, report.rejected, report.rows.length]).toEqual([
      bulk * 0.9,
      1,
      bulk * 0.1,
      bulk + 1,
    ]);
    const statsAfter = await dynamo().send(
      new GetCommand({ TableName: config().tables.core, Key: keys.coopStats(plid), ConsistentRead: true }),
    );
    expect(Number(statsAfter.Item?.members ?? 0) - Number(statsBefore.Item?.members ?? 0)).toBe(bulk * 0.9);
  });
});
