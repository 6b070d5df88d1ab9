import { safeHtml } from '@gopharm/util/html';
import DOMPurify from 'dompurify';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { HtmlSanitizerContext } from './html-sanitizer';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows the markup of the HTML it is given', () => {
    render(<SafeHtml html="<p>Принимать <strong>после еды</strong></p>" />);
    expect(screen.getByText('после еды').tagName).toBe('STRONG');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Not in SAFE_HTML: the API's texts carry no pictures.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('link').getAttribute('href')).toBeNull();
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

  it('hydrates over the server’s markup without cleaning it there: DOMPurify runs once hydration is done', async () => {
    const dirty = '<p>Принимать <strong>после еды</strong></p><img src=x onerror=alert(1)>';
    let hydrated = false;
    // Its layout effect runs when the hydration is committed.
    function Probe() {
      useLayoutEffect(() => void (hydrated = true), []);
      return null;
    }
    const page = (
      <>
        <SafeHtml html={dirty} />
        <Probe />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HtmlSanitizerContext.Provider value={safeHtml}>{page}</HtmlSanitizerContext.Provider>,
    );
    const cleanedWhenHydrated: boolean[] = [];
    const sanitize = DOMPurify.sanitize.bind(DOMPurify);
    jest.spyOn(DOMPurify, 'sanitize').mockImplementation(((...args: Parameters<typeof sanitize>) => {
      cleanedWhenHydrated.push(hydrated);
      return sanitize(...args);
    }) as typeof DOMPurify.sanitize);
    await act(async () => {
      hydrateRoot(container, page, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    jest.restoreAllMocks();
    expect(cleanedWhenHydrated).toEqual([true]);
    expect(container.querySelector('strong')?.textContent).toBe('после еды');
    expect(container.querySelector('img')).toBeNull();
  });
});
