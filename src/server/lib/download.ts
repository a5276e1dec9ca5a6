import type { Readable } from 'node:stream';

/** An answer that is a file rather than JSON: its headers and its bytes, sent as they stream. */
export class Download {
  constructor(
    readonly headers: Record<string, string>,
    readonly body: Readable,
  ) {}
}
