// jsdom 20 has no fetch API; the apps' RTK Query base query needs it, so the web project borrows Node's.
import { TestEnvironment as JsdomEnvironment } from 'jest-environment-jsdom';

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const NodeRequest = globalThis.Request;

    // Node's Request rejects relative URLs; browsers resolve them against the page, so the apps call '/api/...'.
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href) : input, init);
      }
    }

    win.Request = Request;
    win.fetch = globalThis.fetch;
    win.Response = globalThis.Response;
    win.Headers = globalThis.Headers;
    win.TextEncoder = globalThis.TextEncoder;
    win.TextDecoder = globalThis.TextDecoder;
    // Node's Request only accepts Node's own AbortSignal, and fetchBaseQuery passes one from the global AbortController.
    win.AbortController = globalThis.AbortController;
    win.AbortSignal = globalThis.AbortSignal;
    win.ReadableStream = globalThis.ReadableStream;
    win.structuredClone = globalThis.structuredClone;
  }
}

export default JsdomWithFetchEnvironment;
