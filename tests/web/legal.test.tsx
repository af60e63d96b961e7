import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeWith } from './fixtures/home-data';
import { renderApp, stubApi } from './render';

// The legal pages: the Terms of Use's 41 numbered sections (last updated August 1st, 2022) and the
// Privacy Policy's 13 (August 2022), written with the co-op's name, as text (a name holding markup
// stays text).

afterEach(() => vi.unstubAllGlobals());

const NAME = 'Bluestem <b>Rural</b> Electric';
const home = homeWith((d) => void (d.coopData.displayName = NAME));

async function sections(route: string) {
  vi.stubGlobal('fetch', stubApi({}).fetchStub);
  renderApp({ route, home });
  await screen.findByRole('heading', { level: 1 });
  return screen
    .getAllByTestId('legal-section')
    .map((s) => within(s).getByRole('heading', { level: 2 }).textContent ?? '');
}

describe('Terms of Use', () => {
  it('has 41 numbered sections in order, last updated August 1st, 2022, naming the co-op as text', async () => {
    const titles = await sections('/b2c/cterms');
    expect(titles).toHaveLength(41);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Last updated August 1st, 2022')).toBeTruthy();
    const text = document.querySelector('main')!.textContent!;
    expect(text).toContain(`${NAME} member savings program`);
    expect(document.querySelector('main b')).toBeNull();
    // The spec's points.
    for (const point of [
      'laws of the State of Colorado',
      '$50.00',
      'at least 18 years old',
      'parent or legal guardian',
      'Reply STOP',
      'HELP',
      '30 days after',
      '12 months',
      '18 months of inactivity',
      'under or over $15',
      'unclaimed-funds trustee',
      'self-referral',
      'valid postal address',
      'not used after ten years',
      'free to members',
      // Cash back.
      'net purchase amount',
      'excluding taxes, fees, shipping',
      'accept cookies',
      'single shopping session',
      'paid by check',
      'prior quarter',
      '$15.00',
    ]) {
      expect(text, point).toContain(point);
    }
  });
});

describe('Privacy Policy', () => {
  it('has 13 numbered sections, last updated August 2022, naming the co-op and barring under-18s', async () => {
    const titles = await sections('/b2c/cprivacy');
    expect(titles).toHaveLength(13);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    expect(screen.getByText('Last updated August 2022')).toBeTruthy();
    const text = document.querySelector('main')!.textContent!;
    expect(text).toContain(NAME);
    expect(text).toContain('not for anyone under 18');
    expect(text).toContain('30 days after');
  });
});
