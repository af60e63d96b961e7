import { saveAccount } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/saveaccountchanges'], ({ data }, ctx) =>
  saveAccount(ctx.session!.memberId, {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    cellPhone: data.cellPhone ?? null,
    zip: data.zip ?? '',
    gender: data.gender ?? null,
    dob: data.dob ?? null,
    optout: data.optout,
  }),
);
