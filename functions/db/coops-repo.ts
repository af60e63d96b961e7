import { GetCommand } from '@aws-sdk/lib-dynamodb';
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

export async function getDefaultPlid(): Promise<number | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.network() }));
  return out.Item?.defaultPlid as number | undefined;
}

export async function getCoop(plid: number): Promise<CoopRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.coop(plid) }));
  return out.Item ? strip<CoopRecord>(out.Item) : undefined;
}

export async function getPlidByDomain(host: string): Promise<number | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.domain(host) }));
  return out.Item?.plid as number | undefined;
}

export async function getCoopContent(plid: number) {
  const [groups, slides, nationalDeals, insurance] = await Promise.all([
    queryContent<GroupRecord>(keys.coop(plid).pk, keys.groupPrefix),
    queryContent<SlideRecord>(keys.coop(plid).pk, keys.slidePrefix),
    queryContent<NationalDealRecord>(keys.nationalDealsPk),
    queryContent<InsuranceRecord>(keys.insurancePk),
  ]);
  return { groups, slides, nationalDeals, insurance };
}
