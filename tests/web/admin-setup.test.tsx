import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SetupData, SetupSlide } from '#shared/schemas/admin-setup.js';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, fail, ok, renderApp, signedIn, stubApi } from './render';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Platform Setup in the admin shell: the branding form with its live colour preview (a colour
// that is not #rrggbb is refused before any call), a save with the version it loaded, a lost race
// (409) that reloads the other admin's data and says so; the slides editor (reorder, remove, add,
// an image required) saving the whole ordered list; card art; back office staff read only.

const slide = (title: string, n: number): SetupSlide => ({
  image: `slides/323-${n}.svg`,
  imageUrl: `/static/slides/323-${n}.svg`,
  upperTitle: '',
  title,
  legend: '',
  showMobileButtons: 1,
  showCustom: 0,
  customButton: { buttonTitle: '', buttonRoute: '', outsideUrl: '' },
});
const setup = (
  over: Partial<SetupData['coop']> = {},
  slides = [slide('Welcome', 1), slide('Local deals', 2), slide('Insurance', 3)],
  slidesVersion = 0,
): SetupData => ({
  success: true,
  coop: {
    plid: 323,
    coopName: 'Prairie Sky',
    version: 4,
    displayName: 'Prairie Sky Co-op',
    displayPhone: '(785) 555-0100',
    displayEmail: 'info@prairiesky.example',
    displayAddress: '1 Main St',
    displayURL: 'https://prairiesky.example',
    facebook: '',
    twitter: '',
    youtube: '',
    instagram: '',
    linkedin: '',
    topBarColor: '#1b4332',
    mainColor: '#2d6a4f',
    secondColor: '#f4a261',
    thirdColor: '#e9c46a',
    logo: 'logos/323.svg',
    logoUrl: '/static/logos/323.svg',
    appIcon: { any: '/static/logos/323-any-192.svg', maskable: '/static/logos/323-maskable-192.svg' },
    cardFrontUrl: '/static/cards/PSE323f.svg',
    cardBackUrl: '/static/cards/PSE323b.svg',
    ...over,
  },
  slides,
  slidesVersion,
  groups: [],
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Platform Setup: Branding & contact', () => {
  it('previews colours live, refuses a colour that is not #rrggbb, and saves with the loaded version', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/getsetup': (_b, n) => ok(n === 0 ? setup() : setup({ version: 5, topBarColor: '#112233' })),
      'admin/savebranding': ok({ success: true, message: ADMIN_MESSAGES.setupSaved, version: 5 }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Setup' })).toBeTruthy();
    const subnav = screen.getByRole('navigation', { name: 'Platform Setup sections' });
    expect(
      within(subnav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expect.arrayContaining(['Branding & contact', 'Home slides', 'Card art']));
    expect(within(subnav).getByRole('link', { name: 'Branding & contact' }).getAttribute('aria-current')).toBe('page');
    // The admin menu marks Platform Setup as the open section.
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' }))
        .getByRole('link', { name: 'Platform Setup' })
        .getAttribute('aria-current'),
    ).toBe('page');

    const form = await screen.findByRole('form', { name: 'Branding and contact' });
    expect((within(form).getByLabelText('Name members see') as HTMLInputElement).value).toBe('Prairie Sky Co-op');
    const topBar = within(form).getByLabelText('Top bar colour') as HTMLInputElement;
    expect(topBar.value).toBe('#1b4332');
    expect(screen.getByTestId('preview-top-bar').style.background).toBe('rgb(27, 67, 50)');
    // What members get on their home screen, made from the logo.
    const icons = within(screen.getByTestId('app-icon-preview')).getAllByRole('img');
    expect(icons.map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['Home-screen icon of Prairie Sky Co-op, as most phones show it', '/static/logos/323-any-192.svg'],
      ['Home-screen icon of Prairie Sky Co-op, round, as Android shows it', '/static/logos/323-maskable-192.svg'],
    ]);
    expect(screen.getByLabelText('Upload a square icon image')).toBeTruthy();

    fireEvent.change(topBar, { target: { value: '#AA0000' } });
    expect(screen.getByTestId('preview-top-bar').style.background).toBe('rgb(170, 0, 0)');
    // The picker follows the text and sets it.
    const picker = within(form).getByLabelText('Top bar colour picker') as HTMLInputElement;
    expect(picker.value).toBe('#aa0000');
    fireEvent.change(within(form).getByLabelText('Main colour (menu, headings)'), { target: { value: 'red' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save branding' }));
    expect((await within(form).findAllByText(ADMIN_MESSAGES.setupColorInvalid)).length).toBeGreaterThan(0);
    expect(api.paths()).not.toContain('admin/savebranding');

    fireEvent.change(within(form).getByLabelText('Main colour (menu, headings)'), { target: { value: '#2D6A4F' } });
    fireEvent.change(within(form).getByLabelText('Facebook'), { target: { value: 'https://facebook.com/prairiesky' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(api.paths()).toContain('admin/savebranding'));
    expect(api.calls.find((c) => c.path === 'admin/savebranding')!.body).toMatchObject({
      version: 4,
      topBarColor: '#aa0000',
      mainColor: '#2d6a4f',
      facebook: 'https://facebook.com/prairiesky',
      twitter: '',
    });
    expect(await screen.findByText(ADMIN_MESSAGES.setupSaved)).toBeTruthy();
    // The setup and the app's home data (its theme) are read again.
    await waitFor(() => expect(api.paths().filter((p) => p === 'admin/getsetup')).toHaveLength(2));
    await waitFor(() => expect(api.paths()).toContain('outside/gethomedata'));
    await waitFor(() => expect((screen.getByLabelText('Top bar colour') as HTMLInputElement).value).toBe('#112233'));
  });

  it('when another admin saved first, says so and shows their data', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/getsetup': (_b, n) => ok(n === 0 ? setup() : setup({ version: 5, displayName: 'Renamed By Pat' })),
      'admin/savebranding': fail(409, ADMIN_MESSAGES.setupVersionConflict),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Branding and contact' });
    fireEvent.change(within(form).getByLabelText('Name members see'), { target: { value: 'My Name' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save branding' }));
    expect((await screen.findAllByText(ADMIN_MESSAGES.setupVersionConflict)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect((screen.getByLabelText('Name members see') as HTMLInputElement).value).toBe('Renamed By Pat'),
    );
    expect(screen.getByText(ADMIN_MESSAGES.setupVersionConflict)).toBeTruthy();
  });

  it('shows back office staff everything read only', async () => {
    signedIn('backoffice');
    vi.stubGlobal('fetch', stubApi({ 'admin/getsetup': ok(setup()) }).fetchStub);
    renderApp({ route: '/admin/setup', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Branding and contact' });
    expect(within(form).getByLabelText('Name members see').matches(':disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save branding' })).toBeNull();
    expect(screen.queryByLabelText('Upload a new logo')).toBeNull();
    expect(screen.getByAltText('Upload a new logo preview')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Home slides' }));
    expect(await screen.findByRole('form', { name: 'Home slides' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save slides' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move up / })).toBeNull();
  });
});

describe('Platform Setup: Home slides', () => {
  it('reorders, removes and adds slides (an image required) and saves the whole ordered list', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/getsetup': (_b, n) => ok(n === 0 ? setup() : setup({}, [slide('Local deals', 2), slide('Welcome', 1)], 1)),
      'admin/saveslides': ok({ success: true, message: ADMIN_MESSAGES.setupSaved, version: 1 }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/slides', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Home slides' });
    const titles = () =>
      within(form)
        .getAllByLabelText('Title')
        .map((i) => (i as HTMLInputElement).value);
    expect(titles()).toEqual(['Welcome', 'Local deals', 'Insurance']);

    fireEvent.click(within(form).getByRole('button', { name: 'Move up Slide 2: Local deals' }));
    expect(titles()).toEqual(['Local deals', 'Welcome', 'Insurance']);
    expect(
      (within(form).getByRole('button', { name: 'Move up Slide 1: Local deals' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Slide 3: Insurance' }));
    expect(titles()).toEqual(['Local deals', 'Welcome']);

    // A new slide without an image is refused before any call.
    fireEvent.click(within(form).getByRole('button', { name: 'Add a slide' }));
    fireEvent.change(within(form).getAllByLabelText('Title')[2]!, { target: { value: 'Summer picnic' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save slides' }));
    expect((await within(form).findAllByText(ADMIN_MESSAGES.setupSlideImageRequired)).length).toBeGreaterThan(0);
    expect(api.paths()).not.toContain('admin/saveslides');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Slide 3: Summer picnic' }));

    // A custom button needs its title.
    fireEvent.click(within(form).getAllByLabelText('Show a custom button')[0]!);
    fireEvent.change(within(form).getByLabelText('Portal page (e.g. /b2c/clocaldeals)'), {
      target: { value: '/b2c/clocaldeals' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save slides' }));
    expect((await within(form).findAllByText(ADMIN_MESSAGES.setupSlideButtonRequired)).length).toBeGreaterThan(0);
    fireEvent.change(within(form).getByLabelText('Button title'), { target: { value: 'Find deals' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Save slides' }));
    await waitFor(() => expect(api.paths()).toContain('admin/saveslides'));
    const sent = api.calls.find((c) => c.path === 'admin/saveslides')!.body as {
      version: number;
      slides: { title: string; image: string; showCustom: number; customButton: object }[];
    };
    expect(sent.version).toBe(0);
    expect(sent.slides.map((s) => [s.title, s.image])).toEqual([
      ['Local deals', 'slides/323-2.svg'],
      ['Welcome', 'slides/323-1.svg'],
    ]);
    expect(sent.slides[0]).toMatchObject({
      showCustom: 1,
      customButton: { buttonTitle: 'Find deals', buttonRoute: '/b2c/clocaldeals', outsideUrl: '' },
    });
    expect(await screen.findByText(ADMIN_MESSAGES.setupSaved)).toBeTruthy();
    expect(currentLocation()).toBe('/admin/setup/slides');
  });

  it('reorders by dragging a slide’s handle onto another slide', async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', stubApi({ 'admin/getsetup': ok(setup()) }).fetchStub);
    renderApp({ route: '/admin/setup/slides', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Home slides' });
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(within(form).getByRole('button', { name: 'Drag Slide 3: Insurance' }), { dataTransfer });
    const first = within(form).getAllByTestId('slide-editor')[0]!;
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    expect(
      within(form)
        .getAllByLabelText('Title')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Insurance', 'Welcome', 'Local deals']);
  });
});

describe('Platform Setup: Card art', () => {
  it('shows the card front and back and uploads a new front', async () => {
    signedIn('admin');
    let getsetup = 0;
    const uploads: { filename: string | null; file: File }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api\//, '');
      if (path === 'admin/uploadcoopimage') {
        uploads.push({
          filename: new Headers(init.headers).get('filename'),
          file: (init.body as FormData).get('file') as File,
        });
        return new Response(
          JSON.stringify({
            success: true,
            message: ADMIN_MESSAGES.setupSaved,
            key: 'cards/323-cardFront-x.png',
            url: '/static/cards/323-cardFront-x.png',
          }),
          { status: 200 },
        );
      }
      const body =
        path === 'admin/getsetup'
          ? setup(getsetup++ === 0 ? {} : { cardFrontUrl: '/static/cards/323-cardFront-x.png' })
          : homeFixture;
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderApp({ route: '/admin/setup/card-art', home: homeFixture });
    expect(
      ((await screen.findByAltText('Upload the card front preview')) as HTMLImageElement).getAttribute('src'),
    ).toBe('/static/cards/PSE323f.svg');
    expect(screen.getByAltText('Upload the card back preview').getAttribute('src')).toBe('/static/cards/PSE323b.svg');

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'card.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(PARTNERS_MESSAGES.imageFormat)).toBeTruthy();
    expect(uploads).toEqual([]);

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'front.PNG', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(screen.getByAltText('Upload the card front preview').getAttribute('src')).toBe(
        '/static/cards/323-cardFront-x.png',
      ),
    );
    expect(uploads.map((u) => [u.filename, u.file.name])).toEqual([['cardFront.png', 'cardFront.png']]);
  });
});

describe('Platform Setup: what still needs the co-op’s own art (issue 37)', () => {
  const starter = (folder: string, part: string) => `${folder}/418-starter-a1b2c3d4e5f6-${part}.svg`;
  const newCoop = (): SetupData => ({
    ...setup(
      {
        plid: 418,
        logo: starter('logos', 'logo'),
        logoUrl: `/static/${starter('logos', 'logo')}`,
        appIcon: null,
        cardFrontUrl: `/static/${starter('cards', 'front')}`,
        cardBackUrl: `/static/${starter('cards', 'back')}`,
      },
      [{ ...slide('Welcome', 1), image: starter('slides', 'welcome') }],
    ),
    groups: [
      {
        groupIdentifier: 'localdeals',
        groupName: 'Local Deals',
        route: 'clocaldeals',
        image: `/static/${starter('mainmenu', 'localdeals')}`,
        onLogged: 0,
        showSquare: 1,
        features: [],
      },
    ],
  });

  it('lists the generated logo, card art, slides and menu images, each linking to where it is changed', async () => {
    signedIn('admin');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/getsetup': ok(newCoop()), 'outside/gethomedata': ok(homeFixture) }).fetchStub,
    );
    renderApp({ route: '/admin/setup', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Setup' })).toBeTruthy();
    const list = await screen.findByRole('alert', { name: /Still to do/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Logo', '/admin/setup'],
      ['Card art (front and back)', '/admin/setup/card-art'],
      ['Home slides', '/admin/setup/slides'],
      ['Menu images (feature groups)', '/admin/setup/groups'],
    ]);
  });

  it('leaves out what has the co-op’s own art, and shows nothing once all has', async () => {
    signedIn('admin');
    const partly = newCoop();
    partly.coop.logo = 'logos/418-logo-0b7e.png';
    partly.coop.cardFrontUrl = '/static/cards/418-cardFront-9f.png';
    partly.coop.cardBackUrl = '/static/cards/418-cardBack-9f.png';
    vi.stubGlobal('fetch', stubApi({ 'admin/getsetup': ok(partly), 'outside/gethomedata': ok(homeFixture) }).fetchStub);
    const { unmount } = renderApp({ route: '/admin/setup', home: homeFixture });
    const list = await screen.findByRole('alert', { name: /Still to do/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home slides', 'Menu images (feature groups)']);
    unmount();

    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/getsetup': ok(setup()), 'outside/gethomedata': ok(homeFixture) }).fetchStub,
    );
    renderApp({ route: '/admin/setup', home: homeFixture });
    expect(await screen.findByRole('form', { name: 'Branding and contact' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /Still to do/ })).toBeNull();
  });

  it('is not shown to back-office staff, who cannot change the art', async () => {
    signedIn('backoffice');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/getsetup': ok(newCoop()), 'outside/gethomedata': ok(homeFixture) }).fetchStub,
    );
    renderApp({ route: '/admin/setup', home: homeFixture });
    expect(await screen.findByRole('form', { name: 'Branding and contact' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /Still to do/ })).toBeNull();
  });
});
