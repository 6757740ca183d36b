import type { OutboxMailDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, uniqueEmail, verifiedBilling } from '../../testing/factories.js';
import { expectStatus, newAdmin, tokenFor, call, type Actor } from '../orders/testing/order-scenario.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertOpenPosition } from './invoices.fixtures.js';

let api: TestContext;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(() => api.close());

async function mailsTo(recipient: string): Promise<OutboxMailDto[]> {
  const res = await expectStatus(api.request().get('/admin/outbox').query({ recipient }).set('Authorization', `Bearer ${admin.token}`), 200);
  return (res.body as Page<OutboxMailDto>).data;
}

describe('the invoice-issued mail', () => {
  it('goes to the billing address and the recipients of invoices, in the invoice’s language, with the amount due', async () => {
    const billingEmail = uniqueEmail('billing');
    const watcher = uniqueEmail('accounts');
    const stranger = uniqueEmail('messages-only');
    const { client } = await createClient({ invoicing: 'invoice', language: 'fr', billing: verifiedBilling({ email: billingEmail, firstName: 'Chloé', lastName: 'Dupont' }) });
    const token = tokenFor(api, 'client', client.id);
    await expectStatus(call(api, 'post', '/client/notifications-recipient', token, { email: watcher, name: 'Service comptable', events: ['invoices'] }), 201);
    await expectStatus(call(api, 'post', '/client/notifications-recipient', token, { email: stranger, name: 'Marc', events: ['messages'] }), 201);
    await insertOpenPosition(api.runtime.sequelize, { clientId: client.id, net: 10_000, tax: 1_900, acceptedAt: new Date('2088-03-10T09:00:00Z') });

    const [invoice] = await runInvoiceForClient(client.id, {}, { now: new Date('2088-04-01T02:00:00Z') });

    const [mail] = await mailsTo(billingEmail);
    expect(mail).toMatchObject({ template: 'invoice-issued', language: 'fr', subject: `Votre facture Inkwell ${invoice?.number}` });
    expect(mail?.textBody).toMatch(/^Bonjour Chloé Dupont,/);
    expect(mail?.textBody).toMatch(/Veuillez régler 119,00\s€ avant le 15\/04\/2088/);
    expect((await mailsTo(watcher)).map((m) => m.template)).toEqual(['invoice-issued']);
    expect(await mailsTo(stranger)).toEqual([]);
    expect(await mailsTo(client.email)).toEqual([]);
  });
});
