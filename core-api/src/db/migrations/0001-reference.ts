import type { Migration, MigrationContext } from '../migrate.js';
import { currencySeeds } from '../../modules/reference/data/currencies.js';
import { languageSeeds } from '../../modules/reference/data/languages.js';
import { levelSeeds } from '../../modules/reference/data/levels.js';
import { countrySeeds } from '../../modules/reference/data/countries.js';
import { textTopicNames } from '../../modules/reference/data/text-topics.js';
import { textTypeNames } from '../../modules/reference/data/text-types.js';
import { industryExpertiseNames } from '../../modules/reference/data/industry-expertises.js';
import { academicDegreeNames } from '../../modules/reference/data/academic-degrees.js';
import { academicFieldNames } from '../../modules/reference/data/academic-fields.js';

type Cell = string | number | boolean;

async function insertRows(ctx: MigrationContext, table: string, columns: string[], rows: Cell[][]): Promise<void> {
  const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
  await ctx.sequelize.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, {
    bind: rows.flat(),
    transaction: ctx.transaction,
  });
}

/** Ids are written explicitly so every environment gives the same entry the same id; the sequence then continues after them. */
async function insertWithIds(ctx: MigrationContext, table: string, columns: string[], rows: Cell[][]): Promise<void> {
  await insertRows(ctx, table, ['id', ...columns], rows.map((row, i) => [i + 1, ...row]));
  await ctx.sql(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
}

const NAMED_CATALOGUES: [table: string, names: readonly string[]][] = [
  ['text_topics', textTopicNames],
  ['text_types', textTypeNames],
  ['industry_expertises', industryExpertiseNames],
  ['academic_degrees', academicDegreeNames],
  ['academic_fields', academicFieldNames],
];

/**
 * Reference data is part of the schema: every environment (production, tests, demo) needs the same
 * catalogues, so they are written here. The data files are frozen with this migration; a later change
 * to a catalogue is a new migration.
 */
export const m0001Reference: Migration = {
  name: '0001-reference',
  async up(ctx) {
    const { sql } = ctx;
    await sql(`
      CREATE TABLE currencies (
        id serial PRIMARY KEY,
        iso4217 char(3) NOT NULL UNIQUE CHECK (iso4217 ~ '^[A-Z]{3}$'),
        symbol text NOT NULL,
        minor_unit text NOT NULL CHECK (minor_unit IN ('cent', 'pence')),
        name text NOT NULL
      )`);
    await sql(`
      CREATE TABLE languages (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE CHECK (name LIKE '_% - _%'),
        culture text NOT NULL UNIQUE CHECK (culture ~ '^[a-z]{2,3}-[A-Z]{2}$'),
        code text NOT NULL CHECK (code ~ '^[a-z]{2,3}$'),
        active boolean NOT NULL DEFAULT true
      )`);
    await sql(`
      CREATE TABLE levels (
        code text PRIMARY KEY,
        name text NOT NULL,
        rank smallint NOT NULL UNIQUE CHECK (rank > 0)
      )`);
    await sql(`
      CREATE TABLE countries (
        code char(2) PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
        name text NOT NULL UNIQUE,
        eu boolean NOT NULL
      )`);
    for (const [table] of NAMED_CATALOGUES) {
      await sql(`CREATE TABLE ${table} (id serial PRIMARY KEY, name text NOT NULL UNIQUE)`);
    }

    await insertWithIds(ctx, 'currencies', ['iso4217', 'symbol', 'minor_unit', 'name'], currencySeeds.map((c) => [c.iso4217, c.symbol, c.minorUnit, c.name]));
    await insertWithIds(ctx, 'languages', ['name', 'culture', 'code'], languageSeeds.map((l) => [l.name, l.culture, l.code]));
    await insertRows(ctx, 'levels', ['code', 'name', 'rank'], levelSeeds.map((l) => [l.code, l.name, l.rank]));
    await insertRows(ctx, 'countries', ['code', 'name', 'eu'], countrySeeds.map((c) => [c.code, c.name, c.eu]));
    for (const [table, names] of NAMED_CATALOGUES) {
      await insertWithIds(ctx, table, ['name'], names.map((name) => [name]));
    }
  },
};
