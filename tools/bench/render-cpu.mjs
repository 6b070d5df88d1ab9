// CPU time of one server render, measured in this process: an app's server bundle (as the edge loads it) renders
// pages in a loop with the API's answers kept in memory, as the edge's own short cache keeps them under load.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A fetch that asks the API once per URL and answers from memory after. */
function cachingFetch() {
  const answers = new Map();
  return async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    let answer = answers.get(url);
    if (!answer) {
      const response = await fetch(url);
      answer = {
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type'),
      };
      answers.set(url, answer);
    }
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } });
  };
}

/**
 * Renders each URL `warmup` times (the cache fills, V8 optimises the render path, as in an edge that has served
 * for a while), then `passes` times `rounds` times; returns the median pass's mean CPU milliseconds per render
 * (a pass that a collection or the machine slowed does not decide the figure) and the statuses seen.
 */
export async function renderCpu({ root, app, apiUrl, urls, rounds = 5, warmup = 5, passes = 3 }) {
  const bundle = join(root, 'dist', 'apps', app, 'server', 'entry-server.mjs');
  const { render } = await import(pathToFileURL(bundle).href);
  const fetch = cachingFetch();
  const request = (url) => ({
    url,
    nonce: 'N',
    siteUrl: 'https://gopharm.example',
    apiBaseUrl: `${apiUrl}/api/`,
    fetch,
  });
  const statuses = new Map();
  for (let i = 0; i < warmup; i++) for (const url of urls) await render(request(url));
  const perPass = [];
  for (let pass = 0; pass < passes; pass++) {
    const before = process.cpuUsage();
    for (let i = 0; i < rounds; i++) {
      for (const url of urls) {
        const page = await render(request(url));
        statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
      }
    }
    const used = process.cpuUsage(before);
    perPass.push((used.user + used.system) / 1000 / (rounds * urls.length));
  }
  perPass.sort((a, b) => a - b);
  return {
    msPerRender: perPass[Math.floor(perPass.length / 2)],
    statuses: Object.fromEntries(statuses),
  };
}
