import Joi from 'joi';
import { LANGUAGE_NAME_MAX_LENGTH, type AdminLanguageBody } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { addLanguage, listLanguagesForStaff, updateLanguage } from './language-admin.service.js';

const TAGS = ['Languages'];

// Admin spec §5: a language needs a non-empty name and culture; their form is checked by the service (400 naming it).
const languageBody = Joi.object<AdminLanguageBody>({
  name: Joi.string().trim().min(1).max(LANGUAGE_NAME_MAX_LENGTH).required().description("'Group - Variant'; the group is the part before ' - '").example('German - Austria'),
  culture: Joi.string().trim().min(1).max(20).required().description('language-REGION; de_at and de-at are read as de-AT').example('de-AT'),
  active: Joi.boolean().default(true).description('offered for new orders'),
});

const languageSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  culture: Joi.string().required(),
  code: Joi.string().required().description('ISO 639 code of the group, from the culture'),
  active: Joi.boolean().required(),
});

/**
 * Staff's language catalogue (admin spec §2.1 settings tab languages, §7.1 pricing languages GET/PUT/POST variants).
 * The grouped GET /admin/pricing/languages is the price lists' view (decision 053); this one lists each language.
 */
export const languageAdminModule: CoreModule = {
  name: 'language-admin',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/pricing/languages/all',
      summary: 'Every language, inactive ones too, with its culture',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'By name', schema: Joi.object({ data: Joi.array().items(languageSchema).required() }) } },
      handler: async () => ({ data: await listLanguagesForStaff() }),
    });
    api.route({
      method: 'post',
      path: '/admin/pricing/languages',
      summary: 'Add a language to the catalogue',
      tags: TAGS,
      access: 'admin',
      body: languageBody,
      status: 201,
      responses: {
        201: { description: 'The language', schema: languageSchema },
        400: { description: "A name not of the form 'Group - Variant' (field name), or a culture not language-REGION (field culture)" },
        409: { description: 'Another language has this culture or name (field culture or name)' },
      },
      handler: (req) => addLanguage(req.body),
    });
    api.route({
      method: 'put',
      path: '/admin/pricing/languages/:id',
      summary: 'Rename a language, change its culture, or take it out of the pickers for new orders (existing orders keep it)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: languageBody,
      responses: {
        200: { description: 'The language', schema: languageSchema },
        400: { description: 'As for POST' },
        404: { description: 'No such language' },
        409: { description: 'Another language has this culture or name (field culture or name)' },
      },
      handler: (req) => updateLanguage(req.params.id, req.body),
    });
  },
};
