import { QueryTypes, type Sequelize } from 'sequelize';
import type { AccountingChart, AccountingSettingsDto } from '@inkwell/contracts';
import { database } from '../../shared/database.js';

/** The accounting module owns its two tables (migration 0052) and reads them in plain SQL. */
export function accountingDatabase(): Sequelize {
  return database();
}

interface SettingsRow {
  consultant_number: number;
  client_number: number;
  chart: AccountingChart;
  fiscal_year_start_month: number;
  account_length: number;
}

const toDto = (row: SettingsRow): AccountingSettingsDto => ({
  consultantNumber: row.consultant_number,
  clientNumber: row.client_number,
  chart: row.chart,
  fiscalYearStartMonth: row.fiscal_year_start_month,
  accountLength: row.account_length,
});

export async function getAccountingSettings(): Promise<AccountingSettingsDto> {
  const [row] = await accountingDatabase().query<SettingsRow>('SELECT * FROM accounting_settings WHERE id = 1', { type: QueryTypes.SELECT });
  if (!row) throw new Error('accounting_settings has no row: migration 0052 writes it');
  return toDto(row);
}

export async function updateAccountingSettings(input: AccountingSettingsDto): Promise<AccountingSettingsDto> {
  const [row] = await accountingDatabase().query<SettingsRow>(
    `UPDATE accounting_settings
        SET consultant_number = :consultantNumber, client_number = :clientNumber, chart = :chart,
            fiscal_year_start_month = :fiscalYearStartMonth, account_length = :accountLength, updated_at = now()
      WHERE id = 1
      RETURNING *`,
    { type: QueryTypes.SELECT, replacements: { ...input } },
  );
  if (!row) throw new Error('accounting_settings has no row: migration 0052 writes it');
  return toDto(row);
}
