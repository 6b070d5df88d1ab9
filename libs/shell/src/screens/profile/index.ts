// One entry a screen, so each app's lazy chunk carries only this screen's code.
export { createProfileScreens } from './profile-screens';
export type { ProfileFrameComponent } from '../screen-parts';
export { StockNotices } from './stock-notices';
export { useRequireSignIn } from '../../auth/require-sign-in';
