import { INTERFACE_LANGUAGES, ORDER_TEXTS_KEY, orderWizardLocales, textKeys } from '@inkwell/web-kit';
import { commonLocales } from '@inkwell/web-kit/testing';
import { orderLocales } from './order';
import { appLocales } from '.';

describe('client app locales', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(appLocales[language])).toEqual(textKeys(appLocales.en));
  });

  it.each([
    ['order', orderLocales],
    ['wizard', orderWizardLocales],
  ] as const)('the %s texts, loaded with their pages, have the same keys in every language', (_name, locales) => {
    for (const language of INTERFACE_LANGUAGES) expect(textKeys(locales[language])).toEqual(textKeys(locales.en));
  });

  it("rewords only web-kit's order statuses, and none of its other texts", () => {
    const commonKeys = new Set(textKeys(commonLocales.en));
    const reworded = textKeys(appLocales.en).filter((key) => commonKeys.has(key));
    expect(reworded).toContain(`${ORDER_TEXTS_KEY}.status.processing_cw`);
    expect(reworded.filter((key) => !key.startsWith(`${ORDER_TEXTS_KEY}.status.`))).toEqual([]);
  });
});
