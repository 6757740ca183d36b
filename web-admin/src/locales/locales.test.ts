import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { commonLocales } from '@inkwell/web-kit/testing';
import { clientCommonLocales } from './client-common';
import { appLocales } from '.';

describe('admin app locales', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(appLocales[language])).toEqual(textKeys(appLocales.en));
  });

  it('has the shared client texts, loaded with the pages that name clients, in every language', () => {
    for (const language of INTERFACE_LANGUAGES) expect(textKeys(clientCommonLocales[language])).toEqual(textKeys(clientCommonLocales.en));
  });

  it("does not silently replace web-kit's common texts", () => {
    const commonKeys = new Set(textKeys(commonLocales.en));
    expect(textKeys(appLocales.en).filter((key) => commonKeys.has(key))).toEqual([]);
  });
});
