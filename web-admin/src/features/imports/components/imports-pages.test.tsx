import { screen, waitFor, within } from '@testing-library/react';
import type { ImportDetailDto, ImportSummaryDto } from '@inkwell/contracts';
import { buildAdminClient, buildAdminClientDetail, buildAdminMe, buildAuthState, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const teak = buildAdminClient({ id: 23, name: 'Teak & Co. KG', email: 'office@teak.example' });
const SEARCH_WAIT = { timeout: 2000 };

const summary: ImportSummaryDto = {
  id: 12,
  name: 'spring.xlsx',
  createdAt: '2025-04-01T09:00:00.000Z',
  clientId: 23,
  clientName: 'Teak & Co. KG',
  project: { id: 31, name: 'Spring blog' },
  currency: 'EUR',
  language: { name: 'German - Germany', culture: 'de-DE' },
  services: [
    { name: 'copywriting', type: 'group', linguistId: null, linguistName: null, groupId: 5, groupName: 'Trail writers' },
    { name: 'copywriting_proofreading', type: 'direct', linguistId: 7, linguistName: 'quill', groupId: null, groupName: null },
  ],
  rowStats: { total: 2, created: 0, failed: 0 },
  price: { min: 10000, max: 20000, currency: 'EUR' },
  status: 'PARSED',
  fileAvailable: true,
};
const detail: ImportDetailDto = {
  ...summary,
  preview: { rowsOk: 2, rowsFailed: 0, gross: { min: 11900, max: 23800, currency: 'EUR' }, balance: null },
  errors: [],
  rows: { data: [], total: 0 },
  acceptedAt: null,
  finishedAt: null,
};
const pickerItem = (id: number, name: string) => ({ id, name, language: { name: 'German - Germany', culture: 'de-DE' } });

let backend: FakeBackend;

afterEach(() => backend.uninstall());

function open(route: string) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/admin/imports', () => ({ status: 200, body: pageOf([summary]) }))
    .on('GET', '/api/admin/import/12', () => ({ status: 200, body: detail }))
    .on('GET', '/api/admin/users/client', ({ query }: FakeRequest) => ({ status: 200, body: pageOf(query.get('search') === 'teak' ? [teak] : []) }))
    .on('GET', '/api/admin/client/23', () => ({ status: 200, body: buildAdminClientDetail({ id: 23, name: 'Teak & Co. KG' }) }))
    // The picker asks with fields=picker; the client page's projects tab asks for whole projects, of which there are none here.
    .on('GET', '/api/admin/projects', ({ query }: FakeRequest) => ({
      status: 200,
      body: pageOf(
        query.get('fields') !== 'picker'
          ? []
          : query.get('clientId') === '23'
            ? [pickerItem(31, 'Spring blog'), pickerItem(32, 'Autumn blog')]
            : [pickerItem(40, 'Someone else’s')],
      ),
    }))
    .on('POST', '/api/admin/client/23/import', () => ({ status: 201, body: detail }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('bulk uploads in the back office', () => {
  it('names each upload’s client and its services with their group or linguist', async () => {
    open('/projects/upload');
    const row = (await screen.findByRole('link', { name: 'spring.xlsx' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    expect(row).toHaveTextContent('Copywriting (Trail writers), Copywriting with proofreading (quill)');
  });

  it('uploads on a client’s behalf: the client picked by name, then one of that client’s projects, then the file', async () => {
    const view = open('/projects/upload');
    await view.user.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upload a spreadsheet of orders' }));
    expect(dialog.getByRole('button', { name: 'Download the template (version 1)' })).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Choose a client.')).toBeInTheDocument();

    await view.user.type(dialog.getByRole('combobox', { name: 'Client' }), 'teak');
    await view.user.click(await screen.findByRole('option', { name: /Teak & Co. KG/ }, SEARCH_WAIT));
    const project = dialog.getByRole('combobox', { name: /Project/ });
    await waitFor(() => expect(within(project).getAllByRole('option').map((o) => o.textContent)).toContain('Autumn blog (German - Germany)'));
    expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.toString()).toBe('clientId=23&fields=picker&limit=99999');
    await view.user.selectOptions(project, 'Spring blog (German - Germany)');
    await view.user.upload(dialog.getByLabelText(/File/), new File(['Title\n'], 'spring.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await view.user.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(view.location()).toBe('/projects/upload/12'));
    expect(backend.requestsTo('POST', '/api/admin/client/23/import').at(-1)?.query.get('projectId')).toBe('31');
  });

  it('opens the upload for the client whose page asked, without a client to pick', async () => {
    const view = open('/client/23');
    await view.user.click(await screen.findByRole('button', { name: 'Upload a spreadsheet of orders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload a spreadsheet of orders' }));
    expect(dialog.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    const project = dialog.getByRole('combobox', { name: /Project/ });
    await waitFor(() => expect(within(project).getAllByRole('option').map((o) => o.textContent)).toContain('Spring blog (German - Germany)'));
  });

  it('links the upload’s project, whose page exports its texts and orders (decision 042)', async () => {
    open('/projects/upload/12');
    expect(await screen.findByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    expect(screen.getByText('Copywriting (Trail writers), Copywriting with proofreading (quill)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spring blog' })).toHaveAttribute('href', '/project/31');
    expect(screen.queryByRole('button', { name: 'Export texts' })).not.toBeInTheDocument();
  });
});
