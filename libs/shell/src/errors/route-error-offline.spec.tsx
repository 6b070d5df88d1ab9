import { screen } from '@testing-library/react';
import { renderScreen } from '../testing';
import { ScreenErrorBoundary } from './route-error';

// The error page's code loads when a screen fails: here it cannot arrive, as with the network down.
jest.mock('./route-error-screen', () => {
  throw new Error('Failed to fetch dynamically imported module: /desktop-assets/route-error-screen.js');
});

function Throws(): never {
  throw Object.assign(new Error('boom'), { response: { status: 500 } });
}

describe('a screen that fails while the error page cannot load (both apps)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('still says so, in the page’s language, with the way home', async () => {
    await renderScreen(
      <ScreenErrorBoundary NotFound={() => null} locationKey="/">
        <Throws />
      </ScreenErrorBoundary>,
      { locale: 'uz' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Xatolik sahifasini koʻrsatishda xatolik yuz berdi',
    );
    // Home in Uzbek too.
    expect(screen.getByRole('link', { name: 'Bosh sahifaga' })).toHaveAttribute('href', '/uz');
  });
});
