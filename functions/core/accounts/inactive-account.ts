import { fill } from '#shared/constants.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

/**
 * What a deactivated member hears, at login and on the open page whose session the deactivation
 * ended: the account is inactive, and whom to ask (the co-op's shown email and phone).
 */
export async function inactiveAccountMessage(plid: number): Promise<string> {
  const coop = await getCoop(plid);
  const contact = [coop?.displayEmail, coop?.displayPhone].filter(Boolean).join(' or ');
  const name = coop?.displayName ?? 'your cooperative';
  return contact
    ? fill(ACCOUNT_MESSAGES.accountInactive, { coop: name, contact })
    : fill(ACCOUNT_MESSAGES.accountInactiveNoContact, { coop: name });
}
