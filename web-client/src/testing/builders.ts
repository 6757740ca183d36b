import type {
  ClientBalance,
  LinguistGroup,
  LinguistListItem,
  LinguistProfileWithAvailability,
  PaymentMethodsResponse,
  ProjectDto,
  ProjectOrderStats,
} from '@inkwell/contracts';
import type { LanguageEntry, LevelEntry } from '@inkwell/web-kit';

// Orders, pages of them and the users come from web-kit's builders ('@inkwell/web-kit/testing').
let nextId = 100;

export const testLanguages: LanguageEntry[] = [
  { id: 1, name: 'English - United Kingdom', culture: 'en-GB', code: 'en' },
  { id: 2, name: 'German - Germany', culture: 'de-DE', code: 'de' },
];

export const testLevels: LevelEntry[] = [
  { code: 'simple', name: 'Junior', rank: 1 },
  { code: 'good', name: 'Linguist', rank: 2 },
  { code: 'professional', name: 'Senior', rank: 3 },
];

export function buildProject(overrides: Partial<ProjectDto> = {}): ProjectDto {
  const id = nextId++;
  return {
    id,
    name: `Project ${id}`,
    language: { name: 'German - Germany', culture: 'de-DE' },
    purchaseOrder: null,
    quoteId: null,
    externalId: null,
    deadlineAt: null,
    status: 'open',
    prices: [],
    ordersCount: 0,
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<ClientBalance> = {}): ClientBalance {
  return {
    totalDepositAmount: 50000,
    orderReservedAmount: 0,
    nextInvoiceReservedAmount: 0,
    availableAmount: 50000,
    openInvoicesAmount: 0,
    overdueInvoicesAmount: 0,
    currency: 'EUR',
    ...overrides,
  };
}

export function buildStats(overrides: Partial<ProjectOrderStats> = {}): ProjectOrderStats {
  const counts = { open: 0, processing: 0, ready: 0, accepted: 0, canceled: 0, rejected: 0, ...overrides };
  return {
    ...counts,
    total: counts.open + counts.processing + counts.ready + counts.accepted + counts.canceled + counts.rejected,
  };
}

// The billing form is web-kit's (decision 058), and so is the builder its tests share.
export { buildBillingSettings } from '@inkwell/web-kit/testing';

/** GET /client/countries: two EU states and the United Kingdom. */
export const testCountries = [
  { code: 'DE', name: 'Germany', eu: true },
  { code: 'FR', name: 'France', eu: true },
  { code: 'GB', name: 'United Kingdom', eu: false },
];

/** The payment methods with Stripe configured (spec §9 fees). */
export function buildPaymentMethods(overrides: Partial<PaymentMethodsResponse> = {}): PaymentMethodsResponse {
  return {
    data: [
      { method: 'CARD', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
      { method: 'SEPA_DEBIT', pending: true, fee: { kind: 'fixed', amount: 35 } },
      { method: 'BANK', pending: true, fee: { kind: 'fixed', amount: 0 } },
    ],
    publishableKey: 'pk_test_inkwell',
    ...overrides,
  };
}

export function buildLinguist(overrides: Partial<LinguistListItem> = {}): LinguistListItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    nickname: `Writer${id}`,
    avatar: null,
    initials: 'WR',
    level: 'professional',
    rating: 4.5,
    languages: [{ name: 'German - Germany', culture: 'de-DE' }],
    interests: [{ id: 1, name: 'Travel' }],
    successRate: 0.935,
    totalOrders: 12,
    pricePerWord: '0.012',
    currency: 'EUR',
    roles: ['copywriter'],
    relation: null,
    ...overrides,
  };
}

export function buildLinguistProfile(overrides: Partial<LinguistProfileWithAvailability> = {}): LinguistProfileWithAvailability {
  return { ...buildLinguist(overrides), ordersWithMe: { lifetime: 3, lastMonth: 1 }, availability: { status: 'available', until: null }, ...overrides };
}

export function buildLinguistGroup(overrides: Partial<LinguistGroup> = {}): LinguistGroup {
  const id = overrides.id ?? nextId++;
  return { id, name: `Group ${id}`, type: 'copywriting', membersCount: 0, createdAt: '2025-01-10T10:00:00.000Z', ...overrides };
}

export const testTextTopics = [
  { id: 1, name: 'Travel' },
  { id: 2, name: 'Finance' },
];
