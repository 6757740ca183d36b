// Test helpers live behind their own entry ('@inkwell/web-kit/testing') so testing-library never reaches a bundle.
export { createRenderWithProviders } from './render-with-providers';
export type { AppTestSetup, RenderWithProvidersOptions, RenderWithProvidersResult } from './render-with-providers';
export { FakeBackend, errorBody } from './fake-backend';
export { fieldErrorOf } from './field-error-of';
export type { FakeBackendOptions, FakeHandler, FakeRequest, FakeResponse } from './fake-backend';
export { buildAdminMe, buildAuthState, buildClientMe, buildLinguistMe } from './builders';
export { buildAssignment, buildOrder, buildOrderHistory, buildOrderText, pageOf } from './order-builders';
export { buildTemplate } from './template-builders';
export { buildMessage, buildMessageListItem, buildMessageSummary, buildThread, SUPPORT_PARTY } from './message-builders';
export { buildNotificationRecipient, serveNotificationRecipients } from './recipient-builders';
export { buildAdminClient, buildAdminClientDetail, buildClientBalance } from './client-builders';
export { buildBillingSettings } from './billing-settings-builders';
export { buildAdminDeposit, buildAdminInvoice, buildBillingPosition, buildDeposit, buildInvoice } from './billing-builders';
export { bundleAllLanguages } from './bundle-all-languages';
export { commonLocales } from './common-locales';
export { FakeEventSource } from './fake-event-source';
