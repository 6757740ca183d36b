import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { balanceLocales } from '.';

describe('balance tab texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(balanceLocales[language])).toEqual(textKeys(balanceLocales.en));
  });
});
