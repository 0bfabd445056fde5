// The surface this project uses of two server packages that publish no types of their own. Delete it
// when @types/compression and @types/serve-handler join the dev dependencies (decision 0014).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
}

declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ServeConfig {
    public?: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    directoryListing?: boolean;
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  }

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: ServeConfig,
  ): Promise<void>;
}
