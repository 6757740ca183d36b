import type { ClientLinguistSettings, LinguistSearchPage } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { getClientLinguistSettings } from './client-linguist-settings.service.js';
import { searchLinguists, type LinguistSearch } from './linguist-search.service.js';

// The back office's order wizard picks a direct order's linguist as the client would: the client's search (its
// prices, its relations, blocked ones marked) and its settings for her (decision 043).

async function requireClient(clientId: number): Promise<void> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
}

export async function linguistSearchForClient(clientId: number, query: LinguistSearch): Promise<LinguistSearchPage> {
  await requireClient(clientId);
  return searchLinguists(clientId, query);
}

export async function clientLinguistSettingsForAdmin(clientId: number, linguistId: number): Promise<ClientLinguistSettings> {
  await requireClient(clientId);
  return getClientLinguistSettings(clientId, linguistId);
}
