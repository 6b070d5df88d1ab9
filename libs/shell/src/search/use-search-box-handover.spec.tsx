import { act } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { renderScreen } from '../testing';
import { useSearchBox } from './use-search-box';

describe('useSearchBox as its live part takes over', () => {
  it('keeps a key pressed after the live part arrived and before the render that shows it', async () => {
    const boxes: ReturnType<typeof useSearchBox>[] = [];
    const Probe = observer(function Probe() {
      boxes.push(useSearchBox());
      return null;
    });
    await renderScreen(<Probe />, { path: '/search?q=нурофен' });
    const beforeLive = boxes[boxes.length - 1];
    expect(beforeLive.value).toBe('нурофен');
    // The shopper focuses the box: the live part loads and takes over.
    await act(async () => beforeLive.onOpen?.());
    // A key handled by the handlers of the render before it (the browser dispatched it before React committed).
    await act(async () => beforeLive.onValueChange('нурофен '));
    expect(boxes[boxes.length - 1].value).toBe('нурофен ');
  });
});
