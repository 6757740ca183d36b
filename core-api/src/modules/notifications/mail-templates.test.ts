import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { renderMail, type MailTemplate } from './mail-templates.js';

const vars = { name: 'Ana', link: 'https://app.example/x?token=abc', loginLink: 'https://app.example/login', resetLink: 'https://app.example/reset' };
const TEMPLATES: MailTemplate[] = ['confirm-registration', 'admin-invitation', 'account-exists', 'reset-password'];

describe.each(TEMPLATES)('the %s mail', (template) => {
  it('exists in every interface language, each with its own subject', () => {
    const subjects = INTERFACE_LANGUAGES.map((language) => renderMail(template, language, vars).subject);
    expect(new Set(subjects).size).toBe(INTERFACE_LANGUAGES.length);
  });

  it.each(INTERFACE_LANGUAGES)('carries its links in text and HTML (%s)', (language) => {
    const mail = renderMail(template, language, vars);
    const links = template === 'account-exists' ? [vars.loginLink, vars.resetLink] : [vars.link];
    for (const link of links) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    expect(mail.text).toContain('Ana');
  });
});

it('greets without a name when the account has none', () => {
  expect(renderMail('reset-password', 'de', { name: null, link: 'https://x' }).text.startsWith('Hallo,')).toBe(true);
});
