import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { ROLES } from '../roles.js';
import { saveUserRequest, savingsEntry } from './account.js';
import { credentials, cursor } from './common.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { COMMON_MESSAGES } from './common-messages.js';

// The admin area's Members section: search the co-op's members, one member's detail with savings
// history, deactivate and reactivate, and a CSV import sent in chunks of rows.

/** A member's state: invited members have no password yet; inactive ones cannot log in. */
export const MEMBER_STATUSES = ['active', 'invited', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const memberId = z.string({ error: ADMIN_MESSAGES.memberNotFound }).max(64, ADMIN_MESSAGES.memberNotFound);
/** A page of a list: the opaque position after its last row, or null on the last page. */

/**
 * One box: an address (has @) finds that member, five digits the members of that ZIP, anything
 * else the members whose last name starts with it; empty lists every member by last name.
 */
export const listMembersRequest = z.object({
  credentials,
  query: z.string().trim().max(LIMITS.memberSearch).default(''),
  cursor,
});
export const memberRow = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  zip: z.string(),
  status: z.enum(MEMBER_STATUSES),
  signupDate: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;
export const listMembersResponse = z.object({
  success: z.literal(true),
  /** What the box was read as. */
  searchBy: z.enum(['all', 'name', 'email', 'zip']),
  members: z.array(memberRow),
  next: z.string().nullable(),
});

export const getMemberRequest = z.object({ credentials, memberId });
export const memberDetail = memberRow.extend({
  cellPhone: z.string().nullable(),
  lastLogin: z.string().nullable(),
  role: z.enum(ROLES),
});
export type MemberDetail = z.infer<typeof memberDetail>;
export const getMemberResponse = z.object({
  success: z.literal(true),
  member: memberDetail,
  savings: z.array(savingsEntry),
  total: z.number(),
});

export const setMemberStatusRequest = z.object({
  credentials,
  memberId,
  action: z.enum(['deactivate', 'reactivate'], { error: COMMON_MESSAGES.badRequest }),
});
export const setMemberStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(MEMBER_STATUSES),
});

/**
 * One CSV row as the page read it. Cells are loose here (one long cell must not refuse the whole
 * chunk); the server checks each row with importRow and reports it.
 */
const cell = z.string().max(LIMITS.importCell).nullish();
export const importRowInput = z.object({
  /** The row's number in the file (1 = the first row under the header). */
  row: z.number().int().positive(),
  firstName: cell,
  lastName: cell,
  email: cell,
  zip: cell,
});
export type ImportRowInput = z.input<typeof importRowInput>;
/** The registration form's rules and messages for these four fields. */
export const importRow = saveUserRequest.pick({ firstName: true, lastName: true, email: true, zip: true });

export const importMembersRequest = z.object({
  credentials,
  rows: z.array(importRowInput).min(1, ADMIN_MESSAGES.importNoRows).max(LIMITS.importChunkRows),
});
export const IMPORT_RESULTS = ['created', 'duplicate', 'rejected'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];
/** Rows are reported by number only: the page has the rest (and the answer repeats no address). */
export const importRowReport = z.object({
  row: z.number(),
  result: z.enum(IMPORT_RESULTS),
  reason: z.string().optional(),
});
export type ImportRowReport = z.infer<typeof importRowReport>;
export const importMembersResponse = z.object({
  success: z.literal(true),
  created: z.number(),
  duplicates: z.number(),
  rejected: z.number(),
  rows: z.array(importRowReport),
});
