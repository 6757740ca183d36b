import type Joi from 'joi';
import type { CoreModule } from '../module.js';
import * as reference from './reference.service.js';
import {
  academicListsSchema,
  countryListSchema,
  currencyListSchema,
  languageListSchema,
  levelListSchema,
  namedListSchema,
} from './reference.schema.js';

interface Catalogue {
  path: string;
  summary: string;
  answer: string;
  schema: Joi.Schema;
  load: () => Promise<unknown>;
}

const catalogues: Catalogue[] = [
  {
    path: '/client/languages',
    summary: 'Languages a text can be ordered in',
    answer: 'Active languages, by name',
    schema: languageListSchema,
    load: async () => ({ data: (await reference.listLanguages()).map(({ id, name, culture, code }) => ({ id, name, culture, code })) }),
  },
  {
    path: '/client/levels',
    summary: 'Quality levels',
    answer: 'The five levels, lowest rank first',
    schema: levelListSchema,
    load: async () => ({ data: await reference.listLevels() }),
  },
  {
    path: '/client/countries',
    summary: 'Countries a client may bill to',
    answer: 'The EU member states and the United Kingdom, by name',
    schema: countryListSchema,
    load: async () => ({ data: await reference.listCountries() }),
  },
  {
    path: '/client/currencies',
    summary: 'Currencies an account can be kept in',
    answer: 'EUR, USD and GBP',
    schema: currencyListSchema,
    load: async () => ({ data: await reference.listCurrencies() }),
  },
  {
    path: '/client/text-topics',
    summary: 'Text topics',
    answer: 'Every text topic',
    schema: namedListSchema,
    load: async () => ({ data: await reference.listTextTopics() }),
  },
  {
    path: '/client/text-types',
    summary: 'Text types',
    answer: 'Every text type, the most ordered first',
    schema: namedListSchema,
    load: async () => ({ data: await reference.listTextTypes() }),
  },
  {
    path: '/client/industry-expertise',
    summary: 'Industry expertises',
    answer: 'Every industry a linguist can state experience in',
    schema: namedListSchema,
    load: async () => ({ data: await reference.listIndustryExpertises() }),
  },
  {
    path: '/client/academic-lists',
    summary: 'Academic degrees and fields of study',
    answer: 'Both lists, in catalogue order',
    schema: academicListsSchema,
    load: () => reference.listAcademicLists(),
  },
];

export const referenceModule: CoreModule = {
  name: 'reference',
  register(api) {
    for (const catalogue of catalogues) {
      api.route({
        method: 'get',
        path: catalogue.path,
        summary: catalogue.summary,
        tags: ['Reference data'],
        // The registration and application forms need these lists before anyone is signed in.
        access: 'public',
        responses: { 200: { description: catalogue.answer, schema: catalogue.schema } },
        handler: async (_req, res) => {
          const body = await catalogue.load();
          // Catalogues change rarely; five minutes of browser and proxy caching spares a request on every form load.
          res.set('Cache-Control', 'public, max-age=300');
          return body;
        },
      });
    }
  },
};
