import { AppError } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import * as reference from './reference.service.js';

/** Written out independently of the seed files, so a slip in either shows up here. */
const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];
const EU_OFFICIAL_LANGUAGES = [
  'bg', 'hr', 'cs', 'da', 'nl', 'en', 'et', 'fi', 'fr', 'de', 'el', 'hu',
  'ga', 'it', 'lv', 'lt', 'mt', 'pl', 'pt', 'ro', 'sk', 'sl', 'es', 'sv',
];

interface Named {
  id: number;
  name: string;
}

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

describe('GET /client/countries', () => {
  it('answers the 27 EU member states flagged as EU and the United Kingdom as not', async () => {
    const res = await api.request().get('/client/countries').expect(200);
    const countries = res.body.data as { code: string; name: string; eu: boolean }[];
    expect(countries).toHaveLength(28);
    expect(countries.filter((c) => c.eu).map((c) => c.code).sort()).toEqual([...EU_MEMBER_STATES].sort());
    expect(countries.filter((c) => !c.eu)).toEqual([{ code: 'GB', name: 'United Kingdom', eu: false }]);
  });

  it('may be cached by browsers and proxies for five minutes', async () => {
    const res = await api.request().get('/client/countries').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /client/levels', () => {
  it('answers the five quality levels in rank order', async () => {
    const res = await api.request().get('/client/levels').expect(200);
    expect(res.body.data).toEqual([
      { code: 'simple', name: 'Junior', rank: 1 },
      { code: 'good', name: 'Linguist', rank: 2 },
      { code: 'professional', name: 'Senior', rank: 3 },
      { code: 'premium', name: 'Expert', rank: 4 },
      { code: 'excellent', name: 'Technical expert', rank: 5 },
    ]);
  });
});

describe('GET /client/languages', () => {
  it('offers every official EU language and the common regional variants', async () => {
    const res = await api.request().get('/client/languages').expect(200);
    const languages = res.body.data as { id: number; name: string; culture: string; code: string }[];
    const codes = new Set(languages.map((l) => l.code));
    expect(EU_OFFICIAL_LANGUAGES.filter((code) => !codes.has(code))).toEqual([]);
    const cultures = languages.map((l) => l.culture);
    expect(cultures).toEqual(expect.arrayContaining(['en-GB', 'en-US', 'en-AU', 'de-DE', 'de-AT', 'de-CH', 'fr-BE', 'fr-CH', 'pt-BR', 'es-MX']));
  });

  it('names each language "Group - Variant" with a non-empty culture matching its code', async () => {
    const res = await api.request().get('/client/languages').expect(200);
    for (const language of res.body.data as { id: number; name: string; culture: string; code: string }[]) {
      expect(Object.keys(language).sort()).toEqual(['code', 'culture', 'id', 'name']);
      expect(language.name).toMatch(/^\S.* - \S.*$/);
      expect(language.culture).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
      expect(language.culture.startsWith(`${language.code}-`)).toBe(true);
    }
  });

  it('leaves out a language an admin has switched off, which stays findable for old orders', async () => {
    await api.runtime.sequelize.query("UPDATE languages SET active = false WHERE culture = 'en-NZ'");
    // the API answers from its catalogue, which holds the change once the notification has been read
    await api.catalogues.settle();
    try {
      const res = await api.request().get('/client/languages').expect(200);
      expect((res.body.data as { culture: string }[]).map((l) => l.culture)).not.toContain('en-NZ');
      expect(await reference.findLanguageByCulture('en-NZ')).toMatchObject({ name: 'English - New Zealand', active: false });
      expect((await reference.listLanguages({ includeInactive: true })).map((l) => l.culture)).toContain('en-NZ');
    } finally {
      await api.runtime.sequelize.query("UPDATE languages SET active = true WHERE culture = 'en-NZ'");
      await api.catalogues.settle();
    }
  });
});

describe('GET /client/currencies', () => {
  it('answers euro (id 1, the default), US dollar and pound sterling with their minor units', async () => {
    const res = await api.request().get('/client/currencies').expect(200);
    expect(res.body.data).toEqual([
      { id: 1, iso4217: 'EUR', symbol: '€', minorUnit: 'cent', name: 'Euro' },
      { id: 2, iso4217: 'USD', symbol: '$', minorUnit: 'cent', name: 'US Dollar' },
      { id: 3, iso4217: 'GBP', symbol: '£', minorUnit: 'pence', name: 'British Pound' },
    ]);
  });
});

describe('named catalogues', () => {
  it.each([
    ['/client/text-topics', ['Automotive', 'Beauty & Wellness', 'Business & Finance', 'Travel & Tourism']],
    ['/client/text-types', ['Blog post', 'Product description', 'Category text', 'Press release', 'Newsletter', 'Landing page']],
    ['/client/industry-expertise', ['Automotive', 'Healthcare', 'Information Technology']],
  ])('%s answers distinct entries with ids, among them the usual ones', async (path, expected) => {
    const res = await api.request().get(path).expect(200);
    const entries = res.body.data as Named[];
    expect(entries.length).toBeGreaterThanOrEqual(expected.length);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(entries.every((e) => Number.isInteger(e.id) && e.name.trim() === e.name && e.name.length > 0)).toBe(true);
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(expected));
  });

  it('answers both academic lists, degrees in ascending order', async () => {
    const res = await api.request().get('/client/academic-lists').expect(200);
    const degrees = (res.body.academicDegreeList as Named[]).map((d) => d.name);
    const fields = (res.body.academicFieldList as Named[]).map((d) => d.name);
    expect(degrees.indexOf('Bachelor of Arts (BA)')).toBeLessThan(degrees.indexOf('Master of Arts (MA)'));
    expect(degrees.indexOf('Master of Arts (MA)')).toBeLessThan(degrees.indexOf('Doctorate (PhD)'));
    expect(fields).toEqual(expect.arrayContaining(['Linguistics', 'Translation and interpreting', 'Journalism']));
    expect(fields[fields.length - 1]).toBe('Other');
  });
});

describe('reference service', () => {
  it('finds a language by culture in any letter case or separator', async () => {
    expect(await reference.findLanguageByCulture('de-at')).toMatchObject({ name: 'German - Austria', culture: 'de-AT', code: 'de' });
    expect(await reference.findLanguageByCulture('pt_BR')).toMatchObject({ culture: 'pt-BR' });
    expect(await reference.findLanguageByCulture('xx-XX')).toBeNull();
  });

  it('finds several languages at once, ignoring unknown cultures', async () => {
    const found = await reference.findLanguagesByCultures(['fr-CH', 'de-DE', 'zz-ZZ', 'de-DE']);
    expect(found.map((l) => l.culture).sort()).toEqual(['de-DE', 'fr-CH']);
    expect(await reference.findLanguagesByCultures([])).toEqual([]);
  });

  it('groups languages by the part of the name before " - "', async () => {
    const groups = await reference.listLanguageGroups();
    const german = groups.find((g) => g.name === 'German');
    expect(german?.languages.map((l) => l.culture).sort()).toEqual(['de-AT', 'de-CH', 'de-DE']);
    expect(groups.every((g) => g.languages.every((l) => reference.languageGroupName(l.name) === g.name))).toBe(true);
    expect(reference.languageGroupName('English - United Kingdom')).toBe('English');
  });

  it('reads currencies by ISO code or id, and refuses unknown ones', async () => {
    const pound = await reference.getCurrencyByIso('gbp');
    expect(pound).toMatchObject({ iso4217: 'GBP', symbol: '£', minorUnit: 'pence' });
    expect(await reference.getCurrencyById(pound.id)).toEqual(pound);
    const unknown = await reference.getCurrencyByIso('XXX').catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(AppError);
    expect(unknown).toMatchObject({ httpStatus: 404 });
    expect(await reference.findCurrencyById(999)).toBeNull();
  });

  it('tells EU countries from the United Kingdom and unknown codes', async () => {
    expect(await reference.isEuCountry('DE')).toBe(true);
    expect(await reference.isEuCountry('gr')).toBe(true);
    expect(await reference.isEuCountry('GB')).toBe(false);
    expect(await reference.isEuCountry('US')).toBe(false);
    expect(await reference.isEuCountry('not a code')).toBe(false);
  });

  it('lists the levels in rank order and knows their codes', async () => {
    expect((await reference.listLevels()).map((l) => l.code)).toEqual(['simple', 'good', 'professional', 'premium', 'excellent']);
    expect(await reference.findLevel('premium')).toEqual({ code: 'premium', name: 'Expert', rank: 4 });
    expect(reference.isLevelCode('junior')).toBe(false);
    expect(await reference.findLevel('junior')).toBeNull();
  });

  it('finds text topics and types by id for the forms that send ids', async () => {
    const [topic] = await reference.listTextTopics();
    expect(await reference.findTextTopicById(topic!.id)).toEqual(topic);
    expect(await reference.findTextTypeById(1)).toEqual({ id: 1, name: 'Blog post' });
    expect(await reference.findTextTypeById(100_000)).toBeNull();
  });
});
