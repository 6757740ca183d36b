import { createHash } from 'node:crypto';
import type { MessageAttachment } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus } from '../orders/testing/order-scenario.js';
import { pngOfSize, tinyDocx, tinyPdf, tinyPng } from '../../http/file-upload.fixtures.js';
import { caller, mailboxCast, type MailboxCast, type Member } from './testing/mailbox-cast.js';

let api: TestContext;
let cast: MailboxCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await mailboxCast(api);
});

afterAll(() => api.close());

const as = (member: Member) => caller(api, member);
const attach = (member: Member, messageId: number, content: Buffer, filename: string, contentType: string) =>
  api.request().post(`/${member.role}/message/${messageId}/attachment`).set('Authorization', `Bearer ${member.token}`).attach('file', content, { filename, contentType });
const download = (member: Member, messageId: number, attachmentId: number) =>
  api.request().get(`/${member.role}/message/${messageId}/attachment/${attachmentId}`).set('Authorization', `Bearer ${member.token}`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('attachments', () => {
  it('takes documents on a draft, travels with the sent message, and serves them only to the thread', async () => {
    const draft = await as(cast.client).draft({ role: 'linguist', id: cast.writer.id }, 'Briefing files', 'See attached.');
    const pdf = (await expectStatus(attach(cast.client, draft.id, tinyPdf, 'Briefing "final".pdf', 'application/pdf'), 201)).body as MessageAttachment;
    expect(pdf).toEqual({ id: expect.any(Number), fileName: 'Briefing "final".pdf', contentType: 'application/pdf', bytes: tinyPdf.length, sha256: createHash('sha256').update(tinyPdf).digest('hex') });
    const docx = (await expectStatus(attach(cast.client, draft.id, tinyDocx, 'notes', 'application/octet-stream'), 201)).body as MessageAttachment;
    expect(docx.fileName).toBe('notes.docx');
    const png = (await expectStatus(attach(cast.client, draft.id, tinyPng, 'logo.png', 'image/png'), 201)).body as MessageAttachment;
    await expectStatus(as(cast.client).call('delete', `/message/${draft.id}/attachment/${png.id}`), 204);
    await expectStatus(as(cast.client).call('delete', `/message/${draft.id}/attachment/${png.id}`), 404);

    // nobody but the draft's side sees it before it is sent
    await expectStatus(download(cast.writer, draft.id, pdf.id), 404);
    await as(cast.client).send(draft.id);
    const thread = await as(cast.writer).thread(draft.id);
    expect(thread.messages[0]?.attachments.map((file) => file.fileName)).toEqual(['Briefing "final".pdf', 'notes.docx']);
    expect((await as(cast.writer).folder('inbox')).data.find((item) => item.id === draft.id)).toMatchObject({ attachments: 2 });

    const file = await download(cast.writer, draft.id, pdf.id);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, tinyPdf)).toBe(0);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Briefing _final_.pdf"; filename*=UTF-8''Briefing%20%22final%22.pdf`,
    });
    // staff read every conversation; strangers learn nothing
    await expectStatus(download(cast.admin, draft.id, pdf.id), 200);
    for (const stranger of [cast.otherClient, cast.stranger, cast.proofreader]) await expectStatus(download(stranger, draft.id, pdf.id), 404);
    await expectStatus(download(cast.writer, draft.id, pdf.id + 100_000), 404);
    // a sent message keeps its files
    await expectStatus(attach(cast.client, draft.id, tinyPdf, 'late.pdf', 'application/pdf'), 409);
    await expectStatus(as(cast.client).call('delete', `/message/${draft.id}/attachment/${pdf.id}`), 409);
  });

  it('refuses lying, unknown and oversized files, and files on someone else’s message', async () => {
    const draft = await as(cast.client).draft({ role: 'support' }, 'Files', 'Attempts');
    const cases: [string, Buffer, string, string, number, string][] = [
      ['a PNG sent as a PDF', tinyPng, 'invoice.pdf', 'application/pdf', 400, 'says it is application/pdf'],
      ['a PNG named .docx', tinyPng, 'contract.docx', 'application/octet-stream', 400, 'says it is .docx'],
      ['a text file', Buffer.from('just text'), 'notes.txt', 'text/plain', 400, 'not a file of an accepted type'],
      ['an 11 MB image', pngOfSize(11 * 1024 * 1024), 'huge.png', 'image/png', 413, 'larger than'],
    ];
    for (const [kind, content, filename, contentType, status, message] of cases) {
      const res = await attach(cast.client, draft.id, content, filename, contentType);
      expect({ kind, status: res.status }).toEqual({ kind, status });
      expect(JSON.stringify(res.body)).toContain(message);
      expect(res.body.error).toHaveProperty('file');
    }
    await expectStatus(attach(cast.otherClient, draft.id, tinyPdf, 'a.pdf', 'application/pdf'), 404);
    await expectStatus(attach(cast.admin, draft.id, tinyPdf, 'a.pdf', 'application/pdf'), 404);
    for (let i = 0; i < 5; i++) await expectStatus(attach(cast.client, draft.id, tinyPdf, `${i}.pdf`, 'application/pdf'), 201);
    await expectStatus(attach(cast.client, draft.id, tinyPdf, 'sixth.pdf', 'application/pdf'), 422);
    expect((await as(cast.client).thread(draft.id)).messages[0]?.attachments).toHaveLength(5);
  });
});
