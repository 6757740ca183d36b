import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { Dropdown } from '@inkwell/ui-kit';
import { splitLanguagePrefix, withLanguagePrefix } from '../i18n/language';
import { useLanguagePrefix } from '../routing/language-prefix';

/** Switches the interface language by moving the current page under another language prefix. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active = useLanguagePrefix() ?? DEFAULT_INTERFACE_LANGUAGE;

  const items = INTERFACE_LANGUAGES.map((language) => ({
    id: language,
    label: t(`languages.${language}`),
    onSelect: () => {
      const { path } = splitLanguagePrefix(location.pathname);
      // The default language needs no prefix; keeping URLs short where nothing is chosen.
      const prefix = language === DEFAULT_INTERFACE_LANGUAGE ? null : language;
      navigate(`${withLanguagePrefix(path, prefix)}${location.search}${location.hash}`);
    },
  }));

  // the accessible name holds the code the button shows (WCAG 2.5.3), so a voice user can say "click EN"
  return <Dropdown label={t('common.languageCurrent', { code: active.toUpperCase() })} trigger={active.toUpperCase()} items={items} align="right" />;
}
