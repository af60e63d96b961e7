import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

// Co-ops, their domains, feature groups and slides, and the network catalogues shown on the home.

export interface CoopRecord {
  plid: number;
  coopName: string;
  /** The host members use, e.g. portal.prairiesky.coop; links in emails point there. */
  primaryDomain: string;
  logo: string;
  displayName: string;
  displayPhone: string | null;
  displayEmail: string | null;
  displayURL: string | null;
  displayAddress: string | null;
  /** The co-op's home ZIP: local deals search around it when the visitor gives none. */
  zip: string;
  /** IANA time zone: its partners' offers expire at the end of their date there. */
  timeZone: string;
  displayCellPhone: string | null;
  coopIdCard: string;
  description: string;
  facebook: string | null;
  twitter: string | null;
  youtube: string | null;
  instagram: string | null;
  linkedin: string | null;
  iosAppUrl: string | null;
  androidAppUrl: string | null;
  topBarColor: string;
  mainColor: string;
  secondColor: string;
  thirdColor: string;
  /** National deals this co-op shows; absent means all. */
  nationalDealIds?: string[];
  /** Insurance products this co-op offers; absent means all. */
  insuranceIds?: string[];
  /** Products the co-op highlights (the home list's selected flag). */
  insuranceSelected?: string[];
  /** Card art uploaded in Platform Setup (media keys); absent means cards/<coopIdCard>f.svg and b.svg. */
  cardFront?: string;
  cardBack?: string;
  /** Move on with every Platform Setup save of branding / of the slides (absent: never saved there). */
  brandingVersion?: number;
  slidesVersion?: number;
}

export interface GroupRecord {
  groupIdentifier: string;
  groupName: string;
  route: string;
  image: string;
  onLogged: 0 | 1;
  showSquare: 0 | 1;
  features: { dealIdentifier: string }[];
}

export interface SlideRecord {
  image: string;
  upperTitle: string;
  title: string;
  legend: string;
  showMobileButtons: 0 | 1;
  showCustom: 0 | 1;
  customButton: { buttonTitle: string; buttonRoute: string; outsideUrl: string | null };
}

export interface NationalDealRecord {
  dealId: string;
  companyName: string;
  title: string;
  logoURL: string;
  businessOverview: string | null;
  notes: string | null;
  redemptionPhone: string | null;
  redemptionUrl: string | null;
  altImage1: string | null;
  altImage2: string | null;
  altImage3: string | null;
}

export interface InsuranceRecord {
  productIdentifier: string;
  productName: string;
  image: string;
  briefDetails: string;
  buttonText: string;
  urlRedirect: string | null;
  specialOffer: 0 | 1;
}

const table = () => config().tables.core;
const STRIP = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];
function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !STRIP.includes(k))) as T;
}

async function queryContent<T>(pk: string, skPrefix?: string): Promise<T[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
    ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':sk': skPrefix } : { ':pk': pk },
  });
  return items.map((i) => strip<T>(i));
}

export async function getCoop(plid: number): Promise<CoopRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.coop(plid) }));
  return out.Item ? strip<CoopRecord>(out.Item) : undefined;
}

/** A co-op's profile with its feature groups and slides: one Query of its partition (patterns 2, 5, 6). */
export interface CoopPage {
  coop: CoopRecord;
  groups: GroupRecord[];
  slides: SlideRecord[];
}

/** Undefined when the co-op has no profile. Groups and slides come in key order, as their own queries gave them. */
export async function getCoopPage(plid: number): Promise<CoopPage | undefined> {
  const profile = keys.coop(plid);
  const items = await queryAll({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': profile.pk } });
  const coop = items.find((i) => i.sk === profile.sk);
  if (!coop) return undefined;
  const under = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix));
  return {
    coop: strip<CoopRecord>(coop),
    groups: under(keys.groupPrefix).map((i) => strip<GroupRecord>(i)),
    slides: under(keys.slidePrefix).map((i) => strip<SlideRecord>(i)),
  };
}

/** The network's default co-op and the co-op of each host name, in one BatchGetItem (patterns 1, 3). */
export async function getDefaultAndDomains(hosts: readonly string[]): Promise<{ defaultPlid: number | undefined; plidByHost: Map<string, number> }> {
  const item = await batchGet(table(), [keys.network(), ...hosts.map((h) => keys.domain(h))]);
  const plidByHost = new Map<string, number>();
  for (const host of hosts) {
    const plid = item(keys.domain(host))?.plid;
    if (typeof plid === 'number') plidByHost.set(host, plid);
  }
  const defaultPlid = item(keys.network())?.defaultPlid;
  return { defaultPlid: typeof defaultPlid === 'number' ? defaultPlid : undefined, plidByHost };
}

/** The network catalogues shown on every home (patterns 8, 9), two Queries in parallel. */
export async function getCatalogues(): Promise<{ nationalDeals: NationalDealRecord[]; insurance: InsuranceRecord[] }> {
  const [nationalDeals, insurance] = await Promise.all([
    queryContent<NationalDealRecord>(keys.nationalDealsPk),
    queryContent<InsuranceRecord>(keys.insurancePk),
  ]);
  return { nationalDeals, insurance };
}
