import { act } from '@testing-library/react';
import { renderScreen } from '../testing';
import { useSearchBox } from './use-search-box';

// The box's live part cannot arrive (offline): its import fails.
jest.mock('./search-box-live', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('useSearchBox without its live part', () => {
  it('says the search failed rather than "nothing found", keeping what was typed', async () => {
    const boxes: ReturnType<typeof useSearchBox>[] = [];
    function Probe() {
      boxes.push(useSearchBox());
      return null;
    }
    await renderScreen(<Probe />);
    await act(async () => boxes[boxes.length - 1].onValueChange('аспирин'));
    expect(boxes[boxes.length - 1]).toMatchObject({ value: 'аспирин', unavailable: true });
    // What was typed stays; the next key asks for the code again (and is told the same, still offline).
    await act(async () => boxes[boxes.length - 1].onValueChange('аспирин 5'));
    expect(boxes[boxes.length - 1]).toMatchObject({ value: 'аспирин 5', unavailable: true });
  });
});
