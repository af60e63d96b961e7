import { config } from '../functions/config.js';
import * as z from 'zod';
import { ensureCoop, ensureNetworkAdmin, type Person } from '../functions/core/admin/network-setup.js';
import { nameNetworkDefault } from '../functions/db/coops-repo.js';
import type { ZipCentroidItem } from '../functions/db/geo-repo.js';
import { ensureZipCentroids } from './local/zip-centroids.js';
import { createCoopRequest, hostName } from '../shared/schemas/admin-catalog.js';

// The steps of `npm run stage:init` (infra/stage-init.ts), apart from its argument parsing so the
// tests run them against their own empty tables. The tables, bucket and mail settings come from
// the environment (functions/config.ts), as for a deployed function; the caller has checked that
// they are the stage's own.

export interface StageInit {
  coop: { plid?: number; coopName: string; displayName: string; zip: string; hosts: readonly string[] };
  /** The network admin; their ZIP is the co-op's unless given. */
  admin: Omit<Person, 'zip'> & { zip?: string };
  /** Make this co-op the network default (unknown hosts then show it; ADR 0064). */
  networkDefault?: boolean;
}

/** The options break the admin form's rules; nothing was written. */
export class StageInitInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

export interface StageInitReport {
  /** False when the stage had everything already: the run wrote nothing. */
  changed: boolean;
  lines: string[];
  plid: number;
  /** The activation link, when this run invited the network admin (the mail carries it too). */
  activationLink?: string;
}

/** Co-op and hosts, the network default if asked, the network admin's invitation, the ZIP list. */
/**
 * `zips`: which ZIP centroids to load; all of them unless given (the browser test loads its co-op's
 * area only: the whole list's 42,000 puts are the suite portal's, and were a minute of CPU here).
 */
export async function initStage(
  input: StageInit,
  options: { zips?: (zip: ZipCentroidItem) => boolean } = {},
): Promise<StageInitReport> {
  // The admin's "create co-op" form's own rules, so bad input is refused before anything is written.
  const form = createCoopRequest.omit({ credentials: true }).safeParse({
    plid: input.coop.plid,
    coopName: input.coop.coopName,
    displayName: input.coop.displayName,
    zip: input.coop.zip,
    host: input.coop.hosts[0],
    adminEmail: input.admin.email,
    adminFirstName: input.admin.firstName,
    adminLastName: input.admin.lastName,
  });
  const hosts = z.array(hostName).min(1).safeParse(input.coop.hosts);
  if (!form.success || !hosts.success) {
    throw new StageInitInputError([
      ...(form.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
      ...(hosts.error?.issues ?? []).map(
        (i) => `hosts (${String(input.coop.hosts[Number(i.path[0])] ?? '')}): ${i.message}`,
      ),
    ]);
  }
  const { adminEmail, adminFirstName, adminLastName, ...profile } = form.data;
  const moreHosts = [...new Set(hosts.data.slice(1))].filter((h) => h !== profile.host);
  const lines: string[] = [];
  let changed = false;
  const { coop, created, hostsAdded } = await ensureCoop(profile, { moreHosts });
  if (created)
    lines.push(`Created co-op ${coop.plid} (${coop.coopName}) with hosts ${[profile.host, ...moreHosts].join(', ')}.`);
  else lines.push(`Co-op ${coop.plid} (${coop.coopName}) exists: left as it is (edit it in Platform Setup).`);
  if (hostsAdded.length) lines.push(`Added hosts ${hostsAdded.join(', ')} to co-op ${coop.plid}.`);
  changed ||= created || hostsAdded.length > 0;

  if (input.networkDefault) {
    const named = await nameNetworkDefault(coop.plid);
    lines.push(
      named ? `Named co-op ${coop.plid} the network default.` : 'The network default was named before: unchanged.',
    );
    changed ||= named;
  }

  const admin = await ensureNetworkAdmin(coop, {
    email: adminEmail,
    firstName: adminFirstName,
    lastName: adminLastName,
    zip: input.admin.zip ?? profile.zip,
  });
  let activationLink: string | undefined;
  if (admin.outcome === 'invited') {
    activationLink = admin.link;
    lines.push(`Invited network admin ${input.admin.email}: the activation mail went out from ${config().mailFrom}.`);
    changed = true;
  } else if (admin.outcome === 'exists') {
    lines.push(
      admin.status === 'invited'
        ? `Network admin ${input.admin.email} was invited before and has not activated: unchanged (a lost mail: "Forgot password" on the login sends a fresh activation link).`
        : `Network admin ${input.admin.email} exists (${admin.status}): unchanged.`,
    );
  }

  const zips = await ensureZipCentroids({ firstZips: [coop.zip], parallel: 4, only: options.zips });
  if (zips === undefined) lines.push(`The ZIP list is loaded already (${config().tables.geo}): unchanged.`);
  else lines.push(`Loaded ${zips} ZIP centroids into ${config().tables.geo}.`);
  changed ||= zips !== undefined;

  lines.push(changed ? 'Stage initialised.' : 'Nothing to do: the stage was initialised before; nothing was changed.');
  return { changed, lines, plid: coop.plid, activationLink };
}
