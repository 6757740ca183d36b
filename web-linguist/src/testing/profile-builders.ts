import {
  DEFAULT_LINGUIST_NOTIFICATION_SETTINGS,
  type LinguistActivity,
  type LinguistOrderStats,
  type SelfClassification,
  type SelfClient,
  type SelfClientOrder,
  type SelfNotificationSettings,
  type SelfPricesPerWord,
  type SelfProfile,
} from '@inkwell/contracts';

export function buildSelfProfile(overrides: Partial<SelfProfile> = {}): SelfProfile {
  return {
    id: 7,
    email: 'lina@inkwell.test',
    nickname: 'lina_writes',
    firstName: 'Lina',
    lastName: 'Linguist',
    country: 'DE',
    level: 'professional',
    roles: ['copywriter', 'proofreader'],
    currency: 'EUR',
    avatar: null,
    initials: 'LW',
    availability: { status: 'available', until: null },
    languages: [{ name: 'German', culture: 'de-DE', proficiency: 'native' }],
    stats: { totalOrders: 42, successRate: 0.935, rating: 4.5 },
    ...overrides,
  };
}

export function buildClassification(overrides: Partial<SelfClassification> = {}): SelfClassification {
  return {
    interests: [{ id: 3, name: 'Travel' }],
    industryExpertises: [],
    academicDegree: null,
    academicField: null,
    ...overrides,
  };
}

export function buildPricesPerWord(overrides: Partial<SelfPricesPerWord> = {}): SelfPricesPerWord {
  return {
    currency: 'EUR',
    level: 'professional',
    ranges: [
      { service: 'copywriting', min: '0.04', max: '0.12' },
      { service: 'proofreading', min: '0.01', max: '0.03' },
      { service: 'translating', min: '0.05', max: '0.15' },
    ],
    prices: [{ language: { name: 'German', culture: 'de-DE' }, service: 'copywriting', pricePerWord: '0.065', currency: 'EUR' }],
    ...overrides,
  };
}

export function buildNotificationSettings(overrides: Partial<SelfNotificationSettings> = {}): SelfNotificationSettings {
  return { ...DEFAULT_LINGUIST_NOTIFICATION_SETTINGS, ...overrides };
}

export function buildSelfClient(overrides: Partial<SelfClient> = {}): SelfClient {
  return {
    id: 5,
    name: 'Gartenwelt GmbH',
    orders: 3,
    acceptedOrders: 2,
    earnings: '1234.50',
    currency: 'EUR',
    rating: 4.25,
    lastOrderAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildSelfClientOrder(overrides: Partial<SelfClientOrder> = {}): SelfClientOrder {
  return {
    id: 88,
    title: 'Caring for garden furniture',
    type: 'OO',
    level: 'professional',
    language: { name: 'German', culture: 'de-DE' },
    role: 'writer',
    status: 'accepted',
    words: { min: 500, max: 700, final: 612 },
    payPerWord: '0.05',
    earned: '30.60',
    currency: 'EUR',
    createdAt: '2026-09-20T10:00:00.000Z',
    acceptedAt: '2026-09-25T10:00:00.000Z',
    ...overrides,
  };
}

export function buildOrderStats(overrides: Partial<LinguistOrderStats> = {}): LinguistOrderStats {
  return {
    ordersByStatus: { accepted: 3, canceled: 1 },
    totalOrders: 3,
    acceptanceRate: 0.75,
    rejectionRate: 0,
    rating: 4.25,
    ratings: { content: 5, form: 4, readability: 4, communication: 4 },
    ratedOrders: 2,
    ...overrides,
  };
}

export function buildActivity(overrides: Partial<LinguistActivity> = {}): LinguistActivity {
  return {
    id: 'order-1',
    kind: 'order_delivered',
    at: '2025-03-04T10:00:00.000Z',
    order: { id: 44, title: 'Garden text 1' },
    note: null,
    client: null,
    ...overrides,
  };
}
