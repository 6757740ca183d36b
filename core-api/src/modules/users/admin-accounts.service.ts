import { QueryTypes, type Transaction } from 'sequelize';
import type { AccountStatus, InterfaceLanguage, InternalUserDto, InternalUserStatus, Page } from '@inkwell/contracts';
import { accountsDatabase } from './users.model.js';

export interface AdminAccountListQuery {
  status?: InternalUserStatus;
  limit: number;
  offset: number;
}

/** What staff may change of a colleague's account; the accounts module decides whether they may. */
export interface AdminAccountChange {
  email?: string;
  firstName?: string;
  lastName?: string;
  language?: InterfaceLanguage;
  fakturaAccess?: boolean;
  status?: AccountStatus;
}

/** One staff account with whether it has a password yet (an invitation may still be open). */
export interface AdminAccountState extends InternalUserDto {
  hasPassword: boolean;
}

const COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName", language, faktura_access AS "fakturaAccess",
  status, created_at AS "createdAt", password_hash IS NOT NULL AS "hasPassword"`;

type Row = Omit<AdminAccountState, 'createdAt'> & { createdAt: Date };

const toState = ({ createdAt, ...row }: Row): AdminAccountState => ({ ...row, createdAt: createdAt.toISOString() });

const toDto = ({ hasPassword: _hasPassword, ...user }: AdminAccountState): InternalUserDto => user;

/** GET /admin/users/internal: staff by name; pickers ask for every active one at once (limit 99999, spec §9). */
export async function listAdminAccounts(query: AdminAccountListQuery): Promise<Page<InternalUserDto>> {
  const where = query.status ? 'WHERE status = :status' : '';
  const replacements = { status: query.status ?? null, limit: query.limit, offset: query.offset };
  const [rows, [count]] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([])
      : accountsDatabase().query<Row>(
          `SELECT ${COLUMNS} FROM admins ${where}
            ORDER BY lower(COALESCE(last_name, '')), lower(COALESCE(first_name, '')), lower(email), id
            LIMIT :limit OFFSET :offset`,
          { type: QueryTypes.SELECT, replacements },
        ),
    accountsDatabase().query<{ total: string }>(`SELECT count(*) AS total FROM admins ${where}`, { type: QueryTypes.SELECT, replacements }),
  ]);
  return { data: rows.map((row) => toDto(toState(row))), total: Number(count?.total ?? 0) };
}

/** The account locked until the transaction ends, so two colleagues' changes to it apply one after the other. */
export async function lockAdminAccount(id: number, transaction: Transaction): Promise<AdminAccountState | null> {
  const [row] = await accountsDatabase().query<Row>(`SELECT ${COLUMNS} FROM admins WHERE id = :id FOR UPDATE`, {
    type: QueryTypes.SELECT,
    replacements: { id },
    transaction,
  });
  return row ? toState(row) : null;
}

/**
 * Serialises every change that could take invoice access from an active staff member until the transaction ends:
 * without it, two admins each removing the other's access at once could both see the other still holding it.
 */
export async function lockFakturaAccessHolders(transaction: Transaction): Promise<void> {
  await accountsDatabase().query("SELECT pg_advisory_xact_lock(hashtext('admins:faktura-access'))", { transaction });
}

/** How many active staff other than `exceptId` hold invoice access. */
export async function countOtherFakturaAccessHolders(exceptId: number, transaction: Transaction): Promise<number> {
  const [row] = await accountsDatabase().query<{ holders: string }>(
    `SELECT count(*) AS holders FROM admins WHERE faktura_access AND status = 'ACTIVE' AND id <> :exceptId`,
    { type: QueryTypes.SELECT, replacements: { exceptId }, transaction },
  );
  return Number(row?.holders ?? 0);
}

const COLUMN_OF: Record<keyof AdminAccountChange, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  language: 'language',
  fakturaAccess: 'faktura_access',
  status: 'status',
};

export async function updateAdminAccount(id: number, change: AdminAccountChange, transaction: Transaction): Promise<InternalUserDto> {
  const fields = (Object.keys(change) as (keyof AdminAccountChange)[]).filter((field) => change[field] !== undefined);
  const assignments = fields.map((field) => `${COLUMN_OF[field]} = :${field}`);
  const [rows] = await accountsDatabase().query(
    `UPDATE admins SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = :id RETURNING ${COLUMNS}`,
    { replacements: { ...change, id }, transaction },
  );
  return toDto(toState((rows as Row[])[0] as Row));
}
