import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { ok, renderApp, stubApi } from './render';

// clocaldeals' search bar shows a plain stand-in until it is used (deal-search-bar.tsx). Its own
// file: the real form is loaded once per page, so the stand-in only shows in a fresh module registry.

const answer = (body: any) =>
  ok({
    success: true,
    deals: [],
    zip: body.payload.zipcode ?? '66044',
    radius: body.payload.radius,
    page: 1,
    pages: 1,
    total: 0,
    sort: body.payload.sort,
  });

describe('the search bar stand-in', () => {
  it('hands over to the real form with what was typed, the focus and a submit made on the stand-in', async () => {
    const api = stubApi({
      'b2c/localdealscategories': ok({ success: true, data: [], zip: '66044' }),
      'b2c/listdeals': (body: any) => answer(body),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/clocaldeals' });
    const bar = await screen.findByRole('search', { name: 'Local deals search' });
    expect(bar.getAttribute('data-ready')).toBe('false');
    // The first answer's ZIP shows in the stand-in too.
    const zip = within(bar).getByLabelText('ZIP code') as HTMLInputElement;
    await waitFor(() => expect(zip.value).toBe('66044'));

    // All before the real form's module has arrived: focus (which starts loading it), typing, the
    // distance, the submit.
    zip.focus();
    fireEvent.change(within(bar).getByLabelText('Search deals'), { target: { value: 'tacos' } });
    fireEvent.change(within(bar).getByLabelText('Distance'), { target: { value: '10' } });
    fireEvent.change(zip, { target: { value: '66046' } });
    fireEvent.submit(bar);
    expect(bar.getAttribute('data-ready')).toBe('false');

    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'b2c/listdeals').at(-1)!.body.payload).toMatchObject({
        criteria: 'tacos',
        zipcode: '66046',
        radius: 10,
      }),
    );
    const real = screen.getByRole('search', { name: 'Local deals search' });
    expect(real.getAttribute('data-ready')).toBe('true');
    expect((within(real).getByLabelText('Search deals') as HTMLInputElement).value).toBe('tacos');
    expect(document.activeElement).toBe(within(real).getByLabelText('ZIP code'));
  });
});
