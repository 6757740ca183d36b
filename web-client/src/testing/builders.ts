import type { ClientBalance, ProjectDto, ProjectOrderStats } from '@inkwell/contracts';
import type { LanguageEntry, LevelEntry } from '../api/catalogue-api';

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
