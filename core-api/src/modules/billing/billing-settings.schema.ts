import Joi from 'joi';
import { LEGAL_FORMS, type BillingSettingsInput } from '@inkwell/contracts';
import { countrySeeds } from '../reference/index.js';

/** Spec §5, the billing form's messages. */
export const FIELD_REQUIRED = 'Field is required';
export const EMAIL_NOT_VALID = 'Email address is not valid';
const LETTERS_ONLY_MESSAGE = '{{#label}} must contain only letters, at least 2';

const LETTERS_ONLY = /^\p{L}{2,}$/u;

// The countries table is loaded from these seeds, so the EU rule below can be checked with every other
// field at once; the service still looks the country up in the table.
const EU_COUNTRY_CODES = countrySeeds.filter((c) => c.eu).map((c) => c.code);

function requiredText(max: number): Joi.StringSchema {
  return Joi.string()
    .trim()
    .max(max)
    .required()
    .messages({ 'any.required': FIELD_REQUIRED, 'string.empty': FIELD_REQUIRED, 'string.base': FIELD_REQUIRED });
}

/** Letters only, at least two (spec §5), upper-cased. */
function lettersOnly(): Joi.StringSchema {
  return requiredText(50).uppercase().pattern(LETTERS_ONLY).messages({ 'string.pattern.base': LETTERS_ONLY_MESSAGE });
}

/** Letters only, and then one of `allowed`: a value with other characters gets only the letters message. */
function lettersOneOf(allowed: readonly string[], message: string): Joi.StringSchema {
  return lettersOnly()
    .custom((value: string, helpers) => (LETTERS_ONLY.test(value) && !allowed.includes(value) ? helpers.error('any.unknown') : value))
    .messages({ 'any.unknown': message });
}

/** An optional field: only filled ones are sent, yet an empty one means "none" rather than an error. */
function optionalText(max: number): Joi.StringSchema {
  return Joi.string().trim().max(max).allow('', null).empty(['', null]);
}

/**
 * PUT /client/billing (spec §5, billing form). Unknown fields are stripped rather than refused: the form
 * sends back what GET answered, read-only status and dates included.
 */
export const billingSettingsBody = Joi.object<BillingSettingsInput>({
  companyName: requiredText(200),
  legalForm: lettersOneOf(LEGAL_FORMS, '{{#label}} must be COMPANY or PRIVATE'),
  firstName: requiredText(100),
  lastName: requiredText(100),
  address: requiredText(300),
  zipcode: requiredText(20),
  city: requiredText(100),
  country: lettersOnly().description('ISO 3166-1 alpha-2 code of one of the countries (GET /client/countries)'),
  email: requiredText(254)
    .email({ tlds: false })
    .messages({ 'string.email': EMAIL_NOT_VALID }),
  EUVATNumber: optionalText(30)
    .when('legalForm', {
      is: 'COMPANY',
      then: Joi.when('country', { is: Joi.valid(...EU_COUNTRY_CODES), then: Joi.required() }),
    })
    .messages({ 'any.required': FIELD_REQUIRED })
    .description('required for a company in an EU member state'),
  taxNumber: optionalText(50),
}).prefs({ stripUnknown: true });

const nullableText = Joi.string().allow(null).required();
const nullableTimestamp = Joi.string().isoDate().allow(null).required();

export const billingSettingsResponse = Joi.object({
  companyName: nullableText,
  legalForm: Joi.string().valid(...LEGAL_FORMS).required(),
  firstName: nullableText,
  lastName: nullableText,
  address: nullableText,
  zipcode: nullableText,
  city: nullableText,
  country: nullableText,
  EUVATNumber: nullableText,
  taxNumber: nullableText,
  email: nullableText,
  lastVatNumberValidationAt: nullableTimestamp,
  legalInfoLastCheckedAt: nullableTimestamp,
  status: Joi.string().valid('NEEDS_VALIDATION', 'VALID', 'INVALID').required().description('INVALID blocks ordering and deposits'),
});
