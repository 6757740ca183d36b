import type {
  AdminLinguistProfile,
  LinguistAvailability,
  SelfClassification,
  SelfClassificationBody,
  SelfPrice,
  SelfPriceBody,
  SelfPricesPerWord,
} from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { linguistProfileForAdmin } from './admin-linguist-accounts.service.js';
import { setAvailability } from './linguist-availability.service.js';
import { getSelfClassification, putSelfClassification } from './self-profile.service.js';
import { getSelfPrices, setSelfPrice } from './self-prices.service.js';

// What staff change of what she offers goes through the rules she meets herself (decision 031): her level's price
// range and her languages for prices, the reference catalogues for her classification.

/** PUT /admin/linguist/:id/availability */
export async function setAvailabilityForAdmin(linguistId: number, availability: LinguistAvailability): Promise<AdminLinguistProfile> {
  await database().transaction(async (transaction) => {
    await requireLinguist(linguistId, transaction);
    await setAvailability(linguistId, availability, transaction);
  });
  return linguistProfileForAdmin(linguistId);
}

export async function classificationForAdmin(linguistId: number): Promise<SelfClassification> {
  await requireLinguist(linguistId);
  return getSelfClassification(linguistId);
}

/** 422 naming the field for an id that is not in its catalogue. */
export async function setClassificationForAdmin(linguistId: number, body: SelfClassificationBody): Promise<SelfClassification> {
  await requireLinguist(linguistId);
  return putSelfClassification(linguistId, body);
}

export async function pricesForAdmin(linguistId: number): Promise<SelfPricesPerWord> {
  await requireLinguist(linguistId);
  return getSelfPrices(linguistId);
}

/** 422 naming `pricePerWord` outside her level's range, `language` for a language she does not write in. */
export async function setPriceForAdmin(linguistId: number, body: SelfPriceBody): Promise<SelfPrice> {
  await requireLinguist(linguistId);
  return setSelfPrice(linguistId, body);
}
