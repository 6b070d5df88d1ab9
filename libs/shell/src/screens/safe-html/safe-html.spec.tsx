import { safeHtml } from '@gopharm/util/html';
import DOMPurify from 'dompurify';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HtmlSanitizerContext } from './html-sanitizer';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  // The component fetches DOMPurify once on screen; fetched here first, so a slow machine cannot outwait findBy.
  beforeAll(() => import('dompurify'));

  it('shows the markup of the HTML it is given', async () => {
    render(<SafeHtml html="<p>Принимать <strong>после еды</strong></p>" />);
    expect((await screen.findByText('после еды')).tagName).toBe('STRONG');
  });

  it('drops scripts, event handlers and javascript: links', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>'
        }
      />,
    );
    expect((await screen.findByText('link')).getAttribute('href')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Not in SAFE_HTML: the API's texts carry no pictures.
    expect(container.querySelector('img')).toBeNull();
  });

  it('sets DOMPurify up only once it is on screen, not as its code loads with a screen', async () => {
    let setUp = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('dompurify', () => {
        setUp += 1;
        return { __esModule: true, default: { sanitize: (html: string) => html } };
      });
      await import('./safe-html');
    });
    expect(setUp).toBe(0);
  });

  it('is in a server render’s HTML, cleaned without a DOM', () => {
    const html = renderToString(
      <HtmlSanitizerContext.Provider value={safeHtml}>
        <SafeHtml
          html={
            '<p>Принимать <strong>после еды</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>'
          }
        />
      </HtmlSanitizerContext.Provider>,
    );
    expect(html).toContain('<p>Принимать <strong>после еды</strong></p>');
    expect(html).not.toMatch(/script|onerror|<img/);
  });

  it('keeps the server’s markup through hydration and after it: DOMPurify cleans only other HTML', async () => {
    const dirty = '<p>Принимать <strong>после еды</strong></p><img src=x onerror=alert(1)>';
    const page = (html: string) => <SafeHtml html={html} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HtmlSanitizerContext.Provider value={safeHtml}>
        <SafeHtml html={dirty} />
      </HtmlSanitizerContext.Provider>,
    );
    const cleaned: string[] = [];
    const sanitize = DOMPurify.sanitize.bind(DOMPurify);
    jest.spyOn(DOMPurify, 'sanitize').mockImplementation(((html: string, ...rest: [never]) => {
      cleaned.push(html);
      return sanitize(html, ...rest);
    }) as typeof DOMPurify.sanitize);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(dirty), {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    // React's own render after hydration (useHydrating turns false) and any later one with the same HTML.
    await act(async () => root?.render(page(dirty)));
    expect(cleaned).toEqual([]);
    expect(container.querySelector('strong')?.textContent).toBe('после еды');
    expect(container.querySelector('img')).toBeNull();

    const other = '<p>Хранить <em>в сухом месте</em></p><img src=x onerror=alert(2)>';
    await act(async () => root?.render(page(other)));
    expect(cleaned).toEqual([other]);
    expect(container.querySelector('em')?.textContent).toBe('в сухом месте');
    expect(container.querySelector('img')).toBeNull();
    // Back to the first HTML: cleaned and shown, not left blank.
    await act(async () => root?.render(page(dirty)));
    expect(cleaned).toEqual([other, dirty]);
    expect(container.querySelector('strong')?.textContent).toBe('после еды');
    jest.restoreAllMocks();
  });

  it('fetches DOMPurify only for HTML it must clean, not for the server’s markup it keeps', async () => {
    let fetched = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('dompurify', () => {
        fetched += 1;
        return { __esModule: true, default: { sanitize: (html: string) => html.replace(/<img[^>]*>/g, '') } };
      });
      // React from the same module registry as the component, so its hooks run in this renderer.
      const { hydrateRoot: hydrate } = await import('react-dom/client');
      const { renderToString: toString } = await import('react-dom/server');
      const { act: isolatedAct } = await import('react');
      const { SafeHtml: IsolatedSafeHtml } = await import('./safe-html');
      const { HtmlSanitizerContext: IsolatedContext } = await import('./html-sanitizer');
      const container = document.createElement('div');
      container.innerHTML = toString(
        <IsolatedContext.Provider value={safeHtml}>
          <IsolatedSafeHtml html="<p>Принимать <strong>после еды</strong></p>" />
        </IsolatedContext.Provider>,
      );
      let root: ReturnType<typeof hydrate> | undefined;
      await isolatedAct(async () => {
        root = hydrate(container, <IsolatedSafeHtml html="<p>Принимать <strong>после еды</strong></p>" />);
      });
      await isolatedAct(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(fetched).toBe(0);
      expect(container.querySelector('strong')?.textContent).toBe('после еды');

      await isolatedAct(async () =>
        root?.render(<IsolatedSafeHtml html="<p>Хранить <em>сухим</em></p><img>" />),
      );
      await isolatedAct(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(fetched).toBe(1);
      expect(container.querySelector('em')?.textContent).toBe('сухим');
      expect(container.querySelector('img')).toBeNull();
      await isolatedAct(async () => root?.unmount());
    });
  });
});
