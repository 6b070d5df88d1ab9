import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationPicker, MAP_DEFAULT_CENTER } from './location-picker';

describe('LocationPicker', () => {
  it('marks the point from the keyboard: focus the map, then Enter chooses its centre', async () => {
    const onChange = jest.fn();
    render(<LocationPicker value={null} onChange={onChange} label="Место доставки на карте" />);
    const map = screen.getByRole('region', { name: 'Место доставки на карте' });
    // Leaflet (loaded when the picker shows) makes the map's box a tab stop.
    await waitFor(() => expect(map).toHaveAttribute('tabindex', '0'));
    const user = userEvent.setup();
    await user.tab();
    expect(map).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(MAP_DEFAULT_CENTER);
  });
});
