import { createI18n } from '../i18n/create-i18n';
import { errorToText } from './error-to-text';

const i18n = createI18n({
  en: { app: { brand: 'Test' } },
  de: { app: { brand: 'Test' } },
  fr: { app: { brand: 'Test' } },
  it: { app: { brand: 'Test' } },
});
const t = i18n.t;

const http = (status: number, data: unknown) => ({ status, data });

describe('errorToText', () => {
  it('gives the default message when there is no HTTP answer at all', () => {
    expect(errorToText(undefined, t)).toBe('Something went wrong.');
    expect(errorToText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t)).toBe('Something went wrong.');
    expect(errorToText(new Error('boom'), t)).toBe('Something went wrong.');
  });

  it('hides the text of 500 and above behind the default message', () => {
    expect(errorToText(http(500, { message: 'relation "orders" does not exist' }), t)).toBe('Something went wrong.');
    expect(errorToText(http(503, 'Service Unavailable'), t)).toBe('Something went wrong.');
  });

  it('joins field error arrays as "The field {field}: message"', () => {
    const error = http(400, { status: 400, message: 'Validation failed', error: { email: ['is taken'], zipcode: ['is too long', 'has letters'] } });
    expect(errorToText(error, t)).toBe(
      'The field email: is taken The field zipcode: is too long The field zipcode: has letters',
    );
  });

  it('reads object errors (field → message) the same way', () => {
    expect(errorToText(http(422, { error: { country: 'is not supported' } }), t)).toBe(
      'The field country: is not supported',
    );
  });

  it('shows messages of the words key without a field prefix', () => {
    expect(errorToText(http(400, { error: { words: ['Maximum words must be at least minimum words'] } }), t)).toBe(
      'Maximum words must be at least minimum words',
    );
  });

  it('reads entries with position and message as "message. Position N."', () => {
    const error = http(400, { error: [{ position: 3, message: 'Unknown language' }, { position: 7, message: 'Missing title' }] });
    expect(errorToText(error, t)).toBe('Unknown language. Position 3. Missing title. Position 7.');
  });

  it('shows a string body as it is, also when it was not JSON', () => {
    expect(errorToText(http(409, 'Order was already taken'), t)).toBe('Order was already taken');
    expect(
      errorToText({ status: 'PARSING_ERROR', originalStatus: 404, data: 'No such project', error: 'SyntaxError' }, t),
    ).toBe('No such project');
  });

  it('falls back to the message of the error body', () => {
    expect(errorToText(http(404, { status: 404, code: 'NOT_FOUND', message: 'Linguist does not exist' }), t)).toBe(
      'Linguist does not exist',
    );
  });

  it('falls back to the status text when the body says nothing', () => {
    expect(errorToText(http(403, null), t)).toBe('Forbidden');
    expect(errorToText(http(418, {}), t)).toBe('Something went wrong.');
  });

  it('translates the default message and the field prefix', async () => {
    await i18n.changeLanguage('de');
    expect(errorToText(undefined, i18n.t)).toBe('Etwas ist schiefgelaufen.');
    expect(errorToText(http(400, { error: { email: ['ist vergeben'] } }), i18n.t)).toBe('Das Feld email: ist vergeben');
    await i18n.changeLanguage('en');
  });
});
