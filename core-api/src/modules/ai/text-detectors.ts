import OpenAI from 'openai';
import { countWords, type AiCheckMatch, type AiCheckProvider } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';
import type { OpenAiConfig } from '../../config.js';
import { detectorResponseFormat, detectorVerdictSchema, type DetectorVerdict } from './ai-check.schema.js';
import { providerError, upstreamFailed } from './openai-generator.js';
import { aiCheckMessages } from './prompts.js';

/** Judges a text; throws AppError 502/504 with a message the reader can use. */
export interface TextDetector {
  provider: AiCheckProvider;
  judge(content: string): Promise<DetectorVerdict>;
}

const UNREADABLE = 'The AI provider’s answer could not be read as an AI-text check; nothing was saved. Please run the check again.';

/** An OpenAI-compatible model asked for strict structured output, its answer checked again with joi (decision 047). */
export function openAiTextDetector(config: OpenAiConfig, logger: Logger): TextDetector {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    provider: 'openai',
    async judge(content) {
      let answer: string | null | undefined;
      const started = Date.now();
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          messages: aiCheckMessages(content),
          response_format: detectorResponseFormat,
          temperature: 0,
        });
        answer = completion.choices[0]?.message?.content;
      } catch (err) {
        logger.warn('AI check provider call failed', { error: err instanceof Error ? err.message : String(err) });
        throw providerError(err, config.timeoutMs, Date.now() - started);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer ?? '');
      } catch {
        throw upstreamFailed(UNREADABLE);
      }
      const { value, error } = detectorVerdictSchema.validate(parsed, { abortEarly: true, stripUnknown: false });
      if (error) {
        logger.warn('AI check answer broke the schema', { error: error.message });
        throw upstreamFailed(UNREADABLE);
      }
      return value;
    },
  };
}

/** Phrases language models overuse, in the four interface languages; a sentence with one leans machine-written. */
const STOCK_PHRASES = [
  'it is important to note', 'in conclusion', 'furthermore', 'moreover', 'additionally', 'delve', "in today's", 'in today’s',
  'plays a crucial role', 'a testament to', 'whether you are', 'unlock', 'seamless', 'overall,',
  'es ist wichtig', 'zusammenfassend', 'darüber hinaus', 'außerdem', 'nahtlos', 'in der heutigen',
  'en conclusion', 'de plus', 'il est important de', 'par ailleurs', 'joue un rôle crucial',
  'in conclusione', 'inoltre', 'è importante notare', 'svolge un ruolo cruciale',
];

const MATCHES_PER_CLASS = 10;

function sentencesOf(content: string): string[] {
  return content
    .split(/(?<=[.!?])\s+|\n{2,}/u)
    .map((s) => s.trim())
    .filter((s) => countWords(s) > 0);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The local heuristic, used while no OPENAI_API_KEY is configured (decision 047). It is not a detector: it scores
 * each sentence from three signals that lean machine-written — even sentence lengths across the text (low
 * "burstiness"), a length of 15–30 words, and a stock phrase — and reports the word-weighted mean, kept within
 * 0.05–0.95 because it can never be sure. The result says provider 'heuristic' and the screens name it so.
 */
export function heuristicTextDetector(): TextDetector {
  return {
    provider: 'heuristic',
    async judge(content) {
      const sentences = sentencesOf(content);
      if (!sentences.length) return { probability: 0.05, classifications: [] };
      const lengths = sentences.map(countWords);
      const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
      const spread = Math.sqrt(lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / lengths.length) / mean;
      const evenness = sentences.length < 3 ? 0 : Math.max(0, 1 - spread / 0.6);
      const scored = sentences.map((text, i) => {
        const words = lengths[i]!;
        const lower = text.toLowerCase();
        const stock = STOCK_PHRASES.some((phrase) => lower.includes(phrase)) ? 0.3 : 0;
        const typical = words >= 15 && words <= 30 ? 0.15 : 0;
        return { text, words, score: Math.min(0.95, 0.2 + 0.3 * evenness + stock + typical) };
      });
      const totalWords = lengths.reduce((a, b) => a + b, 0);
      const probability = Math.min(0.95, Math.max(0.05, scored.reduce((sum, s) => sum + s.score * s.words, 0) / totalWords));
      const classification = (ai: boolean) => {
        const members = scored.filter((s) => (s.score >= 0.5) === ai);
        if (!members.length) return [];
        const mean = members.reduce((sum, s) => sum + s.score, 0) / members.length;
        const matches: AiCheckMatch[] = members.slice(0, MATCHES_PER_CLASS).map(({ text, words }) => ({ words, text }));
        return [{ ai, probability: round(ai ? mean : 1 - mean), matches }];
      };
      return { probability: round(probability), classifications: [...classification(true), ...classification(false)] };
    },
  };
}

/** The detector the configuration allows: the model when OPENAI_API_KEY is set, else the local heuristic. */
export function textDetectorFor(config: OpenAiConfig | undefined, logger: Logger): TextDetector {
  return config ? openAiTextDetector(config, logger) : heuristicTextDetector();
}
