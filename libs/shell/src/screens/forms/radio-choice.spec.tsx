import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStartLatch, WhenStartedContext, type WhenStarted } from '../../app/app-start';
import { RadioChoices } from './radio-choice';

function Payment({ onChoose }: { onChoose: (value: 'cash' | 'card') => void }) {
  const [chosen, setChosen] = useState<'cash' | 'card'>('cash');
  return (
    <RadioChoices
      name="payment"
      values={['cash', 'card'] as const}
      chosen={chosen}
      onChoose={(value) => {
        setChosen(value);
        onChoose(value);
      }}
      label={(value) => value}
    />
  );
}

const page = (whenStarted: WhenStarted, onChoose: (value: 'cash' | 'card') => void) => (
  <WhenStartedContext.Provider value={whenStarted}>
    <Payment onChoose={onChoose} />
  </WhenStartedContext.Provider>
);

describe('RadioChoice on the server’s HTML', () => {
  it('makes a choice tapped before the app started once it has, after the stored state', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      page(
        (run) => run(),
        () => undefined,
      ),
    );
    const [cash, card] = container.querySelectorAll('input');
    expect(cash.checked).toBe(true);
    // The shopper taps "card" on the server's HTML: the browser checks it, nothing else knows.
    card.click();
    const latch = createStartLatch();
    const chosen: string[] = [];
    await act(
      async () =>
        void hydrateRoot(
          container,
          page(latch.whenStarted, (value) => chosen.push(value)),
        ),
    );
    // Not before the app has started: the stored state read meanwhile would overwrite it.
    expect(chosen).toEqual([]);
    await act(async () => latch.open());
    expect(chosen).toEqual(['card']);
    expect(card.checked).toBe(true);
    expect(cash.checked).toBe(false);
    container.remove();
  });

  it('chooses nothing when the shopper tapped nothing before the app started', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      page(
        (run) => run(),
        () => undefined,
      ),
    );
    const chosen: string[] = [];
    await act(
      async () =>
        void hydrateRoot(
          container,
          page(
            (run) => run(),
            (value) => chosen.push(value),
          ),
        ),
    );
    expect(chosen).toEqual([]);
    container.remove();
  });
});
