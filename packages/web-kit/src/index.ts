export { avatarSource } from './api/avatar-source';
export { createBaseQuery, type BaseQueryOptions, type WebBaseQuery } from './api/base-query';
export { errorToText, fieldErrorsOf, toHttpError } from './api/error-to-text';
export { applyServerFieldErrors, hasServerFieldError, placeServerErrors } from './api/server-field-errors';
export { IDEMPOTENCY_HEADER, idempotencyHeaders, useIdempotencyKeys, type IdempotencyKeys } from './api/idempotency-key';
export { downloadFileQueryFn, fileNameOf, fileOrErrorBody, saveFile } from './api/file-download';
export { DownloadErrorAlert, useFileDownload, type DownloadMutation, type FileDownload } from './api/use-file-download';

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
export { injectMeEndpoint, type MeOfRole } from './auth/me-api';
export { useAuth } from './auth/use-auth';

export {
  AppConfigProvider,
  defineAppConfig,
  useAppConfig,
  type AppConfig,
  type NavigationItem,
  type NavigationLink,
  type NavigationRoute,
  type NavigationSearchAction,
  type NavigationVisibility,
} from './config/app-config';

export {
  createI18n,
  isLanguageLoaded,
  registerFeatureTexts,
  textKeys,
  type AppLocaleSources,
  type AppTexts,
  type LocaleSource,
  type LocaleTexts,
  type Locales,
} from './i18n/create-i18n';
export { isInterfaceLanguage, languageFromPath, splitLanguagePrefix, withLanguagePrefix } from './i18n/language';
export { useRelativeDate } from './i18n/use-relative-date';

export { createAppApi, createAppStore, type AppApiOptions, type AppStoreOptions } from './store/create-app-store';

export { AppRoot, blockableRouter, browserRouter, type AppRootProps, type AppRouter } from './routing/app-root';
export { BlockableHistoryRouter, useNavigationBlocker, type NavigationBlocker } from './routing/navigation-blocker';
export type { AppRoute } from './routing/app-route';
export { buildAppRoutes, type AppRouteTable } from './routing/build-app-routes';
export { GuestOnly, RequireAuth } from './routing/guards';
export { LanguagePrefixScope, useLanguagePrefix, useLocalizedPath } from './routing/language-prefix';
export { lazyPage } from './routing/lazy-page';
export { listenForUncaughtErrors, reportClientError, type ClientErrorKind } from './errors/client-errors';
export { PageSpinner } from './routing/page-spinner';
export { safeBackUrl } from './routing/safe-back-url';

export { DetailsCard, type DetailsCardItem } from './components/details-card';
export { ButtonRow, Stack, TabPanel } from './components/layout';
export { Section } from './components/section';

export { ListTable, isSearchTooShort, useSearchTooShortTexts, type ListTableProps } from './tables/list-table';
export { WholeListTable, type WholeListTableProps } from './tables/whole-list-table';
export { useDataTableLabels, type DataTableLabels } from './tables/use-data-table-labels';
export { usePaging, type Paging } from './tables/use-paging';
export { useAddressWriter, type AddressChanges } from './tables/address-writer';
export { joinFilterList, splitFilterList, useListFilters, type ListFilterOptions, type ListFilters } from './tables/use-list-filters';
export { sortParam, useListSort, type ListSort, type ListSortOptions } from './tables/use-list-sort';

export { ConfirmModal, type ConfirmModalProps } from './orders/confirm-modal';
export { NoteForm, type NoteFormProps } from './notes/note-form';
export { NotesPanel, type NoteOutcome, type NoteRecord, type NotesPanelProps } from './notes/notes-panel';
export { NOTE_TEXTS_KEY, noteTexts, registerNoteTexts, type NoteTexts } from './notes/note-texts';
export { injectNotificationRecipientEndpoints, type NotificationRecipientsApi } from './notification-recipients/notification-recipients-api';
export { NotificationRecipientsPanel, type NotificationRecipientsPanelProps } from './notification-recipients/notification-recipients-panel';
export { registerRecipientTexts } from './notification-recipients/recipient-texts';
export { injectApiKeyEndpoints, type ApiKeysApi, type ApiKeysOwner } from './api-keys/api-keys-api';
export { ApiKeysPanel, type ApiKeysPanelProps } from './api-keys/api-keys-panel';
export { registerApiKeyTexts, useApiKeyText } from './api-keys/api-key-texts';
export { injectWordListEndpoints, type WordListKind, type WordListOwner, type WordListsApi, type WordsChange } from './word-lists/word-lists-api';
export { WordListsPanel, type WordListsPanelProps } from './word-lists/word-lists-panel';
export { registerWordListsTexts } from './word-lists/word-lists-texts';
export { injectAccountEndpoints, type AccountApi, type AccountRole } from './account/account-api';
export { ACCOUNT_TEXTS_KEY, accountTexts, registerAccountTexts, type AccountTexts } from './account/account-texts';
export { EmailConfirmation, type EmailConfirmationProps } from './account/email-confirmation';
export { EmailForm, type EmailFormProps } from './account/email-form';
export { PasswordForm, type PasswordFormProps } from './account/password-form';
export {
  injectBillingSettingsEndpoints,
  type BillingSettingsApi,
  type BillingSettingsChange,
  type BillingSettingsOwner,
} from './billing-settings/billing-settings-api';
export { BillingSettingsForm, type BillingSettingsFormProps } from './billing-settings/billing-settings-form';
export { BILLING_SETTINGS_TEXTS_KEY, billingSettingsLocales, registerBillingSettingsTexts } from './billing-settings/billing-settings-texts';
export { isBillingComplete } from './billing-settings/billing-settings-rules';
export { LegalStatusMessage, type LegalStatusMessageProps } from './billing-settings/legal-status-message';
export {
  injectPaymentSettingsEndpoints,
  type PaymentSettingsApi,
  type PaymentSettingsChange,
  type PaymentSettingsOwner,
} from './linguist-payment/linguist-payment-api';
export { PaymentSettingsForm, type PaymentSettingsFormProps } from './linguist-payment/payment-settings-form';
export { linguistPaymentLocales, registerLinguistPaymentTexts } from './linguist-payment/linguist-payment-texts';
export { injectCatalogueEndpoints, type AcademicLists, type CountryEntry, type LanguageEntry, type LevelEntry } from './catalogues/catalogue-api';
export { catalogueCode, useCatalogueNames, type CatalogueEntry, type CatalogueOption, type NamedCatalogue } from './catalogues/catalogue-names';
export { changedByOrderAction, injectOrderEndpoints, orderPath, type OrderActionResult, type OrderLayout } from './orders/order-api';
export { assignedLinguist, formatMoneyRange, formatWordsRange } from './orders/order-format';
export { mayHaveSubmittedText } from './orders/order-format';
export { OrderHistoryTable, type OrderHistoryTableProps } from './orders/order-history-table';
export { OrderNotShown, OrderPageHeader, useOrderPageRoute, type OrderPageRoute } from './orders/order-page-parts';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './orders/order-status-badge';
export { ORDER_TEXTS_KEY } from './orders/order-texts-key';
export { hasSections, OrderTextView, type OrderTextViewProps } from './orders/order-text-view';
export { OrderTextSections, textSectionsInOrder, type OrderTextSectionsProps, type TextSection } from './orders/order-text-sections';

export { injectMessageEndpoints, type MailboxOwner, type MessagesApi } from './messages/messages-api';
export { MailboxScreen, type MailboxScreenProps } from './messages/mailbox-screen';
export { MailMenu } from './messages/mail-menu';
export { MessagesPage, type MessagesPageProps } from './messages/messages-page';
export { OrderConversation, type OrderConversationProps } from './messages/order-conversation';
export { MESSAGE_TEXTS_KEY, messageTexts, registerMessageTexts, type MessageTexts } from './messages/message-texts';

export { injectImportEndpoints, type ImportsApi } from './imports/imports-api';
export { ImportsTable, type ImportsTableProps } from './imports/imports-table';
export { ImportDetailScreen, type ImportDetailScreenProps } from './imports/import-detail-screen';
export { ImportUploadModal, type ClientPickerField, type ImportUploadModalProps } from './imports/import-upload-modal';
export { OrderFileImport, type OrderFileImportProps } from './imports/order-file-import';
export { registerImportTexts } from './imports/import-texts';

export {
  injectOrderWizardEndpoints,
  totalOf,
  type NewProject,
  type OrderWizardApi,
  type OrderWizardRole,
  type TextPriceQuery,
  type WizardBriefing,
} from './order-wizard/order-wizard-api';
export {
  OrderWizardProvider,
  useOrderWizardSetup,
  type OrderWizardSetup,
  type WizardClientPickerProps,
  type WizardCustomer,
} from './order-wizard/order-wizard-setup';
export {
  clientChanged,
  clientDefaultsApplied,
  copyPrepared,
  initialOrderWizardState,
  orderWizardReducer,
  selectWizardClient,
  selectWizardData,
  selectWizardMode,
  selectWizardStep,
  stepDataMerged,
  wizardReset,
  type OrderWizardData,
  type OrderWizardState,
  type WizardClient,
  type WizardClientDefaults,
} from './order-wizard/order-wizard-slice';
export { OrderWizardPage, type WizardPreselection } from './order-wizard/components/order-wizard-page';
export { CopyOrderPage } from './order-wizard/components/copy-order-page';
export { orderWizardLocales, registerOrderWizardTexts } from './order-wizard/locales';

export { injectProjectExportEndpoints, type ProjectExportApi } from './exports/project-export-api';
export { IMPORT_TAG_TYPES, MESSAGE_TAG_TYPES, ORDER_WIZARD_TAG_TYPES, PROJECT_EXPORT_TAG_TYPES } from './api/tag-types';
export { ProjectExportModal, type ProjectExportModalProps, type WordpressSiteState } from './exports/project-export-modal';
export { registerProjectExportTexts } from './exports/project-export-texts';
export { dayOfTimestamp, deadlineOfDay } from './projects/project-deadline';
export { ProjectEditModal, type ProjectEditModalProps } from './projects/project-edit-modal';
export { registerProjectEditTexts } from './projects/project-edit-texts';
export { ProjectStatusBar, type ProjectStatusBarProps } from './projects/project-status-bar';
export { STATUS_BAR_STATUSES, statusBarSegments, type StatusBarSegment, type StatusBarStatus } from './projects/status-bar-segments';
export { statusBarColour } from './projects/styled';
export { injectGeneratorEndpoints, type GeneratorApi, type GeneratorRole } from './generator/generator-api';
export { GeneratorPage, type GeneratorPageProps } from './generator/generator-page';
export { generatorErrorText, isNotConfigured as isGeneratorNotConfigured } from './generator/generator-error';
export { registerGeneratorTexts } from './generator/generator-texts';
export { injectTextCheckEndpoints, type TextCheckApi, type TextCheckRole } from './text-checks/text-checks-api';
export { registerTextCheckTexts, useTextChecksTabLabel } from './text-checks/text-checks-texts';
export { AiCheckPanel, type AiCheckPanelProps } from './text-checks/ai-check-panel';
export { PlagiarismPanel, type PlagiarismPanelProps } from './text-checks/plagiarism-panel';
export { TextInformationPanel } from './text-checks/text-information-panel';
export { TextPreviewButton, type TextPreviewProps } from './text-checks/text-preview-dialog';
export { TextVersionsCompare, type TextVersionsCompareProps } from './text-checks/text-versions-compare';
export { namesIn, useDisplayNames, type NamedCountry, type NamedLanguage } from './i18n/display-names';

export { FetchedTemplate, type FetchedTemplateProps } from './templates/fetched-template';
export { TemplatePreview, type PreviewedTemplate, type TemplatePreviewProps } from './templates/template-preview';
export { DeleteTemplate, type DeleteTemplateProps } from './templates/delete-template';
export { StoredTemplate, type StoredTemplateProps } from './templates/stored-template';
export { isConflict, templateFieldErrors, type TemplateFieldErrors } from './templates/template-field-errors';
export { TemplateForm, type TemplateFormProps } from './templates/template-form';
export {
  TemplateListTable,
  useTemplateColumns,
  useTemplateListState,
  type TemplateListQuery,
  type TemplateListState,
  type TemplateListTableProps,
} from './templates/template-list';
export { EMPTY_TREE, type BriefingRecord, type TemplateInput, type TemplateRecord } from './templates/template-records';
export {
  sectionProblemMessage,
  templateRuleMessage,
  useTemplateMessages,
  type TemplateMessages,
} from './templates/template-rule-messages';
export { registerTemplateTexts, TEMPLATE_TEXTS_KEY, templateTexts, type TemplateTexts } from './templates/template-texts';
export { useEditorLabels } from './templates/use-editor-labels';
export { useOrderColumns, type OrderColumn, type OrderColumns } from './orders/use-order-columns';
export { useLevelLabel, useOrderStatusLabel } from './orders/use-order-labels';

export {
  BILLING_COMMON_TEXTS_KEY,
  billingCommonTexts,
  registerBillingCommonTexts,
  type BillingCommonTexts,
} from './billing/billing-texts';
export { useDepositColumns, type DepositColumns } from './billing/deposit-columns';
export { useAmountColumns, useInvoiceColumns, type BillingAmounts, type InvoiceColumnExtras } from './billing/invoice-columns';
export { InvoiceDownloadButton, type InvoiceDownloadButtonProps } from './billing/invoice-download-button';
export { DepositStatusBadge, InvoiceStatusBadge } from './billing/status-badges';
export { useBillingLabels, type BillingLabels } from './billing/use-billing-labels';

export { AppShell } from './shell/app-shell';
export { LanguageSwitcher } from './shell/language-switcher';

export { AuthLayout } from './pages/auth-layout';
export { sharedGuestRoutes, sharedOpenRoutes, sharedRoutes } from './pages/shared-routes';
export { DashboardFrame, type DashboardFrameProps } from './pages/dashboard-frame';

export { FormikCheckbox, type FormikCheckboxProps } from './forms/formik-checkbox';
export { FormikCheckboxGroup, type CheckboxGroupOption, type FormikCheckboxGroupProps } from './forms/formik-checkbox-group';
export { FormikSelectField, type FormikSelectFieldProps } from './forms/formik-select-field';
export { FormikTextArea, type FormikTextAreaProps } from './forms/formik-text-area';
export { FormikTextField, type FormikTextFieldProps } from './forms/formik-text-field';
export { FormModal, type FormModalProps } from './forms/form-modal';
export { NewPasswordFields } from './forms/new-password-fields';
export { SecretOnce, type SecretOnceProps, type SecretOnceTexts } from './forms/secret-once';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  passwordRepeatSchema,
  passwordSchema,
} from './forms/password-schema';

export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export type { LiveTags } from './live/live-tags';

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
