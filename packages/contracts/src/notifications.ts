/**
 * E-mail notifications (issue 12, decision 033): the templates staff edit, the outbox staff read, and the people a
 * client wants to hear from the platform. Every mail is rendered from a stored template in its addressee's
 * interface language; a client's mails go to its account e-mail and to the recipients subscribed to that event.
 *
 *   GET    /admin/email-templates                           → EmailTemplateSummary[]
 *   GET    /admin/email-template/:id                        → EmailTemplateDto
 *   PUT    /admin/email-template/:id                        EmailTemplateUpdate → EmailTemplateDto
 *                                                           (400 naming `<language>.subject` or `<language>.body` and the
 *                                                           placeholder that is unknown, malformed or may be empty there)
 *   POST   /admin/email-template/:id/preview                EmailTemplatePreviewRequest → EmailPreview   (sample data)
 *   GET    /admin/outbox                                    limit, offset, recipient, status → Page<OutboxMailDto>
 *   POST   /admin/outbox/:id/retry                          → OutboxMailDto   (409 unless its delivery failed)
 *   GET    /client/notifications-recipients                 → Page<NotificationRecipientDto>
 *   POST   /client/notifications-recipient                  NotificationRecipientBody → NotificationRecipientDto (201)
 *   PUT    /client/notifications-recipient/:id              NotificationRecipientBody → NotificationRecipientDto
 *   DELETE /client/notifications-recipient/:id              → 204
 *   GET    /admin/client/:id/notifications-recipients       → Page<NotificationRecipientDto>   (and the same POST, PUT
 *                                                           and DELETE under /admin/client/:id/notifications-recipient)
 *
 * A recipient address a client already has answers 409; more than NOTIFICATION_RECIPIENTS_MAX answers 422; another
 * client's recipient answers 404.
 */
import type { InterfaceLanguage, Role } from './roles.js';

export const EMAIL_TEMPLATE_IDS = [
  'confirm-registration',
  'admin-invitation',
  'linguist-invitation',
  'client-invitation',
  'account-exists',
  'reset-password',
  'confirm-email-change',
  'deposit-invoice',
  'invoice-issued',
  'order-ready',
  'revision-requested',
  'rejection-confirmed',
  'rejection-declined',
  'proofreading-revision-requested',
  'proofreading-rejected',
  'proofreading-rejection-confirmed',
  'direct-request',
  'message-received',
  'project-export',
  'quote-requested',
  'quote-answered',
  'deadline-extended',
  'credit-note-issued',
  'credit-note-cancelled',
] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;

export interface EmailTemplatePlaceholder {
  name: string;
  /** what the preview puts in its place */
  sample: string;
  /** may be empty (an account without a name): it is written inside `{{#name}}…{{/name}}` */
  optional: boolean;
}

export interface EmailTemplateTranslation {
  language: InterfaceLanguage;
  subject: string;
  /** plain text: paragraphs split by a blank line, `{{placeholder}}`, `{{#p}}…{{/p}}` and `[label]({{link}})` */
  body: string;
  updatedAt: string;
}

export interface EmailTemplateSummary {
  id: EmailTemplateId;
  /** who receives it */
  audience: Role[];
  placeholders: string[];
  /** the English subject */
  subject: string;
  /** the subject in every interface language, so the list reads in the staff member's own */
  subjects: Record<InterfaceLanguage, string>;
  updatedAt: string;
}

export interface EmailTemplateDto {
  id: EmailTemplateId;
  audience: Role[];
  placeholders: EmailTemplatePlaceholder[];
  /** one per interface language, in INTERFACE_LANGUAGES order */
  translations: EmailTemplateTranslation[];
}

/** Only the languages sent are changed. */
export type EmailTemplateUpdate = Partial<Record<InterfaceLanguage, { subject: string; body: string }>>;

/** The saved text of `language`, or the subject and body sent (an unsaved edit), filled with sample data. */
export interface EmailTemplatePreviewRequest {
  language: InterfaceLanguage;
  subject?: string;
  body?: string;
}

export interface EmailPreview {
  subject: string;
  text: string;
  html: string;
}

/**
 * Where a mail stands. `outbox`: no SMTP server is configured, so the outbox is where it is delivered; `queued` and
 * `retrying`: the delivery job will (again) hand it to SMTP; `failed`: SMTP refused it for good or every attempt
 * failed, and staff may retry it; `render_failed`: its template could not be filled completely, so nothing was sent.
 */
export const MAIL_STATUSES = ['outbox', 'queued', 'retrying', 'sent', 'failed', 'render_failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxMailDto {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string;
  language: InterfaceLanguage | null;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  sentAt: string | null;
  /** the last delivery or rendering error */
  error: string | null;
  /** files sent with the mail (a project export's texts), without their content */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** What a client's recipient may subscribe to. */
export const CLIENT_NOTIFICATION_EVENTS = ['orderReady', 'decisions', 'messages', 'invoices', 'deposits'] as const;
export type ClientNotificationEvent = (typeof CLIENT_NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_RECIPIENTS_MAX = 20;
export const NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH = 100;

export interface NotificationRecipientBody {
  email: string;
  name: string;
  /** at least one */
  events: ClientNotificationEvent[];
}

export interface NotificationRecipientDto extends NotificationRecipientBody {
  id: number;
  createdAt: string;
  updatedAt: string;
}

// ---- the template text: one grammar for core-api's check and render and the admin app's form ----

export type TemplateTextToken =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'open'; name: string }
  | { kind: 'close'; name: string };

export type TemplateTextProblem =
  | { kind: 'unknown'; placeholder: string }
  | { kind: 'malformed'; text: string }
  | { kind: 'unclosed'; placeholder: string }
  | { kind: 'unopened'; placeholder: string }
  | { kind: 'mayBeEmpty'; placeholder: string };

const TAG = /^\s*([#/]?)([A-Za-z][A-Za-z0-9]*)\s*$/;

/** How much of a broken tag a message quotes. */
function excerpt(text: string): string {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}

/** Splits a template text into literal text, `{{value}}`, `{{#section}}` and `{{/section}}`; any other braces are malformed. */
export function tokenizeTemplateText(source: string): { tokens: TemplateTextToken[]; problems: TemplateTextProblem[] } {
  const tokens: TemplateTextToken[] = [];
  const problems: TemplateTextProblem[] = [];
  let literal = '';
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    const stray = source.indexOf('}}', at);
    if (stray !== -1 && (open === -1 || stray < open)) {
      problems.push({ kind: 'malformed', text: excerpt(source.slice(Math.max(at, stray - 20), stray + 2)) });
      literal += source.slice(at, stray + 2);
      at = stray + 2;
      continue;
    }
    if (open === -1) {
      literal += source.slice(at);
      break;
    }
    literal += source.slice(at, open);
    const end = source.indexOf('}}', open + 2);
    const inner = end === -1 ? null : source.slice(open + 2, end);
    const tag = inner === null || inner.includes('{') ? null : TAG.exec(inner);
    if (!tag) {
      // A second `{{` inside starts its own tag, read next; otherwise the whole broken tag stays as text.
      const until = inner === null ? source.length : inner.includes('{') ? open + 2 + inner.indexOf('{') : end + 2;
      problems.push({ kind: 'malformed', text: excerpt(source.slice(open, until)) });
      const next = inner !== null && !inner.includes('{') ? until : open + 2;
      literal += source.slice(open, next);
      at = next;
      continue;
    }
    if (literal) tokens.push({ kind: 'text', text: literal });
    literal = '';
    const [, sigil, name = ''] = tag;
    tokens.push({ kind: sigil === '#' ? 'open' : sigil === '/' ? 'close' : 'value', name });
    at = end + 2;
  }
  if (literal) tokens.push({ kind: 'text', text: literal });
  return { tokens, problems };
}

/**
 * What keeps a text from rendering completely with these placeholders: unknown names, broken braces, sections
 * not closed or not opened, and a placeholder that may be empty used outside its own section.
 */
export function templateTextProblems(source: string, placeholders: readonly Pick<EmailTemplatePlaceholder, 'name' | 'optional'>[]): TemplateTextProblem[] {
  const { tokens, problems } = tokenizeTemplateText(source);
  const known = new Map(placeholders.map((p) => [p.name, p]));
  const open: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'text') continue;
    if (!known.has(token.name)) problems.push({ kind: 'unknown', placeholder: token.name });
    if (token.kind === 'open') open.push(token.name);
    else if (token.kind === 'close') {
      const index = open.lastIndexOf(token.name);
      if (index === -1) problems.push({ kind: 'unopened', placeholder: token.name });
      else for (const unclosed of open.splice(index).slice(1)) problems.push({ kind: 'unclosed', placeholder: unclosed });
    } else if (known.get(token.name)?.optional && !open.includes(token.name)) {
      problems.push({ kind: 'mayBeEmpty', placeholder: token.name });
    }
  }
  for (const unclosed of open) problems.push({ kind: 'unclosed', placeholder: unclosed });
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}:${'placeholder' in p ? p.placeholder : p.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One English sentence per problem, for core-api's 400 answer. */
export function describeTemplateTextProblem(problem: TemplateTextProblem, placeholders: readonly Pick<EmailTemplatePlaceholder, 'name'>[]): string {
  switch (problem.kind) {
    case 'unknown':
      return `Unknown placeholder {{${problem.placeholder}}}; this template knows ${placeholders.map((p) => `{{${p.name}}}`).join(', ')}`;
    case 'malformed':
      return `Malformed placeholder "${problem.text}"; write a placeholder as {{name}}`;
    case 'unclosed':
      return `The section {{#${problem.placeholder}}} is not closed with {{/${problem.placeholder}}}`;
    case 'unopened':
      return `{{/${problem.placeholder}}} closes a section that was not opened with {{#${problem.placeholder}}}`;
    case 'mayBeEmpty':
      return `The placeholder {{${problem.placeholder}}} may be empty; write it inside {{#${problem.placeholder}}}…{{/${problem.placeholder}}}`;
  }
}
