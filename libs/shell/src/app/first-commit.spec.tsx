import { render, screen } from '@testing-library/react';
import { createHydrationGate, HydratedPart, HydrationGateContext } from './first-commit';

describe('createHydrationGate', () => {
  it('opens once, when the last part held is on screen', () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    const screenPart = gate.hold();
    const footerPart = gate.hold();
    screenPart();
    screenPart();
    expect(onOpen).not.toHaveBeenCalled();
    footerPart();
    expect(onOpen).toHaveBeenCalledTimes(1);
    gate.hold()();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('HydratedPart', () => {
  it('holds the gate until every part has rendered its content', async () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    let showLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (showLate = resolve));
    let lateShown = false;
    function Late() {
      if (!lateShown) throw late.then(() => void (lateShown = true));
      return <p>footer</p>;
    }
    render(
      <HydrationGateContext.Provider value={gate}>
        <HydratedPart fallback={null}>
          <p>screen</p>
        </HydratedPart>
        <HydratedPart fallback={null}>
          <Late />
        </HydratedPart>
      </HydrationGateContext.Provider>,
    );
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    showLate();
    expect(await screen.findByText('footer')).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a part removed before it is on screen holds nothing', () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    const never = new Promise<void>(() => undefined);
    function Never(): never {
      throw never;
    }
    const page = (withPart: boolean) => (
      <HydrationGateContext.Provider value={gate}>
        <HydratedPart fallback={null}>
          <p>screen</p>
        </HydratedPart>
        {withPart && (
          <HydratedPart fallback={null}>
            <Never />
          </HydratedPart>
        )}
      </HydrationGateContext.Provider>
    );
    const { rerender } = render(page(true));
    expect(onOpen).not.toHaveBeenCalled();
    rerender(page(false));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
