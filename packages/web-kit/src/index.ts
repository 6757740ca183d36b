export { createBaseQuery, type BaseQueryOptions, type WebBaseQuery } from './api/base-query';
export { errorToText, fieldErrorsOf, toHttpError } from './api/error-to-text';
export { applyServerFieldErrors, hasServerFieldError } from './api/server-field-errors';

export {
  authReducer,
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  loginFailed,
  loginStarted,
  selectAuth,
  selectCurrentUser,
  sessionExpired,
  sessionMissing,
  sessionRestored,
  type AuthRootState,
  type AuthState,
  type AuthStatus,
} from './auth/auth-slice';
export {
  injectAuthEndpoints,
  type AppBaseApi,
  type AuthApi,
  type LoginRequest,
  type PasswordResetLinkRequest,
  type PasswordResetRequest,
  type RegistrationConfirmRequest,
  type RegistrationConfirmResponse,
} from './auth/auth-api';
export { displayName } from './auth/display-name';
export { useAuth } from './auth/use-auth';

export { AppConfigProvider, defineAppConfig, useAppConfig, type AppConfig, type NavigationLink } from './config/app-config';

export {
  commonLocales,
  createI18n,
  textKeys,
  type AppTexts,
  type LocaleTexts,
  type Locales,
} from './i18n/create-i18n';
export { isInterfaceLanguage, languageFromPath, splitLanguagePrefix, withLanguagePrefix } from './i18n/language';

export { buildAppRoutes, type AppRoute, type AppRouteTable } from './routing/build-app-routes';
export { GuestOnly, RequireAuth } from './routing/guards';
export { LanguagePrefixScope, useLanguagePrefix, useLocalizedPath } from './routing/language-prefix';
export { PageSpinner } from './routing/page-spinner';
export { safeBackUrl } from './routing/safe-back-url';

export { DetailsCard, type DetailsCardItem } from './components/details-card';

export { AppShell } from './shell/app-shell';
export { LanguageSwitcher } from './shell/language-switcher';

export { AuthLayout } from './pages/auth-layout';
export { sharedRoutes } from './pages/shared-routes';

export { FormikCheckbox, type FormikCheckboxProps } from './forms/formik-checkbox';
export { FormikTextField, type FormikTextFieldProps } from './forms/formik-text-field';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  passwordRepeatSchema,
  passwordSchema,
} from './forms/password-schema';

export { AppProviders, type AppProvidersProps } from './providers/app-providers';

// The apps reach the shared contracts through web-kit, the one package they declare for it.
export {
  AUTH_PREFIX,
  BFF_PATHS,
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  ME_PATH,
  type AdminMe,
  type AnyMe,
  type ClientMe,
  type InterfaceLanguage,
  type LinguistMe,
  type LinguistRole,
  type Role,
} from '@inkwell/contracts';
