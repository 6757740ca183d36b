import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { WizardService } from './order-wizard-slice';

const WHOLE_NUMBER = /^[1-9]\d*$/;
export const TITLE_MAX = 255;
export const KEYWORDS_MAX = 500;
export const COMMENT_MAX = 2000;

const idField = (t: TFunction) => yup.string().trim().required(t('validation.required')).matches(WHOLE_NUMBER, t('wizard.validation.id'));

export const projectStepSchema = (t: TFunction) =>
  yup.object({
    projectId: yup.number().nullable().required(t('wizard.validation.project')),
    language: yup.string().required(t('validation.required')),
    service: yup.string().required(t('validation.required')),
  });

export const linguistsStepSchema = (t: TFunction, service: WizardService) =>
  yup.object({
    level: yup.string().required(t('validation.required')),
    assignment: yup.string().oneOf(['OO', 'GO', 'DO']).required(t('validation.required')),
    groupId: yup.string().when('assignment', { is: 'GO', then: () => idField(t) }),
    linguistId: yup.string().when('assignment', { is: 'DO', then: () => idField(t) }),
    proofreadingGroupId: yup
      .string()
      .when('proofreading', { is: (value: string) => service === 'copywriting_proofreading' && value === 'group', then: () => idField(t) }),
  });

export const draftOrderSchema = (t: TFunction) =>
  yup.object({
    title: yup.string().trim().required(t('validation.required')).max(TITLE_MAX, t('wizard.validation.tooLong', { max: TITLE_MAX })),
    minWords: yup.string().trim().required(t('validation.required')).matches(WHOLE_NUMBER, t('wizard.validation.words')),
    maxWords: yup
      .string()
      .trim()
      .required(t('validation.required'))
      .matches(WHOLE_NUMBER, t('wizard.validation.words'))
      .test('at-least-min', t('wizard.validation.maxBelowMin'), function atLeastMin(value) {
        const min = String(this.parent.minWords ?? '').trim();
        if (!value || !WHOLE_NUMBER.test(min)) return true;
        return Number(value) >= Number(min);
      }),
    keywords: yup.string().max(KEYWORDS_MAX, t('wizard.validation.tooLong', { max: KEYWORDS_MAX })),
    comment: yup.string().max(COMMENT_MAX, t('wizard.validation.tooLong', { max: COMMENT_MAX })),
  });

export const definitionSchema = (t: TFunction) =>
  yup.object({
    processingDays: yup.string().oneOf(['1', '2', '3', '4'], t('validation.required')).required(t('validation.required')),
    orders: yup.array().of(draftOrderSchema(t)).min(1),
  });
