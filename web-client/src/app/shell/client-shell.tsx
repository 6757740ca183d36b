import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppHeader, Dropdown, PageLayout } from '@inkwell/ui-kit';
import { displayName, LanguageSwitcher, PageSpinner, useAppConfig, useAuth, useLocalizedPath } from '@inkwell/web-kit';
import { createNewMenu } from '../config';
import { StyledBrandLink, StyledHeaderTools, StyledNavLink, StyledNavList } from './styled';

/**
 * web-kit's AppShell with the client's "Create New" menu in the navigation. web-kit's navigation config holds
 * flat links only; once it takes menus, this shell can go.
 */
export function ClientShell() {
  const { t } = useTranslation();
  const { navigation, authApi } = useAppConfig();
  const { user } = useAuth();
  const [logout] = authApi.useLogoutMutation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();

  const header = (
    <AppHeader
      brand={<StyledBrandLink to={localized('/dashboard')}>{t('app.brand')}</StyledBrandLink>}
      navLabel={t('common.mainNavigation')}
      nav={
        <StyledNavList>
          {navigation.map((link) => (
            <li key={link.to}>
              <StyledNavLink to={localized(link.to)}>{t(link.labelKey)}</StyledNavLink>
            </li>
          ))}
          <li>
            <Dropdown
              label={t('navigation.createNew')}
              trigger={t('navigation.createNew')}
              items={createNewMenu.map((item) => ({
                id: item.id,
                label: t(item.labelKey),
                onSelect: () => navigate(localized(item.to)),
              }))}
            />
          </li>
        </StyledNavList>
      }
      right={
        <StyledHeaderTools>
          <LanguageSwitcher />
          <Dropdown
            label={t('common.userMenu')}
            trigger={displayName(user)}
            align="right"
            items={[{ id: 'logout', label: t('common.logout'), onSelect: () => void logout() }]}
          />
        </StyledHeaderTools>
      }
    />
  );

  return (
    <PageLayout header={header} footer={t('common.footer', { year: new Date().getFullYear() })}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
