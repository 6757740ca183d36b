import { createContext, useContext, type ReactNode } from 'react';
import { AUTH_PREFIX, type Role } from '@inkwell/contracts';
import type { AuthApi } from '../auth/auth-api';

export interface NavigationItem {
  /** App path without language prefix; the shell adds the active one. */
  to: string;
  /** Translation key of the link text. */
  labelKey: string;
}

/** A header link, or with `items` a menu of links under its label (the client's "Create New"). */
export type NavigationLink = NavigationItem | { labelKey: string; items: NavigationItem[] };

/** What makes one app different from the others as far as web-kit's shell and auth pages are concerned. */
export interface AppConfig {
  role: Role;
  /** The role's auth path prefix in core-api, reached through the BFF's /api proxy. */
  authPrefix: string;
  /** The app's api after `injectAuthEndpoints`, so shared pages call the app's own RTK Query endpoints. */
  authApi: AuthApi;
  navigation: NavigationLink[];
  /** Where the login page's sign-up link leads; apps without self-registration leave it out. */
  registrationPath?: string;
}

export function defineAppConfig(config: Omit<AppConfig, 'authPrefix'>): AppConfig {
  return { ...config, authPrefix: AUTH_PREFIX[config.role] };
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigProvider above it');
  return config;
}
