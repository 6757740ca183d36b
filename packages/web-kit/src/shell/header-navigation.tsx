import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Dropdown } from '@inkwell/ui-kit';
import type { NavigationItem, NavigationLink, NavigationRoute } from '../config/app-config';
import { useAuth } from '../auth/use-auth';
import { useLocalizedPath } from '../routing/language-prefix';
import { isVisibleTo, useNavigationMenuItems } from './navigation-items';
import { StyledNavLink, StyledNavList } from './styled';

function NavigationMenu({ labelKey, items }: { labelKey: string; items: NavigationItem[] }) {
  const { t } = useTranslation();
  const menuItems = useNavigationMenuItems(items);
  if (menuItems.length === 0) return null;
  return (
    <li>
      <Dropdown label={t(labelKey)} trigger={t(labelKey)} items={menuItems} />
    </li>
  );
}

/** The path itself or a path below it, as React Router's NavLink matches. */
const isAtOrBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The app's header links; an entry with items opens a menu whose choices navigate like links. */
export function HeaderNavigation({ navigation }: { navigation: NavigationLink[] }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();

  // A link is current at its own path and below it, and under the other paths it names (a second tab of its screen).
  const currentProps = (link: NavigationRoute) =>
    [link.to, ...(link.activeOn ?? [])].some((path) => isAtOrBelow(pathname.toLowerCase(), localized(path).toLowerCase()))
      ? { className: 'active', 'aria-current': 'page' as const }
      : {};

  return (
    <StyledNavList>
      {navigation
        .filter((link) => isVisibleTo(link, user))
        .map((link) =>
          'items' in link ? (
            <NavigationMenu key={link.labelKey} labelKey={link.labelKey} items={link.items} />
          ) : (
            <li key={link.to}>
              <StyledNavLink to={localized(link.to)} {...currentProps(link)}>
                {t(link.labelKey)}
              </StyledNavLink>
            </li>
          ),
        )}
    </StyledNavList>
  );
}
