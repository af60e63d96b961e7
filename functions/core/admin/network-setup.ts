import { claimHosts, getCoop, getDefaultAndDomains, type CoopRecord } from '#functions/db/coops-repo.js';
import { createMember, getMemberByEmail } from '#functions/db/members-repo.js';
import { countSignups } from '#functions/db/stats-repo.js';
import { inConflict } from '#functions/model/errors.js';
import { emailOrRefuse, inviteMemberOf, newMemberRecord } from '../accounts/accounts.js';
import { dayIn } from '../dates.js';
import { createCoopFrom, type NewCoopExtras, type NewCoopProfile } from './coops-create.js';

// What a stage needs before anyone can log in: a co-op with its host names and the network
// admin. `npm run stage:init` (infra/stage-init.ts) and the local demo seed both come through here,
// so a new stage and `npm start` make them with the same code (ADR 0064). Each step looks first and
// writes only what is missing, so a rerun changes nothing and says so.

export interface EnsuredCoop {
  coop: CoopRecord;
  created: boolean;
  /** Hosts this call gave an existing co-op (a rerun with one more --host). */
  hostsAdded: string[];
}

/**
 * The co-op holding the first host (or numbered `plid`), else a new one made as the network
 * admin's "create co-op" makes it (createCoopFrom). Refuses, before any write, a host of another
 * co-op or a number whose co-op does not hold the first host.
 */
export async function ensureCoop(input: NewCoopProfile, extras: NewCoopExtras = {}): Promise<EnsuredCoop> {
  const hosts = [input.host, ...(extras.moreHosts ?? [])];
  const { plidByHost } = await getDefaultAndDomains(hosts);
  const holder = plidByHost.get(input.host) ?? (input.plid != null ? input.plid : undefined);
  const existing = holder === undefined ? undefined : await getCoop(holder, { latest: true });
  if (!existing) return { coop: await createCoopFrom(input, extras), created: true, hostsAdded: [] };
  if (input.plid != null && existing.plid !== input.plid)
    throw inConflict(`${input.host} belongs to co-op ${existing.plid}, not ${input.plid}.`);
  const others = hosts.filter((h) => plidByHost.has(h) && plidByHost.get(h) !== existing.plid);
  if (others.length) throw inConflict(`${others.join(', ')} belong(s) to another co-op; nothing was changed.`);
  return { coop: existing, created: false, hostsAdded: await claimHosts(existing.plid, hosts) };
}

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  zip: string;
}

export type NetworkAdminOutcome =
  | { outcome: 'invited'; memberId: string; link: string }
  | { outcome: 'created'; memberId: string }
  | { outcome: 'exists'; memberId: string; status: string };

/**
 * The network admin of this co-op: invited by email (stage:init; the activation mail goes out
 * through SES as every invitation's does), or, with a password hash, active at once (the local
 * demo's login). An address that already has the network role is left as it is; an address with
 * any other account is refused: the role is never raised behind its owner's back.
 */
export async function ensureNetworkAdmin(
  coop: CoopRecord,
  person: Person,
  options: { passwordHash?: string } = {},
): Promise<NetworkAdminOutcome> {
  const email = emailOrRefuse(person.email);
  const who = { firstName: person.firstName, lastName: person.lastName, zip: person.zip };
  const holder = await getMemberByEmail(email);
  if (holder) {
    if (holder.role !== 'network')
      throw inConflict(
        `${email} already has an account (role ${holder.role}, co-op ${holder.plid}); use another address.`,
      );
    return { outcome: 'exists', memberId: holder.memberId, status: holder.status };
  }
  if (options.passwordHash) {
    const member = {
      ...newMemberRecord({ ...who, email, plid: coop.plid, role: 'network', status: 'active', ...options }),
      optout: 0 as const,
    };
    await createMember(member);
    return { outcome: 'created', memberId: member.memberId };
  }
  // The mail may fail (SES sandbox, an unverified From): InvitationNotSentError reaches the caller.
  const invited = await inviteMemberOf(coop, { ...who, email, role: 'network' });
  await countSignups(coop.plid, 1, dayIn(Date.now(), coop.timeZone));
  return { outcome: 'invited', ...invited };
}
