/**
 * An answer already written as JSON, sent as it is: PostgreSQL writes a list of thousands of rows as one text
 * faster than Node turns its rows into objects and those into JSON (a picker of 7,377 projects: decision 083).
 * `T` names the shape the text holds, for the reader; nothing checks it.
 */
export class JsonText<T> {
  declare readonly shape?: T;

  /** `etag`: the answer's ETag when it is known already (a kept answer), so it is not worked out again on each call */
  constructor(
    readonly text: string | Buffer,
    readonly etag?: string,
  ) {}
}
