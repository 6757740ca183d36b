import { fileNameOf, fileOrErrorBody } from './file-download';

const answer = (body: string, status: number, headers: Record<string, string> = {}) => new Response(body, { status, headers });

describe('fileOrErrorBody', () => {
  it('gives the file of a successful answer', async () => {
    const file = (await fileOrErrorBody(answer('%PDF-1.7', 200, { 'Content-Type': 'application/pdf' }))) as Blob;
    expect(file.type).toBe('application/pdf');
    await expect(file.text()).resolves.toBe('%PDF-1.7');
  });

  it('reads a failed answer as JSON when it is JSON, so its message can be shown', async () => {
    await expect(fileOrErrorBody(answer('{"message":"Invoice 9 does not exist."}', 404))).resolves.toEqual({
      message: 'Invoice 9 does not exist.',
    });
  });

  it('keeps a failed answer that is not JSON as text', async () => {
    await expect(fileOrErrorBody(answer('Bad gateway', 502))).resolves.toBe('Bad gateway');
  });
});

describe('fileNameOf', () => {
  const disposition = (value: string) => answer('', 200, { 'Content-Disposition': value });

  it.each([
    ['attachment; filename="invoice-2025-000017.pdf"', 'invoice-2025-000017.pdf'],
    ['attachment; filename=invoice-7.pdf', 'invoice-7.pdf'],
    [`attachment; filename="rechnung.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`, 'Rechnung März.pdf'],
  ])('reads %p', (value, name) => {
    expect(fileNameOf(disposition(value))).toBe(name);
  });

  it('answers null without a file name', () => {
    expect(fileNameOf(answer('', 200))).toBeNull();
    expect(fileNameOf(disposition('inline'))).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
  });
});
