import { Op, fn, col, where, type Transaction } from 'sequelize';
import { ERROR_CODES, type AdminLanguageBody, type AdminLanguageDto } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { referenceCatalogue } from './catalogue.js';
import { Language } from './reference.model.js';
import { normaliseCulture } from './reference.service.js';

/** The languages table's own rule (migration 0001): a language is named "Group - Variant". */
const GROUPED_NAME = /^\S.* - \S.*$/;
const CULTURE = /^[a-z]{2,3}-[A-Z]{2}$/;

function taken(field: 'name' | 'culture', message: string): AppError {
  return new AppError(ERROR_CODES.conflict, message, 409, { [field]: [message] });
}

/** 400 naming the field for what joi cannot see: the name's group and the culture's form once normalised. */
function checkedLanguage(body: AdminLanguageBody): AdminLanguageBody {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!GROUPED_NAME.test(name)) {
    throw AppError.badRequest("Write the name as 'Language - Variant', e.g. German - Austria: the part before ' - ' groups the language", 'name');
  }
  const culture = normaliseCulture(body.culture);
  if (!CULTURE.test(culture)) throw AppError.badRequest('Write the culture as language-REGION, e.g. de-AT', 'culture');
  return { name, culture, active: body.active };
}

/** Names and cultures are unique in any letter case; checked against the table, not the catalogue, which may lag. */
async function assertUnique(language: AdminLanguageBody, exceptId: number | null, transaction: Transaction): Promise<void> {
  const others = exceptId === null ? {} : { id: { [Op.ne]: exceptId } };
  const sameLower = (column: string, value: string) => where(fn('lower', col(column)), value.toLowerCase());
  const sameCulture = await Language.findOne({ where: { [Op.and]: [sameLower('culture', language.culture), others] }, transaction });
  if (sameCulture) throw taken('culture', `The culture ${language.culture} belongs to ${sameCulture.name}`);
  const sameName = await Language.findOne({ where: { [Op.and]: [sameLower('name', language.name), others] }, transaction });
  if (sameName) throw taken('name', `A language is named ${sameName.name} already`);
}

const toDto = ({ id, name, culture, code, active }: Language): AdminLanguageDto => ({ id, name, culture, code, active });

/**
 * Runs one write of the languages table: writes one after another (so the uniqueness checks hold), then the
 * catalogue re-read in this process before answering, so its next picker shows the change. Other processes
 * re-read on the table trigger's notification (decision 024).
 */
async function writeLanguage(write: (transaction: Transaction) => Promise<Language>): Promise<AdminLanguageDto> {
  const sequelize = Language.sequelize;
  if (!sequelize) throw new Error('Reference models are not initialised');
  const language = await sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('languages:write'))", { transaction });
    return write(transaction);
  });
  await referenceCatalogue.load(['languages']);
  return toDto(language);
}

/** GET /admin/pricing/languages/all: every language, inactive ones too, by name. */
export async function listLanguagesForStaff(): Promise<AdminLanguageDto[]> {
  const rows = await Language.findAll({ order: [['name', 'ASC']] });
  return rows.map(toDto);
}

/** POST /admin/pricing/languages */
export function addLanguage(body: AdminLanguageBody): Promise<AdminLanguageDto> {
  const language = checkedLanguage(body);
  return writeLanguage(async (transaction) => {
    await assertUnique(language, null, transaction);
    const [code = ''] = language.culture.split('-');
    return Language.create({ ...language, code }, { transaction });
  });
}

/**
 * PUT /admin/pricing/languages/:id: renames it, changes its culture, or takes it out of (and back into) the
 * pickers. Orders keep their language by id, so nothing ordered changes.
 */
export function updateLanguage(id: number, body: AdminLanguageBody): Promise<AdminLanguageDto> {
  const language = checkedLanguage(body);
  return writeLanguage(async (transaction) => {
    const row = await Language.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw AppError.notFound('Language');
    await assertUnique(language, id, transaction);
    const [code = ''] = language.culture.split('-');
    return row.update({ ...language, code }, { transaction });
  });
}
