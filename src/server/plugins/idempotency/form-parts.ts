import { createHash } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Upload } from '../endpoint-table';

/** One part of a form as its fingerprint sees it: a field and its value, or a file and the digest of its bytes. */
export type FormPart =
  | { field: string; value: unknown }
  | { file: string; filename: string; mimetype: string; bytes: number; sha256: string };

type FileStream = MultipartFile['file'];

/**
 * A multipart form read once, by its handler, while every part is recorded on the way: fields as they are,
 * files as the sha256 and size of their bytes, hashed as the handler streams them (nothing is buffered for
 * it). `parts()` then reads whatever the handler left (an early refusal) and answers the whole form in order:
 * the body of a keyed upload's fingerprint, known before its answer is stored or a stored one is replayed.
 */
export class RecordedForm {
  private source: AsyncIterator<Multipart> | null = null;
  private readonly recorded: Promise<FormPart>[] = [];
  private lastFile: FileStream | null = null;
  private whole: Promise<FormPart[]> | null = null;

  constructor(private readonly upload: Upload) {}

  /** The upload as the handler reads it: the same parts and streams. */
  readonly view: Upload = {
    parts: (options) => this.read(options),
    file: async (options) => {
      for await (const part of this.read(options as Parameters<Upload['parts']>[0])) if (part.type === 'file') return part;
      return undefined;
    },
  };

  /** Every part of the form in order; the rest of the form is read (and dropped) first. */
  parts(): Promise<FormPart[]> {
    return (this.whole ??= this.readRest());
  }

  /** The handler stopping early (a break, a refusal) leaves the source open for `parts()` to finish. */
  private async *read(options?: Parameters<Upload['parts']>[0]): AsyncGenerator<Multipart> {
    this.source ??= this.upload.parts(options)[Symbol.asyncIterator]();
    for (;;) {
      const next = await this.source.next();
      if (next.done) return;
      yield this.record(next.value);
    }
  }

  private async readRest(): Promise<FormPart[]> {
    this.source ??= this.upload.parts()[Symbol.asyncIterator]();
    for (;;) {
      // A file the handler left unread must flow, or the parser never reaches the next part.
      this.lastFile?.resume();
      const next = await this.source.next();
      if (next.done) break;
      this.record(next.value);
    }
    return Promise.all(this.recorded);
  }

  private record(part: Multipart): Multipart {
    if (part.type === 'field') {
      this.recorded.push(Promise.resolve({ field: part.fieldname, value: part.value }));
      return part;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    const stream = part.file;
    // Paused, a 'data' listener sees every chunk the handler reads (read(), pipe, resume) without starting the flow itself.
    stream.pause();
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    this.lastFile = stream;
    const { fieldname: file, filename, mimetype } = part;
    this.recorded.push(new Promise((resolve) => stream.once('close', () => resolve({ file, filename, mimetype, bytes, sha256: hash.digest('hex') }))));
    return part;
  }
}
