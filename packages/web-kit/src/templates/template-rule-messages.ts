import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { SectionProblem, TemplateMessageValue, TemplateProblem } from '@inkwell/ui-kit';

import { registerFeatureTexts } from '../i18n/create-i18n';
import { templateRules as de } from '../i18n/locales/template-rules/de';
import { templateRules as en } from '../i18n/locales/template-rules/en';
import { templateRules as fr } from '../i18n/locales/template-rules/fr';
import { templateRules as it } from '../i18n/locales/template-rules/it';

/** Where the rule texts live (`templateRules.rules.<reason>`, `templateRules.sections.*`). */
const RULES_KEY = 'templateRules';

const registered = new WeakSet<I18n>();

/**
 * Adds the rule texts to an app's i18n the first time a page needs them: only the template pages and the
 * linguist's section editor do, so they stay out of every app's first download.
 */
export function registerTemplateRuleTexts(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  registerFeatureTexts(i18n, {
    en: { [RULES_KEY]: en },
    de: { [RULES_KEY]: de },
    fr: { [RULES_KEY]: fr },
    it: { [RULES_KEY]: it },
  });
}

function shownValue(value: TemplateMessageValue, language: string): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  // A choice reads as the language says "a, b or c"; a listing of code names stays a plain comma list.
  if ('oneOf' in value) return new Intl.ListFormat(language, { type: 'disjunction' }).format(value.oneOf);
  return (value as readonly string[]).join(', ');
}

/** A broken template rule in the interface language, from its reason and values. */
export function templateRuleMessage(t: TFunction, language: string, { reason, values }: TemplateProblem): string {
  const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shownValue(value, language)]));
  return t(`${RULES_KEY}.rules.${reason}`, shown);
}

function rangeText(t: TFunction, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t(`${RULES_KEY}.sections.rangeBoth`, { min, max });
  if (min !== null) return t(`${RULES_KEY}.sections.rangeMin`, { count: min });
  return t(`${RULES_KEY}.sections.rangeMax`, { count: max ?? 0 });
}

/** A section of a text that breaks its layout (checkTextAgainstLayout), in the interface language. */
export function sectionProblemMessage(t: TFunction, problem: SectionProblem): string {
  const { section, code, words, min, max } = problem;
  switch (code) {
    case 'missing section':
      return t(`${RULES_KEY}.sections.missing`, { section });
    case 'unknown section':
      return t(`${RULES_KEY}.sections.unknown`, { section });
    case 'too few words':
      return t(`${RULES_KEY}.sections.tooFew`, { section, count: words, range: rangeText(t, min, max) });
    case 'too many words':
      return t(`${RULES_KEY}.sections.tooMany`, { section, count: words, range: rangeText(t, min, max) });
  }
}

export interface TemplateMessages {
  rule: (problem: TemplateProblem) => string;
  section: (problem: SectionProblem) => string;
}

/** The rule and section messages of @inkwell/templates, worded in the interface language. */
export function useTemplateMessages(): TemplateMessages {
  const { t, i18n } = useTranslation();
  // Idempotent and synchronous, so the texts are in before the first message is worded.
  registerTemplateRuleTexts(i18n);
  const language = i18n.language;
  return useMemo(
    () => ({
      rule: (problem: TemplateProblem) => templateRuleMessage(t, language, problem),
      section: (problem: SectionProblem) => sectionProblemMessage(t, problem),
    }),
    [t, language],
  );
}
