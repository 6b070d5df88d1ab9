import { signInThrough } from '@gopharm/shell/testing';
import { AuthPage } from './auth-page';

// Sign-in is shell's (tested there); a phone with no page to return to goes to its profile menu.
it('mobile sign-in ends on the profile menu', async () => {
  expect(await signInThrough(<AuthPage />)).toEqual(['/profile-mobile']);
});
