import { createRootStore } from '../root/root-store';
import { recordingNavigation, userDto } from '../testing';

/** The 401 policy through a real API client: the root store registers it, the client only reports the status. */
function setup(status: number, onRequest: () => void = () => undefined) {
  const navigation = recordingNavigation();
  const requests: Request[] = [];
  const root = createRootStore({
    locale: 'ru',
    navigation,
    apiConfig: {
      baseUrl: 'http://api.test/api/',
      fetch: (async (input: Request) => {
        requests.push(input);
        onRequest();
        return new Response(JSON.stringify({ status: 0, code: 'unauthorized', msg: 'Unauthorized' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }) as never,
    },
  });
  root.auth.user = { token: 'expired', user: userDto() };
  return { root, navigation, requests };
}

describe('auth: 401', () => {
  it('401 while initialising logs out and goes to /auth', async () => {
    const { root, navigation, requests } = setup(401);
    await root.auth.initialize();
    expect(requests[0].headers.get('Authorization')).toBe('Bearer expired');
    expect(new URL(requests[0].url).searchParams.get('region')).toBe('1');
    expect(root.auth.user).toBeNull();
    expect(navigation.visits).toEqual(['/auth']);
  });

  it('a 401 of a call sent before the stored token was read back, or with another token, keeps the user', () => {
    const { root, navigation } = setup(401);
    root.auth.handleUnauthorized(null);
    root.auth.handleUnauthorized('an earlier token');
    expect(root.auth.token).toBe('expired');
    expect(navigation.visits).toEqual([]);
  });

  it('a call sent with no token, refused after a sign-in, keeps the new sign-in', async () => {
    // The shopper signs in while the call is on its way.
    const { root, navigation, requests } = setup(401, () => {
      root.auth.user = { token: 'fresh', user: userDto() };
    });
    root.auth.user = null;
    await root.api.getUser();
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(root.auth.token).toBe('fresh');
    expect(navigation.visits).toEqual([]);
  });

  it('another failure while initialising keeps the user', async () => {
    const { root, navigation } = setup(400);
    await root.auth.initialize();
    expect(root.auth.token).toBe('expired');
    expect(navigation.visits).toEqual([]);
  });
});
