import * as z from 'zod';
import { ROLES } from '#shared/roles.js';
import { normalizeEmail, type NormalEmail } from '#functions/model/email-address.js';
import { listingSchema } from '#functions/model/listing.js';
import { recordFamily } from './stored-record.js';

// The member's partition and what hangs off it (docs/data-model.md, patterns 12 to 17a, 26):
// one schema per family, the type the repositories read and write (ADR 0080).

/** A stored address is normalizeEmail's output, as its EMAIL# claim's key is. */
export const normalEmail = z.custom<NormalEmail>((v) => typeof v === 'string' && normalizeEmail(v) === v);

/** reset and activation set a password; email moves the member to the address it carries. */
export const TOKEN_PURPOSES = ['reset', 'activation', 'email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

const linkToken = z.object({
  /** SHA-256 of the link's secret key. */
  hash: z.string(),
  /** Epoch seconds. */
  expiresAt: z.number(),
  /** email purpose: the new address, applied only when the link is opened. */
  address: normalEmail.optional(),
});
export type LinkToken = z.output<typeof linkToken>;

const flag = z.literal([0, 1]);

/** Pattern 12 (and 26: the live link tokens on it). */
export const memberFamily = recordFamily(
  'member',
  z.object({
    memberId: z.string(),
    plid: z.number(),
    /** Stored normalised (normalizeEmail), as its EMAIL# claim. */
    email: normalEmail,
    firstName: z.string(),
    lastName: z.string(),
    zip: z.string(),
    dob: z.string().nullable(),
    cellPhone: z.string().nullable(),
    gender: z.string().nullable(),
    optout: flag,
    signupDate: z.string(),
    lastLogin: z.string().nullable(),
    latestzip: z.string().nullable(),
    role: z.enum(ROLES),
    /** invited: imported by the co-op, no password yet; inactive: deactivated by staff, no login. */
    status: z.enum(['active', 'invited', 'inactive']),
    /** While inactive: the status reactivation goes back to. */
    reactivateTo: z.enum(['active', 'invited']).optional(),
    passwordHash: z.string().optional(),
    passwordChangedAt: z.string().optional(),
    /** The one live token per purpose: SHA-256 of the link keys and its expiry (epoch s). */
    tokens: z.partialRecord(z.enum(TOKEN_PURPOSES), linkToken).optional(),
  }),
);
export type MemberRecord = z.output<typeof memberFamily.schema>;

/** Pattern 13: an email's claim, naming the member who holds it. */
export const emailClaimFamily = recordFamily('email claim', z.object({ memberId: z.string() }));

/** Pattern 13a: an address no mail goes to, as SES reported it. */
export const suppressionFamily = recordFamily(
  'mail suppression',
  z.object({
    reason: z.enum(['bounce', 'complaint']),
    /** When SES reported it (ISO time). */
    at: z.string(),
  }),
);
export type Suppression = z.output<typeof suppressionFamily.schema>;
export type SuppressionReason = Suppression['reason'];

/** Pattern 15: one redemption in the member's savings history, written with its slot (17). */
export const savingFamily = recordFamily(
  'saving',
  z.object({
    memberId: z.string(),
    dealId: z.string(),
    locationId: z.string(),
    couponId: z.string(),
    source: z.string(),
    businessName: z.string(),
    value: z.string(),
    dollarvalue: z.number(),
    datetime: z.string(),
  }),
);
export type SavingRecord = z.output<typeof savingFamily.schema>;

/** A saving as the history shows it (My Account, the admin's member detail): what a row needs, nothing of the keys. */
export const savingHistoryFamily = recordFamily(
  'saving',
  savingFamily.schema.pick({ datetime: true, businessName: true, value: true, dollarvalue: true, source: true }),
);
export type SavingHistoryEntry = z.output<typeof savingHistoryFamily.schema>;

/** Pattern 16: a favorite deal at a location. */
export const favoriteFamily = recordFamily(
  'favorite',
  z.object({
    dealId: z.string(),
    locationId: z.string(),
    /** The listing's geo key, to check in one BatchGetItem whether it is still live. */
    listingPk: z.string(),
    listingSk: z.string(),
    /** What the list shows if the deal has ended. */
    snapshot: listingSchema.omit({ categories: true }),
    addedAt: z.string(),
    /** The open offline redemption ticket, minted by the server (favorites from before have none yet). */
    ticket: z.string().optional(),
  }),
);
export type FavoriteRecord = z.output<typeof favoriteFamily.schema>;

/** Pattern 17: one of an offer's redemption slots. */
export const redemptionSlotFamily = recordFamily(
  'redemption slot',
  z.object({
    slot: z.number(),
    /** ISO time of the slot's last use. */
    lastUsedAt: z.string(),
  }),
);
export type SlotRecord = z.output<typeof redemptionSlotFamily.schema>;

/** Pattern 17a: a spent offline ticket and the coupon it became. */
export const spentTicketFamily = recordFamily(
  'spent ticket',
  z.object({
    dealId: z.string(),
    locationId: z.string(),
    coupon: z.record(z.string(), z.unknown()),
    redeemedAt: z.string(),
  }),
);
export type SpentTicket = z.output<typeof spentTicketFamily.schema>;

/** Pattern 40: a member's passkey (WebAuthn credential, ADR 0091). */
export const passkeyFamily = recordFamily(
  'passkey',
  z.object({
    memberId: z.string(),
    /** The credential id the authenticator chose, base64url. */
    credentialId: z.string(),
    /** The COSE public key, base64url: what every sign-in's signature is checked against. */
    publicKey: z.string(),
    /** The authenticator's signature counter at its last use (0: it keeps none). */
    counter: z.number().int().nonnegative(),
    transports: z.array(z.string()),
    /** The RP id (the co-op's host) it was made for: the browser offers it only there. */
    rpId: z.string(),
    name: z.string(),
    /** A synced (multi-device) passkey rather than one bound to a single authenticator. */
    synced: z.boolean(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  }),
);
export type PasskeyRecord = z.output<typeof passkeyFamily.schema>;
