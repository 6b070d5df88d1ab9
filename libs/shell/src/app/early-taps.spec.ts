import { captureEarlyTaps, replayEarlyTaps, takeEarlyTaps } from './early-taps';

/** The server's HTML, and the inline script run on it as the page's head runs it. */
function serverPage(html: string) {
  document.body.innerHTML = html;
  captureEarlyTaps(document, window);
}

afterEach(() => {
  takeEarlyTaps(window);
  document.body.innerHTML = '';
});

describe('taps before the app starts', () => {
  it('holds a tap on a button once and repeats it when the app has taken over', () => {
    serverPage('<button type="button">В корзину</button>');
    const button = document.querySelector('button') as HTMLButtonElement;
    // The app's own listeners (React's, on its root) do not see a held tap: it is answered once, later.
    const seenByApp = jest.fn();
    document.body.addEventListener('click', seenByApp, true);
    button.click();
    button.click();
    expect(seenByApp).not.toHaveBeenCalled();
    const taps = takeEarlyTaps(window);
    expect(taps).toEqual([button]);

    const onTap = jest.fn();
    button.addEventListener('click', onTap);
    replayEarlyTaps(taps);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit button from sending the form to the page itself, and repeats it', () => {
    serverPage('<form><input name="phone"><button type="submit">Получить код</button></form>');
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();

    replayEarlyTaps(takeEarlyTaps(window));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links and forms that work without the app alone', () => {
    serverPage(
      '<a href="#next"><span>Далее</span></a><form action="/search"><input name="q"><button>Найти</button></form>',
    );
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')?.dispatchEvent(onLink);
    const onSearch = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.addEventListener('click', (event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    document.querySelector('button')?.dispatchEvent(onSearch);
    expect(onLink.defaultPrevented).toBe(false);
    expect(takeEarlyTaps(window)).toEqual([]);
  });

  it('stops holding taps once taken, and drops taps on elements the app replaced', () => {
    serverPage('<button type="button">Оплатить</button>');
    const old = document.querySelector('button') as HTMLButtonElement;
    old.click();
    const taps = takeEarlyTaps(window);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    old.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);

    const onOld = jest.fn();
    old.addEventListener('click', onOld);
    document.body.innerHTML = '<button type="button">Оплатить</button>';
    replayEarlyTaps(taps);
    expect(onOld).not.toHaveBeenCalled();
  });

  it('marks a held button busy at once, and unmarks it when the tap is repeated', () => {
    serverPage('<button type="button">В корзину</button>');
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    replayEarlyTaps(takeEarlyTaps(window));
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('holds a link followed while a tap is held, and follows it after the tap', () => {
    serverPage('<button type="button">В корзину</button><a href="#cart"><span>Корзина</span></a>');
    const button = document.querySelector('button') as HTMLButtonElement;
    const link = document.querySelector('a') as HTMLAnchorElement;
    button.click();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')?.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(true);

    const order: string[] = [];
    button.addEventListener('click', () => order.push('button'));
    link.addEventListener('click', () => order.push('link'));
    replayEarlyTaps(takeEarlyTaps(window));
    expect(order).toEqual(['button', 'link']);
  });

  it('lets a link open another tab even while a tap is held', () => {
    serverPage('<button type="button">В корзину</button><a href="#cart" target="_blank">Корзина</a>');
    (document.querySelector('button') as HTMLButtonElement).click();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(newTab);
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector('a')?.dispatchEvent(withCtrl);
    expect(newTab.defaultPrevented).toBe(false);
    expect(withCtrl.defaultPrevented).toBe(false);
  });
});
