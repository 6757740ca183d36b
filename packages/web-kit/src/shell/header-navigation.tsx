import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@inkwell/ui-kit';
import type { NavigationLink } from '../config/app-config';
import { useLocalizedPath } from '../routing/language-prefix';
import { StyledNavLink, StyledNavList } from './styled';

/** The app's header links; an entry with items opens a menu whose choices navigate like links. */
export function HeaderNavigation({ navigation }: { navigation: NavigationLink[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();

  return (
    <StyledNavList>
      {navigation.map((link) =>
        'items' in link ? (
          <li key={link.labelKey}>
            <Dropdown
              label={t(link.labelKey)}
              trigger={t(link.labelKey)}
              items={link.items.map((item) => ({
                id: item.to,
                label: t(item.labelKey),
                onSelect: () => navigate(localized(item.to)),
              }))}
            />
          </li>
        ) : (
          <li key={link.to}>
            <StyledNavLink to={localized(link.to)}>{t(link.labelKey)}</StyledNavLink>
          </li>
        ),
      )}
    </StyledNavList>
  );
}
