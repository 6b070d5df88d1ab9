import { createAuthScreen } from '@gopharm/shell/screens/auth';

// Sign-in is the same in both apps; without a page to return to, the shopper goes to the profile.
export const { AuthPage } = createAuthScreen({ homePath: '/profile' });
