import { reviewQueue } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminListbusinesssubmissions } from '../../../shared/routes.js';

export const handler = apiHandler(adminListbusinesssubmissions, (_input, ctx) =>
  reviewQueue({ plid: ctx.session.plid }),
);
