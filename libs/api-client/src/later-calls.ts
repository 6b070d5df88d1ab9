// What the API client loads with its first call, in one chunk off every page's first load (load-later-calls.ts):
// the calls through ky and the typed calls of the contract.
export { createKyCalls } from './http/ky-calls';
export { createCalls } from './api-calls';
