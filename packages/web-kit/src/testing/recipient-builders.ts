import type { NotificationRecipientDto } from '@inkwell/contracts';
import type { FakeBackend, FakeResponse } from './fake-backend';
import { pageOf } from './order-builders';

/** Mia, a colleague who gets ready texts and invoices; the id is 3 unless overridden. */
export function buildNotificationRecipient(overrides: Partial<NotificationRecipientDto> = {}): NotificationRecipientDto {
  return {
    id: 3,
    email: 'mia@acme.example',
    name: 'Mia Mail',
    events: ['orderReady', 'invoices'],
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Answers a client's recipient calls under `base` (/api/client, or /api/admin/client/:id for staff) and keeps the
 * list as core-api would: added recipients get id 9, changes and removals apply to the listed ones.
 */
export function serveNotificationRecipients(backend: FakeBackend, base: string, recipients: NotificationRecipientDto[]): FakeBackend {
  let list = recipients;
  const one = (id: number) => `${base}/notifications-recipient/${id}`;
  const serveOne = (id: number) =>
    backend
      .on('PUT', one(id), ({ body }): FakeResponse => {
        list = list.map((recipient) => (recipient.id === id ? { ...recipient, ...(body as object) } : recipient));
        return { status: 200, body: list.find((recipient) => recipient.id === id) };
      })
      .on('DELETE', one(id), () => {
        list = list.filter((recipient) => recipient.id !== id);
        return { status: 204 };
      });
  backend.on('GET', `${base}/notifications-recipients`, () => ({ status: 200, body: pageOf(list) }));
  backend.on('POST', `${base}/notifications-recipient`, ({ body }) => {
    const created = { ...buildNotificationRecipient(), id: 9, ...(body as object) };
    list = [...list, created];
    serveOne(created.id);
    return { status: 201, body: created };
  });
  for (const recipient of recipients) serveOne(recipient.id);
  return backend;
}
