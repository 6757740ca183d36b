import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppHeader, PageLayout } from '@inkwell/ui-kit';
import { useAppConfig } from '../config/app-config';
import { useLocalizedPath } from '../routing/language-prefix';
import { PageSpinner } from '../routing/page-spinner';
import { AppFooter } from './app-footer';
import { HeaderNavigation } from './header-navigation';
import { LanguageSwitcher } from './language-switcher';
import { StyledBrandLink, StyledHeaderTools } from './styled';
import { UserMenu } from './user-menu';

/** The frame of every authenticated page: header with the app's navigation, language and user menu, and footer. */
export function AppShell() {
  const { t } = useTranslation();
  const { navigation, headerWidgets = [] } = useAppConfig();
  const localized = useLocalizedPath();

  const header = (
    <AppHeader
      brand={<StyledBrandLink to={localized('/dashboard')}>{t('app.brand')}</StyledBrandLink>}
      navLabel={t('common.mainNavigation')}
      menuLabel={t('common.menu')}
      nav={<HeaderNavigation navigation={navigation} />}
      right={
        <StyledHeaderTools>
          {headerWidgets.map((Widget, index) => (
            // The list is fixed for the app's lifetime, so its order is a stable key.
            <Widget key={index} />
          ))}
          <LanguageSwitcher />
          <UserMenu />
        </StyledHeaderTools>
      }
    />
  );

  return (
    <PageLayout header={header} footer={<AppFooter />}>
      {/* Inside the layout, so the header stays while the next page's code loads. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
