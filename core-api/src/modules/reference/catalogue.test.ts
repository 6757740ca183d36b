import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { eventually } from '../../testing/eventually.js';
import { readsCatalogue, statementsDuring } from '../../testing/sql-statements.js';
import { CATALOGUE_LISTENER_NAME } from '../../db/catalogue-listener.js';
import * as reference from './reference.service.js';

// Decision 024: core-api answers reference data from memory and re-reads a table when its change trigger
// notifies the catalogue channel. These tests change rows in SQL, as a staff edit or another instance would.

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

async function renameLanguage(culture: string, name: string): Promise<void> {
  await api.runtime.sequelize.query('UPDATE languages SET name = :name WHERE culture = :culture', { replacements: { culture, name } });
}

/** The name GET /client/languages gives `culture`, as `instance` answers it. */
async function languageName(instance: TestContext, culture: string): Promise<string | undefined> {
  const res = await instance.request().get('/client/languages').expect(200);
  return (res.body.data as { culture: string; name: string }[]).find((l) => l.culture === culture)?.name;
}

/** Another core-api process on the same database: its own module instances, catalogue and listener. */
async function startSecondInstance(): Promise<TestContext> {
  let second: TestContext | undefined;
  await jest.isolateModulesAsync(async () => {
    const isolated = await import('../../testing/test-runtime.js');
    second = await isolated.startTestApi();
  });
  if (!second) throw new Error('the second instance did not start');
  return second;
}

describe('the reference catalogue', () => {
  it('is loaded at start: answering the public lists reads no catalogue table', async () => {
    const statements = await statementsDuring(api.runtime.sequelize, async () => {
      for (const path of ['/client/languages', '/client/levels', '/client/countries', '/client/currencies', '/client/academic-lists']) {
        await api.request().get(path).expect(200);
      }
    });
    expect(statements.filter(readsCatalogue)).toEqual([]);
  });

  it('answers an edited language once the change notification has been read', async () => {
    await renameLanguage('de-AT', 'German - Austria (edited)');
    try {
      await eventually(async () => expect(await languageName(api, 'de-AT')).toBe('German - Austria (edited)'));
      expect(await reference.findLanguageByCulture('de-AT')).toMatchObject({ name: 'German - Austria (edited)' });
      expect(await reference.findLanguageById((await reference.findLanguageByCulture('de-AT'))!.id)).toMatchObject({ culture: 'de-AT' });
    } finally {
      await renameLanguage('de-AT', 'German - Austria');
    }
    await eventually(async () => expect(await languageName(api, 'de-AT')).toBe('German - Austria'));
  });

  it('reaches a second instance on the same database, which sees the change the first one made', async () => {
    const second = await startSecondInstance();
    try {
      expect(second.runtime.sequelize).not.toBe(api.runtime.sequelize);
      await api.runtime.sequelize.query("UPDATE currencies SET name = 'Euro (edited)' WHERE iso4217 = 'EUR'");
      try {
        const euroName = async (instance: TestContext) =>
          ((await instance.request().get('/client/currencies').expect(200)).body.data as { iso4217: string; name: string }[]).find(
            (c) => c.iso4217 === 'EUR',
          )?.name;
        await eventually(async () => expect(await euroName(second)).toBe('Euro (edited)'));
        await eventually(async () => expect(await euroName(api)).toBe('Euro (edited)'));
      } finally {
        await api.runtime.sequelize.query("UPDATE currencies SET name = 'Euro' WHERE iso4217 = 'EUR'");
      }
      await second.catalogues.settle();
      await api.catalogues.settle();
      expect(await reference.getCurrencyByIso('EUR')).toMatchObject({ name: 'Euro' });
    } finally {
      await second.close();
    }
  });

  it('listens again after its connection was cut, and re-reads what changed meanwhile', async () => {
    const listeners = async () =>
      (
        await api.runtime.sequelize.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = :name',
          { type: QueryTypes.SELECT, replacements: { name: CATALOGUE_LISTENER_NAME } },
        )
      ).map((row) => row.pid);
    const [cut] = await listeners();
    expect(cut).toBeDefined();
    await api.runtime.sequelize.query('SELECT pg_terminate_backend(:pid)', { replacements: { pid: cut } });
    // committed while the listener is away, so no notification reaches it
    await api.runtime.sequelize.query("UPDATE countries SET name = 'Austria (edited)' WHERE code = 'AT'");
    try {
      await eventually(async () => expect(await reference.findCountry('AT')).toMatchObject({ name: 'Austria (edited)' }));
      await eventually(async () => expect(await listeners()).toEqual([expect.any(Number)]));
      expect(await listeners()).not.toContain(cut);
    } finally {
      await api.runtime.sequelize.query("UPDATE countries SET name = 'Austria' WHERE code = 'AT'");
    }
    await api.catalogues.settle();
    expect(await reference.findCountry('AT')).toMatchObject({ name: 'Austria' });
  });
});
