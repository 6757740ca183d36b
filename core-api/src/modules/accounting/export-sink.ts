import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Where an export writes: a response, a file or a test's buffer. `write` waits for 'drain' when the receiver is
 * slower than the database, so an export holds one batch in memory however large it is (decision 064).
 */
export class ExportSink {
  constructor(private readonly out: Writable) {}

  async write(chunk: Buffer | string): Promise<void> {
    if (this.out.destroyed) throw new Error('The receiver of the export went away');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
