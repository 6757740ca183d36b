import type { ClientBalance, OrderDto, Page, ProjectDto, ProjectOrderStats } from '@inkwell/contracts';
import type { LanguageEntry, LevelEntry } from '../api/catalogue-api';

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

export function buildOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const id = nextId++;
  return {
    id,
    title: `Order ${id}`,
    projectId: 7,
    projectName: 'Spring blog',
    clientId: 1,
    type: 'OO',
    level: 'good',
    language: { name: 'German - Germany', culture: 'de-DE' },
    services: [{ name: 'copywriting', assignment: 'OO', linguist: null, groupId: null }],
    words: { min: 300, max: 500, final: null },
    price: { min: 1190, max: 1985, final: null, currency: 'EUR' },
    pay: null,
    status: 'open',
    clientStatus: 'open',
    processingDays: 2,
    keywords: [],
    comment: null,
    briefingId: null,
    layoutId: null,
    revisionsCount: 0,
    rating: null,
    reservedUntil: null,
    reservedByMe: false,
    createdAt: '2025-02-01T08:00:00.000Z',
    deadlineAt: null,
    readyAt: null,
    acceptedAt: null,
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<ClientBalance> = {}): ClientBalance {
  return {
    totalDepositAmount: 50000,
    orderReservedAmount: 0,
    nextInvoiceReservedAmount: 0,
    availableAmount: 50000,
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

export const pageOf = <T>(data: T[], total = data.length): Page<T> => ({ data, total });
