import { INTERFACE_LANGUAGES, EMAIL_TEMPLATE_IDS, templateTextProblems } from '@inkwell/contracts';
import { EMAIL_TEMPLATE_DEFAULTS } from './data/email-templates.js';
import { EMAIL_TEMPLATES, sampleValues } from './email-template-catalogue.js';
import { IncompleteMailError, renderMail } from './mail-rendering.js';

const body = `Hello{{#name}} {{name}}{{/name}},

Your order "{{orderTitle}}" is ready:
read it today.

[Open the order]({{link}})

See [the help](https://help.inkwell.example/orders) or [your order]({{link}}).`;
const values = { name: 'Ana', orderTitle: 'Kettles & <b>teapots</b>', link: 'https://client.example/order/7?x=1&y="2"' };

describe('renderMail', () => {
  it('fills the text and keeps paragraphs, line breaks and links', () => {
    const mail = renderMail({ subject: 'Ready: {{orderTitle}}', body }, 'en', values);
    expect(mail.subject).toBe('Ready: Kettles & <b>teapots</b>');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        'Your order "Kettles & <b>teapots</b>" is ready:\nread it today.',
        'https://client.example/order/7?x=1&y="2"',
        'See the help (https://help.inkwell.example/orders) or your order (https://client.example/order/7?x=1&y="2").',
      ].join('\n\n'),
    );
  });

  it('escapes every value and every word of the template in HTML', () => {
    const { html } = renderMail({ subject: 's', body }, 'de', values);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Kettles &#38; &#60;b&#62;teapots&#60;/b&#62;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('is ready:<br>\nread it today.');
    expect(html).toMatch(/<p><a href="https:\/\/client\.example\/order\/7\?x=1&#38;y=&#34;2&#34;" style="[^"]+">Open the order<\/a><\/p>/);
    expect(html).toContain('<a href="https://help.inkwell.example/orders">the help</a>');
  });

  it('leaves out a section whose placeholder is empty', () => {
    expect(renderMail({ subject: 's', body }, 'en', { ...values, name: null }).text.startsWith('Hello,\n\n')).toBe(true);
    expect(renderMail({ subject: 's', body }, 'en', { ...values, name: '  ' }).text.startsWith('Hello,\n\n')).toBe(true);
  });

  it('never lets a value make a link, a paragraph or a script', () => {
    const hostile = { ...values, orderTitle: '[win](https://evil.example)\n\n<script>alert(1)</script>', link: 'javascript:alert(1)' };
    const mail = renderMail({ subject: 's', body: 'Order {{orderTitle}}\n\n[Open]({{link}})' }, 'en', hostile);
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html.match(/<p>/g)).toHaveLength(2);
  });

  it('refuses to render a placeholder without a value, or a broken text, instead of sending it half-filled', () => {
    expect(() => renderMail({ subject: 'Ready: {{orderTitle}}', body }, 'en', { ...values, orderTitle: '' })).toThrow(IncompleteMailError);
    expect(() => renderMail({ subject: 's', body: 'Open {{link}}' }, 'en', {})).toThrow('{{link}} has no value');
    expect(() => renderMail({ subject: 's', body: 'Hello {{#name}}Ana' }, 'en', values)).toThrow('unclosed {{name}}');
  });
});

describe('the stored defaults', () => {
  it.each(EMAIL_TEMPLATE_IDS)('%s is valid in every language, renders with its samples, and says something different in each', (id) => {
    const subjects = INTERFACE_LANGUAGES.map((language) => {
      const text = EMAIL_TEMPLATE_DEFAULTS[id][language];
      expect(templateTextProblems(text.subject, EMAIL_TEMPLATES[id].placeholders)).toEqual([]);
      expect(templateTextProblems(text.body, EMAIL_TEMPLATES[id].placeholders)).toEqual([]);
      const mail = renderMail(text, language, sampleValues(id));
      for (const name of ['link', 'loginLink', 'resetLink'].filter((n) => n in sampleValues(id))) {
        expect(mail.html).toContain(`href="${sampleValues(id)[name]}"`);
      }
      expect(mail.text).toContain('Anna Schmidt');
      return mail.subject;
    });
    expect(new Set(subjects).size).toBe(INTERFACE_LANGUAGES.length);
  });
});
