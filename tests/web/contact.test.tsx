import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture, homeWith } from './fixtures/home-data';
import { expectFieldError } from './form-assertions';
import { fail, ok, renderApp, stubApi, typeInto } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// The Contact page: the co-op's details that are on file, and the Contact Us form, whose checks
// come in the spec's order (any blank field: 'Complete all fields'), whose refusals show under
// 'Warning', and whose sent message says 'Thank you!' and clears the form.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const FIELDS = ['Full name', 'Email address', 'Message'] as const;
const value = (form: HTMLElement, label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;

describe('Contact page', () => {
  it("shows the co-op's logo, name and each contact detail on file, the web site in a new tab", async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/ccontact', home: homeWith((d) => void (d.coopData.displayCellPhone = '(785) 555-0199')) });
    const card = await screen.findByTestId('coop-contact');
    expect(within(card).getByRole('img', { name: 'Prairie Sky Electric logo' }).getAttribute('src')).toBe(
      '/static/logos/323.svg',
    );
    expect(within(card).getByRole('heading', { name: 'Prairie Sky Electric' })).toBeTruthy();
    expect(card.textContent).toContain('1200 Sunflower Road, Lawrence, KS 66044');
    expect(within(card).getByRole('link', { name: 'members@prairiesky.example' }).getAttribute('href')).toBe(
      'mailto:members@prairiesky.example',
    );
    expect(within(card).getByRole('link', { name: '(785) 555-0143' }).getAttribute('href')).toBe('tel:7855550143');
    expect(within(card).getByRole('link', { name: '(785) 555-0199' }).getAttribute('href')).toBe('tel:7855550199');
    const site = within(card).getByRole('link', { name: 'https://prairiesky.example' });
    expect(site.getAttribute('target')).toBe('_blank');
  });

  it("leaves out details the co-op has not given (the string 'null' included)", async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({
      route: '/b2c/ccontact',
      home: homeWith((d) =>
        Object.assign(d.coopData, {
          displayAddress: null,
          displayURL: 'null',
          displayPhone: '',
          displayCellPhone: null,
        }),
      ),
    });
    const card = await screen.findByTestId('coop-contact');
    expect(card.textContent).not.toMatch(/Phone|Cell phone|Web site|Sunflower|null/);
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['members@prairiesky.example']);
  });

  it("warns 'Complete all fields' for each blank field in the form's order, then sends, says Thank you! and clears", async () => {
    const api = stubApi({ 'outside/contactform': ok({ success: true, message: CONTACT_MESSAGES.contactThanks }) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/ccontact', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    const entries: [string, string][] = [
      ['Full name', 'Ann Lee'],
      ['Email address', 'not-checked'],
      ['Message', 'When is the annual meeting?'],
    ];
    for (const [label, typed] of entries) {
      submit();
      expect(within(form).getByRole('alert').textContent).toBe(
        `${CONTACT_MESSAGES.contactIncompleteTitle}${CONTACT_MESSAGES.contactIncomplete}`,
      );
      expectFieldError(within(form).getByLabelText(label), CONTACT_MESSAGES.contactIncomplete);
      expect(document.activeElement).toBe(within(form).getByLabelText(label));
      typeInto(form, label, typed);
    }
    expect(api.calls).toEqual([]);
    // Whitespace alone is blank too.
    typeInto(form, 'Message', '   ');
    submit();
    expect(within(form).getByRole('alert').textContent).toBe(
      `${CONTACT_MESSAGES.contactIncompleteTitle}${CONTACT_MESSAGES.contactIncomplete}`,
    );
    typeInto(form, 'Message', ' When is the annual meeting? ');

    submit();
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        `${CONTACT_MESSAGES.contactThanksTitle}${CONTACT_MESSAGES.contactThanks}`,
      ),
    );
    // The email's format is not checked (the form takes any text); the message goes to the co-op shown.
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: 'outside/contactform',
        body: {
          credentials: '',
          key: '323',
          message: { fullName: 'Ann Lee', email: 'not-checked', message: 'When is the annual meeting?' },
        },
      }),
    ]);
    for (const label of FIELDS) expect(value(form, label)).toBe('');
  });

  it("shows a refused message under 'Warning' with the server's message and keeps what was typed", async () => {
    const refusal = 'Too many attempts. Please wait 42 minutes and try again.';
    window.sessionStorage.setItem('credentials', 'm-1');
    const api = stubApi({ 'outside/contactform': fail(429, refusal) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/ccontact', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    typeInto(form, 'Full name', 'Ann Lee');
    typeInto(form, 'Email address', 'ann@example.com');
    typeInto(form, 'Message', 'Hello');
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(`${COMMON_MESSAGES.warningTitle}${refusal}`),
    );
    expect(api.calls[0]!.body.credentials).toBe('m-1');
    expect(value(form, 'Message')).toBe('Hello');
  });
});
