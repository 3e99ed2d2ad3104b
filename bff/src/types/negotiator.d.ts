// negotiator 1.x takes the server's preference among encodings the client likes equally;
// @types/negotiator describes 0.6, which has no such option.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
