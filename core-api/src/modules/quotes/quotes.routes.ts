import type { Response } from 'express';
import { QUOTE_DATA_FIELD, QUOTE_FILE_FIELD, QUOTE_FILE_MAX_BYTES } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { optionalUploadOf, type SniffedFileType } from '../../http/file-upload.js';
import { instantCopywritingQuote } from './instant-quote.service.js';
import { clientQuote, clientQuoteFile, requestCopywritingQuote, requestTranslationQuote, type QuoteMailing } from './quote-requests.service.js';
import { listQuotesForStaff, replyToQuote, staffQuote, staffQuoteFile } from './staff-quotes.service.js';
import type { QuoteFileContent } from './quote-records.js';
import {
  adminQuoteListQuery,
  adminQuotePageSchema,
  adminQuoteSchema,
  copywritingQuoteBody,
  instantQuoteBody,
  instantQuoteSchema,
  quoteReplyBody,
  quoteSchema,
  translationQuoteBody,
} from './quotes.schema.js';

const TAGS = ['Quotes'];
const QUOTE_FILE_TYPES: readonly SniffedFileType[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
];
const NOT_FOUND = { 404: { description: 'No such quote request (a client sees only its own)' } };

/** Sends the request's file for download: never rendered by the browser, whatever it is. */
function sendQuoteFile(res: Response, file: QuoteFileContent): undefined {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
    })
    .end(file.content);
  return undefined;
}

export const quotesModule: CoreModule = {
  name: 'quotes',
  register(api, runtime) {
    const { config, mailer } = runtime;
    const mailing: QuoteMailing = { mailer, staffEmail: config.seller.email, adminAppUrl: config.adminAppUrl };

    api.route({
      method: 'post',
      path: '/client/quote/copywriting/instant',
      summary: 'An instant copywriting quote: what the texts cost, figured as the order wizard figures the same orders',
      tags: TAGS,
      access: 'client',
      body: instantQuoteBody,
      responses: { 200: { description: 'Minor units in the client’s currency', schema: instantQuoteSchema } },
      handler: (req, _res, caller) => instantCopywritingQuote(caller.id, req.body),
    });

    api.route({
      method: 'post',
      path: '/client/quote/copywriting',
      idempotent: true,
      summary: 'Asks for a custom copywriting quote; staff answer by mail within 2-8 hours of business time',
      tags: TAGS,
      access: 'client',
      body: copywritingQuoteBody,
      status: 201,
      responses: { 201: { description: 'The stored request', schema: quoteSchema } },
      handler: (req, _res, caller) => requestCopywritingQuote(mailing, caller.id, req.body),
    });

    api.route({
      method: 'post',
      path: '/client/quote/translation',
      idempotent: true,
      summary: 'Asks for a custom translation quote: the form as JSON in `data`, an optional file in `file`',
      tags: TAGS,
      access: 'client',
      body: translationQuoteBody,
      upload: {
        field: QUOTE_FILE_FIELD,
        jsonField: QUOTE_DATA_FIELD,
        optional: true,
        maxBytes: QUOTE_FILE_MAX_BYTES,
        types: QUOTE_FILE_TYPES,
        description: 'the texts to translate, optional',
      },
      status: 201,
      responses: { 201: { description: 'The stored request', schema: quoteSchema } },
      handler: (req, _res, caller) => requestTranslationQuote(mailing, caller.id, req.body, optionalUploadOf<SniffedFileType>(req)),
    });

    api.route({
      method: 'get',
      path: '/client/quote/:id',
      summary: 'One of the client’s quote requests, with staff’s reply once answered',
      tags: TAGS,
      access: 'client',
      params: idParams,
      responses: { 200: { description: 'The request', schema: quoteSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => clientQuote(caller.id, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/client/quote/:id/file',
      summary: 'Downloads the file the client sent with its quote request',
      tags: TAGS,
      access: 'client',
      params: idParams,
      responses: { 200: { description: 'The file as sent', contentType: 'application/octet-stream' }, ...NOT_FOUND },
      handler: async (req, res, caller) => sendQuoteFile(res, await clientQuoteFile(caller.id, req.params.id)),
    });

    api.route({
      method: 'get',
      path: '/admin/quotes',
      summary: 'Custom quote requests, new or answered, newest first',
      tags: TAGS,
      access: 'admin',
      query: adminQuoteListQuery,
      responses: { 200: { description: 'A page of requests', schema: adminQuotePageSchema } },
      handler: (req) => listQuotesForStaff(req.query),
    });

    api.route({
      method: 'get',
      path: '/admin/quote/:id',
      summary: 'One quote request with its client and file',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The request', schema: adminQuoteSchema }, ...NOT_FOUND },
      handler: (req) => staffQuote(req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/quote/:id/file',
      summary: 'Downloads the file the client sent with its quote request',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The file as sent', contentType: 'application/octet-stream' }, ...NOT_FOUND },
      handler: async (req, res) => sendQuoteFile(res, await staffQuoteFile(req.params.id)),
    });

    api.route({
      method: 'post',
      path: '/admin/quote/:id/reply',
      summary: 'Answers a quote request: the reply is mailed to the client and the request is answered',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: quoteReplyBody,
      responses: { 200: { description: 'The answered request', schema: adminQuoteSchema }, ...NOT_FOUND, 409: { description: 'Already answered' } },
      handler: (req, _res, caller) => replyToQuote({ mailer, clientAppUrl: config.clientAppUrl }, caller.id, req.params.id, req.body.reply),
    });
  },
};
