import { describeTemplateTextProblem, templateTextProblems, tokenizeTemplateText } from './notifications.js';

const placeholders = [
  { name: 'name', optional: true },
  { name: 'link', optional: false },
  { name: 'orderTitle', optional: false },
];

describe('tokenizeTemplateText', () => {
  it('splits text, values and sections, allowing spaces inside the braces', () => {
    expect(tokenizeTemplateText('Hello{{#name}} {{ name }}{{/name}}, see {{link}}.').tokens).toEqual([
      { kind: 'text', text: 'Hello' },
      { kind: 'open', name: 'name' },
      { kind: 'text', text: ' ' },
      { kind: 'value', name: 'name' },
      { kind: 'close', name: 'name' },
      { kind: 'text', text: ', see ' },
      { kind: 'value', name: 'link' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['{{link', '{{link'],
    ['link}} here', 'link}}'],
    ['{{ or link}}', '{{ or link}}'],
    ['{{}}', '{{}}'],
    ['{{ {{link}}', '{{ '],
  ])('calls %j malformed, quoting %j', (text, quoted) => {
    expect(tokenizeTemplateText(text).problems).toEqual([{ kind: 'malformed', text: quoted }]);
  });
});

describe('templateTextProblems', () => {
  it('accepts every known placeholder, and an optional one inside its section', () => {
    expect(templateTextProblems('Hi{{#name}} {{name}}{{/name}}: {{orderTitle}} [Open]({{link}})', placeholders)).toEqual([]);
  });

  it('names unknown placeholders once each, in sections too', () => {
    expect(templateTextProblems('{{orderId}} {{orderId}} {{#client}}x{{/client}}', placeholders)).toEqual([
      { kind: 'unknown', placeholder: 'orderId' },
      { kind: 'unknown', placeholder: 'client' },
    ]);
  });

  it('finds sections not closed, closed without opening, and an optional placeholder outside its section', () => {
    expect(templateTextProblems('{{#name}}Hello', placeholders)).toEqual([{ kind: 'unclosed', placeholder: 'name' }]);
    expect(templateTextProblems('Hello{{/name}}', placeholders)).toEqual([{ kind: 'unopened', placeholder: 'name' }]);
    expect(templateTextProblems('Hello {{name}},', placeholders)).toEqual([{ kind: 'mayBeEmpty', placeholder: 'name' }]);
    expect(templateTextProblems('{{#name}}{{#link}}x{{/name}}', placeholders)).toEqual([{ kind: 'unclosed', placeholder: 'link' }]);
  });

  it('says in the message which placeholder is wrong and which the template knows', () => {
    const [problem] = templateTextProblems('Dear {{customer}}', placeholders);
    expect(problem && describeTemplateTextProblem(problem, placeholders)).toBe('Unknown placeholder {{customer}}; this template knows {{name}}, {{link}}, {{orderTitle}}');
  });
});
