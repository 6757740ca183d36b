import Joi from 'joi';
import {
  LANGUAGE_PROFICIENCIES,
  LINGUIST_AVAILABILITY_STATUSES,
  PRICED_LINGUIST_SERVICES,
  type LinguistAvailability,
  type SelfClassificationBody,
  type SelfEmailBody,
  type SelfEmailConfirmBody,
  type SelfLanguagesBody,
  type SelfNotificationSettings,
  type SelfPasswordBody,
  type SelfPriceBody,
  type SelfPricePerWordQuery,
  type SelfProfilePatch,
} from '@inkwell/contracts';
import { passwordSchema } from '../auth/index.js';
import { MAX_INT4 } from '../../shared/query-schemas.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);
const name = Joi.string().trim().min(1).max(100).pattern(/^[^\r\n]*$/, 'single line').allow(null);

export const clientIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const partnershipParams = Joi.object<{ clientId: number }>({ clientId: id.required() });
export const avatarParams = Joi.object<{ id: string }>({ id: Joi.string().guid({ version: 'uuidv4' }).required() });

/** She is away until the day before `until` (decision 031), so a return date is tomorrow at the earliest. */
export const availabilityBody = Joi.object<LinguistAvailability>({
  status: Joi.string().valid(...LINGUIST_AVAILABILITY_STATUSES).required(),
  until: Joi.when('status', {
    is: 'unavailable',
    then: Joi.date().iso().min('now').raw().allow(null).default(null),
    otherwise: Joi.valid(null).default(null),
  }).description('YYYY-MM-DD, only while unavailable: the day she is back'),
});

export const selfProfilePatch = Joi.object<SelfProfilePatch>({
  nickname: name,
  firstName: name,
  lastName: name,
  country: Joi.string().trim().length(2).pattern(/^[A-Za-z]{2}$/).allow(null),
  availability: availabilityBody,
}).min(1);

export const selfClassificationBody = Joi.object<SelfClassificationBody>({
  interests: Joi.array().items(id).max(30).unique().required(),
  industryExpertises: Joi.array().items(id).max(30).unique().required(),
  academicDegreeId: id.allow(null).required(),
  academicFieldId: id.allow(null).required(),
});

export const selfLanguagesBody = Joi.object<SelfLanguagesBody>({
  languages: Joi.array()
    .items(Joi.object({ culture: Joi.string().trim().max(20).required(), proficiency: Joi.string().valid(...LANGUAGE_PROFICIENCIES).allow(null) }))
    .min(1)
    .max(20)
    .unique((a: { culture: string }, b: { culture: string }) => a.culture.toLowerCase() === b.culture.toLowerCase())
    .required(),
});

export const selfPriceBody = Joi.object<SelfPriceBody>({
  language: Joi.string().trim().max(20).required().description('a culture such as de-DE, one of hers'),
  service: Joi.string().valid(...PRICED_LINGUIST_SERVICES).required(),
  pricePerWord: Joi.string().trim().pattern(/^\d{1,5}(\.\d{1,6})?$/, 'decimal').required().description("per word in her currency, e.g. '0.065'"),
});

export const selfPricePerWordQuery = Joi.object<SelfPricePerWordQuery>({
  language: selfPriceBody.extract('language'),
  service: selfPriceBody.extract('service'),
});

export const selfEmailBody = Joi.object<SelfEmailBody>({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  currentPassword: Joi.string().max(200).required(),
});

export const selfEmailConfirmBody = Joi.object<SelfEmailConfirmBody>({
  token: Joi.string().trim().min(1).max(200).required().description('the token of the link in the confirmation mail'),
});
export const selfEmailSchema = Joi.object({ email: Joi.string(), pendingEmail: Joi.string().allow(null) });

export const selfPasswordBody = Joi.object<SelfPasswordBody>({
  currentPassword: Joi.string().max(200).required(),
  newPassword: passwordSchema.required(),
});

const flag = Joi.boolean();
export const selfNotificationBody = Joi.object<Partial<SelfNotificationSettings>>({
  directRequests: flag,
  newAvailableOrders: flag,
  orderUpdates: flag,
  messages: flag,
  newsletter: flag,
}).min(1);

const languageRef = { culture: Joi.string(), name: Joi.string() };
const priceSchema = Joi.object({ language: Joi.object(languageRef), service: Joi.string(), pricePerWord: Joi.string(), currency: Joi.string() });
export const selfPriceSchema = priceSchema;
export const selfPartnershipPriceSchema = priceSchema.keys({ clientId: Joi.number().integer() });
export const selfPricesSchema = Joi.object({
  currency: Joi.string(),
  level: Joi.string().allow(null),
  ranges: Joi.array().items(Joi.object({ service: Joi.string(), min: Joi.string().allow(null), max: Joi.string().allow(null) })),
  prices: Joi.array().items(priceSchema),
});
const rangeSchema = Joi.object({ service: Joi.string(), min: Joi.string().allow(null), max: Joi.string().allow(null) });
export const selfPricePerWordSchema = Joi.object({
  language: Joi.object(languageRef),
  service: Joi.string(),
  pricePerWord: Joi.string().allow(null),
  currency: Joi.string(),
  range: rangeSchema,
});
export const selfPartnershipPricesSchema = Joi.object({
  clientId: Joi.number().integer(),
  currency: Joi.string(),
  level: Joi.string().allow(null),
  ranges: Joi.array().items(rangeSchema),
  prices: Joi.array().items(selfPartnershipPriceSchema),
});
export const selfLanguageSchema = Joi.object({ ...languageRef, proficiency: Joi.string().allow(null) });
export const selfProfileSchema = Joi.object({
  id: Joi.number().integer(),
  email: Joi.string(),
  nickname: Joi.string().allow(null),
  firstName: Joi.string().allow(null),
  lastName: Joi.string().allow(null),
  country: Joi.string().allow(null),
  level: Joi.string().allow(null),
  roles: Joi.array().items(Joi.string()),
  currency: Joi.string(),
  avatar: Joi.string().allow(null),
  initials: Joi.string(),
  availability: Joi.object({ status: Joi.string(), until: Joi.string().allow(null) }),
  languages: Joi.array().items(selfLanguageSchema),
  stats: Joi.object({ totalOrders: Joi.number().integer(), successRate: Joi.number().allow(null), rating: Joi.number().allow(null) }),
});
const ref = Joi.object({ id: Joi.number().integer(), name: Joi.string() });
export const selfClassificationSchema = Joi.object({
  interests: Joi.array().items(ref),
  industryExpertises: Joi.array().items(ref),
  academicDegree: ref.allow(null),
  academicField: ref.allow(null),
});
export const selfAvatarSchema = Joi.object({ avatar: Joi.string(), contentType: Joi.string(), bytes: Joi.number().integer() });
export const selfClientSchema = Joi.object({
  id: Joi.number().integer(),
  name: Joi.string(),
  orders: Joi.number().integer(),
  acceptedOrders: Joi.number().integer(),
  earnings: Joi.string(),
  currency: Joi.string().allow(null),
  rating: Joi.number().allow(null),
  lastOrderAt: Joi.date(),
});
export const selfClientOrderSchema = Joi.object({
  id: Joi.number().integer(),
  title: Joi.string(),
  type: Joi.string(),
  level: Joi.string(),
  language: Joi.object(languageRef),
  role: Joi.string().valid('writer', 'proofreader'),
  status: Joi.string(),
  words: Joi.object({ min: Joi.number(), max: Joi.number(), final: Joi.number().allow(null) }),
  payPerWord: Joi.string(),
  earned: Joi.string().allow(null),
  currency: Joi.string(),
  createdAt: Joi.date(),
  acceptedAt: Joi.date().allow(null),
});
export const selfNotificationSchema = Joi.object({
  directRequests: flag,
  newAvailableOrders: flag,
  orderUpdates: flag,
  messages: flag,
  newsletter: flag,
});
export const selfClientRatingSchema = Joi.object({
  rating: Joi.number().allow(null),
  ratings: Joi.object({
    content: Joi.number().allow(null),
    form: Joi.number().allow(null),
    readability: Joi.number().allow(null),
    communication: Joi.number().allow(null),
  }),
  ratedOrders: Joi.number().integer(),
  recent: Joi.array().items(
    Joi.object({
      orderId: Joi.number().integer(),
      title: Joi.string(),
      acceptedAt: Joi.date(),
      rating: Joi.object({ content: Joi.number(), form: Joi.number(), readability: Joi.number(), communication: Joi.number() }),
    }),
  ),
});
export const selfClientEarningsSchema = Joi.object({
  currency: Joi.string().allow(null),
  total: Joi.number().integer().description('minor units'),
  lastMonth: Joi.number().integer().description('minor units, accepted in the last 30 days'),
  byMonth: Joi.array().items(Joi.object({ month: Joi.string().description('YYYY-MM'), orders: Joi.number().integer(), amount: Joi.number().integer() })),
});
