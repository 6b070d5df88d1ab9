import { createCardsApi } from './cards-api';
import type { HttpClient } from '../http/http-types';

describe('createCardToken (the browser at the provider: Payme cards.create)', () => {
  const tokenizer = { url: 'https://checkout.paycom.uz/api', merchant_id: 'cashbox-id' };
  const api = createCardsApi({} as HttpClient);
  const realFetch = global.fetch;
  afterEach(() => (global.fetch = realFetch));
  const answering = (status: number, body: unknown) => {
    const sent = jest.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
    );
    global.fetch = sent as unknown as typeof fetch;
    return sent;
  };

  it('sends the number and expiry to the provider with the cashbox id alone, and no cookie', async () => {
    const sent = answering(200, {
      jsonrpc: '2.0',
      result: { card: { token: 't0k', number: '860006******6311' } },
    });
    await expect(api.createCardToken(tokenizer, '8600069195406311', '0399')).resolves.toEqual({
      ok: true,
      data: { token: 't0k' },
    });
    const [url, init] = sent.mock.calls[0];
    expect(url).toBe('https://checkout.paycom.uz/api');
    expect(init.headers).toEqual({ 'content-type': 'application/json', 'X-Auth': 'cashbox-id' });
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 1,
      method: 'cards.create',
      params: { card: { number: '8600069195406311', expire: '0399' }, save: true },
    });
  });

  it('tells a card the provider refused from a provider it could not reach', async () => {
    answering(200, { jsonrpc: '2.0', error: { code: -31300, message: 'Card data invalid' } });
    await expect(api.createCardToken(tokenizer, '8600069195406312', '0399')).resolves.toEqual({
      ok: true,
      data: { refused: true },
    });
    answering(502, {});
    await expect(api.createCardToken(tokenizer, '8600069195406311', '0399')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'http', status: 502 },
    });
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(api.createCardToken(tokenizer, '8600069195406311', '0399')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });
});
