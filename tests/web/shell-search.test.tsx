import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { renderApp } from './render';

// Its own file: the shell search's real form is loaded once per page, so the stand-in is only
// there in a fresh module registry.
describe('shell search stand-in', () => {
  it('runs a search submitted before the real form has loaded, with the text typed', async () => {
    renderApp({ home: homeFixture });
    const stand = await screen.findByRole('textbox', { name: 'Search local deals' });
    expect(screen.getByRole('search', { name: 'Site search' }).getAttribute('data-ready')).toBe('false');
    fireEvent.change(stand, { target: { value: 'tires' } });
    fireEvent.submit(stand.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/clocaldeals?search=tires'));
  });
});
