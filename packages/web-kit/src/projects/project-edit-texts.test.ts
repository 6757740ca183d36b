import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { testI18n } from '../testing/test-app';
import { projectEditTexts, registerProjectEditTexts } from './project-edit-texts';

const others = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('project edit texts', () => {
  it.each(others)('%s has exactly the English keys, translated', (language) => {
    expect(textKeys(projectEditTexts[language])).toEqual(textKeys(projectEditTexts.en));
    expect(projectEditTexts[language].title).not.toBe(projectEditTexts.en.title);
    expect(projectEditTexts[language].invalidDate).not.toBe(projectEditTexts.en.invalidDate);
  });

  it('joins the app texts in every language', () => {
    registerProjectEditTexts(testI18n);
    expect(testI18n.t('projectEdit.fields.purchaseOrder', { lng: 'de' })).toBe('Bestellnummer (PO)');
    expect(testI18n.t('projectEdit.tooLong', { lng: 'fr', max: 200 })).toBe('Veuillez utiliser au plus 200 caractères.');
  });
});
