import { QueryTypes } from 'sequelize';
import type { AdminClientPartnershipPrice, PartnershipPriceKey, SelfPartnershipPrice, SelfPriceBody } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { listClientPartnershipPrices, removePartnershipPrice } from '../pricing/index.js';
import { findClientById } from '../users/index.js';
import { database } from '../../shared/database.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { setSelfPartnershipPrice } from './self-prices.service.js';

// The client page's partnership prices (decision 058): what linguists ask of this client per word. Staff set one on a
// linguist's behalf through her own rules (her level's range, one of her languages, a client she worked for).

async function requireClient(clientId: number): Promise<void> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
}

/** GET /admin/client/:id/partnership-prices: the client's prices with the linguists' nicknames. */
export async function partnershipPricesForAdmin(clientId: number): Promise<AdminClientPartnershipPrice[]> {
  await requireClient(clientId);
  const prices = await listClientPartnershipPrices(clientId);
  if (!prices.length) return [];
  const linguists = await database().query<{ id: number; nickname: string | null }>('SELECT id, nickname FROM linguists WHERE id IN (:ids)', {
    type: QueryTypes.SELECT,
    replacements: { ids: [...new Set(prices.map((price) => price.linguistId))] },
  });
  const nicknames = new Map(linguists.map((linguist) => [linguist.id, linguist.nickname]));
  return prices.map(({ linguistId, updatedAt, language, service, pricePerWord, currency }) => ({
    linguist: { id: linguistId, nickname: nicknames.get(linguistId) ?? null },
    language,
    service,
    pricePerWord,
    currency,
    updatedAt,
  }));
}

/** PUT /admin/client/:id/linguist/:linguistId/partnership-price: 404 for an unknown client or linguist, or one who never worked for it. */
export async function setPartnershipPriceForAdmin(clientId: number, linguistId: number, body: SelfPriceBody): Promise<SelfPartnershipPrice> {
  await requireClient(clientId);
  await requireLinguist(linguistId);
  return setSelfPartnershipPrice(linguistId, clientId, body);
}

/** DELETE /admin/client/:id/linguist/:linguistId/partnership-price: 404 when she has no such price for the client. */
export async function removePartnershipPriceForAdmin(clientId: number, linguistId: number, key: PartnershipPriceKey): Promise<void> {
  await requireClient(clientId);
  if (!(await removePartnershipPrice(linguistId, clientId, key.language, key.service))) throw AppError.notFound('Partnership price');
}
