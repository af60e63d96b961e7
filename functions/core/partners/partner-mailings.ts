import { randomBytes } from 'node:crypto';
import { API_PREFIX, BUSINESS_STATUS, fill, LIMITS } from '#shared/constants.js';
import { PARTNER_MAIL } from '#shared/partner-mailings.js';
import { outsidePartnerunsubscribe } from '#shared/route-defs.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { keys } from '#functions/db/keys.js';
import { mailRefused, sendMail, type Mail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  claimMailMark,
  getPartnerOptOutToken,
  optOutWithToken,
  putPartnerLinkToken,
  releaseMailMark,
  type MailMark,
} from '#functions/db/partner-mail-repo.js';
import { getPartnerBundle, listPartnersPage, type PartnerBundle } from '#functions/db/partners-repo.js';
import type { OfferRecord, PartnerRecord } from '#functions/db/offers-repo.js';
import { listPartnerDays, type NumberKind } from '#functions/db/numbers-repo.js';
import { invalid } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { sha256 } from '#functions/model/tokens.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { portalUrlFor } from '../portal-url.js';
import type { LinkKeys } from '../accounts/link-tokens.js';
import { offerReminderMail, partnerNumbersMail, type OfferNumbers } from '../mail/partner-mailings-mail.js';
import { extendUrl, issueExtendKeys } from './offer-extension.js';

// The partner's mail (ADR 0097), two jobs of one co-op that the hourly dispatcher runs
// (partner-mail-schedule.ts; `npm run partner-mail`):
// - the end-date reminders of a day: each enabled offer of each active business whose end date is
//   14 days away or less gets the 14-day reminder, and 3 days or less the 3-day one (only the
//   nearer when both are due: a business that joined late is not mailed twice at once);
// - the monthly numbers of last month: per offer, its uses (prints and phone) and the members'
//   savings, from the redemption counters (pattern 23c), to each active business that has not
//   opted out, with a one-click opt-out (RFC 8058) like the digest's.
// Each mail is claimed with a conditional put before it goes to SES (pattern 27c), as the digest's
// are, so a retry or a second run mails only what was not mailed: at most once, not at least once.

export interface PartnerMailReport {
  /** The day (reminders) or month (numbers) the run is of, in the co-op's time zone. */
  period: string;
  businesses: number;
  sent: number;
  alreadySent: number;
  /** Numbers: the business chose no monthly email. */
  optedOut: number;
  /** No address to mail the business at. */
  noAddress: number;
  suppressed: number;
  failed: number;
}

const newReport = (period: string): PartnerMailReport => ({
  period,
  businesses: 0,
  sent: 0,
  alreadySent: 0,
  optedOut: 0,
  noAddress: 0,
  suppressed: 0,
  failed: 0,
});

/** Each active business of the co-op with its offers and locations, a page at a time (no Scan). */
async function* activeBusinesses(plid: number): AsyncGenerator<Required<PartnerBundle>> {
  let cursor: string | undefined;
  do {
    const page = await listPartnersPage(plid, BUSINESS_STATUS.active, LIMITS.adminPage, cursor);
    for (const p of page.items) {
      const bundle = await getPartnerBundle(p.bpId);
      if (bundle.partner?.status === BUSINESS_STATUS.active) yield { ...bundle, partner: bundle.partner };
    }
    cursor = page.next;
  } while (cursor);
}

/** Where a business's mail goes: its owner's account address, else the business's own, else its signer's. */
async function businessAddress(partner: PartnerRecord): Promise<string | undefined> {
  const owner = partner.memberId ? await getMember(partner.memberId) : undefined;
  return owner?.email || partner.email || partner.signerEmail || undefined;
}

/**
 * Claims the mark, builds the mail and sends it; gives the claim back when nothing reached SES
 * (or SES refused it), keeps it after a timeout (the mail may have gone): the digest's rule.
 */
async function sendOnce(
  report: PartnerMailReport,
  mark: MailMark,
  coop: CoopRecord,
  build: () => Promise<Mail>,
  context: Record<string, unknown>,
  now: number,
): Promise<void> {
  if (!(await claimMailMark(mark, now))) return void report.alreadySent++;
  let handedToSes = false;
  try {
    const mail = await build();
    handedToSes = true;
    if ((await sendMail(mail, coop.displayName)) === 'suppressed') report.suppressed++;
    else report.sent++;
  } catch (error) {
    report.failed++;
    const notSent = !handedToSes || mailRefused(error);
    log('error', 'partner mail failed', { ...context, notSent, error: (error as Error).message });
    if (notSent) await releaseMailMark(mark);
  }
}

async function coopOf(plid: number): Promise<CoopRecord> {
  const coop = await getCoop(plid);
  if (!coop) throw new Error(`There is no co-op with plid ${plid}.`);
  return coop;
}

/** Days from one date to a later one (YYYY-MM-DD), negative when it is earlier. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Which reminder is due with this many days left: the nearest of PARTNER_MAIL.reminderDays that has come. */
export function reminderDue(daysLeft: number): number | undefined {
  if (daysLeft < 0) return undefined;
  const due = PARTNER_MAIL.reminderDays.filter((d) => daysLeft <= d);
  return due.length ? Math.min(...due) : undefined;
}

/** The co-op's end-date reminders of its day at `now`. */
export async function sendOfferReminders(plid: number, now = Date.now()): Promise<PartnerMailReport> {
  const coop = await coopOf(plid);
  const portalUrl = portalUrlFor(coop);
  const today = dayIn(now, coop.timeZone || DEFAULT_TIME_ZONE);
  const report = newReport(today);
  for await (const { partner, offers } of activeBusinesses(plid)) {
    report.businesses++;
    // Read once a business has an offer due, and once for all of them.
    let address: Promise<string | undefined> | undefined;
    for (const offer of offers) {
      if (offer.status !== 1) continue;
      const daysLeft = daysBetween(today, offer.expirationDate);
      const kind = reminderDue(daysLeft);
      if (kind === undefined) continue;
      address ??= businessAddress(partner);
      const to = await address;
      if (!to) {
        report.noAddress++;
        continue;
      }
      await sendOnce(
        report,
        keys.offerReminderSent(plid, offer.dealId, offer.expirationDate, kind),
        coop,
        async () => {
          const link = extendUrl(portalUrl, await issueExtendKeys(partner.bpId, offer.dealId, now));
          return offerReminderMail(
            coop,
            to,
            portalUrl,
            {
              businessName: partner.businessName,
              value: offer.value,
              description: offer.description,
              endDate: offer.expirationDate,
              daysLeft,
            },
            link,
          );
        },
        { plid, bpId: partner.bpId, dealId: offer.dealId, kind },
        now,
      );
    }
  }
  return report;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The opt-out link's page (it asks first) and its one-click POST target (RFC 8058). */
export function partnerOptOutUrls(portalUrl: string, keys: LinkKeys): { page: string; oneClick: string } {
  const query = new URLSearchParams({ key1: keys.key1, key2: keys.key2 });
  return {
    page: `${portalUrl}/partnerunsubscribe/${encodeURIComponent(keys.key1)}/${encodeURIComponent(keys.key2)}`,
    oneClick: `${portalUrl}${API_PREFIX}${outsidePartnerunsubscribe.path}?${query}`,
  };
}

async function issueOptOutKeys(bpId: string, now: number): Promise<LinkKeys> {
  const key2 = randomBytes(32).toString('base64url');
  await putPartnerLinkToken(sha256(key2), {
    purpose: 'partnerOptOut',
    bpId,
    expiresAt: Math.floor(now / 1000) + PARTNER_MAIL.optOutDays * 86_400,
  });
  return { key1: bpId, key2 };
}

/** Each offer's figures of `month` (YYYY-MM) from the business's day items, as My business shows them. */
async function monthNumbers(bpId: string, offers: readonly OfferRecord[], month: string): Promise<OfferNumbers[]> {
  const zero = { opens: 0, prints: 0, phoneRedemptions: 0, favorites: 0, savingsCents: 0 };
  const field: Record<NumberKind, keyof typeof zero> = {
    open: 'opens',
    print: 'prints',
    phone: 'phoneRedemptions',
    fav: 'favorites',
    cents: 'savingsCents',
  };
  const byOffer = new Map(offers.map((o) => [o.dealId, { ...zero }]));
  for (const day of await listPartnerDays(bpId, `${month}-01`, `${month}-31`))
    for (const c of day.counts) {
      const sums = byOffer.get(c.dealId);
      if (sums) sums[field[c.kind]] += c.count;
    }
  return offers.map((o) => ({ value: o.value, description: o.description, ...(byOffer.get(o.dealId) ?? zero) }));
}

/**
 * The co-op's monthly numbers email of `month` (YYYY-MM; by default the month before the co-op's
 * current one) to each active business that has not opted out.
 */
export async function sendPartnerNumbers(plid: number, now = Date.now(), month?: string): Promise<PartnerMailReport> {
  const coop = await coopOf(plid);
  const portalUrl = portalUrlFor(coop);
  const of = month ?? previousMonth(dayIn(now, coop.timeZone || DEFAULT_TIME_ZONE).slice(0, 7));
  const report = newReport(of);
  for await (const { partner, offers } of activeBusinesses(plid)) {
    report.businesses++;
    if (partner.numbersOptOut) {
      report.optedOut++;
      continue;
    }
    const to = await businessAddress(partner);
    if (!to) {
      report.noAddress++;
      continue;
    }
    const numbers = await monthNumbers(partner.bpId, offers, of);
    await sendOnce(
      report,
      keys.partnerNumbersSent(plid, of, partner.bpId),
      coop,
      async () => {
        const links = partnerOptOutUrls(portalUrl, await issueOptOutKeys(partner.bpId, now));
        const mail = partnerNumbersMail(
          coop,
          to,
          portalUrl,
          { businessName: partner.businessName, monthName: monthName(of), offers: numbers },
          links.page,
        );
        mail.headers = [
          { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
          { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
        ];
        return mail;
      },
      { plid, bpId: partner.bpId, month: of },
      now,
    );
  }
  return report;
}

/** outside/partnerunsubscribe: uses the opt-out link once and stops the business's monthly numbers email. */
export async function partnerOptOut(keys: LinkKeys, now = new Date()) {
  const wellFormed = /^[A-Za-z0-9-]{1,64}$/.test(keys.key1) && /^[A-Za-z0-9_-]{43}$/.test(keys.key2);
  const tokenHash = sha256(keys.key2);
  const token = wellFormed ? await getPartnerOptOutToken(tokenHash) : undefined;
  if (!token || token.bpId !== keys.key1 || !(await optOutWithToken(tokenHash, token.bpId, now)))
    throw invalid(PARTNER_MAIL_MESSAGES.optOutLinkInvalid);
  const { partner } = await getPartnerBundle(token.bpId);
  const coop = partner && (await getCoop(partner.plid));
  return {
    success: true,
    message: fill(PARTNER_MAIL_MESSAGES.optedOut, {
      business: partner?.businessName ?? 'Your business',
      coop: coop?.displayName ?? 'your cooperative',
    }),
  };
}
