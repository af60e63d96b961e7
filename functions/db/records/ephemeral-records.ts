import * as z from 'zod';
import { AUTH_METHODS, ROLES } from '#shared/roles.js';
import { normalEmail } from './member-records.js';
import { recordFamily } from './stored-record.js';

// The ephemeral table's families (docs/data-model.md, patterns 24 to 27b) that are read back as
// records; every one carries expiresAt (TTL). Their keys hold a secret's hash, so a refused item's
// log line leaves the key out.

const liveSession = z.object({
  /** Public id of the session (the spec's sessionKey); not a secret. */
  sessionId: z.string(),
  memberId: z.string(),
  plid: z.number(),
  role: z.enum(ROLES),
  /**
   * How the session was authenticated (RFC 8176): ['pwd'] after the password, then the second
   * step's method added (ADR 0090). Sessions from before it read as the password alone.
   */
  amr: z.array(z.enum(AUTH_METHODS)).default(['pwd']),
  /** SHA-256 of the CSRF token bound to this session. */
  csrfHash: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /** Epoch seconds; the item is dead from then on whether or not DynamoDB has removed it. */
  expiresAt: z.number(),
});
export type SessionRecord = z.output<typeof liveSession>;

/**
 * What is left of a session a deactivation ended: nothing of the member, only the notice its next
 * call hears, until the session would have expired anyway.
 */
const endedSession = z.object({ endedNotice: z.string(), expiresAt: z.number() });
export type EndedSession = z.output<typeof endedSession>;

/** Pattern 24: a live session, or what a deactivation left of one. */
export const sessionFamily = recordFamily('session', z.union([liveSession, endedSession]), { secretKey: true });

/** Pattern 27a: a device cookie's account. */
export const deviceFamily = recordFamily(
  'device',
  z.object({
    /** The login queue's subject: the normalized email the browser logged in with. */
    account: z.string(),
    /** Epoch seconds; dead from then on whether or not DynamoDB has removed it. */
    expiresAt: z.number(),
  }),
  { secretKey: true },
);
export type DeviceRecord = z.output<typeof deviceFamily.schema>;

const unsubscribeToken = z.object({ purpose: z.literal('unsubscribe'), memberId: z.string(), expiresAt: z.number() });
const agreementToken = z.object({ purpose: z.literal('agreement'), bpId: z.string(), expiresAt: z.number() });
const newsletterToken = z.object({
  purpose: z.literal('newsletter'),
  plid: z.number(),
  email: normalEmail,
  /** Epoch seconds. */
  expiresAt: z.number(),
  /** Set by the one use; the item stays until TTL so a second use can be told apart. */
  usedAt: z.string().optional(),
});
/** A reminder's extension link (ADR 0097): bound to the business and the offer; used once, then kept to say so. */
const extendToken = z.object({
  purpose: z.literal('extend'),
  bpId: z.string(),
  dealId: z.string(),
  expiresAt: z.number(),
  /** Set by the one use, with the end date it gave (YYYY-MM-DD). */
  usedAt: z.string().optional(),
  newEndDate: z.string().optional(),
});
/** The monthly numbers email's opt-out link: deleted by its use. */
const partnerOptOutToken = z.object({ purpose: z.literal('partnerOptOut'), bpId: z.string(), expiresAt: z.number() });
export type ExtendToken = z.output<typeof extendToken>;
export type PartnerOptOutToken = z.output<typeof partnerOptOutToken>;
export type AgreementToken = z.output<typeof agreementToken>;
export type NewsletterToken = z.output<typeof newsletterToken>;

/**
 * Pattern 26b: an emailed link's token, one family for every purpose (a link's key can be tried
 * where another purpose's is expected: that is a wrong link, never a refused item).
 */
export const linkTokenFamily = recordFamily(
  'link token',
  z.discriminatedUnion('purpose', [unsubscribeToken, agreementToken, newsletterToken, extendToken, partnerOptOutToken]),
  { secretKey: true },
);

/** Pattern 40a: a passkey ceremony's challenge (ADR 0091); the key holds the challenge's hash. */
export const passkeyChallengeFamily = recordFamily(
  'passkey challenge',
  z.object({
    /** Adding a passkey (a signed-in member) or signing in with one. */
    purpose: z.enum(['register', 'signin']),
    /** register: the member adding it. */
    memberId: z.string().optional(),
    /** signin after an email: that address (normalized), which the passkey's account must have. */
    account: z.string().optional(),
    /** The host the ceremony runs on: the answer must come from the same one. */
    rpId: z.string(),
    /** Epoch seconds; dead from then on whether or not DynamoDB has removed it. */
    expiresAt: z.number(),
  }),
  { secretKey: true },
);
export type PasskeyChallengeRecord = z.output<typeof passkeyChallengeFamily.schema>;
