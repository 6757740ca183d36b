/**
 * Pickers' answers this process wrote, each with the version of the client's projects it was written at
 * (client_project_versions, migration 0066): an answer is sent again only while that version is still hers, so
 * a project written through any core-api instance is seen on the next call (decision 085). Least recently used
 * answers go first once their text passes `maxCharacters`.
 */
export class ProjectPickerCache {
  private readonly answers = new Map<string, { version: string; text: string }>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  /** The answer kept under `key`, if it was written at `version`. */
  answerAt(key: string, version: string): string | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.forget(key);
    if (answer.version !== version) return undefined;
    this.keep(key, answer);
    return answer.text;
  }

  has(key: string): boolean {
    return this.answers.has(key);
  }

  remember(key: string, version: string, text: string): void {
    this.forget(key);
    if (text.length > this.maxCharacters) return;
    this.keep(key, { version, text });
    for (const [oldest] of this.answers) {
      if (this.characters <= this.maxCharacters) break;
      this.forget(oldest);
    }
  }

  private keep(key: string, answer: { version: string; text: string }): void {
    this.answers.set(key, answer);
    this.characters += answer.text.length;
  }

  private forget(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.characters -= answer.text.length;
  }
}
