import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, fill } from '#shared/constants.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { dashboardFixture } from './fixtures/admin-stats';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';

// Staff's second step in the page (ADR 0090): the admin shell sends a staff session that has not
// passed it to /secondstep, whether the login said so or an admin call was refused for it; a code
// there opens the admin area; a wrong one says so in the form.

const queue = ok({ success: true, businesses: [] });
const refusedForStep = {
  status: 403,
  body: { success: false, message: SECOND_FACTOR_MESSAGES.secondStepRequired, code: ERROR_CODES.secondStepRequired },
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the second step', () => {
  it('sends staff the server refused for it to the step; a wrong code is told, the right one opens the admin area', async () => {
    signedIn('admin');
    let passed = false;
    vi.stubGlobal(
      'fetch',
      stubApi({
        'admin/dashboard': () => (passed ? ok(dashboardFixture) : refusedForStep),
        'admin/listbusinesssubmissions': () => (passed ? queue : refusedForStep),
        'b2c/secondstep': ok({ success: true, state: 'verify', recoveryCodesLeft: 10 }),
        'b2c/passsecondstep': (body: { code: string }) => {
          if (body.code !== '123456') return fail(400, SECOND_FACTOR_MESSAGES.wrongCode);
          passed = true;
          return ok({ success: true, message: SECOND_FACTOR_MESSAGES.passed, method: 'otp' });
        },
      }).fetchStub,
    );
    renderApp({ route: '/admin/ahome', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Second step' }, { timeout: 20_000 });
    expect(currentLocation()).toBe('/secondstep');
    typeInto(form, 'Code', '654321');
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(SECOND_FACTOR_MESSAGES.wrongCode);
    typeInto(form, 'Code', '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/ahome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 })).toBeTruthy();
  });

  it('tells a member it is for staff, asking the server nothing', async () => {
    signedIn('member');
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/secondstep', home: homeFixture });
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.staffOnly, {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.paths().filter((p) => p.startsWith('b2c/second'))).toEqual([]);
  });

  it('lets an admin reset a back-office member’s second step from the member detail', async () => {
    signedIn('admin');
    const person = (n: number, role: string) => ({
      memberId: `m-${n}`,
      firstName: `Ann${n}`,
      lastName: `Lee${n}`,
      email: `ann${n}@example.com`,
      zip: '66044',
      status: 'active',
      signupDate: '2026-01-02T10:00:00.000Z',
      role,
    });
    const api = stubApi({
      'admin/listmembers': ok({
        success: true,
        searchBy: 'all',
        members: [person(1, 'backoffice'), person(2, 'member')],
        next: null,
      }),
      'admin/getmember': (body: { memberId: string }) =>
        ok({
          success: true,
          member: {
            ...person(body.memberId === 'm-1' ? 1 : 2, body.memberId === 'm-1' ? 'backoffice' : 'member'),
            cellPhone: null,
            lastLogin: null,
          },
          savings: [],
          total: 0,
        }),
      'admin/resetfactors': ok({
        success: true,
        message: fill(SECOND_FACTOR_MESSAGES.resetDone, { name: 'Ann1 Lee1' }),
      }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Lee1, Ann1' }, { timeout: 20_000 }));
    const drawer = await screen.findByTestId('member-detail');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reset second step' }));
    expect(await within(drawer).findByText(fill(SECOND_FACTOR_MESSAGES.resetDone, { name: 'Ann1 Lee1' }))).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/resetfactors')?.body).toMatchObject({ memberId: 'm-1' });
  });
});
