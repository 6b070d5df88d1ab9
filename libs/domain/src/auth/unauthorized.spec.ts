import { createRootStore } from '../root/root-store';
import { recordingNavigation, userDto } from '../testing';

/** The 401 policy through a real API client: the root store registers it, the client only reports the status. */
function setup(status: number) {
  const navigation = recordingNavigation();
  const requests: Request[] = [];
  const root = createRootStore({
    locale: 'ru',
    navigation,
    apiConfig: {
      baseUrl: 'http://api.test/api/',
      fetch: (async (input: Request) => {
        requests.push(input);
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

  it('another failure while initialising keeps the user', async () => {
    const { root, navigation } = setup(400);
    await root.auth.initialize();
    expect(root.auth.token).toBe('expired');
    expect(navigation.visits).toEqual([]);
  });
});
