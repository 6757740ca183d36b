import {
  CLIENT_VIEW_OF_STATUS,
  type LinguistRef,
  type OrderDto,
  type OrderHistoryDto,
  type OrderService,
  type OrderServiceAssignment,
  type OrderTextDto,
  type Page,
} from '@inkwell/contracts';

let nextOrderId = 100;

/** An order as the API answers it: open, OO, German, 200–400 words; the client view follows the status. */
export function buildOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const id = overrides.id ?? nextOrderId++;
  const order: OrderDto = {
    id,
    title: `Order ${id}`,
    projectId: 1,
    projectName: 'Spring campaign',
    clientId: 10,
    clientName: null,
    type: 'OO',
    level: 'professional',
    language: { name: 'German', culture: 'de-DE' },
    services: [buildAssignment('copywriting', null)],
    words: { min: 200, max: 400, final: null },
    price: { min: 2000, max: 4000, final: null, currency: 'EUR' },
    pay: { min: 1000, max: 2000, final: null, currency: 'EUR' },
    status: 'open',
    clientStatus: 'open',
    processingDays: 2,
    keywords: [],
    comment: null,
    briefingId: null,
    layoutId: null,
    revisionsCount: 0,
    rejection: null,
    rating: null,
    reservedUntil: null,
    reservedByMe: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    deadlineAt: null,
    readyAt: null,
    acceptedAt: null,
    exportType: null,
    lastExportedAt: null,
    ...overrides,
  };
  return { ...order, clientStatus: CLIENT_VIEW_OF_STATUS[order.status] };
}

/** One service of an order; `linguist` is who works on it (null while nobody does). */
export function buildAssignment(
  name: OrderService,
  linguist: LinguistRef | null,
  assignment: OrderServiceAssignment['assignment'] = name === 'copywriting' ? 'OO' : 'open',
): OrderServiceAssignment {
  return { name, assignment, linguist, groupId: null };
}

export function buildOrderText(overrides: Partial<OrderTextDto> = {}): OrderTextDto {
  return {
    content: 'A short text.',
    words: 3,
    authorRole: 'writer',
    version: 1,
    submittedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

let nextHistoryId = 1;

export function buildOrderHistory(overrides: Partial<OrderHistoryDto> = {}): OrderHistoryDto {
  return {
    id: nextHistoryId++,
    action: 'take',
    fromStatus: 'open',
    toStatus: 'processing_cw',
    actorRole: 'linguist',
    actorName: 'Lina Linguist',
    note: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], total = data.length): Page<T> => ({ data, total });
