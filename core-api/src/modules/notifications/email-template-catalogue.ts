import type { EmailTemplateId, EmailTemplatePlaceholder, Role } from '@inkwell/contracts';

/** What each mail's text may use, filled by the code that sends it; `name` may be empty for an account without one. */
export interface MailTemplateVariables {
  'confirm-registration': { name: string | null; link: string };
  'admin-invitation': { name: string | null; link: string };
  /** a linguist account staff created: she chooses her password in the linguist app */
  'linguist-invitation': { name: string | null; link: string };
  /** a client account staff created: it chooses its password in the client app */
  'client-invitation': { name: string | null; link: string };
  'account-exists': { name: string | null; loginLink: string; resetLink: string };
  'reset-password': { name: string | null; link: string };
  /** sent to the new address of an e-mail change; `email` is that address */
  'confirm-email-change': { name: string | null; email: string; link: string };
  /** amounts and dates already formatted in the recipient's language */
  'deposit-invoice': { name: string | null; number: string; amount: string; dueDate: string; accountHolder: string; iban: string; bic: string; link: string };
  'invoice-issued': { name: string | null; number: string; amount: string; dueDate: string; link: string };
  'order-ready': { name: string | null; orderId: string; orderTitle: string; link: string };
  'revision-requested': { name: string | null; orderId: string; orderTitle: string; comment: string; link: string };
  'rejection-confirmed': { name: string | null; orderId: string; orderTitle: string; link: string };
  'rejection-declined': { name: string | null; orderId: string; orderTitle: string; link: string };
  /** to the writer: the proofreader sent her text back (decision 048) */
  'proofreading-revision-requested': { name: string | null; orderId: string; orderTitle: string; comment: string; link: string };
  /** to the writer: the proofreader asked staff to reject her text as unusable (decision 048) */
  'proofreading-rejected': { name: string | null; orderId: string; orderTitle: string; reason: string; link: string };
  /** to the client: staff confirmed the proofreader's rejection, so the order closes without a text (decision 048) */
  'proofreading-rejection-confirmed': { name: string | null; orderId: string; orderTitle: string; link: string };
  /** `words` as "300–500" */
  'direct-request': { name: string | null; orderId: string; orderTitle: string; words: string; hours: string; link: string };
  'message-received': { name: string | null; senderName: string; subject: string; link: string };
  /** the texts travel as attachments; `name` is the sending client's */
  'project-export': { name: string | null; projectName: string; count: string; link: string };
  /** to staff: a client asked for a custom quote; `kind` and `languages` as the request gives them */
  'quote-requested': { name: string | null; clientName: string; quoteId: string; kind: string; languages: string; description: string; link: string };
  /** to the client: staff's reply to its custom quote request */
  'quote-answered': { name: string | null; quoteId: string; reply: string; link: string };
  /** to the linguist working on the order: the client moved its deadline; `deadline` formatted in her language (UTC) */
  'deadline-extended': { name: string | null; orderId: string; orderTitle: string; deadline: string; link: string };
  /** to the linguist: her credit note was written; `period` and `amount` (gross) formatted in her language */
  'credit-note-issued': { name: string | null; number: string; period: string; amount: string; link: string };
  /** to the linguist: staff cancelled her note `cancelledNumber` with the cancellation `number` of `amount` */
  'credit-note-cancelled': { name: string | null; number: string; cancelledNumber: string; amount: string; link: string };
}

type EmailTemplateDefinitions = {
  [T in EmailTemplateId]: { audience: Role[]; placeholders: (EmailTemplatePlaceholder & { name: keyof MailTemplateVariables[T] & string })[] };
};

const placeholder = <N extends string>(name: N, sample: string) => ({ name, sample, optional: false });
const NAME = { name: 'name' as const, sample: 'Anna Schmidt', optional: true };
const CLIENT_ORDER = 'https://client.inkwell.example/order/1042';
const LINGUIST_ORDER = 'https://linguist.inkwell.example/order/1042';
const LINGUIST_CREDIT_NOTES = 'https://linguist.inkwell.example/billing/invoices';
const ORDER = [placeholder('orderId', '1042'), placeholder('orderTitle', 'Product page: electric kettle')];
const INVOICE = [placeholder('number', '2026-000123'), placeholder('amount', '€119.00'), placeholder('dueDate', '15 March 2026')];

/** Every template, who receives it and the placeholders its text may use, with the preview's sample data. */
export const EMAIL_TEMPLATES: EmailTemplateDefinitions = {
  'confirm-registration': {
    audience: ['client', 'linguist'],
    placeholders: [NAME, placeholder('link', 'https://client.inkwell.example/registration/confirm?token=sample')],
  },
  'admin-invitation': {
    audience: ['admin'],
    placeholders: [NAME, placeholder('link', 'https://admin.inkwell.example/registration/confirm?token=sample')],
  },
  'linguist-invitation': {
    audience: ['linguist'],
    placeholders: [NAME, placeholder('link', 'https://linguist.inkwell.example/registration/confirm?token=sample')],
  },
  'client-invitation': {
    audience: ['client'],
    placeholders: [NAME, placeholder('link', 'https://client.inkwell.example/registration/confirm?token=sample')],
  },
  'account-exists': {
    audience: ['client', 'linguist', 'admin'],
    placeholders: [
      NAME,
      placeholder('loginLink', 'https://client.inkwell.example/login'),
      placeholder('resetLink', 'https://client.inkwell.example/password-reset/request'),
    ],
  },
  'reset-password': {
    audience: ['client', 'linguist', 'admin'],
    placeholders: [NAME, placeholder('link', 'https://client.inkwell.example/password-reset/update?token=sample')],
  },
  'confirm-email-change': {
    audience: ['linguist'],
    placeholders: [NAME, placeholder('email', 'anna.new@example.com'), placeholder('link', 'https://linguist.inkwell.example/settings/email/confirm?token=sample')],
  },
  'deposit-invoice': {
    audience: ['client'],
    placeholders: [
      NAME,
      ...INVOICE,
      placeholder('accountHolder', 'Inkwell Demo GmbH'),
      placeholder('iban', 'DE02 1001 0010 0000 0000 00'),
      placeholder('bic', 'DEMODEFFXXX'),
      placeholder('link', 'https://client.inkwell.example/billing/invoices'),
    ],
  },
  'invoice-issued': {
    audience: ['client'],
    placeholders: [NAME, ...INVOICE, placeholder('link', 'https://client.inkwell.example/billing/invoices')],
  },
  'order-ready': {
    audience: ['client'],
    placeholders: [NAME, ...ORDER, placeholder('link', CLIENT_ORDER)],
  },
  'revision-requested': {
    audience: ['linguist'],
    placeholders: [NAME, ...ORDER, placeholder('comment', 'Please mention the two-year warranty in the first paragraph.'), placeholder('link', LINGUIST_ORDER)],
  },
  'rejection-confirmed': {
    audience: ['client'],
    placeholders: [NAME, ...ORDER, placeholder('link', CLIENT_ORDER)],
  },
  'rejection-declined': {
    audience: ['client'],
    placeholders: [NAME, ...ORDER, placeholder('link', CLIENT_ORDER)],
  },
  'proofreading-revision-requested': {
    audience: ['linguist'],
    placeholders: [NAME, ...ORDER, placeholder('comment', 'The second paragraph repeats the first; please add the warranty terms.'), placeholder('link', LINGUIST_ORDER)],
  },
  'proofreading-rejected': {
    audience: ['linguist'],
    placeholders: [NAME, ...ORDER, placeholder('reason', 'The text is about a different product than the briefing names.'), placeholder('link', LINGUIST_ORDER)],
  },
  'proofreading-rejection-confirmed': {
    audience: ['client'],
    placeholders: [NAME, ...ORDER, placeholder('link', CLIENT_ORDER)],
  },
  'direct-request': {
    audience: ['linguist'],
    placeholders: [NAME, ...ORDER, placeholder('words', '300–500'), placeholder('hours', '48'), placeholder('link', LINGUIST_ORDER)],
  },
  'message-received': {
    audience: ['client', 'linguist', 'admin'],
    placeholders: [
      NAME,
      placeholder('senderName', 'Lena Writer'),
      placeholder('subject', 'A question about the keywords'),
      placeholder('link', 'https://client.inkwell.example/messages/inbox/77'),
    ],
  },
  'project-export': {
    audience: ['client'],
    placeholders: [NAME, placeholder('projectName', 'Kitchen appliances'), placeholder('count', '3'), placeholder('link', 'https://client.inkwell.example/project/12')],
  },
  'quote-requested': {
    audience: ['admin'],
    placeholders: [
      NAME,
      placeholder('clientName', 'Acme Kitchen GmbH'),
      placeholder('quoteId', '17'),
      placeholder('kind', 'translation'),
      placeholder('languages', 'de-DE → en-GB, fr-FR'),
      placeholder('description', 'Twelve product pages a month, about 400 words each.'),
      placeholder('link', 'https://admin.inkwell.example/quote/17'),
    ],
  },
  'quote-answered': {
    audience: ['client'],
    placeholders: [
      NAME,
      placeholder('quoteId', '17'),
      placeholder('reply', 'We can translate the twelve pages a month for €0.09 per word.'),
      placeholder('link', 'https://client.inkwell.example/get_started'),
    ],
  },
  'deadline-extended': {
    audience: ['linguist'],
    placeholders: [NAME, ...ORDER, placeholder('deadline', '12.03.2026 14:00'), placeholder('link', LINGUIST_ORDER)],
  },
  'credit-note-issued': {
    audience: ['linguist'],
    placeholders: [
      NAME,
      placeholder('number', 'G-2026-000042'),
      placeholder('period', '2 March 2026 – 8 March 2026'),
      placeholder('amount', '€120.50'),
      placeholder('link', LINGUIST_CREDIT_NOTES),
    ],
  },
  'credit-note-cancelled': {
    audience: ['linguist'],
    placeholders: [
      NAME,
      placeholder('number', 'G-2026-000043'),
      placeholder('cancelledNumber', 'G-2026-000042'),
      placeholder('amount', '−€120.50'),
      placeholder('link', LINGUIST_CREDIT_NOTES),
    ],
  },
};

/** The preview's values: every placeholder's sample. */
export function sampleValues(id: EmailTemplateId): Record<string, string> {
  return Object.fromEntries(EMAIL_TEMPLATES[id].placeholders.map((p) => [p.name, p.sample]));
}
