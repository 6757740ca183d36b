import type { TFunction } from 'i18next';
import * as yup from 'yup';

/** core-api accepts passwords of 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordSchema(t: TFunction) {
  const lengthMessage = t('validation.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  return yup
    .string()
    .required(t('validation.required'))
    .min(PASSWORD_MIN_LENGTH, lengthMessage)
    .max(PASSWORD_MAX_LENGTH, lengthMessage);
}

/** The "repeat password" field: required and equal to the field named `passwordField`. */
export function passwordRepeatSchema(t: TFunction, passwordField = 'password') {
  return yup
    .string()
    .required(t('validation.required'))
    .oneOf([yup.ref(passwordField)], t('validation.passwordsMatch'));
}

export function emailSchema(t: TFunction) {
  return yup.string().trim().required(t('validation.required')).email(t('validation.email'));
}
