import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { eventually } from '../../testing/eventually.js';
import { createClient, loginAs } from '../../testing/factories.js';

// Decision 024: the system price list is held in memory and re-read when its change trigger notifies.

let api: TestContext;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  const { email, password } = await createClient({ currency: 'EUR', vat: '0.19' });
  ({ access_token: token } = await loginAs(api, 'client', email, password));
});

afterAll(() => api.close());

async function setEuroGoodCopywritingPrice(price: string): Promise<void> {
  await api.runtime.sequelize.query(
    `UPDATE system_prices SET client_price_per_word = :price
      WHERE service = 'copywriting' AND level_code = 'good' AND currency_id = (SELECT id FROM currencies WHERE iso4217 = 'EUR')`,
    { replacements: { price } },
  );
}

/** The net price of 100 words of de-DE copywriting at level good, in euro cents. */
async function netOf100Words(): Promise<number> {
  const res = await api
    .request()
    .get('/client/orders/text-price')
    .query({ min: 100, max: 100, language: 'de-DE', level: 'good', services: 'copywriting', type: 'OO' })
    .auth(token, { type: 'bearer' })
    .expect(200);
  return (res.body as { min: { amountNet: number } }).min.amountNet;
}

it('prices with an edited system price once the change notification has been read', async () => {
  expect(await netOf100Words()).toBe(280);
  await setEuroGoodCopywritingPrice('0.05');
  try {
    await eventually(async () => expect(await netOf100Words()).toBe(500));
  } finally {
    await setEuroGoodCopywritingPrice('0.028');
  }
  await eventually(async () => expect(await netOf100Words()).toBe(280));
});
