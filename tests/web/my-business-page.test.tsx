import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { myBusinessAnswers } from './fixtures/my-business';
import { renderApp, signedIn, stubApi } from './render';

// My business shows a business once every section of it has its data: sections that arrived one
// by one pushed the ones below them down as each loaded.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('My business', () => {
  it('asks for every section at once and shows them together when the last answers', async () => {
    signedIn('member');
    const api = stubApi(myBusinessAnswers);
    let answerMail = () => {};
    const mailHeld = new Promise<void>((resolve) => {
      answerMail = resolve;
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/b2c/getpartnermail')) await mailHeld;
      return api.fetchStub(url, init);
    });
    renderApp({ route: '/b2c/mybusiness', home: homeFixture });

    await screen.findByLabelText('Loading Corner Bakery');
    await waitFor(() =>
      expect(api.paths()).toEqual(
        expect.arrayContaining(['b2c/listmyoffers', 'b2c/businessnumbers', 'b2c/listbusinessreports']),
      ),
    );
    // (Test ids and text, not roles: a role query walks the whole page in jsdom, slowly.)
    expect(screen.queryByTestId('partner-offers-bp-1')).toBeNull();
    expect(screen.queryByText('Numbers')).toBeNull();

    answerMail();
    await screen.findByText('Numbers');
    expect(screen.getByTestId('partner-offers-bp-1')).toBeTruthy();
    expect(screen.getByTestId('business-reports')).toBeTruthy();
    expect(screen.getByLabelText("Monthly email with Corner Bakery's numbers")).toBeTruthy();
    expect(screen.queryByLabelText('Loading Corner Bakery')).toBeNull();
  });
});
