import { afterAll, describe, expect, it, vi } from 'vitest';
import { sendDealsDigest } from '../../functions/core/digest/deals-digest.js';
import type { MemberRecord } from '../../functions/db/members-repo.js';
import { DEMO_COOPS } from '../../infra/local/demo-data.js';

// The digest's report stays truthful: a member whose address is on the suppression list is
// counted as suppressed, never as sent (sendMail answers 'suppressed' without calling SES).

const SUPPRESSED = 'gone@example.com';

vi.mock('../../functions/db/coops-repo.js', () => ({ getCoop: async () => DEMO_COOPS[0]!.record }));
vi.mock('../../functions/db/members-repo.js', () => ({
  coopMemberPages: async function* () {
    const member = (memberId: string, email: string) => ({ memberId, email, firstName: 'Dee', zip: '66044', optout: 0, status: 'active' }) as unknown as MemberRecord;
    yield [member('m-1', 'fine@example.com'), member('m-2', SUPPRESSED)];
  },
}));
vi.mock('../../functions/core/deals/zip-centroids.js', () => ({ zipCentroid: async () => ({ lat: 38.97, lng: -95.24 }) }));
vi.mock('../../functions/core/deals/search.js', () => ({
  searchDeals: async () => ({ hits: [{ businessName: 'Cafe', value: '10% off', description: 'Coffee', city: 'Lawrence', state: 'KS', distance: 1.2 }] }),
}));
vi.mock('../../functions/core/accounts/unsubscribe.js', () => ({
  issueUnsubscribeKeys: async () => ({ key1: 'm', key2: 'k' }),
  unsubscribeUrls: () => ({ page: 'https://p/unsubscribe', oneClick: 'https://p/api/outside/unsubscribe' }),
}));
const sent: string[] = [];
vi.mock('../../functions/db/mailer.js', () => ({
  sendMail: async (mail: { to: string }) => {
    if (mail.to === SUPPRESSED) return 'suppressed';
    sent.push(mail.to);
    return 'sent';
  },
}));
afterAll(() => vi.restoreAllMocks());

describe('the deals digest and the suppression list', () => {
  it('reports a suppressed address as suppressed, not sent', async () => {
    const report = await sendDealsDigest(DEMO_COOPS[0]!.record.plid);
    expect(report).toMatchObject({ members: 2, sent: 1, suppressed: 1, failed: 0 });
    expect(sent).toEqual(['fine@example.com']);
  });
});
