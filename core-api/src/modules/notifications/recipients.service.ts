import { Op, fn, col, where as sqlWhere, type Transaction } from 'sequelize';
import {
  CLIENT_NOTIFICATION_EVENTS,
  NOTIFICATION_RECIPIENTS_MAX,
  type ClientNotificationEvent,
  type NotificationRecipientBody,
  type NotificationRecipientDto,
  type Page,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { NotificationRecipient } from './notifications.model.js';

function toDto(recipient: NotificationRecipient): NotificationRecipientDto {
  return {
    id: recipient.id,
    email: recipient.email,
    name: recipient.name,
    // Stored as sent; answered in the contract's order so lists and forms read alike.
    events: CLIENT_NOTIFICATION_EVENTS.filter((event) => recipient.events.includes(event)),
    createdAt: recipient.createdAt.toISOString(),
    updatedAt: recipient.updatedAt.toISOString(),
  };
}

function database() {
  const sequelize = NotificationRecipient.sequelize;
  if (!sequelize) throw new Error('The notification models are not initialised');
  return sequelize;
}

/** One client's recipients change one at a time, so the limit and the unique address hold under concurrent saves. */
async function lockClientRecipients(clientId: number, transaction: Transaction): Promise<void> {
  await database().query("SELECT pg_advisory_xact_lock(hashtext('client_notifications_recipients'), :clientId)", { replacements: { clientId }, transaction });
}

async function assertAddressFree(clientId: number, email: string, exceptId: number | null, transaction: Transaction): Promise<void> {
  const taken = await NotificationRecipient.findOne({
    where: { clientId, ...(exceptId === null ? {} : { id: { [Op.ne]: exceptId } }), [Op.and]: [sqlWhere(fn('lower', col('email')), email.toLowerCase())] },
    transaction,
  });
  if (taken) throw AppError.conflict(`${email} already receives your notifications`).withDetails({ email: ['already receives your notifications'] });
}

/** The client's recipients, oldest first. */
export async function listNotificationRecipients(clientId: number): Promise<Page<NotificationRecipientDto>> {
  const rows = await NotificationRecipient.findAll({ where: { clientId }, order: [['id', 'ASC']] });
  return { data: rows.map(toDto), total: rows.length };
}

/**
 * @throws AppError 409 naming `email` when the client has that address already; 422 past NOTIFICATION_RECIPIENTS_MAX
 */
export function addNotificationRecipient(clientId: number, body: NotificationRecipientBody): Promise<NotificationRecipientDto> {
  return database().transaction(async (transaction) => {
    await lockClientRecipients(clientId, transaction);
    if ((await NotificationRecipient.count({ where: { clientId }, transaction })) >= NOTIFICATION_RECIPIENTS_MAX) {
      throw AppError.unprocessable(`A client can have at most ${NOTIFICATION_RECIPIENTS_MAX} notification recipients`);
    }
    await assertAddressFree(clientId, body.email, null, transaction);
    return toDto(await NotificationRecipient.create({ clientId, ...body }, { transaction }));
  });
}

/** @throws AppError 404 for another client's recipient; 409 naming `email` for an address the client has already */
export function updateNotificationRecipient(clientId: number, id: number, body: NotificationRecipientBody): Promise<NotificationRecipientDto> {
  return database().transaction(async (transaction) => {
    await lockClientRecipients(clientId, transaction);
    const recipient = await NotificationRecipient.findOne({ where: { id, clientId }, transaction });
    if (!recipient) throw AppError.notFound('Notification recipient');
    await assertAddressFree(clientId, body.email, id, transaction);
    return toDto(await recipient.update(body, { transaction }));
  });
}

/** @throws AppError 404 for another client's recipient */
export async function removeNotificationRecipient(clientId: number, id: number): Promise<void> {
  if (!(await NotificationRecipient.destroy({ where: { id, clientId } }))) throw AppError.notFound('Notification recipient');
}

/** Who besides the account gets this client's mail of `event`. */
export function recipientsFor(clientId: number, event: ClientNotificationEvent, transaction?: Transaction): Promise<NotificationRecipient[]> {
  return NotificationRecipient.findAll({ where: { clientId, events: { [Op.contains]: [event] } }, order: [['id', 'ASC']], transaction });
}
