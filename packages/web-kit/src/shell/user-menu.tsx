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

  return (
    <Dropdown
      label={t('common.userMenu')}
      trigger={displayName(user)}
      align="right"
      items={[...appItems, { id: 'logout', label: t('common.logout'), onSelect: () => void logout() }]}
    />
  );
}
