import { HtmlTemplate, lowPriorityScripts, NONCE_PLACEHOLDER } from './html-template';

describe('HtmlTemplate', () => {
  it('keeps Vite placeholders, replaces an existing lang and escapes what it writes', () => {
    const template = new HtmlTemplate(
      `<!doctype html><html class="x" lang="ru"><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script></head><body><script>1</script></body></html>`,
    );
    const html = template.render({
      locale: 'uz',
      nonce: 'n"1',
      alternates: {
        canonical: 'https://x.example/uz?a="b"',
        hreflang: { ru: 'https://x.example/', uz: 'https://x.example/uz', 'x-default': 'https://x.example/' },
      },
    });
    expect(html).toContain('<html lang="uz" class="x">');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(html).toContain('<meta property="csp-nonce" nonce="n&quot;1">');
    expect(html).toContain('<script nonce="n&quot;1">1</script>');
    expect(html).toContain('href="https://x.example/uz?a=&quot;b&quot;"');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('copes with a document without <html> or <head>', () => {
    const html = new HtmlTemplate('<p>hi</p>').render({ locale: 'ru', nonce: 'n', noindex: true });
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('loads the module scripts and their preloads at low priority: the HTML paints the page without them', () => {
    const html = lowPriorityScripts(
      '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" href="/b.js">' +
        '<script src="/c.js"></script><link rel="stylesheet" href="/d.css">' +
        '<link rel="modulepreload" fetchpriority="high" href="/e.js">',
    );
    expect(html).toBe(
      '<script fetchpriority="low" type="module" crossorigin src="/a.js"></script>' +
        '<link fetchpriority="low" rel="modulepreload" href="/b.js">' +
        '<script src="/c.js"></script><link rel="stylesheet" href="/d.css">' +
        '<link rel="modulepreload" fetchpriority="high" href="/e.js">',
    );
  });
});
