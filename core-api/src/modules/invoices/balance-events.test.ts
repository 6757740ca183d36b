import type { DepositDto, InvoiceRunResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient } from '../../testing/factories.js';
import { recordUserEvents, type UserEventRecorder } from '../../testing/user-events.js';
import { signAccessToken } from '../auth/tokens.js';
import { payingClient } from '../deposits/testing/deposit-scenario.js';
import { insertOpenPosition } from './invoices.fixtures.js';

jest.setTimeout(60_000);

let api: TestContext;
let recorder: UserEventRecorder;
let faktura: string;

beforeAll(async () => {
  api = await startTestApi();
  recorder = await recordUserEvents(api.config.databaseUrl);
  const { admin } = await createAdmin({ fakturaAccess: true });
  faktura = signAccessToken(api.config.jwtSecret, 3600, 'admin', admin.id);
});

afterAll(async () => {
  await recorder.stop();
  await api.close();
});

const asStaff = (method: 'put' | 'post', path: string, body: object = {}) => api.request()[method](path).auth(faktura, { type: 'bearer' }).send(body);

async function expectOk<T>(pending: PromiseLike<{ status: number; body: unknown }>): Promise<T> {
  const res = await pending;
  if (res.status >= 300) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const BALANCE = { type: 'balance.changed' };

describe('balance events of deposits and invoices', () => {
  it('tells a prepaid client when staff settle its bank transfer and when they refund its balance, and nobody else', async () => {
    const client = await payingClient(api);
    const other = await payingClient(api);
    const created = await expectOk<DepositDto>(api.request().post('/client/billing/deposit').auth(client.token, { type: 'bearer' }).send({ method: 'BANK', amount: '80' }));

    // the deposit's own event may still be on its way: let it arrive before clearing, or it counts as the settle's
    await recorder.settle();
    recorder.clear();
    await expectOk(asStaff('put', `/admin/billing/deposit/${created.id}/settle`));
    await recorder.settle();
    // PostgreSQL delivers identical notifications of one transaction once: the settle and its invoice are one event.
    expect(recorder.to('client', client.id)).toEqual([BALANCE]);

    recorder.clear();
    await expectOk(asStaff('post', `/admin/billing/client/${client.id}/refund`, { amount: '30', reason: 'Partial refund' }));
    await recorder.settle();
    expect(recorder.to('client', client.id)).toEqual([BALANCE]);
    expect(recorder.to('client', other.id)).toEqual([]);
  });

  it('tells a postpaid client when its open positions become an invoice and when the invoice is paid', async () => {
    const { client } = await createClient({ invoicing: 'invoice' });
    await insertOpenPosition(api.runtime.sequelize, { clientId: client.id, net: 10_000, tax: 1_900 });

    recorder.clear();
    const { invoices } = await expectOk<InvoiceRunResponse>(asStaff('post', '/admin/billing/invoice-run', { clientId: client.id }));
    await recorder.settle();
    expect(recorder.to('client', client.id)).toEqual([BALANCE]);

    recorder.clear();
    await expectOk(asStaff('put', `/admin/billing/invoice/${invoices[0]!.id}/pay`, { reference: 'BANK-REF-1' }));
    await recorder.settle();
    expect(recorder.to('client', client.id)).toEqual([BALANCE]);
  });
});
