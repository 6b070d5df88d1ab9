export { createAuthScreen } from './auth-screen';
