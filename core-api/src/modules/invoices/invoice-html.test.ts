import { INTERFACE_LANGUAGES, INVOICE_TYPES, type InterfaceLanguage } from '@inkwell/contracts';
import { loadCoreConfig } from '../../config.js';
import { renderInvoiceHtml as renderWithSeller, type PrintableInvoice } from './invoice-html.js';
import { INVOICE_LABELS } from './invoice-labels.js';
import type { InvoiceLineRow, InvoiceRow } from './invoices.model.js';


// The demo operator every installation outside production prints.
const { seller } = loadCoreConfig({ DATABASE_URL: 'postgres://localhost/unused' });
const renderInvoiceHtml = (printable: PrintableInvoice) => renderWithSeller(printable, seller);
function line(overrides: Partial<InvoiceLineRow> = {}): InvoiceLineRow {
  return {
    invoice_id: 1,
    position: 1,
    description: 'Product text',
    quantity: 400,
    order_id: 10,
    vat_rate: '0.1900',
    amount_net: '2000',
    tax: '380',
    amount_gross: '2380',
    ...overrides,
  };
}

function printable(invoice: Partial<InvoiceRow> = {}, lines: InvoiceLineRow[] = [line()], cancels: PrintableInvoice['cancels'] = null): PrintableInvoice {
  return {
    invoice: {
      id: 1,
      client_id: 5,
      number: '2026-000042',
      year: 2026,
      sequence: 42,
      type: 'INVOICE',
      status: 'OPEN',
      amount_net: '2000',
      tax: '380',
      amount_gross: '2380',
      currency: 'EUR',
      language: 'en',
      issued_at: new Date('2026-03-01T02:00:00Z'),
      due_at: new Date('2026-03-15T02:00:00Z'),
      paid_at: null,
      cancels_invoice_id: null,
      deposit_id: null,
      created_at: new Date('2026-03-01T02:00:00Z'),
      billing_address: {
        companyName: 'Acme',
        firstName: null,
        lastName: null,
        address: null,
        zipcode: null,
        city: null,
        country: null,
        euVatNumber: null,
        taxNumber: null,
        email: null,
      },
      ...invoice,
    },
    lines,
    cancels,
  };
}

describe('renderInvoiceHtml', () => {
  it('escapes every user string, so names and titles can never become markup or script', () => {
    const html = renderInvoiceHtml(
      printable(
        {
          billing_address: {
            ...printable().invoice.billing_address,
            companyName: '<img src=x onerror=alert(1)>',
            city: '"Berlin"',
            euVatNumber: "DE1'2",
          },
        },
        [line({ description: '</td><script>alert(1)</script>' })],
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#34;Berlin&#34;');
    expect(html).toContain('DE1&#39;2');
  });

  it('has no script and loads nothing from outside', () => {
    const html = renderInvoiceHtml(printable());
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it('prints one VAT line per rate when the rates differ', () => {
    const html = renderInvoiceHtml(
      printable({ amount_net: '3000', tax: '450', amount_gross: '3450' }, [
        line({ vat_rate: '0.1900', amount_net: '2000', tax: '380' }),
        line({ position: 2, vat_rate: '0.07', amount_net: '1000', tax: '70' }),
      ]),
    );
    expect(html).toMatch(/VAT 19%<\/td><td class="num">€3\.80</);
    expect(html).toMatch(/VAT 7%<\/td><td class="num">€0\.70</);
  });

  it('asks for payment by the due date, or says the document is paid or needs nothing', () => {
    expect(renderInvoiceHtml(printable())).toContain('Please transfer €23.80 by 15/03/2026');
    const paidDeposit = renderInvoiceHtml(printable({ type: 'DEPOSIT', status: 'PAID', due_at: null, paid_at: new Date('2026-03-01T02:00:00Z') }));
    expect(paidDeposit).toContain('This invoice has been paid.');
    expect(paidDeposit).not.toContain('IBAN');
    const cancellation = renderInvoiceHtml(
      printable({ type: 'CANCEL_UNPAID_I', status: 'PAID', due_at: null, amount_net: '-2000', tax: '-380', amount_gross: '-2380' }, [
        line({ amount_net: '-2000', tax: '-380', amount_gross: '-2380' }),
      ], { number: '2026-000041', issuedAt: new Date('2026-02-01T02:00:00Z') }),
    );
    expect(cancellation).toContain('This document cancels invoice 2026-000041 of 01/02/2026.');
    expect(cancellation).toContain('Nothing is to be paid.');
    expect(cancellation).toContain('-€23.80');
  });

  it('says a cancelled deposit invoice needs nothing, and a paid balance refund was transferred', () => {
    const negative = { due_at: null, amount_net: '-5000', tax: '0', amount_gross: '-5000' };
    const negativeLine = line({ vat_rate: '0', quantity: null, order_id: null, amount_net: '-5000', tax: '0', amount_gross: '-5000' });
    const cancelledDeposit = renderInvoiceHtml(
      printable({ type: 'CANCBAL_DEPOSIT', status: 'PAID', paid_at: new Date('2026-03-01T02:00:00Z'), ...negative }, [negativeLine], {
        number: '2026-000040',
        issuedAt: new Date('2026-02-20T02:00:00Z'),
      }),
    );
    expect(cancelledDeposit).toContain('This document cancels invoice 2026-000040 of 20/02/2026.');
    expect(cancelledDeposit).toContain('Nothing is to be paid.');
    expect(cancelledDeposit).not.toContain('has been paid');

    const refund = renderInvoiceHtml(
      printable({ type: 'DEPOSIT_REFUND', status: 'PAID', paid_at: new Date('2026-03-01T02:00:00Z'), language: 'de', ...negative }, [negativeLine]),
    );
    expect(refund).toContain('Erstattung Vorauszahlung');
    expect(refund).toContain(INVOICE_LABELS.de.refunded);
    expect(refund).not.toContain('IBAN');
    expect(renderInvoiceHtml(printable({ type: 'DEPOSIT_REFUND', status: 'OPEN', ...negative }, [negativeLine]))).toContain(INVOICE_LABELS.en.refund);
  });

  it.each(INTERFACE_LANGUAGES)('is written entirely in the document’s language (%s)', (language: InterfaceLanguage) => {
    const html = renderInvoiceHtml(printable({ language }));
    const labels = INVOICE_LABELS[language];
    expect(html).toContain(`<html lang="${language}">`);
    for (const label of [labels.title.INVOICE, labels.number, labels.netTotal, labels.grossTotal, labels.bankDetails]) {
      expect(html).toContain(label.replace(/'/g, '&#39;'));
    }
  });
});

describe('invoice labels', () => {
  it('name every document type in every language', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const type of INVOICE_TYPES) expect(INVOICE_LABELS[language].title[type]).toMatch(/\S/);
    }
    expect(new Set(INTERFACE_LANGUAGES.map((l) => INVOICE_LABELS[l].title.INVOICE)).size).toBe(4);
  });
});
