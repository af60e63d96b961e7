import { execFileSync } from 'node:child_process';
import { Agent } from 'node:http';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { haversineMiles, type LatLon } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';

// The geo benchmark's peer: dynamodb-geo 0.4 (S2 cells, the AWS SDK v2), installed apart from the
// project in tests/bench/geo-peer (its own package.json and lock, never part of the root install)
// and driven through its own API: its own table from GeoTableUtil, points put with
// batchWritePoints, circles read with queryRadius on the same DynamoDB Local as ours.

const PEER_DIR = path.join(import.meta.dirname, 'geo-peer');
const METRES_PER_MILE = 1609.344;
/** The Java library's default; the JS port's own default (2) puts the whole US in a few partitions. */
export const PEER_HASH_KEY_LENGTH = Number(process.env.GEO_PEER_HASH_KEY_LENGTH ?? 5);

/** The slice of the packages' API the bench uses (their types live in the peer's node_modules). */
interface AwsRequest<T> {
  promise(): Promise<T>;
}
type Item = Record<string, { S?: string; N?: string }>;
interface DynamoV2 {
  query(input: object): AwsRequest<{ Items?: Item[] }>;
  createTable(input: object): AwsRequest<unknown>;
  deleteTable(input: object): AwsRequest<unknown>;
  batchWriteItem(input: object): AwsRequest<{ UnprocessedItems?: Record<string, object[]> }>;
}
interface GeoConfig {
  hashKeyLength: number;
  longitudeFirst: boolean;
}
interface GeoManager {
  batchWritePoints(points: object[]): AwsRequest<{ UnprocessedItems?: Record<string, object[]> }>;
  queryRadius(input: { RadiusInMeter: number; CenterPoint: { latitude: number; longitude: number } }): Promise<Item[]>;
}
interface Packages {
  DynamoDB: new (options: object) => DynamoV2;
  GeoDataManagerConfiguration: new (client: DynamoV2, table: string) => GeoConfig;
  GeoDataManager: new (config: GeoConfig) => GeoManager;
  createTableRequest(config: GeoConfig): object;
}

/** Installs the peer on first use (npm ci from its lock), then loads it. */
function loadPackages(): Packages {
  if (!existsSync(path.join(PEER_DIR, 'node_modules/dynamodb-geo'))) {
    console.log('Installing the geo bench peer: npm ci --prefix tests/bench/geo-peer');
    execFileSync('npm', ['ci', '--prefix', PEER_DIR, '--no-audit', '--no-fund', '--ignore-scripts'], {
      stdio: 'inherit',
    });
  }
  const load = createRequire(path.join(PEER_DIR, 'package.json'));
  const sdk = load('aws-sdk') as { DynamoDB: Packages['DynamoDB'] };
  const geo = load('dynamodb-geo') as {
    GeoDataManager: Packages['GeoDataManager'];
    GeoDataManagerConfiguration: Packages['GeoDataManagerConfiguration'];
    GeoTableUtil: { getCreateTableRequest(config: GeoConfig): object };
  };
  return {
    DynamoDB: sdk.DynamoDB,
    GeoDataManager: geo.GeoDataManager,
    GeoDataManagerConfiguration: geo.GeoDataManagerConfiguration,
    createTableRequest: (c) => geo.GeoTableUtil.getCreateTableRequest(c),
  };
}

/** A peer item as the library stores it (for its size): hash key, range key, S2 cell id, GeoJSON, our fields. */
export function peerItem(l: Listing): Record<string, unknown> {
  return {
    hashKey: 10 ** (PEER_HASH_KEY_LENGTH - 1),
    rangeKey: `${l.dealId}#${l.locationId}`,
    geohash: 1e18 + 1,
    geoJson: JSON.stringify({ type: 'POINT', coordinates: [l.lon, l.lat] }),
    dollarValue: l.dollarValue,
    endsAt: l.endsAt,
    category: l.categories[0]?.category ?? '',
  };
}

export interface PeerHit {
  id: string;
  distance: number;
  dollarValue: number;
}

export interface PeerPage {
  /** The page shown: nearest first. */
  hits: PeerHit[];
  /** Every item the circle holds (the peer has no pager: it reads the whole circle). */
  all: PeerHit[];
  queries: number;
  itemsRead: number;
}

export interface PeerIndex {
  load(listings: readonly Listing[], parallel: number): Promise<void>;
  firstPage(center: LatLon, radiusMiles: number, pageSize: number): Promise<PeerPage>;
  drop(): Promise<void>;
}

/** The peer on the DynamoDB Local at `endpoint`, in a table of its own. */
export function peerIndex(endpoint: string, region: string, table: string): PeerIndex {
  const pkg = loadPackages();
  // DynamoDB Local takes any key; the v2 SDK signs every request, so it needs one.
  // Connections kept alive, as our v3 client does by default (v2 opens one per request unless told).
  const raw = new pkg.DynamoDB({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxRetries: 3,
    httpOptions: { agent: new Agent({ keepAlive: true, maxSockets: 50 }) },
  });
  let counting: { queries: number; itemsRead: number } | undefined;
  // Every Query queryRadius sends goes through here, so the bench can count calls and items.
  const client: DynamoV2 = {
    query: (input) => {
      const request = raw.query(input);
      return {
        promise: async () => {
          const out = await request.promise();
          if (counting) {
            counting.queries++;
            counting.itemsRead += out.Items?.length ?? 0;
          }
          return out;
        },
      };
    },
    createTable: (input) => raw.createTable(input),
    deleteTable: (input) => raw.deleteTable(input),
    batchWriteItem: (input) => raw.batchWriteItem(input),
  };
  const config = new pkg.GeoDataManagerConfiguration(client, table);
  config.hashKeyLength = PEER_HASH_KEY_LENGTH;
  config.longitudeFirst = true;
  const manager = new pkg.GeoDataManager(config);
  let created = false;

  return {
    async load(listings, parallel) {
      await raw.createTable(pkg.createTableRequest(config)).promise();
      created = true;
      let next = 0;
      const worker = async () => {
        while (next < listings.length) {
          const batch = listings.slice(next, (next += 25));
          // Only what ranking needs: ids (the range key), value, end, category; the point is the library's.
          const points: object[] = batch.map((l) => ({
            RangeKeyValue: { S: `${l.dealId}#${l.locationId}` },
            GeoPoint: { latitude: l.lat, longitude: l.lon },
            PutItemInput: {
              Item: {
                dollarValue: { N: String(l.dollarValue) },
                endsAt: { N: String(l.endsAt) },
                category: { S: l.categories[0]?.category ?? '' },
              },
            },
          }));
          let out = await manager.batchWritePoints(points).promise();
          // Unprocessed put requests carry their whole item: written again as they are.
          for (let round = 0; out.UnprocessedItems?.[table]?.length; round++) {
            if (round === 8) throw new Error('dynamodb-geo: BatchWriteItem kept items unprocessed');
            out = await raw.batchWriteItem({ RequestItems: { [table]: out.UnprocessedItems[table] } }).promise();
          }
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
    },

    async firstPage(center, radiusMiles, pageSize) {
      const stats = { queries: 0, itemsRead: 0 };
      counting = stats;
      try {
        const items = await manager.queryRadius({
          RadiusInMeter: radiusMiles * METRES_PER_MILE,
          CenterPoint: { latitude: center.lat, longitude: center.lon },
        });
        const all = items.map((item) => {
          const [lon, lat] = (JSON.parse(item.geoJson!.S!) as { coordinates: [number, number] }).coordinates;
          return {
            id: item.rangeKey!.S!,
            distance: haversineMiles(center, { lat, lon }),
            dollarValue: Number(item.dollarValue!.N),
          };
        });
        all.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        return { hits: all.slice(0, pageSize), all, ...stats };
      } finally {
        counting = undefined;
      }
    },

    async drop() {
      if (created) await raw.deleteTable({ TableName: table }).promise();
    },
  };
}
