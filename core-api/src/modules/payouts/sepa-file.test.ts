import { buildSepaCreditTransfer, type SepaFile } from './sepa-file.js';
import { readPain001 } from './testing/pain001.js';

const debtor = { name: 'Inkwell Demo GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

function file(overrides: Partial<SepaFile> = {}): SepaFile {
  return {
    messageId: 'PAYOUTS-00000042',
    createdAt: new Date('2026-11-27T10:00:00Z'),
    executionDate: new Date('2026-11-28T10:00:00Z'),
    debtor,
    transfers: [
      { endToEndId: 'PAYOUT-1', holder: 'Lena Linguist', iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPXXX', amount: 12_050n, remittance: 'Inkwell payout 1' },
      { endToEndId: 'PAYOUT-2', holder: 'Jörg Übersetzer', iban: 'DE02120300000000202051', bic: '', amount: 10n, remittance: 'Inkwell payout 2' },
      { endToEndId: 'PAYOUT-3', holder: 'Ada Writer', iban: 'AT611904300234573201', bic: 'BKAUATWW', amount: 99_999_999_999n, remittance: 'Inkwell payout 3' },
    ],
    ...overrides,
  };
}

describe('buildSepaCreditTransfer', () => {
  it('writes a pain.001.001.03 file that passes the schema check element by element, amounts to the cent', () => {
    const read = readPain001(buildSepaCreditTransfer(file()));
    expect(read).toMatchObject({
      messageId: 'PAYOUTS-00000042',
      numberOfTransactions: 3,
      controlSum: '1000000120.59',
      initiatorName: 'Inkwell Demo GmbH',
      debtorName: 'Inkwell Demo GmbH',
      debtorIban: 'DE89370400440532013000',
      debtorBic: 'COBADEFFXXX',
    });
    expect(read.transfers).toEqual([
      { endToEndId: 'PAYOUT-1', amount: '120.50', currency: 'EUR', bic: 'PSSTFRPPXXX', holder: 'Lena Linguist', iban: 'FR1420041010050500013M02606', remittance: 'Inkwell payout 1' },
      { endToEndId: 'PAYOUT-2', amount: '0.10', currency: 'EUR', bic: null, holder: 'Jörg Übersetzer', iban: 'DE02120300000000202051', remittance: 'Inkwell payout 2' },
      { endToEndId: 'PAYOUT-3', amount: '999999999.99', currency: 'EUR', bic: 'BKAUATWW', holder: 'Ada Writer', iban: 'AT611904300234573201', remittance: 'Inkwell payout 3' },
    ]);
  });

  it('keeps a thousand transfers of odd cents exact in the control sum', () => {
    const transfers = Array.from({ length: 1000 }, (_, i) => ({
      endToEndId: `PAYOUT-${i + 1}`,
      holder: 'Lena Linguist',
      iban: 'DE02120300000000202051',
      bic: '',
      amount: BigInt(i * 7 + 1),
      remittance: `Inkwell payout ${i + 1}`,
    }));
    const total = transfers.reduce((sum, t) => sum + t.amount, 0n);
    const read = readPain001(buildSepaCreditTransfer(file({ transfers })));
    expect(read.controlSum).toBe(`${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`);
  });

  it('refuses a creditor IBAN with a wrong checksum, so no file goes to the bank with it', () => {
    const [first] = file().transfers;
    expect(() => buildSepaCreditTransfer(file({ transfers: [{ ...first!, iban: 'DE03120300000000202051' }] }))).toThrow(/IBAN/);
  });
});

describe('readPain001', () => {
  const valid = () => buildSepaCreditTransfer(file());

  it('names an element out of the schema’s order', () => {
    const swapped = valid().replace(/<MsgId>([^<]*)<\/MsgId><CreDtTm>([^<]*)<\/CreDtTm>/, '<CreDtTm>$2</CreDtTm><MsgId>$1</MsgId>');
    expect(() => readPain001(swapped)).toThrow(/GrpHdr\/MsgId: required/);
  });

  it('names a control sum that does not add up', () => {
    expect(() => readPain001(valid().replace('<CtrlSum>1000000120.59</CtrlSum>', '<CtrlSum>1000000120.58</CtrlSum>'))).toThrow(/CtrlSum/);
  });

  it('names an amount with three decimals and another currency', () => {
    expect(() => readPain001(valid().replace('>120.50<', '>120.505<'))).toThrow(/InstdAmt/);
    expect(() => readPain001(valid().replace('Ccy="EUR"', 'Ccy="USD"'))).toThrow(/Ccy/);
  });

  it('names a file in another namespace and one that is not well-formed', () => {
    expect(() => readPain001(valid().replace(/pain\.001\.001\.03/g, 'pain.001.001.09'))).toThrow(/root must be Document/);
    expect(() => readPain001(valid().replace('</GrpHdr>', ''))).toThrow(/not well-formed|GrpHdr/);
  });
});
