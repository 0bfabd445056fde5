// The surface this project uses of two server packages that publish no types of their own, as a plain
// node:http server calls them (scripts/build/hosting.ts). @types/compression types the middleware for
// Express's request and response only, so every call here would need a cast; @types/on-headers is a
// 2016 stub (TypeScript 2.0, a listener typed `Function`). These 19 lines say it better.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
}

declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /** Calls `listener` once, just before `response` writes its headers (its status is known then). */
  export default function onHeaders(response: ServerResponse, listener: () => void): void;
}
