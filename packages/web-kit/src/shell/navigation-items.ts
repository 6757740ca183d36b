import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DropdownItem } from '@inkwell/ui-kit';
import type { AnyMe } from '@inkwell/contracts';
import type { NavigationItem, NavigationVisibility } from '../config/app-config';
import { useAuth } from '../auth/use-auth';
import { useLocalizedPath } from '../routing/language-prefix';

/** Whether an entry is for this user; entries with a condition stay hidden until the user is known. */
export function isVisibleTo(entry: { visible?: NavigationVisibility }, user: AnyMe | null): boolean {
  if (!entry.visible) return true;
  return user !== null && entry.visible(user);
}

/** The menu's entries the signed-in user may see, each navigating or adding its search parameters. */
export function useNavigationMenuItems(items: readonly NavigationItem[]): DropdownItem[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();

  return items
    .filter((item) => isVisibleTo(item, user))
    .map((item) => {
      if ('to' in item) return { id: item.to, label: t(item.labelKey), onSelect: () => navigate(localized(item.to)) };
      return {
        id: `?${new URLSearchParams(item.search).toString()}`,
        label: t(item.labelKey),
        onSelect: () => {
          const search = new URLSearchParams(location.search);
          for (const [name, value] of Object.entries(item.search)) search.set(name, value);
          navigate({ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash });
        },
      };
    });
}
