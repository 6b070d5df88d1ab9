/** A fetch for tests: answers each request from a handler and records every request it saw. */
export function fakeFetch(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // A clone, so a test can still read the body the client sent.
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch: fetchFn as typeof fetch, requests };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
