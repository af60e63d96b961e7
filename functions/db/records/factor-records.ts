import * as z from 'zod';
import { recordFamily } from './stored-record.js';

/** Pattern 17b: a staff member's authenticator app and recovery codes (ADR 0090). */
export const secondFactorFamily = recordFamily(
  'second factor',
  z.object({
    /** The TOTP secret in base32: the app holds the same, so it is kept (DynamoDB encrypts it at rest), never logged. */
    secret: z.string(),
    createdAt: z.string(),
    /** Set by the first code that confirms the app; absent while it is being set up. */
    confirmedAt: z.string().optional(),
    /** The last time step (epoch seconds / 30) a code was accepted for; a code of it or before is refused. */
    lastStep: z.number(),
    /** Each unused recovery code by its SHA-256 (hex), a map so one use removes exactly it; a used one is gone. */
    recovery: z.record(z.string(), z.literal(1)),
  }),
);
export type SecondFactorRecord = z.output<typeof secondFactorFamily.schema>;
