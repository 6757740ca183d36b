import { createHash } from 'node:crypto';

/** A kept answer: the bytes sent and their ETag, worked out once instead of on every call. */
export interface KeptAnswer {
  body: Buffer;
  etag: string;
}

/**
 * Pickers' answers this process wrote, each with the version of the client's projects it was written at
 * (client_project_versions, migration 0066): an answer is sent again only while that version is still hers, so
 * a project written through any core-api instance is seen on the next call (decision 085). Least recently used
 * answers go first once their bytes pass `maxBytes`.
 */
export class ProjectPickerCache {
  private readonly answers = new Map<string, KeptAnswer & { version: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept under `key`, if it was written at `version`. */
  answerAt(key: string, version: string): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.forget(key);
    if (answer.version !== version) return undefined;
    this.keep(key, answer);
    return answer;
  }

  has(key: string): boolean {
    return this.answers.has(key);
  }

  /** Keeps `text` under `key` at `version`, and answers it as it is sent. */
  remember(key: string, version: string, text: string): KeptAnswer {
    this.forget(key);
    const body = Buffer.from(text);
    // A weak ETag as Express writes one: the length and the SHA-1 of the bytes.
    const answer = { version, body, etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"` };
    if (body.length > this.maxBytes) return answer;
    this.keep(key, answer);
    for (const [oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return answer;
  }

  private keep(key: string, answer: KeptAnswer & { version: string }): void {
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
  }

  private forget(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.body.length;
  }
}
