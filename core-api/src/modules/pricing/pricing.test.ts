import { QueryTypes, type Sequelize } from 'sequelize';
import { Decimal } from 'decimal.js';
import { AppError } from '@inkwell/service-kit';
import type { CurrencyIso, TextPriceResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, createLinguist, loginAs } from '../../testing/factories.js';
import { LEVEL_CODES } from '../reference/data/levels.js';
import { systemPriceSeeds, type PricedService } from './data/system-prices.js';
import { ratesForOrder } from './pricing.service.js';

let api: TestContext;
let sequelize: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  sequelize = api.runtime.sequelize;
});

afterAll(() => api.close());

async function languageId(culture: string): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>('SELECT id FROM languages WHERE culture = :culture', {
    type: QueryTypes.SELECT,
    replacements: { culture },
  });
  if (!row) throw new Error(`no language ${culture}`);
  return row.id;
}

async function currencyId(iso: CurrencyIso): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>('SELECT id FROM currencies WHERE iso4217 = :iso', {
    type: QueryTypes.SELECT,
    replacements: { iso },
  });
  if (!row) throw new Error(`no currency ${iso}`);
  return row.id;
}

/** The seeded price as the service writes rates: plain decimal notation without trailing zeros. */
function seeded(currency: CurrencyIso, service: PricedService, level: string) {
  const seed = systemPriceSeeds.find((p) => p.currency === currency && p.service === service && p.level === level);
  if (!seed) throw new Error(`no seed ${currency} ${service} ${level}`);
  return { client: new Decimal(seed.clientPricePerWord).toFixed(), pay: new Decimal(seed.linguistPayPerWord).toFixed() };
}

/** A position of the client's price list (made on first use) in force since the epoch. */
async function setClientPrice(clientId: number, languageGroup: string | null, service: PricedService, level: string, price: string) {
  await sequelize.query('INSERT INTO client_price_lists (client_id) VALUES (:clientId) ON CONFLICT (client_id) DO NOTHING', { replacements: { clientId } });
  await sequelize.query(
    `INSERT INTO client_prices (price_list_id, language_group, service, level_code, price_per_word, effective_from)
     SELECT id, :languageGroup, :service, :level, :price, DATE '1970-01-01' FROM client_price_lists WHERE client_id = :clientId`,
    { replacements: { clientId, languageGroup, service, level, price } },
  );
}

async function setLinguistPrice(linguistId: number, culture: string, currency: CurrencyIso, price: string) {
  await sequelize.query(
    `INSERT INTO linguist_prices (linguist_id, language_id, service, currency_id, price_per_word)
     VALUES (:linguistId, :languageId, 'copywriting', :currencyId, :price)`,
    { replacements: { linguistId, languageId: await languageId(culture), currencyId: await currencyId(currency), price } },
  );
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('the system price list (migration 0007)', () => {
  it('holds every currency × service × level exactly as seeded', async () => {
    const rows = await sequelize.query<{ currency: string; service: string; level: string; client: string; pay: string }>(
      `SELECT c.iso4217 AS currency, p.service, p.level_code AS level,
              p.client_price_per_word::text AS client, p.linguist_pay_per_word::text AS pay
         FROM system_prices p JOIN currencies c ON c.id = p.currency_id`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(3 * 3 * 5);
    for (const seed of systemPriceSeeds) {
      const row = rows.find((r) => r.currency === seed.currency && r.service === seed.service && r.level === seed.level);
      expect(row && new Decimal(row.client).equals(seed.clientPricePerWord)).toBe(true);
      expect(row && new Decimal(row.pay).equals(seed.linguistPayPerWord)).toBe(true);
    }
  });

  it('rises with the level and pays linguists 65 to 70 % of the client price', () => {
    for (const currency of ['EUR', 'USD', 'GBP'] as const) {
      for (const service of ['copywriting', 'proofreading', 'translating'] as const) {
        const prices = LEVEL_CODES.map((level) => seeded(currency, service, level));
        for (let i = 1; i < prices.length; i += 1) {
          expect(new Decimal(prices[i]!.client).greaterThan(prices[i - 1]!.client)).toBe(true);
          expect(new Decimal(prices[i]!.pay).greaterThan(prices[i - 1]!.pay)).toBe(true);
        }
        for (const { client, pay } of prices) {
          const share = new Decimal(pay).dividedBy(client);
          expect(share.greaterThanOrEqualTo('0.65') && share.lessThanOrEqualTo('0.70')).toBe(true);
        }
      }
    }
  });
});

describe('ratesForOrder', () => {
  let germany: number;
  let austria: number;
  let france: number;

  beforeAll(async () => {
    [germany, austria, france] = await Promise.all([languageId('de-DE'), languageId('de-AT'), languageId('fr-FR')]);
  });

  const order = (clientId: number, level: string, extra: Partial<Parameters<typeof ratesForOrder>[0]> = {}) =>
    ratesForOrder({ clientId, languageId: germany, level, withProofreading: false, type: 'OO', ...extra });

  it.each(['EUR', 'USD', 'GBP'] as const)('prices every level from the system list in the client’s currency (%s)', async (currency) => {
    const { client } = await createClient({ currency, vat: '0.2' });
    for (const level of LEVEL_CODES) {
      const expected = seeded(currency, 'copywriting', level);
      await expect(order(client.id, level)).resolves.toEqual({
        currency,
        vat: '0.2',
        clientPricePerWord: expected.client,
        writerPayPerWord: expected.pay,
        proofreaderPayPerWord: null,
      });
    }
  });

  it('prices a client without a currency in EUR', async () => {
    const { client } = await createClient({ currency: 'GBP' });
    await sequelize.query('UPDATE clients SET currency_id = NULL WHERE id = :id', { replacements: { id: client.id } });
    const rates = await order(client.id, 'premium');
    expect(rates.currency).toBe('EUR');
    expect(rates.clientPricePerWord).toBe('0.075');
  });

  it('adds the proofreading price and pays the proofreader the system rate', async () => {
    const { client } = await createClient({ currency: 'EUR', vat: '0.19' });
    await expect(order(client.id, 'professional', { withProofreading: true })).resolves.toEqual({
      currency: 'EUR',
      vat: '0.19',
      clientPricePerWord: '0.06',
      writerPayPerWord: '0.03',
      proofreaderPayPerWord: '0.01',
    });
  });

  it('charges the client’s own price list instead of the system list, paying linguists the system rate', async () => {
    const { client } = await createClient({ currency: 'EUR' });
    await setClientPrice(client.id, null, 'copywriting', 'good', '0.05');
    await setClientPrice(client.id, null, 'proofreading', 'good', '0.011');
    const rates = await order(client.id, 'good', { withProofreading: true });
    expect(rates).toMatchObject({ clientPricePerWord: '0.061', writerPayPerWord: '0.0187', proofreaderPayPerWord: '0.006' });
    // no own price for this level: the system list applies
    expect((await order(client.id, 'simple')).clientPricePerWord).toBe('0.018');
  });

  it('prefers the row for the language’s group over the row for every group', async () => {
    const { client } = await createClient({ currency: 'EUR' });
    await setClientPrice(client.id, null, 'copywriting', 'good', '0.05');
    await setClientPrice(client.id, 'German', 'copywriting', 'good', '0.04');
    expect((await order(client.id, 'good', { languageId: austria })).clientPricePerWord).toBe('0.04');
    expect((await order(client.id, 'good', { languageId: germany })).clientPricePerWord).toBe('0.04');
    expect((await order(client.id, 'good', { languageId: france })).clientPricePerWord).toBe('0.05');
  });

  it('ignores other clients’ price lists', async () => {
    const { client: other } = await createClient({ currency: 'EUR' });
    await setClientPrice(other.id, null, 'copywriting', 'excellent', '0.2');
    const { client } = await createClient({ currency: 'EUR' });
    expect((await order(client.id, 'excellent')).clientPricePerWord).toBe('0.12');
  });

  describe('direct orders', () => {
    it('charge the linguist’s own price and pay the writer 70 % of it', async () => {
      const { client } = await createClient({ currency: 'USD' });
      await setClientPrice(client.id, null, 'copywriting', 'good', '0.03');
      const { linguist } = await createLinguist({ languages: ['de-DE'] });
      await setLinguistPrice(linguist.id, 'de-DE', 'USD', '0.0555');
      await setLinguistPrice(linguist.id, 'de-DE', 'EUR', '0.09');
      const rates = await order(client.id, 'good', { type: 'DO', linguistId: linguist.id, withProofreading: true });
      expect(rates).toEqual({
        currency: 'USD',
        vat: '0.19',
        clientPricePerWord: '0.0655',
        writerPayPerWord: '0.03885',
        proofreaderPayPerWord: '0.0067',
      });
    });

    it('fall back to the price lists when the linguist has no price for the language', async () => {
      const { client } = await createClient({ currency: 'EUR' });
      const { linguist } = await createLinguist({ languages: ['de-DE', 'fr-FR'] });
      await setLinguistPrice(linguist.id, 'fr-FR', 'EUR', '0.09');
      await expect(order(client.id, 'premium', { type: 'DO', linguistId: linguist.id })).resolves.toMatchObject({
        clientPricePerWord: '0.075',
        writerPayPerWord: '0.05',
      });
    });

    it('refuse a linguist that does not exist, naming linguistId', async () => {
      const { client } = await createClient();
      const error = await refusal(order(client.id, 'good', { type: 'DO', linguistId: 2_000_000_000 }));
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe('Linguist does not exist');
      expect(error.details).toEqual({ linguistId: ['Linguist does not exist'] });
    });

    it('refuse a closed linguist account as not existing', async () => {
      const { client } = await createClient();
      const { linguist } = await createLinguist({ languages: ['de-DE'], status: 'CLOSED_BY_USER' });
      expect((await refusal(order(client.id, 'good', { type: 'DO', linguistId: linguist.id }))).message).toBe('Linguist does not exist');
    });

    it('refuse a linguist with no languages', async () => {
      const { client } = await createClient();
      const { linguist } = await createLinguist();
      const error = await refusal(order(client.id, 'good', { type: 'DO', linguistId: linguist.id }));
      expect(error.httpStatus).toBe(400);
      expect(error.details).toEqual({ linguistId: ['Linguist has no languages'] });
    });

    it('need a linguist', async () => {
      const { client } = await createClient();
      expect((await refusal(order(client.id, 'good', { type: 'DO' }))).details).toHaveProperty('linguistId');
    });
  });

  it('ignores a linguist id on orders that are not direct', async () => {
    const { client } = await createClient();
    await expect(order(client.id, 'good', { type: 'GO', linguistId: 2_000_000_000 })).resolves.toMatchObject({ clientPricePerWord: '0.028' });
  });

  it('refuses an unknown language or level with 400 naming the field', async () => {
    const { client } = await createClient();
    const language = await refusal(order(client.id, 'good', { languageId: 2_000_000_000 }));
    expect(language.httpStatus).toBe(400);
    expect(language.details).toHaveProperty('language');
    const level = await refusal(order(client.id, 'legendary'));
    expect(level.httpStatus).toBe(400);
    expect(level.details).toEqual({ level: ['Unknown level legendary'] });
  });

  it('reads inside the caller’s transaction', async () => {
    const transaction = await sequelize.transaction();
    try {
      const [row] = await sequelize.query<{ id: number }>(
        `INSERT INTO clients (email, status, language, currency_id, invoicing, vat)
         VALUES ('uncommitted-pricing@example.test', 'ACTIVE', 'en', :currencyId, 'invoice', 0.07) RETURNING id`,
        { type: QueryTypes.SELECT, replacements: { currencyId: await currencyId('GBP') }, transaction },
      );
      const input = { clientId: row!.id, languageId: germany, level: 'simple', withProofreading: false, type: 'OO' } as const;
      await expect(ratesForOrder(input, transaction)).resolves.toMatchObject({ currency: 'GBP', vat: '0.07', clientPricePerWord: '0.016' });
    } finally {
      await transaction.rollback();
    }
  });
});

describe('GET /client/orders/text-price', () => {
  let token: string;

  beforeAll(async () => {
    const { email, password } = await createClient({ currency: 'EUR', vat: '0.19' });
    ({ access_token: token } = await loginAs(api, 'client', email, password));
  });

  const textPrice = (query: Record<string, string | number | string[]>) =>
    api.request().get('/client/orders/text-price').query(query).auth(token, { type: 'bearer' });

  it('answers the price of the fewest and the most words, bank transfer by default', async () => {
    const res = await textPrice({ min: 100, max: 200, language: 'de-DE', level: 'good', services: 'copywriting', type: 'OO' });
    expect(res.status).toBe(200);
    // 0.028 €/word, VAT 19 %: 2.80 € + 0.53 €, 5.60 € + 1.06 €
    expect(res.body).toEqual<TextPriceResponse>({
      min: { amountNet: 280, fee: 0, tax: 53, amountGross: 333, currency: 'EUR' },
      max: { amountNet: 560, fee: 0, tax: 106, amountGross: 666, currency: 'EUR' },
    });
  });

  it('multiplies by the number of texts and adds the fee of the payment method on the gross', async () => {
    const res = await textPrice({ min: 100, max: 200, textsAmount: 3, language: 'de-DE', level: 'good', paymentMethod: 'CARD' });
    expect(res.status).toBe(200);
    // gross 9.99 €: 1.4 % is 0.14 €, so the minimum 0.25 €; gross 19.98 €: 1.4 % is 0.28 €
    expect(res.body).toEqual({
      min: { amountNet: 840, fee: 25, tax: 159, amountGross: 1024, currency: 'EUR' },
      max: { amountNet: 1680, fee: 28, tax: 318, amountGross: 2026, currency: 'EUR' },
    });
  });

  it('reads the services as repeated keys or comma-separated, and prices proofreading on top', async () => {
    const base = { min: 500, max: 500, language: 'en-GB', level: 'good' };
    const repeated = await textPrice({ ...base, services: ['copywriting', 'proofreading'] });
    const commaSeparated = await textPrice({ ...base, services: 'copywriting,proofreading' });
    expect(repeated.status).toBe(200);
    // (0.028 + 0.009) €/word × 500
    expect(repeated.body.min).toMatchObject({ amountNet: 1850, tax: 352, amountGross: 2202 });
    expect(commaSeparated.body).toEqual(repeated.body);
  });

  it('says that proofreading needs copywriting', async () => {
    const res = await textPrice({ min: 100, max: 200, language: 'de-DE', level: 'good', services: 'proofreading' });
    expect(res.body.error).toEqual({ services: ['services must include copywriting'] });
  });

  it('prices a direct order at the linguist’s own price', async () => {
    const { linguist } = await createLinguist({ languages: ['de-DE'] });
    await setLinguistPrice(linguist.id, 'de-DE', 'EUR', '0.1');
    const res = await textPrice({ min: 100, max: 100, language: 'de-DE', level: 'simple', type: 'DO', linguistId: linguist.id });
    expect(res.status).toBe(200);
    expect(res.body.max).toMatchObject({ amountNet: 1000, tax: 190, amountGross: 1190 });
  });

  it.each([
    ['an unknown language', { language: 'xx-XX' }, 'language'],
    ['an unknown level', { level: 'legendary' }, 'level'],
    ['max below min', { min: 300, max: 200 }, 'max'],
    ['more than 100000 words', { max: 100_001 }, 'max'],
    ['no texts', { textsAmount: 0 }, 'textsAmount'],
    ['more than 1000 texts', { textsAmount: 1001 }, 'textsAmount'],
    ['proofreading without copywriting', { services: 'proofreading' }, 'services'],
    ['an unknown service', { services: 'copywriting,painting' }, 'services.1'],
    ['an unknown order type', { type: 'XO' }, 'type'],
    ['a direct order without linguistId', { type: 'DO' }, 'linguistId'],
    ['a direct order to a linguist who does not exist', { type: 'DO', linguistId: 2_000_000_000 }, 'linguistId'],
    ['an unknown payment method', { paymentMethod: 'CASH' }, 'paymentMethod'],
  ])('answers 400 naming the field for %s', async (_case, override, field) => {
    const res = await textPrice({ min: 100, max: 200, language: 'de-DE', level: 'good', ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty([field]);
  });

  it('is for clients only', async () => {
    const { email, password } = await createLinguist();
    const { access_token } = await loginAs(api, 'linguist', email, password);
    const query = { min: 1, max: 1, language: 'de-DE', level: 'good' };
    expect((await api.request().get('/client/orders/text-price').query(query).auth(access_token, { type: 'bearer' })).status).toBe(403);
    expect((await api.request().get('/client/orders/text-price').query(query)).status).toBe(401);
  });
});
