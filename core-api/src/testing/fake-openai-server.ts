import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next chat completion does instead of answering well: an API error, silence, or a reply that breaks the schema. */
export type FakeOpenAiFault =
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'timeout' }
  | { kind: 'malformed'; content: string };

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  /** the json_schema response format's name, e.g. generated_titles */
  schemaName?: string;
}

export interface FakeOpenAiServer {
  /** the SDK's baseURL: `${url}/v1` */
  baseUrl: string;
  apiKey: string;
  /** every chat completion asked for, oldest first */
  requests: FakeChatRequest[];
  /** the next calls fail this way, one fault per call, in order */
  failNext(...faults: FakeOpenAiFault[]): void;
  close(): Promise<void>;
}

/** The keyword the generator quotes in its user message as `Keyword: "…"` (JSON-escaped). */
function keywordOf(request: FakeChatRequest): string {
  const user = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const match = /"keyword"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(user);
  return match ? (JSON.parse(match[1]!) as string) : 'your topic';
}

/** The AI-text check's verdict (decision 047): the text's first sentence judged machine-written at 0.87. */
function aiCheckAnswer(request: FakeChatRequest): unknown {
  const user = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '{}';
  const text = String((JSON.parse(user) as { text?: unknown }).text ?? '');
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? '';
  return {
    probability: 0.87,
    classifications: [{ ai: true, probability: 0.87, matches: [{ words: first.split(/\s+/).filter(Boolean).length, text: first }] }],
  };
}

/** Three titles, or two outlines, made from the keyword: a stable answer the tests and the e2e story can check. */
function answerFor(request: FakeChatRequest): unknown {
  if (request.schemaName === 'ai_text_check') return aiCheckAnswer(request);
  const keyword = keywordOf(request);
  if (request.schemaName?.includes('outline')) {
    return {
      items: [1, 2].map((n) => ({
        title: `${keyword}: the complete guide (${n})`,
        outline: [`What ${keyword} is`, `Why ${keyword} matters`, `Getting started with ${keyword}`, 'Conclusion'],
      })),
    };
  }
  return { items: [`10 tips for ${keyword}`, `${keyword} explained`, `Why ${keyword} matters in 2026`].map((title) => ({ title })) };
}

/**
 * The part of the OpenAI API the title and outline generator uses, for tests and the e2e story: Bearer auth
 * (401 otherwise) and POST /v1/chat/completions with a json_schema response format. By default it answers from
 * the keyword; `failNext` scripts an API error, a call that never answers, or content that breaks the schema.
 */
export async function startFakeOpenAiServer(options: { apiKey?: string } = {}): Promise<FakeOpenAiServer> {
  const apiKey = options.apiKey ?? 'sk-fake-openai-key';
  const requests: FakeChatRequest[] = [];
  const faults: FakeOpenAiFault[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return answer(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
        return answer(404, { error: { message: `Unknown request URL: ${req.method} ${req.url}`, type: 'invalid_request_error' } });
      }
      const body = JSON.parse(raw || '{}') as {
        model: string;
        messages: { role: string; content: string }[];
        response_format?: { json_schema?: { name?: string } };
      };
      const request: FakeChatRequest = { model: body.model, messages: body.messages, schemaName: body.response_format?.json_schema?.name };
      requests.push(request);
      const fault = faults.shift();
      if (fault?.kind === 'timeout') {
        hanging.add(res);
        return;
      }
      if (fault?.kind === 'error') {
        return answer(fault.status, { error: { message: fault.message ?? 'The server had an error while processing your request.', type: 'server_error' } });
      }
      const content = fault?.kind === 'malformed' ? fault.content : JSON.stringify(answerFor(request));
      answer(200, {
        id: `chatcmpl-fake-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 50, completion_tokens: 50, total_tokens: 100 },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${url}/v1`,
    apiKey,
    requests,
    failNext: (...next) => void faults.push(...next),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
