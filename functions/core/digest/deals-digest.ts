import { atSearchPoint, DIGEST, fill, LOCAL_DEALS, OPTOUT } from '#shared/constants.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { claimDigest, releaseDigest } from '#functions/db/digest-repo.js';
import { mailRefused, sendMail } from '#functions/db/mailer.js';
import { coopMemberPages, type MemberRecord } from '#functions/db/members-repo.js';
import { DomainError } from '#functions/model/errors.js';
import { inParallel } from '#functions/model/in-parallel.js';
import { log } from '#functions/model/log.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { portalUrlFor } from '../portal-url.js';
import { issueUnsubscribeKeys, unsubscribeUrls } from '../accounts/unsubscribe.js';
import { searchDeals } from '../deals/search.js';
import { zipCentroid } from '../deals/zip-centroids.js';
import { digestMail, type DigestDeal } from '../mail/templates.js';

// The co-op's monthly deals digest, the product's one marketing email (`npm run digest`): to
// every active member of the co-op whose email preference is "Send me emails about savings"
// (optout 0), the live deals nearest their ZIP, with a one-click unsubscribe (RFC 8058). Members
// are read a page at a time from the co-op's member index and deals once per ZIP: no Scan.
// At most once per member and month (the month in the co-op's time zone): each member's mail is
// claimed with a conditional put before it goes to SES, so a retry or a second run of the month
// mails only those not mailed yet (docs/adr/0052-scheduled-digest.md).

export interface DigestReport {
  /** YYYY-MM in the co-op's time zone. */
  month: string;
  members: number;
  /** Mailed by an earlier run of the same month. */
  alreadySent: number;
  sent: number;
  /** optout 1: the member chose no emails. */
  optedOut: number;
  /** Invited members who have not set a password yet get their invitation, not marketing. */
  notActive: number;
  /** No live deal within DIGEST.radiusMiles of the member's ZIP (or a ZIP without a centroid). */
  noDeals: number;
  /** The address bounced for good or complained: on the suppression list, not mailed. */
  suppressed: number;
  /** Not sent (failed before SES, or SES refused it: claim given back, a later run tries again) or unknown (a timeout: claim kept, never twice). */
  failed: number;
}

const SEND_PARALLEL = 8;

export async function sendDealsDigest(plid: number, now = Date.now()): Promise<DigestReport> {
  const coop = await getCoop(plid);
  if (!coop) throw new Error(`There is no co-op with plid ${plid}.`);
  const portalUrl = portalUrlFor(coop);
  const month = dayIn(now, coop.timeZone || DEFAULT_TIME_ZONE).slice(0, 7);
  const report: DigestReport = {
    month,
    members: 0,
    alreadySent: 0,
    sent: 0,
    optedOut: 0,
    notActive: 0,
    noDeals: 0,
    suppressed: 0,
    failed: 0,
  };
  const byZip = new Map<string, Promise<DigestDeal[]>>();
  const dealsNear = (zip: string) => {
    if (!byZip.has(zip)) byZip.set(zip, nearestDeals(zip, portalUrl, now));
    return byZip.get(zip)!;
  };

  const sendTo = async (member: MemberRecord) => {
    report.members++;
    if (member.optout !== OPTOUT.receive) return void report.optedOut++;
    if (member.status !== 'active') return void report.notActive++;
    const deals = await dealsNear(member.zip);
    if (!deals.length) return void report.noDeals++;
    // A claim failing for any other reason than an earlier claim aborts the run: the retry resumes.
    if (!(await claimDigest(plid, month, member.memberId, now))) return void report.alreadySent++;
    let handedToSes = false;
    try {
      const links = unsubscribeUrls(portalUrl, await issueUnsubscribeKeys(member.memberId, now));
      const mail = digestMail(coop, member.email, member.firstName, portalUrl, member.zip, deals, links.page);
      mail.headers = [
        { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ];
      handedToSes = true;
      if ((await sendMail(mail, coop.displayName)) === 'suppressed') report.suppressed++;
      else report.sent++;
    } catch (error) {
      report.failed++;
      // A mail SES refused (a throttle, the daily quota) was not sent: the claim goes back and a
      // later run mails that member. After a timeout it may have gone out: the claim stays (at most once).
      const notSent = !handedToSes || mailRefused(error);
      log('error', 'digest mail failed', {
        plid,
        month,
        memberId: member.memberId,
        notSent,
        error: (error as Error).message,
      });
      if (notSent) await releaseDigest(plid, month, member.memberId);
    }
  };

  for await (const page of coopMemberPages(plid)) await inParallel(page, SEND_PARALLEL, sendTo);
  return report;
}

/** The live deals nearest a ZIP, nearest first; none when the ZIP has no centroid. */
async function nearestDeals(zip: string, portalUrl: string, now: number): Promise<DigestDeal[]> {
  let center;
  try {
    center = await zipCentroid(zip);
  } catch (error) {
    // A ZIP the geo table does not know (or not a ZIP): no deals near it, the mail goes without.
    if (error instanceof DomainError && error.kind === 'invalid') return [];
    throw error;
  }
  const { hits } = await searchDeals({
    center,
    radiusMiles: DIGEST.radiusMiles,
    sort: LOCAL_DEALS.sorts[0],
    page: 1,
    pageSize: DIGEST.deals,
    now,
  });
  return hits.map((h) => ({
    businessName: h.businessName,
    value: h.value,
    description: h.description,
    place: `${h.city}, ${h.state} · ${
      atSearchPoint(h.distance)
        ? fill(DEALS_MESSAGES.inZip, { zip: h.zipcode })
        : fill(DEALS_MESSAGES.milesAway, { miles: `${h.distance.toFixed(1)} miles` })
    }`,
    // The search box's link: the business by name, within the widest radius.
    url: `${portalUrl}/b2c/clocaldeals?${new URLSearchParams({ search: h.businessName })}`,
  }));
}
