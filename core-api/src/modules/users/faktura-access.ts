import { AppError } from '@inkwell/service-kit';
import { findAdminById } from './users.service.js';

/**
 * Billing documents are for staff with the fakturaAccess flag (spec: admin §3). Checked in core-api on every
 * call, not only by the admin app's router, and read fresh so revoking the flag takes effect at once.
 */
export async function requireFakturaAccess(adminId: number): Promise<void> {
  const admin = await findAdminById(adminId);
  if (!admin?.fakturaAccess) {
    throw AppError.forbidden('Invoices need invoice access (fakturaAccess); ask an administrator to grant it to your account');
  }
}
