import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '#functions/config.js';
import { dayIn } from '#functions/core/dates.js';
import { dynamo, s3Client } from '#functions/db/clients.js';
import { putAll } from '#functions/db/batch-write.js';
import { keys } from '#functions/db/keys.js';
import { isPublicMediaKey, publicMediaKey } from '#shared/media-keys.js';
import { svgAppIcons } from '#functions/core/home/app-icons.js';
import { cardSvg, logoSvg, slideSvg, tileSvg } from './demo-art.js';
import { emailOrRefuse, inviteMember, newMemberRecord } from '#functions/core/accounts/accounts.js';
import { hashPassword } from '#functions/core/accounts/passwords.js';
import { createMember, getMemberByEmail } from '#functions/db/members-repo.js';
import { getDomains, nameNetworkDefault } from '#functions/db/coops-repo.js';
import { ensureCoop, ensureNetworkAdmin } from '#functions/core/admin/network-setup.js';
import { buildDealSummaries, loadListings } from '#functions/db/deal-index-repo.js';
import { putProviders } from '#functions/db/provider-index-repo.js';
import { haversineMiles } from '#functions/model/geo.js';
import { packageUsCodes, toZipCentroidItems } from './zip-centroids.js';
import { dealArt, demoCategoryItems, demoDealCoreItems, generateDemoDeals, type DemoDeals } from './demo-deals.js';
import { generateDemoProviders } from './demo-providers.js';
import { DEMO_COOPS, DEMO_INVITED, DEMO_MEMBERS, DEMO_TOTP_SECRETS, NATIONAL_DEALS } from './demo-data.js';
import { DEMO_OWNER_EMAIL, demoOwnerItems } from './demo-owner.js';
import { confirmFactor, putPendingFactor } from '#functions/db/second-factor-repo.js';
import { demoStatItems } from './demo-stats.js';
import { countLiveOffers, countSignups } from '#functions/db/stats-repo.js';
import { DEMO_INSURANCE_PRODUCTS } from './demo-insurance.js';
import { demoNationalBenefits, ensureDemoNationalBenefits } from './demo-benefits-national.js';

// Loads the demo network into an empty local stack. It runs once: the network item marks a
// seeded database, so restarts keep whatever people changed.

const GLYPHS: Record<string, string> = {
  health: '+',
  travel: '✈',
  safety: '✓',
  marketplace: '⌂',
  localdeals: '%',
  nationaldeals: '★',
  insurance: '$',
};

/** Puts items into the core table, `parallel` batches in flight (the demo deals are ~34,000). */
const writeAll = (items: Record<string, unknown>[], parallel = 8) => putAll(config().tables.core, items, parallel);

/** A reset connection: the in-process s3rver closed a keep-alive socket just as a put reused it. */
const isConnectionReset = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e.code === 'ECONNRESET' || /ECONNRESET|socket hang up/.test(e.message ?? '');
};

/** Demo art is shown on pages, so it must be where the edge serves it (the seed stops on any other key). */
async function putSvg(key: string, body: string): Promise<void> {
  if (!isPublicMediaKey(key)) throw new Error(`Demo art under a key the edge does not serve: ${key}`);
  for (let attempt = 1; ; attempt++) {
    try {
      await (await s3Client()).send(
        new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: 'image/svg+xml' }),
      );
      return;
    } catch (error) {
      // A busy machine makes the race likely; the same put again is harmless.
      if (attempt >= 4 || !isConnectionReset(error)) throw error;
    }
  }
}

/** National and group deals for a data folder seeded before they existed (demo-benefits-national.ts). */
export const ensureDemoBenefits = () => ensureDemoNationalBenefits((items) => writeAll(items), putSvg);

/**
 * Host names and served ZIPs carry their co-op's gsi1 listing (Platform Setup) since the admin
 * area manages them; a data folder seeded before that gets the listing once (a co-op whose hosts
 * were saved from the admin area already has it and is left alone).
 */
export async function ensureDemoDomainListings(): Promise<void> {
  for (const { record: c, domains, serviceArea } of DEMO_COOPS) {
    if ((await getDomains(c.plid)).hosts.length) continue;
    await writeAll([
      ...domains.map((host) => ({ ...keys.domain(host), ...keys.domainListing(c.plid, host), plid: c.plid })),
      ...serviceArea.map((zip) => ({
        ...keys.serviceArea(zip, c.plid),
        ...keys.serviceAreaListing(c.plid, zip),
        plid: c.plid,
        coopName: c.coopName,
      })),
    ]);
  }
}

export async function isSeeded(): Promise<boolean> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.network() }));
  return Boolean(out.Item?.seededAt);
}

export async function seedDemo(): Promise<void> {
  const items: Record<string, unknown>[] = [];
  const coops: (() => Promise<unknown>)[] = [];
  const art: Promise<void>[] = [];
  for (const coop of DEMO_COOPS) {
    const { record: c } = coop;
    const logo = logoSvg(c.displayName, c.coopIdCard, c.mainColor, coop.accent);
    // The home-screen icons made from the logo, as an upload in Platform Setup makes them.
    const icons = svgAppIcons(logo).map((icon) => ({
      ...icon,
      key: publicMediaKey('logos', `${c.plid}-${icon.name}.svg`),
    }));
    // Made as stage:init makes its first co-op (ensureCoop, then the admin's "create co-op" code;
    // ADR 0064), with the demo's whole profile, hosts, served ZIPs, groups and slides.
    coops.push(() =>
      ensureCoop(
        {
          plid: c.plid,
          coopName: c.coopName,
          displayName: c.displayName,
          zip: c.zip,
          host: coop.domains[0]!,
          topBarColor: c.topBarColor,
          mainColor: c.mainColor,
          secondColor: c.secondColor,
          thirdColor: c.thirdColor,
        },
        {
          moreHosts: coop.domains.slice(1),
          serviceArea: coop.serviceArea,
          profile: { ...c, appIcons: Object.fromEntries(icons.map((i) => [i.name, i.key])) },
          groups: [...coop.groups],
          slides: [...coop.slides],
        },
      ),
    );

    art.push(putSvg(c.logo, logo), ...icons.map((i) => putSvg(i.key, new TextDecoder().decode(i.bytes))));
    coop.slides.forEach((s, i) =>
      art.push(putSvg(s.image, slideSvg(s.title, c.topBarColor, c.mainColor, i % 2 ? c.secondColor : c.thirdColor))),
    );
    for (const g of coop.groups)
      art.push(putSvg(g.image, tileSvg(g.groupName, c.mainColor, GLYPHS[g.groupIdentifier] ?? '•')));
    art.push(
      putSvg(
        publicMediaKey('cards', `${c.coopIdCard}f.svg`),
        cardSvg('front', c.displayName, c.mainColor, coop.accent),
      ),
    );
    art.push(
      putSvg(publicMediaKey('cards', `${c.coopIdCard}b.svg`), cardSvg('back', c.displayName, c.mainColor, coop.accent)),
    );
  }
  NATIONAL_DEALS.forEach((d, i) => {
    items.push({ ...keys.nationalDeal(i + 1, d.dealId), ...d });
    art.push(
      putSvg(
        d.logoURL,
        tileSvg(
          d.companyName,
          ['#264653', '#2a9d8f', '#8338ec', '#3a86ff', '#fb5607', '#6a994e'][i % 6]!,
          d.companyName[0]!,
        ),
      ),
    );
  });
  DEMO_INSURANCE_PRODUCTS.forEach((p, i) => {
    items.push({ ...keys.insuranceProduct(i + 1, p.productIdentifier), ...p });
    art.push(putSvg(p.image, tileSvg(p.productName, ['#1d3557', '#457b9d', '#2a9d8f', '#bc6c25'][i % 4]!, '$')));
  });
  const benefits = demoNationalBenefits();
  items.push(...benefits.items);
  art.push(...benefits.images.map((img) => putSvg(img.key, img.svg)));
  await Promise.all(art);
  await writeAll(items);
  for (const create of coops) await create();
  for (const { password, ...m } of DEMO_MEMBERS) {
    if (m.role === 'network') {
      // The network admin as stage:init makes one, active with the demo password instead of invited.
      const coop = DEMO_COOPS.find((c) => c.record.plid === m.plid)!.record;
      await ensureNetworkAdmin(coop, m, { passwordHash: await hashPassword(password) });
      continue;
    }
    await createMember({
      ...newMemberRecord({
        ...m,
        email: emailOrRefuse(m.email),
        status: 'active',
        passwordHash: await hashPassword(password),
      }),
      optout: 0,
    });
  }
  // Demo staff come with their authenticator app set up (no recovery codes): the second step's
  // codes are computed from the printed secrets.
  for (const [email, secret] of Object.entries(DEMO_TOTP_SECRETS)) {
    const staff = await getMemberByEmail(emailOrRefuse(email));
    if (staff && (await putPendingFactor(staff.memberId, secret))) await confirmFactor(staff.memberId, secret, 0, []);
  }
  for (const invite of DEMO_INVITED) await inviteMember(invite);
  // The dashboard's member counters (the invited ones counted themselves).
  for (const { record } of DEMO_COOPS)
    await countSignups(
      record.plid,
      DEMO_MEMBERS.filter((m) => m.plid === record.plid).length,
      dayIn(Date.now(), record.timeZone),
    );
  // The demo network names a default co-op (stage:init does with --network-default), then marks
  // itself seeded last: the mark means the whole seed landed.
  await nameNetworkDefault(DEMO_COOPS[0]!.record.plid);
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tables.core,
      Key: keys.network(),
      UpdateExpression: 'SET seededAt = :at',
      ExpressionAttributeValues: { ':at': new Date().toISOString() },
    }),
  );
}

/** Demo deals within this many miles of a demo co-op's ZIP load first: the first screens use them. */
const NEAR_MILES = 100;

/**
 * The demo partners with a place within 100 miles of a demo co-op, live or not (inactive partners
 * and disabled places have records too): the first wave of the load.
 */
export function nearDemoPartners(deals: DemoDeals): Set<string> {
  const zips = toZipCentroidItems(packageUsCodes());
  const centres = DEMO_COOPS.map((c) => zips.find((z) => z.zip === c.record.zip)!);
  const near = (l: { lat: number; lon: number }) => centres.some((c) => haversineMiles(c, l) <= NEAR_MILES);
  return new Set(deals.locations.filter(near).map((l) => l.bpId));
}

/**
 * Loads the demo local deals (infra/local/demo-deals.ts) once per data folder: partners,
 * locations and offers into the core table, listings and cell counters into the geo table, logos
 * into the bucket. Some 47,000 items: about 20 s on an in-memory DynamoDB Local, several minutes
 * on a persisted one, where `npm start` runs it in the background. First the categories and
 * everything within 100 miles of the demo co-ops, so their pages work within seconds, then the
 * rest of the country; `nearOnly` (the live tests' portal) stops after the first wave, about
 * 7,000 items. A marker written last makes a cut-short load start again (every write is a put of
 * the same item, counters included). Returns the listings loaded.
 */
export async function ensureDemoDeals(options: { nearOnly?: boolean } = {}): Promise<number | undefined> {
  const table = config().tables.core;
  const marker = await dynamo().send(new GetCommand({ TableName: table, Key: keys.demoDealsLoaded() }));
  if (marker.Item) {
    // A data folder from before the search's cell summaries: build them once from its listings.
    if (!marker.Item.summaries) {
      await buildDealSummaries();
      await writeAll([{ ...marker.Item, summaries: true }]);
    }
    return undefined;
  }
  const deals = generateDemoDeals();
  const nearBp = nearDemoPartners(deals);
  const isNear = (item: Record<string, unknown>) => nearBp.has(String(item.bpId));
  const core = demoDealCoreItems(deals);
  const logos = Promise.all(dealArt().map((art) => putSvg(art.key, art.svg)));
  // The provider locator's demo providers (about 5,000) go in with the first wave: the same geo table.
  const providers = putProviders(generateDemoProviders(), { parallel: 4 });
  const nearListings = deals.listings.filter((l) => nearBp.has(l.bpId));
  await Promise.all([
    providers,
    writeAll(demoCategoryItems(deals)),
    writeAll(core.filter(isNear)),
    loadListings(nearListings, { parallel: 8 }),
  ]);
  // The demo co-ops' own deals are in: their dashboard figures now, not minutes later with the rest.
  const statsMarker = await dynamo().send(new GetCommand({ TableName: table, Key: keys.demoStatsLoaded() }));
  if (!statsMarker.Item) {
    const stats = demoStatItems(
      deals,
      DEMO_COOPS.map((c) => c.record.plid),
    );
    await writeAll(stats.items);
    for (const [plid, n] of stats.liveOffers) await countLiveOffers(plid, n);
    // The demo owner's business (demo-owner.ts): theirs on its profile, with its draft and figures.
    const owner = await getMemberByEmail(emailOrRefuse(DEMO_OWNER_EMAIL));
    const owned = owner && demoOwnerItems(deals, owner.memberId, Date.now());
    const profileKey = owned && keys.partner(owned.bpId);
    const profile = profileKey && core.find((i) => i.pk === profileKey.pk && i.sk === profileKey.sk);
    if (owner && owned && profile) await writeAll([...owned.items, { ...profile, memberId: owner.memberId }]);
    await writeAll([{ ...keys.demoStatsLoaded(), at: new Date().toISOString() }]);
  }
  const loaded = options.nearOnly ? nearListings : deals.listings;
  if (options.nearOnly) await logos;
  else
    await Promise.all([
      logos,
      writeAll(core.filter((i) => !isNear(i))),
      loadListings(
        deals.listings.filter((l) => !nearBp.has(l.bpId)),
        { parallel: 8 },
      ),
    ]);
  await writeAll([
    { ...keys.demoDealsLoaded(), listings: loaded.length, loadedAt: new Date().toISOString(), summaries: true },
  ]);
  return loaded.length;
}
