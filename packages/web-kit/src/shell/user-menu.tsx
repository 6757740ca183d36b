import { useTranslation } from 'react-i18next';
import { Dropdown } from '@inkwell/ui-kit';
import { displayName } from '../auth/display-name';
import { useAuth } from '../auth/use-auth';
import { useAppConfig } from '../config/app-config';
import { useNavigationMenuItems } from './navigation-items';

/** The signed-in user's name with the account actions; logging out lets the route guard take the user to /login. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { authApi, userMenu = [] } = useAppConfig();
  const [logout] = authApi.useLogoutMutation();
  const appItems = useNavigationMenuItems(userMenu);

  const name = displayName(user);
  return (
    <Dropdown
      // the accessible name starts with the name the button shows (WCAG 2.5.3 Label in Name)
      label={t('common.userMenuOf', { name })}
      trigger={name}
      align="right"
      items={[...appItems, { id: 'logout', label: t('common.logout'), onSelect: () => void logout() }]}
    />
  );
}
