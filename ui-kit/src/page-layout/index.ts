export { AppHeader, type AppHeaderProps } from './app-header';
export { PageHeader, type PageHeaderProps } from './page-header';
export { PageLayout, type PageLayoutProps } from './page-layout';
