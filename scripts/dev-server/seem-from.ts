import type { IncomingMessage } from 'node:http';

/**
 * For the dev endpoints' tests: makes `request` seem to come from `address` (another machine), as its
 * socket would say; undefined, from where it really came. Set per request, since a kept-alive socket
 * serves the next request too.
 */
export function seemFrom(request: IncomingMessage, address: string | undefined): void {
  if (address) {
    Object.defineProperty(request.socket, 'remoteAddress', { value: address, configurable: true });
  } else {
    Reflect.deleteProperty(request.socket, 'remoteAddress');
  }
}
