import iconv from 'iconv-lite';
import { amount, bookingBatchHeader, bookingLine, cp1252, creditorAccount, debtorAccount, documentDate, documentField, fiscalYearStart, revenueTaxKey, text } from './datev.js';

const settings = { consultantNumber: 29098, clientNumber: 55003, chart: 'SKR03' as const, fiscalYearStartMonth: 1, accountLength: 4 };

describe('DATEV fields', () => {
  it('writes amounts with a decimal comma, no separator and no sign', () => {
    expect(amount(123_456n)).toBe('1234,56');
    expect(amount(-5n)).toBe('0,05');
    expect(amount(0n)).toBe('0,00');
  });

  it('quotes text, doubles inner quotes, flattens line breaks and cuts to length', () => {
    expect(text('Say "hi"\nthere', 60)).toBe('"Say ""hi"" there"');
    expect(text('abcdef', 3)).toBe('"abc"');
    expect(text(null, 5)).toBe('""');
  });

  it('keeps Belegfeld 1 to the characters DATEV allows', () => {
    expect(documentField('deposit:12 (x)')).toBe('"deposit-12--x-"');
    expect(documentField('2026-000017')).toBe('"2026-000017"');
  });

  it('dates a booking DDMM and finds the fiscal year of a period', () => {
    expect(documentDate(new Date('2026-03-07T23:00:00Z'))).toBe('0703');
    expect(fiscalYearStart(new Date('2026-03-01T00:00:00Z'), 1).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(fiscalYearStart(new Date('2026-03-01T00:00:00Z'), 7).toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('numbers debtors and creditors one digit longer than ledger accounts', () => {
    expect(debtorAccount(42, 4)).toBe(10_042);
    expect(creditorAccount(42, 4)).toBe(70_042);
    expect(debtorAccount(42, 6)).toBe(1_000_042);
  });

  it('keys revenue by its VAT rate', () => {
    expect(revenueTaxKey('0.1900')).toBe('3');
    expect(revenueTaxKey('0.07')).toBe('2');
    expect(revenueTaxKey('0')).toBe('');
  });

  it('encodes umlauts and the euro sign as single Windows-1252 bytes', () => {
    const bytes = cp1252('Müller € ß');
    expect([...bytes]).toEqual([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x20, 0xdf]);
    expect(iconv.decode(bytes, 'win1252')).toBe('Müller € ß');
  });
});

describe('DATEV lines', () => {
  it('writes the EXTF header of a Buchungsstapel with the frame and the period', () => {
    const line = bookingBatchHeader({
      settings,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-31T00:00:00Z'),
      createdAt: new Date('2026-04-02T10:11:12.345Z'),
      label: 'Inkwell Buchungen',
      currency: 'EUR',
    }).split(';');
    expect(line.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20260402101112345']);
    expect(line.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20260301', '20260331']);
    expect(line[26]).toBe('"03"');
    expect(line).toHaveLength(31);
  });

  it('writes a booking in the order of the column line', () => {
    const line = bookingLine({
      amount: 11_900n,
      side: 'S',
      currency: 'EUR',
      account: 10_042,
      contraAccount: 8200,
      taxKey: '3',
      date: new Date('2026-03-07T10:00:00Z'),
      document: '2026-000017',
      text: 'Rechnung 2026-000017 Müller',
    });
    expect(line).toBe('119,00;"S";"EUR";;;"";10042;8200;"3";0703;"2026-000017";"";;"Rechnung 2026-000017 Müller"');
  });
});
