import { checkTextAgainstLayout, validateTemplate, type TemplateTree } from '@inkwell/ui-kit';
import { countWords, INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { testI18n } from '../testing/test-app';
import { textKeys } from '../i18n/create-i18n';
import { templateRules as rulesDe } from '../i18n/locales/template-rules/de';
import { templateRules as rulesEn } from '../i18n/locales/template-rules/en';
import { templateRules as rulesFr } from '../i18n/locales/template-rules/fr';
import { templateRules as rulesIt } from '../i18n/locales/template-rules/it';
import { templateFieldErrors } from './template-field-errors';
import { registerTemplateRuleTexts, sectionProblemMessage, templateRuleMessage } from './template-rule-messages';

/** A tree breaking many rules at once, so each language words many reasons with their values. */
const broken = {
  element: 'layout',
  sections: [
    { element: 'section', name: 'Intro', type: 'flexible', min: 60, max: 50, children: [{ element: 'block', tag: 'p', content: 'x' }] },
    { element: 'section', name: 'Intro', type: 'flexible', children: [{ element: 'block', tag: 'li' }] },
    { element: 'section', name: '', type: 'mandatory', children: [{ element: 'block', tag: 'p', attributes: { id: 'x' }, children: [{ element: 'block', tag: 'div' }] }] },
    { element: 'section', name: 'Links', type: 'fixed', children: [{ element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'a', attributes: { href: 'javascript:x', target: 'frame' } }] }] },
  ],
};

const layout: TemplateTree = {
  element: 'layout',
  sections: [
    { element: 'section', name: 'Intro', type: 'fixed', min: 3, max: 5, children: [{ element: 'block', tag: 'p' }] },
    { element: 'section', name: 'Body', type: 'fixed', min: 2, children: [{ element: 'block', tag: 'p' }] },
    { element: 'section', name: 'Outro', type: 'flexible', max: 1, children: [{ element: 'block', tag: 'p' }] },
  ],
};

registerTemplateRuleTexts(testI18n);
const t = (language: string) => testI18n.getFixedT(language);

describe('template rule messages', () => {
  it.each([['de', rulesDe], ['fr', rulesFr], ['it', rulesIt]] as const)('%s words exactly the English rules', (_language, texts) => {
    expect(textKeys(texts)).toEqual(textKeys(rulesEn));
  });

  const errors = validateTemplate(broken, 'layout').errors;

  it('words every reported rule in every language, with all its values filled in', () => {
    expect(new Set(errors.map((error) => error.reason)).size).toBeGreaterThanOrEqual(9);
    for (const language of INTERFACE_LANGUAGES) {
      for (const error of errors) {
        const message = templateRuleMessage(t(language), language, error);
        expect(message).not.toMatch(/\{\{|templateRules/);
        if (language !== 'en') expect(message).not.toBe(templateRuleMessage(t('en'), 'en', error));
      }
    }
  });

  it('joins a choice with the language’s own “or” and names the limits', () => {
    const misplaced = errors.find((error) => error.reason === 'mustBeInside')!;
    expect(templateRuleMessage(t('de'), 'de', misplaced)).toBe('li muss in ul oder ol stehen.');
    expect(templateRuleMessage(t('fr'), 'fr', misplaced)).toBe('li doit se trouver dans ul ou ol.');
    expect(templateRuleMessage(t('it'), 'it', misplaced)).toBe('li deve trovarsi in ul o ol.');
    const range = errors.find((error) => error.reason === 'minAboveMax')!;
    expect(templateRuleMessage(t('de'), 'de', range)).toBe('Min. Wörter (60) darf nicht über max. Wörter (50) liegen.');
    const duplicate = errors.find((error) => error.reason === 'duplicateName')!;
    expect(templateRuleMessage(t('en'), 'en', duplicate)).toBe('Another section is already named "Intro".');
  });

  it('words the per-section verdict on a text, with the count and the range', () => {
    const problems = checkTextAgainstLayout(layout, { Intro: 'one two three four five six', Outro: 'a b', Extra: 'x' }, countWords);
    expect(problems.map((problem) => sectionProblemMessage(t('de'), problem))).toEqual([
      'Abschnitt „Intro“ hat 6 Wörter; erlaubt sind 3 bis 5 Wörter.',
      'Abschnitt „Body“ fehlt.',
      'Abschnitt „Outro“ hat 2 Wörter; erlaubt sind höchstens 1 Wort.',
      'Das Layout hat keinen Abschnitt „Extra“.',
    ]);
    const [tooFew] = checkTextAgainstLayout(layout, { Intro: 'one', Body: 'a b', Outro: 'x' }, countWords);
    expect(sectionProblemMessage(t('en'), tooFew!)).toBe('Section "Intro" has 1 word; it needs 3 to 5 words.');
    expect(sectionProblemMessage(t('fr'), tooFew!)).toBe('La section « Intro » a 1 mot ; il lui faut de 3 à 5 mots.');
    expect(sectionProblemMessage(t('it'), tooFew!)).toBe('La sezione «Intro» ha 1 parola; ne servono da 3 a 5 parole.');
  });
});

describe('templateFieldErrors', () => {
  const tree = broken as unknown as TemplateTree;
  const badRequest = (fields: Record<string, string[]>) => ({ status: 400, data: { status: 400, code: 'VALIDATION_ERROR', message: 'x', error: fields } });

  it('gives a server message the reason and values of the editor’s own verdict on the tree that was sent', () => {
    const nameMissing = validateTemplate(tree, 'layout').errors.find((error) => error.reason === 'nameMissing')!;
    const result = templateFieldErrors(badRequest({ name: ['name is required'], [nameMissing.path]: [nameMissing.message], tree: ['unheard of'] }), { tree, kind: 'layout' });
    expect(result).toEqual({
      name: 'name is required',
      tree: [
        { ...nameMissing, path: nameMissing.path },
        { path: 'tree', message: 'unheard of' },
      ],
    });
  });

  it('is null for anything but a 400 with field errors', () => {
    expect(templateFieldErrors({ status: 409, data: { message: 'in use' } }, { tree, kind: 'layout' })).toBeNull();
    expect(templateFieldErrors(badRequest({}), { tree, kind: 'layout' })).toBeNull();
  });
});
