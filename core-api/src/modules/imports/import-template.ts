import * as XLSX from 'xlsx';
import { IMPORT_COLUMNS, IMPORT_LINGUIST_TYPES, IMPORT_SERVICES, PROCESSING_DAYS, type ImportRowData, type ImportTemplateVersion } from '@inkwell/contracts';
import { LEVEL_CODES, listLanguages } from '../reference/index.js';
import { spreadsheetSafeText } from '../../shared/spreadsheet-cells.js';

const EXAMPLE: Record<keyof ImportRowData, string | number> = {
  title: 'The ten best hiking trails in the Alps',
  minWords: 500,
  maxWords: 700,
  language: 'en-GB',
  level: 'good',
  service: 'copywriting',
  keywords: 'hiking, alps, trails',
  comment: 'Friendly tone; mention the best season for each trail',
  briefingId: '',
  layoutId: '',
  externalId: 'CMS-1042',
  processingDays: 3,
  linguistType: 'open',
  linguistId: '',
  groupId: '',
};

async function explanations(): Promise<Record<keyof ImportRowData, string>> {
  const cultures = (await listLanguages()).map((language) => language.culture);
  return {
    title: 'The text’s title, 1 to 300 characters.',
    minWords: 'The fewest words the text may have: a whole number from 1 to 100000.',
    maxWords: 'The most words the text may have: a whole number from Words min to 100000.',
    language: `The language code: one of ${cultures.join(', ')}.`,
    level: `The quality level: one of ${LEVEL_CODES.join(', ')}.`,
    service: `${IMPORT_SERVICES.join(' or ')} (copywriting followed by proofreading by any qualified proofreader).`,
    keywords: 'Optional: up to 50 keywords separated by commas, each at most 100 characters.',
    comment: 'Optional: what the linguist should know, at most 5000 characters.',
    briefingId: 'Optional: the number of one of your briefings or of a system briefing.',
    layoutId: 'Optional: the number of one of your layouts.',
    externalId: 'Optional: your own reference for the text, at most 100 characters.',
    processingDays: `Days the linguist has once she takes the order: ${PROCESSING_DAYS.join(', ')}.`,
    linguistType: `${IMPORT_LINGUIST_TYPES.join(', ')}: any qualified linguist, a group of yours (Group ID), or one linguist (Linguist ID).`,
    linguistId: 'Only for linguist type direct: the number of the linguist.',
    groupId: 'Only for linguist type group: the number of one of your copywriting groups.',
  };
}

/**
 * The example template of a version as .xlsx: the header and one example row on the first sheet, and a second
 * sheet explaining every column and its allowed values. Formulas in a cell are never written: text is made safe.
 */
export async function importTemplate(_version: ImportTemplateVersion): Promise<Buffer> {
  const explained = await explanations();
  const safe = (value: string | number) => (typeof value === 'string' ? spreadsheetSafeText(value) : value);
  const orders = XLSX.utils.aoa_to_sheet([IMPORT_COLUMNS.map((c) => c.header), IMPORT_COLUMNS.map((c) => safe(EXAMPLE[c.key]))]);
  const columns = XLSX.utils.aoa_to_sheet([
    ['Column', 'Required', 'Allowed values'],
    ...IMPORT_COLUMNS.map((c) => [c.header, c.required ? 'yes' : 'no', safe(explained[c.key])]),
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, orders, 'Orders');
  XLSX.utils.book_append_sheet(workbook, columns, 'Columns');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
