import { screen, waitFor, within } from '@testing-library/react';
import type { GenerateAnswer, GeneratorResult } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const saved: GeneratorResult = {
  id: 4,
  language: 'en',
  type: 'TITLE',
  keyword: 'staff',
  title: '10 tips for staff',
  outline: [],
  createdAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
};

function open(route: string) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/admin/generator/usage', () => ({ status: 200, body: { model: 'gpt-4o-mini', perMinute: 5, perMonth: 300, usedThisMonth: 0 } }))
    .on('GET', '/api/admin/generator/results', () => ({ status: 200, body: pageOf([saved]) }))
    .on('POST', '/api/admin/generator/generate', ({ body }) => ({
      status: 200,
      body: { ...(body as GenerateAnswer), items: [{ id: 'a', title: `10 tips for ${(body as GenerateAnswer).keyword}`, outline: [] }] },
    }))
    .on('POST', '/api/admin/generator/result', ({ body }) => ({ status: 201, body: { ...saved, id: 5, ...(body as object) } }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('back office: /titles-outlines', () => {
  it('is in the navigation and generates and saves through /admin/generator', async () => {
    const view = open('/dashboard');
    await view.user.click(await screen.findByRole('link', { name: 'Titles & outlines' }));
    // navigations are transitions: the address moves once the lazily loaded page is ready
    await waitFor(() => expect(view.location()).toBe('/titles-outlines'));
    await view.user.type(await screen.findByRole('textbox', { name: /^Keyword/ }), 'staff{Enter}');
    const suggestions = within(await screen.findByRole('region', { name: 'Suggestions' }));
    await view.user.click(await suggestions.findByRole('button', { name: 'Save “10 tips for staff”' }));
    expect(await suggestions.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(backend.requestsTo('POST', '/api/admin/generator/result')[0]!.body).toEqual({ language: 'en', type: 'TITLE', keyword: 'staff', title: '10 tips for staff', outline: [] });
  });

  it('lists the staff member’s saved results on the saved tab', async () => {
    open('/titles-outlines/saved');
    const table = within(await screen.findByRole('table', { name: 'Saved results' }));
    expect(await table.findByRole('cell', { name: '10 tips for staff' })).toBeInTheDocument();
  });
});
