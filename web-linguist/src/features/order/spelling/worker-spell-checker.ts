import type { SpellingAnswer, SpellingRequest } from './spelling-messages';
import type { SpellChecker } from './spell-checker';
import type { SpellingLanguage } from './unknown-words';

/**
 * Each language's Hunspell files as addresses of assets Vite emits beside the app: only the order's language is
 * ever fetched, by the worker, and none of them is in a script chunk (decision 055).
 */
const DICTIONARY_FILES: Record<SpellingLanguage, () => Promise<[{ default: string }, { default: string }]>> = {
  en: () => Promise.all([import('dictionary-en/index.aff?url'), import('dictionary-en/index.dic?url')]),
  de: () => Promise.all([import('dictionary-de/index.aff?url'), import('dictionary-de/index.dic?url')]),
  fr: () => Promise.all([import('dictionary-fr/index.aff?url'), import('dictionary-fr/index.dic?url')]),
  it: () => Promise.all([import('dictionary-it/index.aff?url'), import('dictionary-it/index.dic?url')]),
};

/** A spell checker for the language in a Web Worker; resolves once its dictionary is loaded. */
export async function openWorkerSpellChecker(language: SpellingLanguage): Promise<SpellChecker> {
  const [{ default: aff }, { default: dic }] = await DICTIONARY_FILES[language]();
  const worker = new Worker(new URL('./spelling.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (unknown: string[]) => void>();
  let nextId = 1;
  const send = (request: SpellingRequest) => worker.postMessage(request);
  const ready = new Promise<void>((resolve, reject) => {
    worker.onerror = (event) => reject(new Error(event.message || 'The spelling worker failed.'));
    worker.onmessage = ({ data }: MessageEvent<SpellingAnswer>) => {
      if (data.type === 'ready') resolve();
      else if (data.type === 'failed') reject(new Error(data.message));
      else {
        waiting.get(data.id)?.(data.unknown);
        waiting.delete(data.id);
      }
    };
  });
  send({ type: 'open', language, aff: new URL(aff, window.location.href).href, dic: new URL(dic, window.location.href).href });
  try {
    await ready;
  } catch (error) {
    worker.terminate();
    throw error;
  }
  return {
    unknownOf: (words) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        send({ type: 'check', id, words: [...words] });
      }),
    close: () => worker.terminate(),
  };
}
