import type { AdminLinguistInvoicingSettings, AdminLinguistInvoicingSettingsBody } from '@inkwell/contracts';
import type { LegalCheckProvider } from '../billing/index.js';
import { database } from '../../shared/database.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { checkLegalInfo, legalInfoOf, saveLegalInfo } from './linguist-legal-info.service.js';

/** GET /admin/linguist/:id/invoicing-settings */
export async function invoicingSettingsForAdmin(linguistId: number): Promise<AdminLinguistInvoicingSettings> {
  await requireLinguist(linguistId);
  return { legalInfo: await legalInfoOf(linguistId) };
}

/**
 * PATCH /admin/linguist/:id/invoicing-settings: staff correct her invoicing data by the rules of her creation
 * (decision 031). The registry is asked before the transaction opens, so no lock waits on it.
 *
 * @throws AppError 404 no such linguist; 400 naming `legalInfo.country`; 422 naming the inconsistent field
 */
export async function updateInvoicingSettingsForAdmin(
  legalCheck: LegalCheckProvider,
  linguistId: number,
  body: AdminLinguistInvoicingSettingsBody,
): Promise<AdminLinguistInvoicingSettings> {
  await requireLinguist(linguistId);
  const checked = await checkLegalInfo(body.legalInfo, legalCheck);
  await database().transaction(async (transaction) => {
    await requireLinguist(linguistId, transaction);
    await saveLegalInfo(linguistId, checked, transaction);
  });
  return invoicingSettingsForAdmin(linguistId);
}
