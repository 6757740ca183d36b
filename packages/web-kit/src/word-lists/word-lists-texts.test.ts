import { textKeys } from '../i18n/create-i18n';
import { wordListsLocales } from './word-lists-texts';

describe('word list texts', () => {
  it.each(['de', 'fr', 'it'] as const)('%s has exactly the English keys', (language) => {
    expect(textKeys(wordListsLocales[language])).toEqual(textKeys(wordListsLocales.en));
  });
});
