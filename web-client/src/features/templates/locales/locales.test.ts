import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { registerTemplateTexts, templateLocales } from '.';

describe('briefing and layout texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(templateLocales[language])).toEqual(textKeys(templateLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerTemplateTexts(i18n);
    expect(i18n.t('templates.briefings.useCopy', { lng: 'de' })).toBe('Kopie verwenden');
    expect(i18n.t('templates.layouts.title', { lng: 'fr' })).toBe('Mises en page');
    expect(i18n.t('navigation.briefings', { lng: 'it' })).toBe('Briefing');
    expect(i18n.t('templateCommon.editor.addSection', { lng: 'fr' })).toBe('Ajouter une section');
  });
});
