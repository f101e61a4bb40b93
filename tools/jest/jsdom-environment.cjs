// jsdom without the platform's fetch family: React Router's data router and ky build Request objects,
// so the Node (undici) classes are put in. AbortController/AbortSignal come along because undici
// refuses a signal from another realm.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
