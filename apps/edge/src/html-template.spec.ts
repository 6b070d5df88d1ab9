import { HtmlTemplate, lowPriorityScripts, NONCE_PLACEHOLDER, startAfterFirstPaint } from './html-template';

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

  it('prepares a page once and gives each answer its own nonce, in a page of any script', () => {
    const template = new HtmlTemplate(
      '<html><head><title>GoPharm</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
    );
    const page = template.prepare({
      locale: 'uz',
      ssr: {
        status: 200,
        head: `<title>Нурофен — Oʻzbekiston</title><style nonce="${NONCE_PLACEHOLDER}">a{}</style>`,
        html: `<p>Таблетки №20 — 35 000 soʻm</p><script nonce="${NONCE_PLACEHOLDER}">1</script>`,
        state: '{"name":"Нурофен"}',
      },
    });
    const first = page.withNonce('AAAA').toString('utf8');
    const second = page.withNonce('BBBBBBBB').toString('utf8');
    // Every place the answer's nonce goes gets it, however many bytes the text before it takes.
    expect(first.match(/nonce="AAAA"/g)).toHaveLength(4);
    expect(first).not.toContain(NONCE_PLACEHOLDER);
    expect(first).toContain('<style nonce="AAAA">a{}</style>');
    expect(first).toContain('<p>Таблетки №20 — 35 000 soʻm</p><script nonce="AAAA">1</script>');
    expect(first).toContain('nonce="AAAA">{"name":"Нурофен"}</script>');
    expect(first).toContain('<title>Нурофен — Oʻzbekiston</title>');
    expect(first).not.toContain('<title>GoPharm</title>');
    expect(second.split('BBBBBBBB').join('AAAA')).toBe(first);
    expect(page.size).toBeGreaterThanOrEqual(Buffer.byteLength(first) - 4 * 4);
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

  describe('the app starts after the first frame', () => {
    const source =
      '<script type="module" crossorigin src="/m/index-1.js"></script><script src="/c.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/m/react-1.js"><link rel="modulepreload" href="/m/mobx-1.js">' +
      '<script type="module">inline()</script>';
    /** The inline starter of `html`, run with a hand-driven clock and frames; `imported` lists what it imported. */
    function runStarter(html: string, failing = false) {
      const body = /<script\b[^>]*type="module">(new Promise[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const frames: (() => void)[] = [];
      const timers: { at: number; run: () => void }[] = [];
      let now = 0;
      const imported: string[] = [];
      // The page's deferred preloads, as the document holds them.
      const links = [...html.matchAll(/<link\b[^>]*\srel="([^"]+)"[^>]*\shref="([^"]+)"/g)].map(
        ([, rel, href]) => ({
          rel,
          href,
        }),
      );
      const document = {
        querySelectorAll: (selector: string) =>
          links.filter((link) => selector === `link[rel="${link.rel}"]`),
      };
      new Function(
        'requestAnimationFrame',
        'setTimeout',
        'load',
        'document',
        body.replaceAll('import(', 'load('),
      )(
        (run: () => void) => frames.push(run),
        (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
        (src: string) => {
          imported.push(src);
          return src.includes('mobx') && failing ? Promise.reject(new Error('offline')) : Promise.resolve();
        },
        document,
      );
      /** Lets the starter's promise chain run up to its next timer. */
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      const advance = async (ms: number) => {
        now += ms;
        for (const timer of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }
        await settle();
      };
      const frame = async () => {
        for (const run of frames.splice(0)) run();
        await settle();
      };
      return { imported, advance, frame, links };
    }

    it('preloads the entry and imports it from an inline module instead of a script tag', () => {
      const html = startAfterFirstPaint(source);
      expect(html).not.toContain('<script type="module" crossorigin src=');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/index-1.js">');
      // Other scripts are left as they are.
      expect(html).toContain('<script src="/c.js"></script>');
      expect(html).toContain('<script type="module">inline()</script>');
    });

    it('imports the preloaded chunks one per task, then the entry once, after a frame has been produced', async () => {
      const { imported, advance, frame } = runStarter(startAfterFirstPaint(source));
      await advance(50);
      expect(imported).toEqual([]);
      await frame();
      expect(imported).toEqual([]);
      await advance(0);
      // One chunk per task: the next waits for a timer, so the browser can handle input in between.
      expect(imported).toEqual(['/m/react-1.js']);
      await advance(0);
      expect(imported).toEqual(['/m/react-1.js', '/m/mobx-1.js']);
      await advance(0);
      expect(imported).toEqual(['/m/react-1.js', '/m/mobx-1.js', '/m/index-1.js']);
      await advance(200);
      expect(imported).toEqual(['/m/react-1.js', '/m/mobx-1.js', '/m/index-1.js']);
    });

    it('still imports the entry when a chunk fails (the entry reports it)', async () => {
      const { imported, advance } = runStarter(startAfterFirstPaint(source), true);
      for (let task = 0; task < 4; task++) await advance(100);
      expect(imported).toEqual(['/m/react-1.js', '/m/mobx-1.js', '/m/index-1.js']);
    });

    it('imports the entry after 100 ms in a tab that produces no frame (in the background)', async () => {
      const { imported, advance } = runStarter(startAfterFirstPaint(source));
      await advance(99);
      expect(imported).toEqual([]);
      await advance(1);
      expect(imported).toEqual(['/m/react-1.js']);
      await advance(0);
      await advance(0);
      expect(imported).toEqual(['/m/react-1.js', '/m/mobx-1.js', '/m/index-1.js']);
    });

    it('puts the nonce on the starter and the low priority on the preload in the served page', () => {
      const html = new HtmlTemplate(
        `<html><head>${source}</head><body><div id="root"></div></body></html>`,
      ).render({ locale: 'ru', nonce: 'n0nce' });
      expect(html).toContain(
        '<link nonce="n0nce" fetchpriority="low" rel="gp-modulepreload" crossorigin href="/m/index-1.js">',
      );
      expect(html).toMatch(/<script nonce="n0nce" type="module">new Promise/);
    });

    it("fetches no script before the page's first frame: the preloads of the app and of the screen wait for it", async () => {
      const template = new HtmlTemplate(
        `<html><head>${source}</head><body><div id="root"></div></body></html>`,
      );
      const html = template.render({
        locale: 'ru',
        nonce: 'n0nce',
        ssr: {
          status: 200,
          head: `<link rel="modulepreload" crossorigin nonce="${NONCE_PLACEHOLDER}" fetchpriority="low" href="/m/product-1.js">`,
          html: '<main></main>',
          state: '{}',
        },
      });
      expect(html).not.toMatch(/rel=["']?modulepreload/);
      const { links, frame, advance, imported } = runStarter(html);
      expect(links.map((link) => link.rel)).toEqual([
        'gp-modulepreload',
        'gp-modulepreload',
        'gp-modulepreload',
        'gp-modulepreload',
      ]);
      await frame();
      await advance(0);
      // One per task (the browser starts each request on the main thread: forty together were one long task),
      // the screen's too, so they download side by side; then imported one per task as before.
      expect(links.map((link) => link.rel)).toEqual([
        'modulepreload',
        'gp-modulepreload',
        'gp-modulepreload',
        'gp-modulepreload',
      ]);
      for (let task = 0; task < 3; task++) await advance(0);
      expect(links.map((link) => [link.rel, link.href])).toEqual([
        ['modulepreload', '/m/index-1.js'],
        ['modulepreload', '/m/react-1.js'],
        ['modulepreload', '/m/mobx-1.js'],
        ['modulepreload', '/m/product-1.js'],
      ]);
      expect(imported).toEqual([]);
      await advance(0);
      expect(imported).toEqual(['/m/react-1.js']);
    });
  });
});
