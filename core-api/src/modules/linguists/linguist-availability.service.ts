import { QueryTypes, type Transaction } from 'sequelize';
import type { LinguistAvailability } from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { linguistAwaySql } from '../../shared/linguist-availability.sql.js';

interface AvailabilityRow {
  status: LinguistAvailability['status'];
  until: string | null;
  away: boolean;
}

/**
 * What she said (decision 031). A return date that has come answers `available`: she is back without saving
 * anything, and every reader (the search, a direct order) already treats her so by the same rule.
 */
export async function availabilityOf(linguistId: number, transaction?: Transaction): Promise<LinguistAvailability> {
  const [row] = await database().query<AvailabilityRow>(
    `SELECT pr.availability AS status, to_char(pr.unavailable_until, 'YYYY-MM-DD') AS until, ${linguistAwaySql('pr')} AS away
       FROM linguist_profiles pr WHERE pr.linguist_id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { linguistId }, transaction },
  );
  return row?.away ? { status: 'unavailable', until: row.until } : { status: 'available', until: null };
}

/** Sets her availability; a return date only goes with `unavailable`. Her profile row is made on first write. */
export async function setAvailability(linguistId: number, availability: LinguistAvailability, transaction: Transaction): Promise<void> {
  const until = availability.status === 'unavailable' ? availability.until : null;
  await database().query(
    `INSERT INTO linguist_profiles (linguist_id, availability, unavailable_until) VALUES (:linguistId, :status, :until)
     ON CONFLICT (linguist_id) DO UPDATE SET availability = EXCLUDED.availability, unavailable_until = EXCLUDED.unavailable_until, updated_at = now()`,
    { replacements: { linguistId, status: availability.status, until }, transaction },
  );
}
