import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import type { BusinessReport } from '#shared/schemas/deal-reports.js';
import { AppProvider } from '#web/app/provider.js';
import { createQueryClient } from '#web/app/query-client.js';
import { BusinessReports } from '#web/features/partner-reports/business-reports.js';
import { fail, ok, signedIn, stubApi } from './render';

// My business's reports from members (ADR 0096), rendered alone: a business's reports with their
// status, more pages on demand, none yet, and a refusal said with a retry.

const report = (n: number, over: Partial<BusinessReport> = {}): BusinessReport => ({
  id: `2026-11-2${n}T10:00:00.000Z#r-${n}`,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  reason: 'refused',
  reasonText: 'The coupon was refused',
  message: `Report number ${n}`,
  dealId: 'D-1',
  offerValue: '20% off',
  locationName: 'Downtown',
  status: 'open',
  closedAt: null,
  ...over,
});

function show() {
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <BusinessReports bpId="bp-1" businessName="Test Pizza" />
    </AppProvider>,
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('reports from members on My business', () => {
  it('lists the reports with their status, and pages on with Show more', async () => {
    signedIn('member');
    const closed = report(1, { status: 'closed', closedAt: '2026-11-22T09:00:00.000Z', reason: 'closed' });
    const api = stubApi({
      'b2c/listbusinessreports': (body: { cursor?: string | null }) =>
        ok(
          body.cursor
            ? { success: true, reports: [closed], next: null }
            : { success: true, reports: [report(3)], next: 'page-2' },
        ),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    show();
    const table = await screen.findByRole('table', { name: 'Reports about Test Pizza' });
    expect(within(table).getByText('Report number 3')).toBeTruthy();
    expect(within(table).getByText('Open')).toBeTruthy();
    expect(api.calls[0]!.body).toMatchObject({ bpId: 'bp-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Report number 1')).toBeTruthy();
    expect(within(table).getByText(/^Closed/)).toBeTruthy();
    expect(api.calls.at(-1)!.body).toMatchObject({ bpId: 'bp-1', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when there are none, and shows a refusal with a retry', async () => {
    signedIn('member');
    const api = stubApi({
      'b2c/listbusinessreports': (_body, n) =>
        n === 0 ? fail(404, REPORT_MESSAGES.businessNotFound) : ok({ success: true, reports: [], next: null }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    show();
    expect(await screen.findByText(REPORT_MESSAGES.businessNotFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(REPORT_MESSAGES.noReports)).toBeTruthy();
  });
});
