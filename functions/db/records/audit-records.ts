import * as z from 'zod';
import { activityEntry } from '#shared/schemas/admin-activity.js';
import { recordFamily } from './stored-record.js';

// The audit trail of staff actions (docs/data-model.md, pattern 32; ADR 0089): one item per
// action, put once and never changed; `expiresAt` (epoch seconds) is the core table's TTL.

/** Pattern 32: one staff action. */
export const auditFamily = recordFamily('audit', activityEntry.extend({ expiresAt: z.number() }));
export type AuditRecord = z.output<typeof auditFamily.schema>;
