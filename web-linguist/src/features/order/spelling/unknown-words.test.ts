import { spellingLanguageOf, unknownWordsOf, wordsToCheck } from './unknown-words';

describe('the words the spelling marks judge', () => {
  it('asks about each distinct word once, leaving out the client’s words, figures and words already judged', () => {
    const judged = new Map([['Kessel', true]]);
    expect(wordsToCheck('Der Kessel, der Kesel und der Kesel: 4K-Kessel von Inkwell für B2B, l’été', ['inkwell'], judged)).toEqual([
      'Der',
      'der',
      'Kesel',
      'und',
      'von',
      'für',
      "l'été",
    ]);
  });

  it('lists each unknown word once with the positions of its uses, the client’s words counting as known', () => {
    const judged = new Map([
      ['Kesel', false],
      ['Inkwell', false],
      ['Der', true],
    ]);
    expect(unknownWordsOf('Der Kesel von Inkwell, ein Kesel', ['INKWELL'], judged)).toEqual([{ word: 'Kesel', positions: [5, 28] }]);
  });

  it('knows the dictionary of an order’s culture and none for other languages', () => {
    expect(['de-DE', 'en_GB', 'fr', 'IT-ch', 'es-ES', null].map(spellingLanguageOf)).toEqual(['de', 'en', 'fr', 'it', null, null]);
  });
});
