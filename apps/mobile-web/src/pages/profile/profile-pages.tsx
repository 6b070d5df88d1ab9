import { createProfileScreens } from '@gopharm/shell/screens/profile';
import { ProfileFrame } from './profile-frame';

// The profile pages are shared with the other app; this one gives them its frame.
export const profilePages = createProfileScreens({ ProfileFrame });
