import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientMe, InstantQuoteResponse, QuoteDto } from '@inkwell/contracts';
import { buildClientMe, errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { i18n } from '../../../../locales/i18n';
import { installClientBackend } from '../../../../testing/client-backend';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { registerHomeTexts } from '../../locales';
import { GetStartedTab } from '../get-started-tab';

registerHomeTexts(i18n);

const QUOTE = '/api/client/quote';
const SUCCESS = 'Thanks for your quote request! Our success team will get back to you within 2-8 hrs during our business hours.';

const figures: InstantQuoteResponse = {
  amountNet: 22500,
  pricePerOrder: 4500,
  pricePerWord: '0.09',
  serviceFee: 375,
  tax: 4275,
  amountGross: 27150,
  currency: 'EUR',
};

const stored = (overrides: Partial<QuoteDto> = {}): QuoteDto => ({
  id: 7,
  kind: 'translation',
  status: 'new',
  clientId: 1,
  textTopic: { id: 1, name: 'Travel' },
  textType: { id: 2, name: 'Blog post' },
  language: { name: 'German - Germany', culture: 'de-DE' },
  targetLanguages: [{ name: 'English - United Kingdom', culture: 'en-GB' }],
  projectScope: 'ONE_OFF_PROJECT',
  projectDescription: 'Our catalogue',
  file: null,
  reply: null,
  answeredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderGetStarted(me: ClientMe) {
  backend = installClientBackend(me);
  backend
    .on('GET', '/api/client/text-topics', () => ({ status: 200, body: { data: [{ id: 1, name: 'Travel' }] } }))
    .on('GET', '/api/client/text-types', () => ({ status: 200, body: { data: [{ id: 2, name: 'Blog post' }] } }))
    .on('GET', '/api/client/billing/payment/methods', () => ({
      status: 200,
      body: { data: [{ method: 'CARD', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } }, { method: 'BANK', pending: true, fee: { kind: 'fixed', amount: 0 } }], publishableKey: null },
    }))
    .on('POST', `${QUOTE}/copywriting/instant`, () => ({ status: 200, body: figures }));
  return renderWithProviders(<GetStartedTab me={me} />, { route: '/get_started' });
}

const copywritingCard = () => within(screen.getByRole('region', { name: 'Copywriting' }));
const translationCard = () => within(screen.getByRole('region', { name: 'Translation' }));

describe('Get started: quotes', () => {
  it("prices a prepaid client's texts with the method it picks and shows the figures as money", async () => {
    const user = userEvent.setup();
    renderGetStarted(buildClientMe({ invoicing: 'deposit' }));
    expect(copywritingCard().getByRole('button', { name: 'New order' })).toBeInTheDocument();
    await user.click(copywritingCard().getByRole('button', { name: 'Get a Quote' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copywriting quote' });
    const method = within(dialog).getByRole('combobox', { name: /Payment method/ });
    expect(method).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(6);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Number of texts/ }), '2.5');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Words per text/ }), '0');
    await user.tab();
    expect(await within(dialog).findByText('Must be a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at least 1')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Number of texts/ }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Words per text/ }));
    expect(backend.requestsTo('POST', `${QUOTE}/copywriting/instant`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Service/ }), 'copywriting_proofreading');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Language/ }), await within(dialog).findByRole('option', { name: 'German - Germany' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Quality level/ }), await within(dialog).findByRole('option', { name: 'Linguist' }));
    await user.selectOptions(method, await within(dialog).findByRole('option', { name: 'Credit card' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Number of texts/ }), '5');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Words per text/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));

    expect(await within(dialog).findByText('Amount net')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${QUOTE}/copywriting/instant`)[0]?.body).toEqual({
      service: 'copywriting_proofreading',
      language: 'de-DE',
      level: 'good',
      paymentMethod: 'CARD',
      textsCount: 5,
      wordsCount: 500,
    });
    expect(within(dialog).getByText('Amount net').nextElementSibling).toHaveTextContent('225,00 €');
    expect(within(dialog).getByText('Payment fee').nextElementSibling).toHaveTextContent('3,75 €');
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('271,50 €');
    expect(within(dialog).getByText('Price per text').nextElementSibling).toHaveTextContent('45,00 €');
  });

  it('does not ask an invoiced client how to pay: it pays by bank transfer', async () => {
    const user = userEvent.setup();
    renderGetStarted(buildClientMe({ invoicing: 'invoice' }));
    await user.click(copywritingCard().getByRole('button', { name: 'Get a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copywriting quote' });
    expect(within(dialog).queryByRole('combobox', { name: /Payment method/ })).not.toBeInTheDocument();

    backend.on('POST', `${QUOTE}/copywriting/instant`, () => ({ status: 400, body: errorBody(400, 'Unknown level', { level: ['Unknown level legendary'] }) }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Service/ }), 'copywriting');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Language/ }), await within(dialog).findByRole('option', { name: 'German - Germany' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Quality level/ }), 'good');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Number of texts/ }), '1');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Words per text/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));

    expect(await within(dialog).findByText('Unknown level legendary')).toBeInTheDocument();
    expect((backend.requestsTo('POST', `${QUOTE}/copywriting/instant`)[0]?.body as { paymentMethod: string }).paymentMethod).toBe('BANK');
  });

  it('sends a custom translation quote with its file and thanks the client with the spec’s toast', async () => {
    const user = userEvent.setup();
    renderGetStarted(buildClientMe());
    backend.on('POST', `${QUOTE}/translation`, () => ({ status: 201, body: stored() }));
    await user.click(translationCard().getByRole('button', { name: 'Get a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom translation quote' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Topic/ }), await within(dialog).findByRole('option', { name: 'Travel' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Text type/ }), await within(dialog).findByRole('option', { name: 'Blog post' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Source language/ }), await within(dialog).findByRole('option', { name: 'German - Germany' }));
    await user.click(within(dialog).getByRole('button', { name: /Target languages/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'English - United Kingdom' }));
    await user.keyboard('{Escape}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Project scope/ }), 'ONE_OFF_PROJECT');
    await user.type(within(dialog).getByRole('textbox', { name: /Project description/ }), 'Our catalogue');
    const file = new File(['Hallo Welt'], 'texts.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText(/File/), file);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const form = backend.requestsTo('POST', `${QUOTE}/translation`)[0]?.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      textTopicId: 1,
      textTypeId: 2,
      projectScope: 'ONE_OFF_PROJECT',
      projectDescription: 'Our catalogue',
      sourceLanguage: 'de-DE',
      targetLanguages: ['en-GB'],
    });
    expect((form.get('file') as File).name).toBe('texts.txt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a file of another type before sending, and puts core-api’s 400 under the field it names', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderGetStarted(buildClientMe());
    backend.on('POST', `${QUOTE}/copywriting`, () => ({ status: 400, body: errorBody(400, 'Invalid', { projectDescription: ['"projectDescription" is not allowed to be empty'] }) }));
    await user.click(translationCard().getByRole('button', { name: 'Get a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom translation quote' });
    await user.upload(within(dialog).getByLabelText(/File/), new File(['x'], 'scan.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(/Choose a PDF, Word \(\.docx\), Excel/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(copywritingCard().getByRole('button', { name: 'Get a Quote' }));
    const instant = await screen.findByRole('dialog', { name: 'Copywriting quote' });
    await user.click(within(instant).getByRole('button', { name: /Ask for a custom quote/ }));
    const custom = await screen.findByRole('dialog', { name: 'Custom copywriting quote' });
    await user.selectOptions(within(custom).getByRole('combobox', { name: /Topic/ }), await within(custom).findByRole('option', { name: 'Travel' }));
    await user.selectOptions(within(custom).getByRole('combobox', { name: /Text type/ }), await within(custom).findByRole('option', { name: 'Blog post' }));
    await user.selectOptions(within(custom).getByRole('combobox', { name: /^Language/ }), await within(custom).findByRole('option', { name: 'German - Germany' }));
    await user.selectOptions(within(custom).getByRole('combobox', { name: /Project scope/ }), 'MORE_50_TEXTS_PER_MONTH');
    await user.type(within(custom).getByRole('textbox', { name: /Project description/ }), 'Shop texts');
    await user.click(within(custom).getByRole('button', { name: 'Send request' }));
    expect(await within(custom).findByText('"projectDescription" is not allowed to be empty')).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
