import { render, screen } from '@testing-library/react';
import { ShopperKnownContext, useShopperKnown } from './shopper-known';

function Known() {
  return <p>{useShopperKnown() ? 'known' : 'pending'}</p>;
}

describe('useShopperKnown', () => {
  it('sees the shopper in the browser, and not in a server render', () => {
    const { unmount } = render(<Known />);
    expect(screen.getByText('known')).toBeTruthy();
    unmount();
    render(
      <ShopperKnownContext.Provider value={false}>
        <Known />
      </ShopperKnownContext.Provider>,
    );
    expect(screen.getByText('pending')).toBeTruthy();
  });
});
