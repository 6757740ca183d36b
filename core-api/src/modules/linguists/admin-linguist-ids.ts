import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';

/** On staff's routes every linguist counts, whatever her status; only an id that is no linguist at all is a 404. */
export async function requireLinguist(linguistId: number, transaction?: Transaction): Promise<void> {
  const [row] = await database().query('SELECT 1 FROM linguists WHERE id = :linguistId', { type: QueryTypes.SELECT, replacements: { linguistId }, transaction });
  if (!row) throw AppError.notFound('Linguist');
}
