import { beforeAll, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/schemas/admin-activity.js';
import { ACTIVITY_MESSAGES } from '#shared/schemas/activity-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { Client, signedUpMember, useLocalAws } from '../support/live-env.js';

// The audit trail end to end against the local stack (ADR 0089): a co-op admin deactivates and
// reactivates a member; the Activity route finds both by the member, by the admin's address and
// by date, newest first, with the status before and after; back office staff may not read it.

const STAFF = { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' };
const VIEWER = { email: 'viewer@prairiesky.example', password: 'Abacus$Meadow81' };

beforeAll(() => useLocalAws());

async function signedIn(who: typeof STAFF) {
  const client = new Client();
  const res = await client.post('outside/login', who);
  expect(res.status, res.text).toBe(200);
  return client;
}

const activity = async (client: Client, filters: Record<string, string>) => {
  const res = await client.post('admin/listactivity', filters);
  expect(res.status, res.text).toBe(200);
  return res.json.entries as ActivityEntry[];
};

it("records a staff member's status changes and lists them by target, person and date", async () => {
  const staff = await signedIn(STAFF);
  const { email } = await signedUpMember('audit-target');
  const found = await staff.post('admin/listmembers', { query: email });
  const memberId = (found.json.members as { memberId: string }[])[0]!.memberId;
  for (const action of ['deactivate', 'reactivate'])
    expect((await staff.post('admin/setmemberstatus', { memberId, action })).status).toBe(200);

  const byTarget = await activity(staff, { target: memberId });
  expect(byTarget.map((e) => [e.route, e.actorRole, e.changes.status])).toEqual([
    ['admin/setmemberstatus', 'admin', { before: 'inactive', after: 'active' }],
    ['admin/setmemberstatus', 'admin', { before: 'active', after: 'inactive' }],
  ]);
  expect(byTarget[0]!.targets).toEqual([memberId]);
  expect(byTarget[0]!.at >= byTarget[1]!.at).toBe(true);

  const today = new Date().toISOString().slice(0, 10);
  const byPerson = await activity(staff, { person: STAFF.email, from: today, to: today });
  expect(byPerson.filter((e) => e.targets.includes(memberId))).toHaveLength(2);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect(await activity(staff, { target: memberId, from: tomorrow })).toEqual([]);

  const viewer = await signedIn(VIEWER);
  const refused = await viewer.post('admin/listactivity', {});
  expect(refused.status).toBe(403);
  expect(refused.json.message).toBe(COMMON_MESSAGES.staffReadOnly);
});

it("shows the network admin every co-op's activity merged newest first, a page at a time; no one else", async () => {
  // One staff action in each demo co-op, by each co-op's own admin, on a member of its own.
  const actions: Array<{ staff: typeof STAFF; where: { plid: number; zip: string } }> = [
    { staff: STAFF, where: { plid: 323, zip: '66044' } },
    { staff: { email: 'staff@riverbend.example', password: 'Willow$Ferry64' }, where: { plid: 417, zip: '37064' } },
  ];
  const targets: string[] = [];
  for (const { staff: who, where } of actions) {
    const staff = await signedIn(who);
    const { email } = await signedUpMember(`audit-every-${where.plid}`, where);
    const found = await staff.post('admin/listmembers', { query: email });
    const memberId = (found.json.members as { memberId: string }[])[0]!.memberId;
    expect((await staff.post('admin/setmemberstatus', { memberId, action: 'deactivate' })).status).toBe(200);
    targets.push(memberId);
  }

  const network = await signedIn({ email: 'admin@portal.example', password: 'Granite$Falcon29' });
  const today = new Date().toISOString().slice(0, 10);
  // Both co-ops' rows in one list, newest first, each naming its co-op, page after page.
  const seen: ActivityEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const res = await network.post('admin/listactivity', { everyCoop: true, from: today, cursor });
    expect(res.status, res.text).toBe(200);
    seen.push(...(res.json.entries as ActivityEntry[]));
    cursor = res.json.next as string | null;
    if (!cursor) break;
  }
  const ours = seen.filter((e) => targets.includes(e.targets[0] ?? ''));
  expect(ours.map((e) => [e.plid, e.targets[0]]).sort()).toEqual([
    [323, targets[0]],
    [417, targets[1]],
  ]);
  const keys = seen.map((e) => `${e.at}#${e.auditId}`);
  expect(keys).toEqual([...keys].sort().reverse());
  expect(new Set(keys).size).toBe(keys.length);
  // Its own co-op's view stays the co-op's alone.
  expect((await activity(network, { target: targets[1]! })).length).toBe(0);

  const coopAdmin = await signedIn(STAFF);
  const refused = await coopAdmin.post('admin/listactivity', { everyCoop: true });
  expect(refused.status).toBe(403);
  expect(refused.json.message).toBe(ACTIVITY_MESSAGES.everyCoopNetworkOnly);
  const forged = await network.post('admin/listactivity', { everyCoop: true, cursor: 'not-a-position' });
  expect(forged.status).toBe(400);
  expect(forged.json.message).toBe(COMMON_MESSAGES.badCursor);
});
