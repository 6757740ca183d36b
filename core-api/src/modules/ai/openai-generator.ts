import OpenAI from 'openai';
import { AppError } from '@inkwell/service-kit';
import { ERROR_CODES, type GenerateRequest } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';
import type { OpenAiConfig } from '../../config.js';
import { modelAnswerSchema, modelResponseFormat, type ModelItem } from './ai.schema.js';
import { generatorMessages, ITEMS_ASKED } from './prompts.js';

/** Asks the model for suggestions; throws AppError 502/504 with a message the client can read. */
export type SuggestionSource = (request: GenerateRequest) => Promise<ModelItem[]>;

export function upstreamFailed(message: string): AppError {
  return new AppError(ERROR_CODES.upstreamFailed, message, 502);
}

/** The provider's refusal or failure as the client reads it; never its raw body, which may carry our account's details. */
export function providerError(err: unknown, timeoutMs: number, elapsedMs: number): AppError {
  // Where the abort's DOMException crosses a realm (jest's vm context) the SDK reports a plain connection error;
  // a connection error at the deadline is the timeout all the same.
  const timedOut = err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof OpenAI.APIConnectionError && elapsedMs >= timeoutMs);
  if (timedOut) {
    return new AppError(ERROR_CODES.upstreamTimeout, `The AI provider did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`, 504);
  }
  if (err instanceof OpenAI.APIConnectionError) return upstreamFailed('The AI provider could not be reached. Please try again later.');
  if (err instanceof OpenAI.APIError) {
    if (err.status === 429) return upstreamFailed('The AI provider is busy right now. Please try again in a minute.');
    if (err.status === 401 || err.status === 403) return upstreamFailed('The AI provider refused the platform’s credentials. Please tell support.');
    return upstreamFailed(`The AI provider answered with an error (HTTP ${err.status ?? 'unknown'}). Please try again later.`);
  }
  return upstreamFailed('The AI provider failed. Please try again later.');
}

const UNREADABLE = 'The AI provider’s answer could not be read as titles and outlines; nothing was saved. Please try again.';

/**
 * The OpenAI chat completions API through the `openai` package, asked for strict structured output. The SDK does
 * not retry: the client waits for this answer, and each call already counts against their rate limit.
 */
export function openAiSuggestionSource(config: OpenAiConfig, logger: Logger): SuggestionSource {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
  return async ({ language, type, keyword }) => {
    let content: string | null | undefined;
    const started = Date.now();
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        messages: generatorMessages(language, type, keyword),
        response_format: modelResponseFormat(type),
        temperature: 0.8,
      });
      content = completion.choices[0]?.message?.content;
    } catch (err) {
      logger.warn('AI provider call failed', { error: err instanceof Error ? err.message : String(err) });
      throw providerError(err, config.timeoutMs, Date.now() - started);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      throw upstreamFailed(UNREADABLE);
    }
    const { value, error } = modelAnswerSchema(type, ITEMS_ASKED[type]).validate(parsed, { abortEarly: true, stripUnknown: false });
    if (error) {
      logger.warn('AI provider answer broke the schema', { error: error.message });
      throw upstreamFailed(UNREADABLE);
    }
    return value.items;
  };
}
