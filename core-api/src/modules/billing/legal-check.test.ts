import { createLogger } from '@inkwell/service-kit';
import { startFakeVies, type FakeVies } from '../../testing/fake-vies-server.js';
import { formatLegalCheckProvider, runLegalCheck, viesLegalCheckProvider, type LegalCheckProvider } from './legal-check.js';
import { compactVatNumber, hasValidVatNumberFormat } from './vat-number-formats.js';

const logger = createLogger('legal-check-test', 'silent');

describe('VAT number formats', () => {
  it.each([
    ['DE', 'DE123456789'],
    ['DE', 'de 123 456 789'],
    ['AT', 'ATU12345678'],
    ['FR', 'FRXX123456789'],
    ['FR', '12345678901'],
    ['NL', 'NL123456789B01'],
    ['IE', 'IE1234567WA'],
    ['GR', 'EL123456789'],
    ['ES', 'ESX1234567X'],
    ['SE', 'SE123456789001'],
    ['IT', 'IT-123.456.789.01'],
  ])('accepts %s %s', (country, number) => {
    expect(hasValidVatNumberFormat(country, number)).toBe(true);
  });

  it.each([
    ['DE', 'DE12345678'],
    ['DE', 'DE1234567890'],
    ['AT', 'AT12345678'],
    ['NL', 'NL123456789001'],
    ['SE', 'SE123456789012'],
    ['IT', 'hello'],
    ['DE', ''],
  ])('refuses %s %s', (country, number) => {
    expect(hasValidVatNumberFormat(country, number)).toBe(false);
  });

  it('has no format outside the EU', () => {
    expect(hasValidVatNumberFormat('GB', 'GB123456789')).toBeNull();
  });

  it('strips the country prefix VIES does not want, Greece’s EL included', () => {
    expect(compactVatNumber('DE', 'DE 123-456-789')).toBe('123456789');
    expect(compactVatNumber('GR', 'EL123456789')).toBe('123456789');
    expect(compactVatNumber('GR', 'GR123456789')).toBe('123456789');
    // a French key may be the letters FR: a number that fits as typed keeps them
    expect(compactVatNumber('FR', 'FR123456789')).toBe('FR123456789');
  });
});

describe('runLegalCheck', () => {
  const never: LegalCheckProvider = {
    name: 'never',
    checkVatNumber: () => {
      throw new Error('no VAT number needs checking here');
    },
  };
  const now = new Date('2026-03-01T10:00:00Z');
  const earlier = new Date('2026-01-01T10:00:00Z');

  it('finds a private person or a company outside the EU valid without asking anyone', async () => {
    for (const facts of [
      { legalForm: 'PRIVATE' as const, country: 'DE', eu: true, euVatNumber: null },
      { legalForm: 'COMPANY' as const, country: 'GB', eu: false, euVatNumber: null },
    ]) {
      expect(await runLegalCheck(facts, never, earlier, now)).toEqual({ status: 'VALID', lastVatNumberValidationAt: null, legalInfoLastCheckedAt: now });
    }
  });

  it('turns the provider’s verdict on an EU company into the status and stamps both dates', async () => {
    const company = { legalForm: 'COMPANY' as const, country: 'DE', eu: true };
    expect(await runLegalCheck({ ...company, euVatNumber: 'DE123456789' }, formatLegalCheckProvider, earlier, now)).toEqual({
      status: 'VALID',
      lastVatNumberValidationAt: now,
      legalInfoLastCheckedAt: now,
    });
    expect(await runLegalCheck({ ...company, euVatNumber: 'DE1' }, formatLegalCheckProvider, earlier, now)).toMatchObject({ status: 'INVALID', lastVatNumberValidationAt: now });
  });

  it('leaves the status NEEDS_VALIDATION and keeps the last VAT check’s date when the provider cannot answer', async () => {
    const down: LegalCheckProvider = { name: 'down', checkVatNumber: async () => 'unavailable' };
    expect(await runLegalCheck({ legalForm: 'COMPANY', country: 'DE', eu: true, euVatNumber: 'DE123456789' }, down, earlier, now)).toEqual({
      status: 'NEEDS_VALIDATION',
      lastVatNumberValidationAt: earlier,
      legalInfoLastCheckedAt: now,
    });
  });
});

describe('the VIES provider against a fake VIES', () => {
  let vies: FakeVies;

  beforeAll(async () => {
    vies = await startFakeVies();
    vies.validNumbers.add('DE123456789');
    vies.validNumbers.add('EL094259216');
  });

  afterAll(() => vies.close());

  beforeEach(() => {
    vies.mode = 'up';
    vies.requests.length = 0;
  });

  it('asks with the VIES country code and the compact number, and answers its verdict', async () => {
    const provider = viesLegalCheckProvider(vies.url, logger);
    expect(await provider.checkVatNumber('DE', 'DE 123 456 789')).toBe('valid');
    expect(await provider.checkVatNumber('GR', 'EL094259216')).toBe('valid');
    expect(await provider.checkVatNumber('DE', 'DE987654321')).toBe('invalid');
    expect(vies.requests).toEqual([
      { countryCode: 'DE', vatNumber: '123456789' },
      { countryCode: 'EL', vatNumber: '094259216' },
      { countryCode: 'DE', vatNumber: '987654321' },
    ]);
  });

  it('refuses a number of the wrong shape without asking', async () => {
    expect(await viesLegalCheckProvider(vies.url, logger).checkVatNumber('DE', 'DE12')).toBe('invalid');
    expect(vies.requests).toHaveLength(0);
  });

  it('answers unavailable, never throws, when VIES errs, has no verdict, is too slow or is not there', async () => {
    const provider = viesLegalCheckProvider(vies.url, logger, 300);
    vies.mode = 'error';
    expect(await provider.checkVatNumber('DE', 'DE123456789')).toBe('unavailable');
    vies.mode = 'member-state-down';
    expect(await provider.checkVatNumber('DE', 'DE123456789')).toBe('unavailable');
    vies.mode = 'slow';
    vies.delayMs = 2_000;
    expect(await provider.checkVatNumber('DE', 'DE123456789')).toBe('unavailable');

    const gone = await startFakeVies();
    await gone.close();
    expect(await viesLegalCheckProvider(gone.url, logger).checkVatNumber('DE', 'DE123456789')).toBe('unavailable');
  });
});
