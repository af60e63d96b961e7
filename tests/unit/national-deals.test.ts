import { describe, expect, it, vi } from 'vitest';
import { arrangeGroupDeals } from '#functions/core/benefits/group-deals.js';
import { absentAsNull, cleanNationalDeal } from '#functions/core/benefits/national-deals.js';
import { getGroupDeals, type GroupDealRecord } from '#functions/db/benefits-repo.js';
import {
  demoGroupDeals,
  demoNationalBenefits,
  ensureDemoNationalBenefits,
  MORE_NATIONAL_DEALS,
} from '#infra/local/demo-benefits-national.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';

// The group deals' read is the only database call here (ensureDemoNationalBenefits asks it).
vi.mock('#functions/db/benefits-repo.js', () => ({ getGroupDeals: vi.fn() }));

describe('national deals', () => {
  it("treats the string 'null', an empty value and a missing one as absent", () => {
    expect(absentAsNull('null')).toBeNull();
    expect(absentAsNull(' NULL ')).toBeNull();
    expect(absentAsNull('')).toBeNull();
    expect(absentAsNull(undefined)).toBeNull();
    expect(absentAsNull('(800) 555-0100')).toBe('(800) 555-0100');
  });

  it('cleans every optional field and serves alternate images from the media location', () => {
    const deal = cleanNationalDeal({
      dealId: 'ND-1',
      companyName: 'Co',
      title: 'T',
      logoURL: '/static/deals/n.svg',
      businessOverview: 'null',
      notes: 'Some notes',
      redemptionPhone: 'null',
      redemptionUrl: 'https://co.example',
      altImage1: 'deals/n-alt1.svg',
      altImage2: 'null',
      altImage3: null,
    });
    expect(deal).toMatchObject({
      businessOverview: null,
      notes: 'Some notes',
      redemptionPhone: null,
      altImage1: '/static/deals/n-alt1.svg',
      altImage2: null,
      altImage3: null,
    });
  });
});

describe('group deals', () => {
  const rec = (group: string, dealTitle: string): GroupDealRecord => ({
    group,
    groupName: `${group} stored`,
    route: 'x',
    image: `deals/${dealTitle}.svg`,
    dealTitle,
    description: '',
  });
  const menu = [
    { groupIdentifier: 'health', groupName: 'Healthy Savings', onLogged: 0 as const },
    { groupIdentifier: 'safety', groupName: 'Member Protection', onLogged: 1 as const },
  ];
  // Stored order is by identifier (entertainment, health, safety), as the Query gives it.
  const records = [rec('entertainment', 'e1'), rec('health', 'h1'), rec('health', 'h2'), rec('safety', 's1')];

  it("lists a member every group's deals in the co-op's menu order, groups outside the menu last, with the co-op's group names", () => {
    const deals = arrangeGroupDeals(records, menu, true);
    expect(deals.map((d) => d.dealTitle)).toEqual(['h1', 'h2', 's1', 'e1']);
    expect(deals.map((d) => d.groupName)).toEqual([
      'Healthy Savings',
      'Healthy Savings',
      'Member Protection',
      'entertainment stored',
    ]);
    expect(deals[0]!.image).toBe('/static/deals/h1.svg');
  });

  it('keeps the deals of a members-only group (onLogged 1) from visitors', () => {
    expect(arrangeGroupDeals(records, menu, false).map((d) => d.dealTitle)).toEqual(['h1', 'h2', 'e1']);
  });
});

describe('demo national and group deals', () => {
  it('are the same on every run and give both co-ops health, safety and entertainment deals', () => {
    expect(demoNationalBenefits()).toEqual(demoNationalBenefits());
    for (const { record } of DEMO_COOPS) {
      const groups = new Set(
        demoGroupDeals()
          .filter((d) => d.plid === record.plid)
          .map((d) => d.deal.group),
      );
      for (const group of ['health', 'safety', 'entertainment'])
        expect(groups, `${record.plid} ${group}`).toContain(group);
    }
  });

  it('have one image per item key, in-app routes or https links, and alternate images on some national deals', () => {
    const { items, images } = demoNationalBenefits();
    expect(new Set(items.map((i) => `${String(i.pk)}|${String(i.sk)}`)).size).toBe(items.length);
    expect(new Set(images.map((i) => i.key)).size).toBe(images.length);
    for (const { deal } of demoGroupDeals()) expect(deal.route).toMatch(/^(https:\/\/|[a-z])/);
    expect(MORE_NATIONAL_DEALS.filter((d) => d.altImage3).length).toBeGreaterThan(0);
    expect(MORE_NATIONAL_DEALS.some((d) => d.redemptionPhone && !d.redemptionUrl)).toBe(true);
  });
});

describe('demo national benefits on a data folder seeded before them', () => {
  it('adds the items and images once, when the first co-op has no group deals', async () => {
    const writes = vi.fn(async (_items: Record<string, unknown>[]) => undefined);
    const images = vi.fn(async (_key: string, _svg: string) => undefined);
    vi.mocked(getGroupDeals).mockResolvedValueOnce([]);
    expect(await ensureDemoNationalBenefits(writes, images)).toBe(true);
    expect(writes).toHaveBeenCalledWith(demoNationalBenefits().items);
    expect(images).toHaveBeenCalledTimes(demoNationalBenefits().images.length);

    writes.mockClear();
    images.mockClear();
    vi.mocked(getGroupDeals).mockResolvedValueOnce([demoGroupDeals()[0]!.deal]);
    expect(await ensureDemoNationalBenefits(writes, images)).toBe(false);
    expect(writes).not.toHaveBeenCalled();
    expect(images).not.toHaveBeenCalled();
  });
});
