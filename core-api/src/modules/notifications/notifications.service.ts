import type { Transaction } from 'sequelize';
import type { ClientNotificationEvent, EmailTemplateId, InterfaceLanguage, Role, SelfNotificationSettings } from '@inkwell/contracts';
import type { CoreConfig } from '../../config.js';
import type { MailAttachment, Mailer } from './mailer.js';
import type { MailTemplateVariables } from './email-template-catalogue.js';
import { IncompleteMailError, renderMail, type MailValues } from './mail-rendering.js';
import { storedTemplateText } from './email-templates.service.js';
import { recipientsFor } from './recipients.service.js';

type MailTemplate = keyof MailTemplateVariables;

export interface AccountMail<T extends MailTemplate> {
  to: string;
  language: InterfaceLanguage;
  template: T;
  vars: MailTemplateVariables[T];
  attachments?: MailAttachment[];
}

/**
 * Renders a template as staff last saved it, in `language`, and writes it to the outbox. A template that cannot
 * be filled completely is recorded with the reason and not sent; the use case around it goes on.
 */
async function writeMail(
  mailer: Mailer,
  to: string,
  template: EmailTemplateId,
  language: InterfaceLanguage,
  values: MailValues,
  transaction?: Transaction,
  attachments?: MailAttachment[],
): Promise<void> {
  const stored = await storedTemplateText(template, language, transaction);
  try {
    const rendered = renderMail(stored, language, values);
    await mailer.send({ to, template, language, ...rendered, attachments }, { transaction });
  } catch (err) {
    if (!(err instanceof IncompleteMailError)) throw err;
    await mailer.recordUnrendered({ to, template, language, error: err.message }, { transaction });
  }
}

/** Renders one of the account mails (registration, reset, invitation) in the recipient's language and hands it to the mailer. */
export function sendTemplateMail<T extends MailTemplate>(mailer: Mailer, mail: AccountMail<T>, transaction?: Transaction): Promise<void> {
  return writeMail(mailer, mail.to, mail.template, mail.language, mail.vars, transaction, mail.attachments);
}

/** The mails that tell someone what happened on the platform; each is a template of the same id. */
export type NotificationEvent = 'order-ready' | 'revision-requested' | 'rejection-confirmed' | 'rejection-declined' | 'proofreading-revision-requested' | 'proofreading-rejected' | 'proofreading-rejection-confirmed' | 'direct-request' | 'message-received' | 'invoice-issued' | 'deposit-invoice' | 'deadline-extended' | 'credit-note-issued' | 'credit-note-cancelled';

/** A linguist's choices (GET /linguist/settings/notification) that decide which of these mails she gets. */
export type LinguistMailChoices = Pick<SelfNotificationSettings, 'directRequests' | 'orderUpdates' | 'messages'>;

/** Who a notification is for, as the calling module read the account through the users (and linguists) face. */
export type Addressee =
  | { role: 'client'; id: number; email: string; name: string | null; language: InterfaceLanguage }
  | { role: 'linguist'; id: number; email: string; name: string | null; language: InterfaceLanguage; choices: LinguistMailChoices }
  | { role: 'admin'; id: number; email: string; name: string | null; language: InterfaceLanguage };

export interface Notification<E extends NotificationEvent> {
  event: E;
  to: Addressee;
  /** the template's placeholders but `name` (the addressee's or recipient's) and `link` (made from `path`) */
  vars: Omit<MailTemplateVariables[E], 'name' | 'link'>;
  /** where the mail's link leads in the addressee's app, e.g. `/order/12` */
  path: string;
}

/** The client recipients' subscription each event is sent under. */
const CLIENT_EVENT: Record<NotificationEvent, ClientNotificationEvent> = {
  'order-ready': 'orderReady',
  'revision-requested': 'decisions',
  'rejection-confirmed': 'decisions',
  'rejection-declined': 'decisions',
  'proofreading-revision-requested': 'decisions',
  'proofreading-rejected': 'decisions',
  'proofreading-rejection-confirmed': 'decisions',
  'direct-request': 'orderReady',
  'message-received': 'messages',
  'invoice-issued': 'invoices',
  'deposit-invoice': 'deposits',
  'deadline-extended': 'decisions',
  // linguists' mails: no client recipient ever gets them
  'credit-note-issued': 'invoices',
  'credit-note-cancelled': 'invoices',
};

/** The linguist's setting each event is sent under. */
const LINGUIST_CHOICE: Record<NotificationEvent, keyof LinguistMailChoices> = {
  'order-ready': 'orderUpdates',
  'revision-requested': 'orderUpdates',
  'rejection-confirmed': 'orderUpdates',
  'rejection-declined': 'orderUpdates',
  'proofreading-revision-requested': 'orderUpdates',
  'proofreading-rejected': 'orderUpdates',
  'proofreading-rejection-confirmed': 'orderUpdates',
  'direct-request': 'directRequests',
  'message-received': 'messages',
  'invoice-issued': 'orderUpdates',
  'deposit-invoice': 'orderUpdates',
  'deadline-extended': 'orderUpdates',
  'credit-note-issued': 'orderUpdates',
  'credit-note-cancelled': 'orderUpdates',
};

export type NotificationsRuntime = { config: Pick<CoreConfig, 'clientAppUrl' | 'adminAppUrl' | 'linguistAppUrl'>; mailer: Mailer };

let bound: NotificationsRuntime | null = null;

/**
 * Use cases call notify as `(notification, transaction)` from deep inside other modules, so the mailer and the
 * apps' addresses are bound once, when the notifications module registers its routes.
 */
export function bindNotificationsRuntime(runtime: NotificationsRuntime): void {
  bound = runtime;
}

function appUrl(config: NotificationsRuntime['config'], role: Role): string {
  return role === 'client' ? config.clientAppUrl : role === 'admin' ? config.adminAppUrl : config.linguistAppUrl;
}

/**
 * Mails the addressee about `event` in its interface language, inside the caller's transaction: a client's mail
 * also goes to each of its recipients subscribed to the event; a linguist gets it only if her settings want it.
 * Answers the addresses written to the outbox. Outside core-api's process (the demo seed's command line) nothing
 * is bound and nothing is sent.
 */
export async function notify<E extends NotificationEvent>(notification: Notification<E>, transaction?: Transaction): Promise<string[]> {
  if (!bound) return [];
  const { event, to, vars, path } = notification;
  if (to.role === 'linguist' && !to.choices[LINGUIST_CHOICE[event]]) return [];
  const link = `${appUrl(bound.config, to.role)}${path}`;
  const audience = [{ email: to.email, name: to.name }];
  if (to.role === 'client') {
    for (const recipient of await recipientsFor(to.id, CLIENT_EVENT[event], transaction)) audience.push({ email: recipient.email, name: recipient.name });
  }
  const written: string[] = [];
  for (const { email, name } of audience) {
    if (written.some((address) => address.toLowerCase() === email.toLowerCase())) continue;
    await writeMail(bound.mailer, email, event, to.language, { ...(vars as MailValues), name, link }, transaction);
    written.push(email);
  }
  return written;
}
