import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectDto } from '@inkwell/contracts';
import {
  buildAuthState,
  buildClientMe,
  buildOrder,
  errorBody,
  pageOf,
  type FakeBackend,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { buildProject, buildStats } from '../../../testing/builders';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;
let project: ProjectDto;

beforeEach(() => {
  backend = installClientBackend(me);
  project = buildProject({ id: 7, name: 'Spring blog', purchaseOrder: 'PO-1', quoteId: null, deadlineAt: null });
  backend
    .on('GET', '/api/client/project/7', () => ({ status: 200, body: project }))
    .on('GET', '/api/client/project/7/orders-stats', () => ({ status: 200, body: buildStats({ open: 1, ready: 2, accepted: 1 }) }))
    .on('GET', '/api/client/project/7/orders', () => ({ status: 200, body: pageOf([buildOrder({ title: 'First post', projectId: 7 })]) }));
});
afterEach(() => backend.uninstall());

function openProject(route = '/project/7') {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const label = (text: string) => new RegExp(`^${text}\\*?$`);

describe('ProjectPage', () => {
  it('shows the project, its orders by status and its orders', async () => {
    openProject('/project/7/orders');

    expect(await screen.findByRole('heading', { name: 'Spring blog' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Project details' }));
    expect(details.getByText('Purchase order (PO)').nextElementSibling).toHaveTextContent('PO-1');
    expect(details.getByText('Language').nextElementSibling).toHaveTextContent('German - Germany');
    const stats = within(screen.getByRole('region', { name: 'Orders by status' }));
    expect(await stats.findByRole('img')).toHaveAccessibleName('Open 25,00 %, Ready 50,00 %, Accepted 25,00 %');
    expect(stats.getByText('Ready: 2')).toBeInTheDocument();
    expect(stats.getByText('Total: 4')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'First post' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the edit form and patches only what changed', async () => {
    backend.on('PATCH', '/api/client/project/7', ({ body }) => {
      project = { ...project, ...(body as Partial<ProjectDto>) };
      return { status: 200, body: project };
    });
    const view = openProject();
    await view.user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit project' }));

    await view.user.clear(dialog.getByLabelText(label('Project name')));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/client/project/7')).toHaveLength(0);

    await view.user.type(dialog.getByLabelText(label('Project name')), 'Summer blog');
    await view.user.clear(dialog.getByLabelText('Purchase order (PO)'));
    await view.user.type(dialog.getByLabelText('Quote'), 'Q-9');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The project was saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/client/project/7')[0]?.body).toEqual({
      name: 'Summer blog',
      purchaseOrder: null,
      quoteId: 'Q-9',
    });
    expect(await screen.findByRole('heading', { name: 'Summer blog' })).toBeInTheDocument();
  });

  it('puts a server field error under its field', async () => {
    backend.on('PATCH', '/api/client/project/7', () => ({
      status: 400,
      body: errorBody(400, 'Validation failed', { quoteId: ['is already used by another project'] }),
    }));
    const view = openProject();
    await view.user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit project' }));
    await view.user.type(dialog.getByLabelText('Quote'), 'Q-1');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('is already used by another project')).toBeInTheDocument();
    expect(dialog.getByLabelText('Quote')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a project that does not exist', async () => {
    backend.on('GET', '/api/client/project/9', () => ({ status: 404, body: errorBody(404, 'Project 9 not found') }));
    openProject('/project/9');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Project 9 not found'));
  });
});
