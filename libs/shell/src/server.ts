// The server side of the shell, for the apps' server entries only: it pulls in react-dom/server and node:stream,
// which must never reach a browser bundle (hence a separate entry, not the index).
export { createServerRenderer } from './app/server-render';
export { type PageHeadInput } from './app/page-head';
