import { useMemo } from 'react';
import { screen, within } from '@testing-library/react';
import type { DataTableColumn } from '@inkwell/ui-kit';
import type { AdminDepositDto, AdminInvoiceDto, DepositDto } from '@inkwell/contracts';
import type { FileDownload } from '../api/use-file-download';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import { buildAdminDeposit, buildAdminInvoice, buildDeposit } from '../testing/billing-builders';
import { pageOf } from '../testing/order-builders';
import { renderTestApp, testI18n } from '../testing/test-app';
import { registerBillingCommonTexts } from './billing-texts';
import { useDepositColumns } from './deposit-columns';
import { useInvoiceColumns } from './invoice-columns';
import { InvoiceDownloadButton } from './invoice-download-button';

registerBillingCommonTexts(testI18n);

afterEach(() => testI18n.changeLanguage('en'));

const headersOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

type InvoiceFileRef = { id: number; number: string };

function fakeDownloads(downloadingId?: number): FileDownload<InvoiceFileRef> & { download: jest.Mock } {
  return { download: jest.fn(), downloadingId, error: null, dismissError: () => undefined };
}

/** An invoice table with the extras the back office gives: the client after the number, its actions last. */
function AdminLikeInvoices({ invoices, downloads }: { invoices: AdminInvoiceDto[]; downloads: FileDownload<InvoiceFileRef> }) {
  const paging = usePaging();
  const client = useMemo<DataTableColumn<AdminInvoiceDto>[]>(
    () => [{ id: 'client', header: 'Client', cell: (invoice) => invoice.clientName }],
    [],
  );
  const actions = useMemo<DataTableColumn<AdminInvoiceDto>>(
    () => ({ id: 'actions', header: 'Actions', cell: (invoice) => <InvoiceDownloadButton invoice={invoice} downloads={downloads} /> }),
    [downloads],
  );
  const columns = useInvoiceColumns({ afterNumber: client, actions });
  return (
    <ListTable<AdminInvoiceDto>
      result={{ data: pageOf(invoices), isFetching: false }}
      paging={paging}
      label="Invoices"
      columns={columns}
      emptyState={<p>No invoices</p>}
    />
  );
}

function DepositList({ deposits }: { deposits: DepositDto[] }) {
  const paging = usePaging();
  const column = useDepositColumns<DepositDto>();
  return (
    <ListTable<DepositDto>
      result={{ data: pageOf(deposits), isFetching: false }}
      paging={paging}
      label="Deposits"
      columns={[
        column.created('When'),
        column.method('Method'),
        column.amount('Credited'),
        column.fee('Fee'),
        column.tax('VAT'),
        column.gross('Paid'),
        column.status('State'),
      ]}
      emptyState={<p>No deposits</p>}
    />
  );
}

describe('the shared invoice columns', () => {
  const invoice = buildAdminInvoice({
    id: 17,
    number: '2025-000017',
    clientName: 'Teak & Co. KG',
    type: 'CANCEL_UNPAID_I',
    status: 'PAID',
    amountNet: 123450,
    tax: 23456,
    amountGross: 146906,
    currency: 'GBP',
    issuedAt: '2025-03-04T09:00:00',
    dueAt: '2025-03-18T09:00:00',
  });

  it('put the app’s extras after the number and last, around the shared columns', async () => {
    renderTestApp(<AdminLikeInvoices invoices={[invoice]} downloads={fakeDownloads()} />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(headersOf(table)).toEqual(['Number', 'Client', 'Type', 'Status', 'Issued', 'Due', 'Net', 'VAT', 'Gross', 'Actions']);
    expect(cellsOf(within(table).getByText('2025-000017').closest('tr') as HTMLElement)).toEqual([
      '2025-000017',
      'Teak & Co. KG',
      'Cancellation of an unpaid invoice',
      'Paid',
      '04.03.2025',
      '18.03.2025',
      '1.234,50 £',
      '234,56 £',
      '1.469,06 £',
      'PDF',
    ]);
  });

  it('speak the interface language', async () => {
    await testI18n.changeLanguage('fr');
    renderTestApp(<AdminLikeInvoices invoices={[invoice]} downloads={fakeDownloads()} />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(headersOf(table)).toEqual(['Numéro', 'Client', 'Type', 'Statut', 'Émise le', 'Échéance', 'HT', 'TVA', 'TTC', 'Actions']);
    expect(within(table).getByText('Annulation d’une facture impayée')).toBeInTheDocument();
    expect(within(table).getByText('Payée')).toBeInTheDocument();
  });

  it('download the invoice by its number and spin only its own button', async () => {
    const second = buildAdminInvoice({ id: 18, number: '2025-000018' });
    const downloads = fakeDownloads(18);
    const view = renderTestApp(<AdminLikeInvoices invoices={[invoice, second]} downloads={downloads} />);

    const first = await screen.findByRole('button', { name: 'Download invoice 2025-000017 as PDF' });
    expect(first).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Download invoice 2025-000018 as PDF' })).toHaveAttribute('aria-busy', 'true');
    await view.user.click(first);
    expect(downloads.download).toHaveBeenCalledWith({ id: 17, number: '2025-000017' });
  });
});

describe('the shared deposit columns', () => {
  it('show each deposit under the headers the app gives, in the deposit’s currency', async () => {
    const deposit = buildDeposit({
      paymentMethod: 'SEPA_DEBIT',
      status: 'FAILED',
      amountNet: 100000,
      fee: 35,
      tax: 7,
      amountGross: 100042,
      currency: { iso4217: 'USD' },
      createdAt: '2025-02-10T08:15:00',
    });
    renderTestApp(<DepositList deposits={[deposit]} />);
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(headersOf(table)).toEqual(['When', 'Method', 'Credited', 'Fee', 'VAT', 'Paid', 'State']);
    expect(cellsOf(within(table).getByText('SEPA direct debit').closest('tr') as HTMLElement)).toEqual([
      '10.02.2025 08:15',
      'SEPA direct debit',
      '1.000,00 $',
      '0,35 $',
      '0,07 $',
      '1.000,42 $',
      'Failed',
    ]);
  });

  it('fit the back office’s deposits too', async () => {
    function AdminDeposits({ deposits }: { deposits: AdminDepositDto[] }) {
      const paging = usePaging();
      const column = useDepositColumns<AdminDepositDto>();
      return (
        <ListTable<AdminDepositDto>
          result={{ data: pageOf(deposits), isFetching: false }}
          paging={paging}
          label="Pending"
          columns={[{ id: 'client', header: 'Client', cell: (deposit) => deposit.clientName }, column.method('Method'), column.status('State')]}
          emptyState={<p>No deposits</p>}
        />
      );
    }
    await testI18n.changeLanguage('de');
    renderTestApp(<AdminDeposits deposits={[buildAdminDeposit({ clientName: 'Oak Ltd', paymentMethod: 'BANK', status: 'PENDING' })]} />);
    const table = await screen.findByRole('table', { name: 'Pending' });
    expect(cellsOf(within(table).getByText('Oak Ltd').closest('tr') as HTMLElement)).toEqual(['Oak Ltd', 'Banküberweisung', 'Ausstehend']);
  });
});
