/**
 * A client's own settings (client-portal §7 Settings, decision 046):
 *   GET    /client/settings/account            → ClientAccountSettings
 *   PATCH  /client/settings/account            ClientAccountPatch → ClientAccountSettings   (409 naming `currency`
 *                                               once an order or a deposit fixed it)
 *   GET    /client/settings/email              → SelfEmailSettings
 *   PUT    /client/settings/email              SelfEmailBody → SelfEmailSettings   (a link goes to the new address)
 *   POST   /client/settings/email/confirm      SelfEmailConfirmBody → SelfEmailSettings
 *   PUT    /client/settings/password           SelfPasswordBody → 204
 *   GET    /client/settings/stopwords          ?language= → WordListPage
 *   POST   /client/settings/stopwords          StopwordsBody → WordList   (adds to the language's list)
 *   PUT    /client/settings/stopwords          StopwordsBody → WordList   (replaces the language's list)
 *   DELETE /client/settings/stopwords          StopwordsDeleteBody → 204  (those words, or the whole language)
 *   … and the same for /client/settings/dictionary with `words`; staff use /admin/client/{id}/stopwords|dictionary.
 */
import type { CurrencyIso } from './orders.js';
import type { InterfaceLanguage } from './roles.js';

export interface ClientAccountSettings {
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  /** the interface language, also the language of every mail the client gets */
  language: InterfaceLanguage;
  currency: CurrencyIso | null;
  /** true once an order or a deposit is in the currency: it can no longer change */
  currencyLocked: boolean;
}

export type ClientAccountPatch = Partial<Pick<ClientAccountSettings, 'firstName' | 'lastName' | 'nickname' | 'language'>> & {
  currency?: CurrencyIso;
};

/** One language's list of a client's stopwords or dictionary words, in alphabetical order. */
export interface WordList {
  /** the language's culture, e.g. 'de-DE' */
  language: string;
  words: string[];
}

export interface WordListPage {
  data: WordList[];
  total: number;
}

export interface StopwordsBody {
  language: string;
  stopwords: string[];
}

export interface DictionaryBody {
  language: string;
  words: string[];
}

/** Without stopwords (or words) the whole language's list goes. */
export interface StopwordsDeleteBody {
  language: string;
  stopwords?: string[];
}

export interface DictionaryDeleteBody {
  language: string;
  words?: string[];
}

/** GET /linguist/order/{id}/text/words: the client's lists for the order's language, which the editor marks. */
export interface OrderTextWords {
  language: string;
  stopwords: string[];
  dictionary: string[];
}

export const WORD_MAX_LENGTH = 50;
export const WORD_LIST_MAX = 1000;

/** A word as the lists keep it: one word as countWords counts it (letters or digits, joined by ' ’ or -). */
export const LIST_WORD_PATTERN = /^[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*$/u;

/** Lists match case-insensitively: this is the form two words are compared in. */
export const wordKey = (word: string): string => word.trim().toLocaleLowerCase();

export interface WordHit {
  word: string;
  /** 1-based character position of the word in the text */
  position: number;
}

/** Every occurrence of a listed word in the text, whole words only, case-insensitive, in text order. */
export function findListedWords(text: string, listed: readonly string[]): WordHit[] {
  const keys = new Set(listed.map(wordKey));
  if (!keys.size) return [];
  const hits: WordHit[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    if (keys.has(wordKey(match[0]))) hits.push({ word: match[0], position: match.index + 1 });
  }
  return hits;
}
