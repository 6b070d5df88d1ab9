import { signInThrough } from '@gopharm/shell/testing';
import { AuthPage } from './auth-page';

// Sign-in is shell's (tested there); this app's part is where a shopper with no page to return to goes.
it('desktop sign-in ends on /profile', async () => {
  expect(await signInThrough(<AuthPage />)).toEqual(['/profile']);
});
