import type {
  AdminClientLinguistItem,
  AdminLinguistGroup,
  AdminLinguistGroupDetail,
  AdminLinguistListItem,
  AdminLinguistNote,
  AdminLinguistOrderRow,
  AdminLinguistProfile,
  LinguistListItem,
} from '@inkwell/contracts';

const AT = '2025-03-01T10:00:00.000Z';

export function buildAdminLinguist(overrides: Partial<AdminLinguistListItem> = {}): AdminLinguistListItem {
  return {
    id: 7,
    nickname: 'wordsmith',
    firstName: 'Wanda',
    lastName: 'Smith',
    email: 'wanda@linguists.example',
    status: 'ACTIVE',
    level: 'professional',
    roles: ['copywriter'],
    languages: [{ name: 'German - Germany', culture: 'de-DE' }],
    country: 'DE',
    currency: 'EUR',
    totalOrders: 12,
    rating: 4.5,
    createdAt: AT,
    ...overrides,
  };
}

export function buildAdminLinguistProfile(overrides: Partial<AdminLinguistProfile> = {}): AdminLinguistProfile {
  return {
    id: 7,
    nickname: 'wordsmith',
    firstName: 'Wanda',
    lastName: 'Smith',
    avatar: null,
    initials: 'WS',
    email: 'wanda@linguists.example',
    status: 'ACTIVE',
    level: 'professional',
    roles: ['copywriter'],
    servicesAvailable: ['copywriting'],
    country: 'DE',
    currency: 'EUR',
    language: 'de',
    languages: [{ name: 'German - Germany', culture: 'de-DE' }],
    interests: [{ id: 3, name: 'Travel' }],
    createdAt: AT,
    stats: {
      ordersByStatus: { accepted: 12, processing_cw: 1 },
      totalOrders: 12,
      acceptanceRate: 0.8,
      rejectionRate: 0.1,
      rating: 4.5,
      ratings: { content: 4.5, form: 4.5, readability: 4.5, communication: 4.5 },
      ratedOrders: 10,
    },
    availability: { status: 'available', until: null },
    legalInfo: null,
    ...overrides,
  };
}

export function buildLinguistListItem(overrides: Partial<LinguistListItem> = {}): LinguistListItem {
  return {
    id: 7,
    nickname: 'wordsmith',
    avatar: null,
    initials: 'WS',
    level: 'professional',
    rating: 4.5,
    languages: [{ name: 'German - Germany', culture: 'de-DE' }],
    interests: [],
    successRate: 0.8,
    totalOrders: 12,
    pricePerWord: '0.0500',
    currency: 'EUR',
    roles: ['copywriter'],
    relation: null,
    ...overrides,
  };
}

export function buildClientLinguist(overrides: Partial<AdminClientLinguistItem> = {}): AdminClientLinguistItem {
  return { ...buildLinguistListItem(), status: 'ACTIVE', ordersWithClient: 3, ...overrides };
}

export function buildAdminLinguistGroup(overrides: Partial<AdminLinguistGroup> = {}): AdminLinguistGroup {
  return { id: 5, name: 'Blog writers', type: 'copywriting', membersCount: 2, createdAt: AT, client: { id: 41, name: 'Teak & Co. KG' }, ...overrides };
}

export function buildAdminGroupDetail(overrides: Partial<AdminLinguistGroupDetail> = {}): AdminLinguistGroupDetail {
  const members = overrides.members ?? [buildLinguistListItem()];
  return { ...buildAdminLinguistGroup({ membersCount: members.length }), members, ...overrides };
}

export function buildAdminLinguistNote(overrides: Partial<AdminLinguistNote> = {}): AdminLinguistNote {
  return { id: 1, linguistId: 7, text: 'Fast and careful.', author: { id: 1, name: 'Ada Admin' }, createdAt: AT, updatedAt: AT, ...overrides };
}

export function buildAdminLinguistOrder(overrides: Partial<AdminLinguistOrderRow> = {}): AdminLinguistOrderRow {
  return {
    id: 301,
    title: 'Teak care guide',
    projectId: 9,
    type: 'OO',
    level: 'professional',
    language: { name: 'German - Germany', culture: 'de-DE' },
    role: 'writer',
    status: 'accepted',
    words: { min: 300, max: 400, final: 350 },
    price: { min: 1500, max: 2000, final: 1750, currency: 'EUR' },
    createdAt: AT,
    acceptedAt: AT,
    client: { id: 41, name: 'Teak & Co. KG' },
    ...overrides,
  };
}
