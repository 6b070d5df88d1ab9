import { safeHtml } from '@gopharm/util/html';
import { render, screen } from '@testing-library/react';
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
});
