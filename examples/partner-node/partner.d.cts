// Types for partner.cjs, so TypeScript code (the e2e story) can require the example as it is.
export declare const TOLERANCE_SECONDS: number;
export declare function verifySignature(secret: string, rawBody: string, header: string | undefined, now?: number): boolean;

export interface InkwellAnswer<T = unknown> {
  status: number;
  body: T;
  /** the answer is the stored one of an earlier call with the same Idempotency-Key */
  replayed: boolean;
}

export interface InkwellCallError extends Error {
  status: number;
  body: unknown;
}

export interface InkwellClient {
  call<T = unknown>(method: string, path: string, options?: { body?: unknown; idempotencyKey?: string }): Promise<InkwellAnswer<T>>;
  createProject(name: string, language: string, idempotencyKey?: string): Promise<InkwellAnswer<{ id: number }>>;
  createOrders(projectId: number, request: object, idempotencyKey?: string): Promise<InkwellAnswer<{ ids: number[] }>>;
  getOrder(orderId: number): Promise<InkwellAnswer<{ id: number; status: string }>>;
  getText(orderId: number): Promise<InkwellAnswer<{ content: string; words: number }>>;
  accept(orderId: number, rating: Record<string, number>, idempotencyKey?: string): Promise<InkwellAnswer<{ id: number; status: string }>>;
}
export declare function inkwellClient(options: { apiUrl: string; apiKey: string }): InkwellClient;

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: { order?: { id: number; projectId: number; title: string; status: string }; [key: string]: unknown };
}

export interface WebhookReceiver {
  events: WebhookEvent[];
  refused: { signature: string | undefined; raw: string }[];
  waitFor(match: (event: WebhookEvent) => boolean, timeoutMs?: number): Promise<WebhookEvent>;
  failNext(times: number): void;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}
export declare function webhookReceiver(options: { secret: string | (() => string); onEvent?: (event: WebhookEvent) => void; failFirst?: number }): WebhookReceiver;
