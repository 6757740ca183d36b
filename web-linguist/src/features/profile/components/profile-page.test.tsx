import { screen, waitFor, within } from '@testing-library/react';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import { AVATAR_MAX_BYTES, type SelfProfile, type SelfProfilePatch } from '@inkwell/contracts';
import { buildActivity, buildClassification, buildOrderStats, buildSelfProfile } from '../../../testing/profile-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfilePage } from './profile-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const PROFILE = '/api/linguist/profile';
const AVATAR = '/api/linguist/profile/avatar';

function openProfile(profile = buildSelfProfile(), answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  let current: SelfProfile = profile;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', PROFILE, () => ({ status: 200, body: current }));
  backend.on('PATCH', PROFILE, ({ body }) => {
    current = { ...current, ...(body as SelfProfilePatch) } as SelfProfile;
    return { status: 200, body: current };
  });
  backend.on('GET', `${PROFILE}/classification`, () => ({ status: 200, body: buildClassification() }));
  backend.on('GET', `${PROFILE}/stats`, () => ({ status: 200, body: buildOrderStats() }));
  backend.on('GET', `${PROFILE}/activities`, () => ({ status: 200, body: { total: 0, data: [] } }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: { auth: buildAuthState(me) } });
}

const card = () => screen.getByRole('region', { name: 'As clients see you' });
const fact = (label: string) => within(card()).getByText(label).parentElement;
const png = (bytes: number, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('linguist ProfilePage', () => {
  it('shows her profile as clients see it: initials, nickname, level, languages, interests and figures', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Your profile', level: 1 })).toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: 'Picture of lina_writes' })).toHaveTextContent('LW');
    expect(fact('Level')).toHaveTextContent('Senior');
    expect(fact('Languages')).toHaveTextContent('German - Germany (Native)');
    expect(await within(card()).findByText('Travel')).toBeInTheDocument();
    expect(fact('Rating')).toHaveTextContent('4,50');
    expect(fact('Success rate')).toHaveTextContent('93,50 %');
    expect(fact('Accepted orders')).toHaveTextContent('42');
  });

  it('saves nickname and names with PATCH, clearing an emptied name; availability is a settings tab', async () => {
    const view = openProfile(buildSelfProfile({ availability: { status: 'unavailable', until: '2099-12-24' } }));
    const nickname = await screen.findByLabelText('Nickname');
    await view.user.clear(nickname);
    await view.user.type(nickname, 'lina_new');
    await view.user.clear(screen.getByLabelText('Last name'));
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', PROFILE)[0]?.body).toEqual({ nickname: 'lina_new', firstName: 'Lina', lastName: null });
    expect(await within(card()).findByText('lina_new')).toBeInTheDocument();
    expect(fact('Availability')).toHaveTextContent('Not available until 24.12.2099');
    expect(within(card()).getByRole('link', { name: 'Change availability' })).toHaveAttribute('href', '/settings/availability');
  });

  it('shows what all her orders say and her latest activities with every client, each linked', async () => {
    openProfile(buildSelfProfile(), (fake) =>
      fake.on('GET', `${PROFILE}/activities`, () => ({
        status: 200,
        body: { total: 1, data: [buildActivity({ client: { id: 5, name: 'Gartenwelt GmbH' } })] },
      })),
    );
    const stats = await screen.findByRole('region', { name: 'What your orders say' });
    expect(within(stats).getByText('Acceptance rate').parentElement).toHaveTextContent('75,00 %');
    expect(within(stats).getByText('Orders by status').parentElement).toHaveTextContent(/Accepted: 3.*Canceled: 1/);
    expect(within(stats).getByText('Ratings').parentElement).toHaveTextContent('Content 5,00, Form 4,00, Readability 4,00, Communication 4,00');

    const table = await screen.findByRole('table', { name: 'Your recent activities' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('You delivered the text');
    expect(within(row).getByRole('link', { name: 'Garden text 1' })).toHaveAttribute('href', '/order/44');
    expect(within(row).getByRole('link', { name: 'Gartenwelt GmbH' })).toHaveAttribute('href', '/client/5');
  });

  it('puts a field error of core-api under its field', async () => {
    const view = openProfile(buildSelfProfile(), (fake) =>
      fake.on('PATCH', PROFILE, () => ({ status: 400, body: errorBody(400, 'Invalid', { nickname: ['The nickname is taken.'] }) })),
    );
    await view.user.type(await screen.findByLabelText('Nickname'), 'x');
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The nickname is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a chosen picture as multipart in the field avatar, after a preview', async () => {
    const view = openProfile(buildSelfProfile(), (fake) =>
      fake.on('POST', AVATAR, () => ({ status: 201, body: { avatar: '/linguist/avatar/abc', contentType: 'image/png', bytes: 2048 } })),
    );
    await view.user.upload(await screen.findByLabelText('Choose a picture'), png(2048));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen picture' })).toBeInTheDocument();

    backend.on('GET', PROFILE, () => ({ status: 200, body: buildSelfProfile({ avatar: '/linguist/avatar/abc' }) }));
    await view.user.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText('Your picture has been uploaded.')).toBeInTheDocument();
    const [upload] = backend.requestsTo('POST', AVATAR);
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (upload.body as FormData).get('avatar') as File;
    expect([file.name, file.type, file.size]).toEqual(['me.png', 'image/png', 2048]);
    // The picture comes from core-api through the BFF's proxy, once the refetched profile replaces her initials.
    await waitFor(() => expect(within(card()).getByRole('img', { name: 'Picture of lina_writes' })).toHaveAttribute('src', '/api/linguist/avatar/abc'));
  });

  it('refuses a picture above the server limit before uploading anything', async () => {
    const view = openProfile();
    await view.user.upload(await screen.findByLabelText('Choose a picture'), png(AVATAR_MAX_BYTES + 1, 'huge.png'));
    expect(await screen.findByText('The picture has 513 KB; at most 512 KB are allowed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    expect(backend.requestsTo('POST', AVATAR)).toHaveLength(0);
  });

  it("shows core-api's 413 and 400 messages for a refused upload", async () => {
    const view = openProfile(buildSelfProfile(), (fake) =>
      fake.on('POST', AVATAR, () => ({ status: 400, body: errorBody(400, 'The file is not a PNG, JPEG or WebP image.') })),
    );
    await view.user.upload(await screen.findByLabelText('Choose a picture'), png(100, 'lies.png'));
    await view.user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('The file is not a PNG, JPEG or WebP image.')).toBeInTheDocument();

    backend.on('POST', AVATAR, () => ({ status: 413, body: errorBody(413, 'The avatar may have at most 512 KB.') }));
    await view.user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('The avatar may have at most 512 KB.')).toBeInTheDocument();
  });

  it('removes her picture with DELETE', async () => {
    const view = openProfile(buildSelfProfile({ avatar: '/linguist/avatar/old' }), (fake) =>
      fake.on('DELETE', AVATAR, () => ({ status: 204 })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Your picture has been removed.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', AVATAR)).toHaveLength(1);
  });
});
