import type { Transaction } from 'sequelize';
import {
  INTERFACE_LANGUAGES,
  describeTemplateTextProblem,
  templateTextProblems,
  type EmailPreview,
  type EmailTemplateDto,
  type EmailTemplateId,
  type EmailTemplatePreviewRequest,
  type EmailTemplateSummary,
  type EmailTemplateUpdate,
  type InterfaceLanguage,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { EMAIL_TEMPLATES, sampleValues } from './email-template-catalogue.js';
import { EmailTemplateText } from './notifications.model.js';
import { IncompleteMailError, renderMail } from './mail-rendering.js';

async function textsOf(id: EmailTemplateId, transaction?: Transaction): Promise<Map<InterfaceLanguage, EmailTemplateText>> {
  const rows = await EmailTemplateText.findAll({ where: { templateId: id }, transaction });
  return new Map(rows.map((row) => [row.language, row]));
}

/** The stored subject and body of one template in one language, as a mail is rendered from them. */
export async function storedTemplateText(id: EmailTemplateId, language: InterfaceLanguage, transaction?: Transaction): Promise<EmailTemplateText> {
  const text = await EmailTemplateText.findOne({ where: { templateId: id, language }, transaction });
  // Migration 0023 stores every template in every language and nothing deletes them.
  if (!text) throw new Error(`The ${language} text of the ${id} mail is missing`);
  return text;
}

/** Every template with its subject in English and in every interface language, in the catalogue's order. */
export async function listEmailTemplates(): Promise<EmailTemplateSummary[]> {
  const rows = await EmailTemplateText.findAll();
  return Object.entries(EMAIL_TEMPLATES).map(([id, definition]) => {
    const texts = rows.filter((row) => row.templateId === id);
    const latest = Math.max(...texts.map((row) => row.updatedAt.getTime()));
    return {
      id: id as EmailTemplateId,
      audience: definition.audience,
      placeholders: definition.placeholders.map((p) => p.name),
      subject: texts.find((row) => row.language === 'en')?.subject ?? '',
      subjects: Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, texts.find((row) => row.language === language)?.subject ?? ''])) as Record<
        InterfaceLanguage,
        string
      >,
      updatedAt: new Date(latest).toISOString(),
    };
  });
}

export async function getEmailTemplate(id: EmailTemplateId, transaction?: Transaction): Promise<EmailTemplateDto> {
  const texts = await textsOf(id, transaction);
  const { audience, placeholders } = EMAIL_TEMPLATES[id];
  return {
    id,
    audience,
    placeholders,
    translations: INTERFACE_LANGUAGES.flatMap((language) => {
      const text = texts.get(language);
      return text ? [{ language, subject: text.subject, body: text.body, updatedAt: text.updatedAt.toISOString() }] : [];
    }),
  };
}

/** Field errors (`de.body` → messages naming the placeholder) for texts that would not render completely. */
function placeholderErrors(id: EmailTemplateId, texts: EmailTemplateUpdate): Record<string, string[]> {
  const { placeholders } = EMAIL_TEMPLATES[id];
  const details: Record<string, string[]> = {};
  for (const [language, text] of Object.entries(texts)) {
    for (const field of ['subject', 'body'] as const) {
      const problems = templateTextProblems(text[field], placeholders);
      if (problems.length) details[`${language}.${field}`] = problems.map((p) => describeTemplateTextProblem(p, placeholders));
    }
  }
  return details;
}

/**
 * Saves the languages sent; every placeholder must be one the template knows, written well, and one that may be
 * empty only inside its own section, so a saved template always renders completely.
 *
 * @throws AppError 400 naming `<language>.subject` or `<language>.body` and the placeholder
 */
export async function updateEmailTemplate(adminId: number, id: EmailTemplateId, update: EmailTemplateUpdate): Promise<EmailTemplateDto> {
  const details = placeholderErrors(id, update);
  if (Object.keys(details).length) throw AppError.validation(details);
  const sequelize = EmailTemplateText.sequelize;
  if (!sequelize) throw new Error('The notification models are not initialised');
  return sequelize.transaction(async (transaction) => {
    for (const [language, { subject, body }] of Object.entries(update)) {
      await EmailTemplateText.update({ subject, body, updatedBy: adminId }, { where: { templateId: id, language }, transaction });
    }
    return getEmailTemplate(id, transaction);
  });
}

/** The template filled with its sample data: the saved text of `language`, or the unsaved subject and body sent. */
export async function previewEmailTemplate(id: EmailTemplateId, request: EmailTemplatePreviewRequest): Promise<EmailPreview> {
  const saved = await storedTemplateText(id, request.language);
  const text = { subject: request.subject ?? saved.subject, body: request.body ?? saved.body };
  const details = placeholderErrors(id, { [request.language]: text });
  // The preview's fields are `subject` and `body`; the language is the request's own field.
  const fieldErrors = Object.fromEntries(Object.entries(details).map(([field, messages]) => [field.split('.')[1] as string, messages]));
  if (Object.keys(fieldErrors).length) throw AppError.validation(fieldErrors);
  try {
    return renderMail(text, request.language, sampleValues(id));
  } catch (err) {
    if (err instanceof IncompleteMailError) throw AppError.validation({ body: err.reasons });
    throw err;
  }
}
