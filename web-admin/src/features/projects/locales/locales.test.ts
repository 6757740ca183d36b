import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../locales';
import { i18n } from '../../../locales/i18n';
import { projectCommonLocales } from '../../../locales/project-common';
import { projectLocales, registerProjectTexts } from '.';

describe('project page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys, here and in the shared project texts', (language) => {
    expect(textKeys(projectLocales[language])).toEqual(textKeys(projectLocales.en));
    expect(textKeys(projectCommonLocales[language])).toEqual(textKeys(projectCommonLocales.en));
  });

  it('joins the app texts with the shared project and client texts, in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerProjectTexts(i18n);
    expect(i18n.t('projects.project.revisionStats.title', { lng: 'de' })).toBe('Überarbeitungen');
    expect(i18n.t('projectCommon.status.done', { lng: 'it' })).toBe('Concluso');
    expect(i18n.t('clientCommon.unnamed', { lng: 'fr', id: 4 })).toBe('Client n° 4');
  });
});
