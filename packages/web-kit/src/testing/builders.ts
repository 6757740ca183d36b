import type { AdminMe, AnyMe, ClientMe, LinguistMe } from '@inkwell/contracts';
import type { AuthState } from '../auth/auth-slice';

let nextId = 1;

export function buildClientMe(overrides: Partial<ClientMe> = {}): ClientMe {
  const id = nextId++;
  return {
    id,
    email: `client${id}@example.com`,
    firstName: 'Clara',
    lastName: 'Client',
    nickname: null,
    language: 'en',
    currencyId: 1,
    currency: 'EUR',
    country: 'DE',
    createdAt: '2024-03-15T09:30:00.000Z',
    accountTier: 'standard',
    invoicing: 'deposit',
    vat: '0.19',
    hasValidLegalInfo: true,
    servicesAvailable: ['copywriting', 'proofreading'],
    status: 'ACTIVE',
    billing: null,
    autoAcceptDays: 3,
    ...overrides,
  };
}

export function buildAdminMe(overrides: Partial<AdminMe> = {}): AdminMe {
  const id = nextId++;
  return {
    id,
    email: `admin${id}@example.com`,
    firstName: 'Ada',
    lastName: 'Admin',
    language: 'en',
    fakturaAccess: false,
    status: 'ACTIVE',
    createdAt: '2023-11-02T08:00:00.000Z',
    ...overrides,
  };
}

export function buildLinguistMe(overrides: Partial<LinguistMe> = {}): LinguistMe {
  const id = nextId++;
  return {
    id,
    email: `linguist${id}@example.com`,
    firstName: 'Lina',
    lastName: 'Linguist',
    nickname: `lina${id}`,
    language: 'en',
    level: 'professional',
    roles: ['copywriter'],
    servicesAvailable: ['copywriting'],
    languages: [{ name: 'German', culture: 'de-DE' }],
    currency: 'EUR',
    status: 'ACTIVE',
    createdAt: '2022-06-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Preloaded auth state of a user whose session the app already checked. */
export function buildAuthState(user: AnyMe | null): AuthState {
  return user
    ? { status: 'authenticated', user, sessionChecked: true, endedBy: null }
    : { status: 'unauthenticated', user: null, sessionChecked: true, endedBy: null };
}
