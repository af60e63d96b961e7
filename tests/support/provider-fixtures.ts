import { haversineMiles } from '#functions/model/geo.js';
import type { BenefitCode } from '#functions/model/specialties.js';
import { demoZipList } from '#infra/local/demo-deals.js';
import { generateDemoProviders } from '#infra/local/demo-providers.js';

// The demo providers are deterministic, so a test can name ZIPs where the seed put no provider of
// a benefit near the centre (for the locator's empty answer) without reading the table.

let demo: ReturnType<typeof generateDemoProviders> | undefined;

/** ZIPs (in ZIP order) with no demo provider of `benefit` within `miles` of their centroid. */
export function quietZips(benefit: BenefitCode, miles: number, count: number): string[] {
  demo ??= generateDemoProviders();
  const mine = demo.filter((p) => p.benefit === benefit);
  const out: string[] = [];
  for (const z of demoZipList()) {
    if (mine.every((p) => haversineMiles(z, p) > miles)) out.push(z.zip);
    if (out.length === count) break;
  }
  return out;
}
