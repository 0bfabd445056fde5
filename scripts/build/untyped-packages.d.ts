// The surface this project uses of two server packages that publish no types of their own. Delete it
// when @types/compression and @types/on-headers join the dev dependencies
// (decision 0014).
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
