import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { adminOrderLocales } from '.';

describe('admin order page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(adminOrderLocales[language])).toEqual(textKeys(adminOrderLocales.en));
  });
});
