/**
 * What a page does once it is up and never before (its code loads after the app's, off the first load): the
 * service worker (registered after the load event), the next screens' files (prefetched when idle), field data and
 * the cart's cookie (mirrored once the stored cart is read).
 */
export { prefetchWhenIdle, registerServiceWorker } from './service-worker';
export { startVitals } from '../vitals/vitals-reporter';
export { mirrorCartInCookie } from '@gopharm/domain';
