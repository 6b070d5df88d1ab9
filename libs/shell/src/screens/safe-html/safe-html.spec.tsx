import { render, screen } from '@testing-library/react';
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
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('link').getAttribute('href')).toBeNull();
  });
});
