// Setup for every jsdom test project: DOM matchers and the Web APIs jsdom lacks but the router needs.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
