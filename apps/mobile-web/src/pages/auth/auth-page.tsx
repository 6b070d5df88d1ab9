import { createAuthScreen } from '@gopharm/shell/screens/auth';

// Sign-in is the same in both apps; without a page to return to, a phone goes to its profile menu.
export const { AuthPage } = createAuthScreen({ homePath: '/profile-mobile' });
