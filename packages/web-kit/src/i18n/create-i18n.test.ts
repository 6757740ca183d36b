import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY } from '../orders/order-texts';
import { commonLocales } from '../testing/common-locales';
import { createI18n, isLanguageLoaded, registerCommonTexts, registerFeatureTexts, textKeys } from './create-i18n';
import { languageFromPath, splitLanguagePrefix, withLanguagePrefix } from './language';

describe('common locales', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(commonLocales[language])).toEqual(textKeys(commonLocales.en));
  });

  it('has no empty texts', async () => {
    for (const language of INTERFACE_LANGUAGES) {
      const i18n = createI18n({ en: { app: { brand: 'x' } }, de: { app: { brand: 'x' } }, fr: { app: { brand: 'x' } }, it: { app: { brand: 'x' } } });
      await i18n.changeLanguage(language);
      for (const key of textKeys(commonLocales.en)) expect(i18n.t(key)).not.toBe('');
    }
  });
});

describe('createI18n', () => {
  const appLocales = {
    en: { app: { brand: 'Inkwell' }, common: { appOnly: 'Only here' } },
    de: { app: { brand: 'Inkwell' }, common: { appOnly: 'Nur hier' } },
    fr: { app: { brand: 'Inkwell' }, common: { appOnly: 'Seulement ici' } },
    it: { app: { brand: 'Inkwell' }, common: { appOnly: 'Solo qui' } },
  };

  it("merges the app's texts into web-kit's, keeping both in a shared section", async () => {
    const i18n = createI18n(appLocales);
    await i18n.changeLanguage('de');
    expect(i18n.t('common.appOnly')).toBe('Nur hier');
    expect(i18n.t('common.logout')).toBe('Abmelden');
    expect(i18n.t('app.brand')).toBe('Inkwell');
  });

  it('brings the shared table, date and order texts to every app without it mounting them', async () => {
    const i18n = createI18n(appLocales);
    await i18n.changeLanguage('fr');
    expect(i18n.t('table.page', { from: 1, to: 10, total: 23 })).toBe('1–10 sur 23');
    expect(i18n.t('relativeDate.inHours', { count: 5 })).toBe('dans 5 heures');
    expect(i18n.t(`${ORDER_TEXTS_KEY}.status.ready_for_client`)).toBe('Prête pour le client');
  });

  it('lets an app word a shared text its own way', async () => {
    const reworded = (status: string) => ({ app: { brand: 'Inkwell' }, [ORDER_TEXTS_KEY]: { status: { ready_for_client: status } } });
    const i18n = createI18n({ en: reworded('Ready'), de: reworded('Fertig'), fr: reworded('Prête'), it: reworded('Pronto') });
    await i18n.changeLanguage('de');
    expect(i18n.t(`${ORDER_TEXTS_KEY}.status.ready_for_client`)).toBe('Fertig');
    expect(i18n.t(`${ORDER_TEXTS_KEY}.status.open`)).toBe('Offen');
  });

  it('has English at once and loads another language only when it is first used', async () => {
    const loads: string[] = [];
    const lazy = (language: 'de' | 'fr' | 'it') => () => {
      loads.push(language);
      return Promise.resolve(appLocales[language]);
    };
    const i18n = createI18n({ en: appLocales.en, de: lazy('de'), fr: lazy('fr'), it: lazy('it') });
    expect(i18n.t('common.appOnly')).toBe('Only here');
    expect(isLanguageLoaded(i18n, 'it')).toBe(false);
    await i18n.changeLanguage('it');
    expect(loads).toEqual(['it']);
    expect(i18n.language).toBe('it');
    expect(i18n.t('common.logout')).toBe('Esci');
    expect(i18n.t('common.appOnly')).toBe('Solo qui');
  });

  it('starts in the language of the address once its texts arrive', async () => {
    const i18n = createI18n(appLocales, 'fr');
    await new Promise<void>((resolve) => i18n.on('loaded', () => resolve()));
    expect(isLanguageLoaded(i18n, 'fr')).toBe(true);
    expect(i18n.t('common.appOnly')).toBe('Seulement ici');
  });

  it("joins a lazily loaded feature's texts into languages loaded before and after it", async () => {
    const i18n = createI18n(appLocales);
    await i18n.changeLanguage('de');
    registerFeatureTexts(i18n, { en: { feature: { title: 'Billing' } }, de: { feature: { title: 'Abrechnung' } }, it: { feature: { title: 'Fatturazione' } } });
    expect(i18n.t('feature.title')).toBe('Abrechnung');
    expect(isLanguageLoaded(i18n, 'it')).toBe(false);
    await i18n.changeLanguage('it');
    expect(i18n.t('feature.title')).toBe('Fatturazione');
    expect(i18n.t('common.appOnly')).toBe('Solo qui');
  });
});

describe('registerCommonTexts', () => {
  it("joins a shared view's texts into running instances, beneath the app's own wording, in languages loaded before and after", async () => {
    const app = (brand: string, title: string) => ({ app: { brand }, viewCommon: { title } });
    const i18n = createI18n({ en: app('Inkwell', 'Orders'), de: app('Inkwell', 'Aufträge'), fr: app('Inkwell', 'Commandes'), it: app('Inkwell', 'Ordini') });
    await i18n.changeLanguage('de');
    registerCommonTexts('viewCommon', {
      en: { title: 'Shared title', empty: 'Nothing here' },
      de: { title: 'Gemeinsamer Titel', empty: 'Nichts da' },
      fr: { title: 'Titre partagé', empty: 'Rien ici' },
      it: { title: 'Titolo condiviso', empty: 'Niente qui' },
    });
    expect(i18n.t('viewCommon.empty')).toBe('Nichts da');
    expect(i18n.t('viewCommon.title')).toBe('Aufträge');
    await i18n.changeLanguage('it');
    expect(i18n.t('viewCommon.empty')).toBe('Niente qui');
    expect(i18n.t('viewCommon.title')).toBe('Ordini');
  });
});

describe('language prefix helpers', () => {
  it('splits a language prefix off the path', () => {
    expect(splitLanguagePrefix('/fr/orders/create')).toEqual({ language: 'fr', path: '/orders/create' });
    expect(splitLanguagePrefix('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePrefix('/french/orders')).toEqual({ language: null, path: '/french/orders' });
  });

  it('reads the interface language from the path, defaulting to English', () => {
    expect(languageFromPath('/it/dashboard')).toBe('it');
    expect(languageFromPath('/dashboard')).toBe('en');
  });

  it('puts a path under a prefix', () => {
    expect(withLanguagePrefix('/login', 'de')).toBe('/de/login');
    expect(withLanguagePrefix('/', 'de')).toBe('/de');
    expect(withLanguagePrefix('/login', null)).toBe('/login');
  });
});
