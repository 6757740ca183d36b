// Its CommonJS build: the ESM one calls a namespace import of the Emscripten runtime as a function, which only
// a loose interop allows (decision 055).
import { loadModule } from 'hunspell-asm/dist/cjs/index.js';
import type { Hunspell } from 'hunspell-asm';
import type { SpellingAnswer, SpellingRequest } from './spelling-messages';

// Hunspell (compiled to WebAssembly) in a worker, so loading a dictionary (about half a second) and judging the
// words never hold up typing (decision 055).
// The app's types are the page's (DOM); a worker's global has only these two of them here.
const scope = self as unknown as { postMessage(message: SpellingAnswer): void; onmessage: ((event: MessageEvent<SpellingRequest>) => void) | null };
let hunspell: Promise<Hunspell> | null = null;

async function fileOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function open(request: Extract<SpellingRequest, { type: 'open' }>): Promise<Hunspell> {
  const [factory, aff, dic] = await Promise.all([loadModule(), fileOf(request.aff), fileOf(request.dic)]);
  return factory.create(factory.mountBuffer(aff, `${request.language}.aff`), factory.mountBuffer(dic, `${request.language}.dic`));
}

const answer = (message: SpellingAnswer) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<SpellingRequest>) => {
  if (data.type === 'open') {
    hunspell = open(data);
    try {
      await hunspell;
      answer({ type: 'ready' });
    } catch (error) {
      answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const checker = await hunspell?.catch(() => null);
  answer({ type: 'checked', id: data.id, unknown: checker ? data.words.filter((word) => !checker.spell(word)) : [] });
};
