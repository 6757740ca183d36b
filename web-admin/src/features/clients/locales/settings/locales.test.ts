import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { clientSettingsLocales } from '.';

describe('client settings texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(clientSettingsLocales[language])).toEqual(textKeys(clientSettingsLocales.en));
  });
});
