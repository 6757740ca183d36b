import { createHash } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import type { CopywritingQuoteRequest, ProjectScope, QuoteDto, QuoteKind, TranslationQuoteRequest } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { sendTemplateMail, type Mailer } from '../notifications/index.js';
import { findLanguageByCulture, findTextTopicById, findTextTypeById, type LanguageEntry } from '../reference/index.js';
import { database } from '../../shared/database.js';
import type { VerifiedUpload, SniffedFileType } from '../../http/file-upload.js';
import { findQuoteRow, quoteDto, quoteFileContent, type QuoteFileContent } from './quote-records.js';

/** Where a new request is mailed and what its link opens. */
export interface QuoteMailing {
  mailer: Mailer;
  /** the success team's mailbox */
  staffEmail: string;
  adminAppUrl: string;
}

async function knownLanguage(culture: string, field: string): Promise<LanguageEntry> {
  const language = await findLanguageByCulture(culture);
  if (!language) throw AppError.badRequest(`Unknown language ${culture}`, field);
  if (!language.active) throw AppError.badRequest(`${language.name} is no longer offered`, field);
  return language;
}

async function checkTopicAndType(input: { textTopicId: number; textTypeId: number }): Promise<void> {
  if (!(await findTextTopicById(input.textTopicId))) throw AppError.badRequest('Unknown text topic', 'textTopicId');
  if (!(await findTextTypeById(input.textTypeId))) throw AppError.badRequest('Unknown text type', 'textTypeId');
}

interface NewQuote {
  kind: QuoteKind;
  textTopicId: number;
  textTypeId: number;
  language: LanguageEntry;
  targetLanguages: LanguageEntry[];
  projectScope: ProjectScope;
  projectDescription: string;
}

/** Stores the request (and its file) and mails staff, in one transaction: no request is stored unmailed. */
async function storeQuote(mailing: QuoteMailing, clientId: number, quote: NewQuote, file: VerifiedUpload<SniffedFileType> | null): Promise<QuoteDto> {
  const row = await database().transaction(async (transaction: Transaction) => {
    const [inserted] = await database().query<{ id: number }>(
      `INSERT INTO quotes (client_id, kind, text_topic_id, text_type_id, language_id, target_language_ids, project_scope, project_description)
       VALUES (:clientId, :kind, :textTopicId, :textTypeId, :languageId, :targets::integer[], :projectScope, :projectDescription)
       RETURNING id`,
      {
        type: QueryTypes.SELECT,
        transaction,
        replacements: {
          clientId,
          kind: quote.kind,
          textTopicId: quote.textTopicId,
          textTypeId: quote.textTypeId,
          languageId: quote.language.id,
          targets: `{${quote.targetLanguages.map((l) => l.id).join(',')}}`,
          projectScope: quote.projectScope,
          projectDescription: quote.projectDescription,
        },
      },
    );
    const id = (inserted as { id: number }).id;
    if (file) {
      await database().query(
        `INSERT INTO quote_files (quote_id, file_name, content_type, bytes, sha256, content) VALUES (:id, :fileName, :contentType, :bytes, :sha256, :content)`,
        {
          transaction,
          replacements: {
            id,
            fileName: file.fileName,
            contentType: file.contentType,
            bytes: file.bytes,
            sha256: createHash('sha256').update(file.content).digest('hex'),
            content: file.content,
          },
        },
      );
    }
    const stored = await findQuoteRow('q.id = :id', { id }, transaction);
    if (!stored) throw new Error(`Quote ${id} vanished inside its own transaction`);
    const languages = quote.targetLanguages.length
      ? `${quote.language.name} → ${quote.targetLanguages.map((l) => l.name).join(', ')}`
      : quote.language.name;
    await sendTemplateMail(
      mailing.mailer,
      {
        to: mailing.staffEmail,
        language: 'en',
        template: 'quote-requested',
        vars: {
          name: null,
          clientName: stored.client_name,
          quoteId: String(id),
          kind: quote.kind,
          languages,
          description: quote.projectDescription,
          link: `${mailing.adminAppUrl}/quote/${id}`,
        },
      },
      transaction,
    );
    return stored;
  });
  return quoteDto(row);
}

/** A custom copywriting quote request (spec §5): stored and mailed to staff. */
export async function requestCopywritingQuote(mailing: QuoteMailing, clientId: number, input: CopywritingQuoteRequest): Promise<QuoteDto> {
  await checkTopicAndType(input);
  const language = await knownLanguage(input.language, 'language');
  return storeQuote(mailing, clientId, { ...input, kind: 'copywriting', language, targetLanguages: [] }, null);
}

/** A custom translation quote request with its optional file (pdf, docx, xlsx or txt, checked by content). */
export async function requestTranslationQuote(
  mailing: QuoteMailing,
  clientId: number,
  input: TranslationQuoteRequest,
  file: VerifiedUpload<SniffedFileType> | null,
): Promise<QuoteDto> {
  await checkTopicAndType(input);
  const language = await knownLanguage(input.sourceLanguage, 'sourceLanguage');
  const targetLanguages: LanguageEntry[] = [];
  for (const culture of input.targetLanguages) {
    const target = await knownLanguage(culture, 'targetLanguages');
    if (target.id === language.id) throw AppError.badRequest(`${target.name} is the source language`, 'targetLanguages');
    if (!targetLanguages.some((l) => l.id === target.id)) targetLanguages.push(target);
  }
  return storeQuote(mailing, clientId, { ...input, kind: 'translation', language, targetLanguages }, file);
}

/** The client's own request; another client's is not found. */
export async function clientQuote(clientId: number, id: number): Promise<QuoteDto> {
  const row = await findQuoteRow('q.id = :id AND q.client_id = :clientId', { id, clientId });
  if (!row) throw AppError.notFound('Quote');
  return quoteDto(row);
}

export async function clientQuoteFile(clientId: number, id: number): Promise<QuoteFileContent> {
  const file = await quoteFileContent('q.id = :id AND q.client_id = :clientId', { id, clientId });
  if (!file) throw AppError.notFound('Quote file');
  return file;
}
