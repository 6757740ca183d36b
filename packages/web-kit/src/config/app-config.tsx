import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { AUTH_PREFIX, type AnyMe, type Role } from '@inkwell/contracts';
import type { AuthApi } from '../auth/auth-api';
import type { LiveTags } from '../live/live-tags';

/** Shown only to users it answers true for (e.g. deposit clients); without it, to everyone. */
export type NavigationVisibility = (user: AnyMe) => boolean;

export interface NavigationRoute {
  /** App path without language prefix; the shell adds the active one. */
  to: string;
  /** Translation key of the link text. */
  labelKey: string;
  visible?: NavigationVisibility;
  /**
   * Other paths (without language prefix) under which the header link is the current page too, e.g. a second tab
   * of the same screen at an address of its own. Only header links read it.
   */
  activeOn?: string[];
}

/**
 * A menu entry that stays on the current page and adds these parameters to its address, for things that are
 * not pages: a header widget watching for `?deposit=1` opens its dialog, and the address can be shared.
 */
export interface NavigationSearchAction {
  search: Record<string, string>;
  labelKey: string;
  visible?: NavigationVisibility;
}

export type NavigationItem = NavigationRoute | NavigationSearchAction;

/** A header link, or with `items` a menu under its label (the client's "Create New"). */
export type NavigationLink = NavigationRoute | { labelKey: string; items: NavigationItem[]; visible?: NavigationVisibility };

/** What makes one app different from the others as far as web-kit's shell and auth pages are concerned. */
export interface AppConfig {
  role: Role;
  /** The role's auth path prefix in core-api, reached through the BFF's /api proxy. */
  authPrefix: string;
  /** The app's api after `injectAuthEndpoints`, so shared pages call the app's own RTK Query endpoints. */
  authApi: AuthApi;
  navigation: NavigationLink[];
  /** Entries of the user menu, above Logout. */
  userMenu?: NavigationItem[];
  /**
   * The app's own pieces of the header, left of the language switcher (a balance, a dialog host). They are
   * rendered for every signed-in user of the app, so each decides itself whether it shows anything.
   */
  headerWidgets?: ComponentType[];
  /** Where the login page's sign-up link leads; apps without self-registration leave it out. */
  registrationPath?: string;
  /**
   * What live order and balance events make stale in this app (decision 035); message events need nothing here.
   * Apps whose users get no such events leave it out.
   */
  liveTags?: LiveTags;
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
