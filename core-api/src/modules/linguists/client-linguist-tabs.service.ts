import type { LinguistActivity, LinguistOrderStats, LinguistProfileWithAvailability, LinguistTopics, Page } from '@inkwell/contracts';
import { findListedLinguist } from './client-view.js';
import { activitiesOf } from './linguist-activities.service.js';
import { availabilityOf } from './linguist-availability.service.js';
import { orderStatsOf } from './linguist-order-stats.js';
import { linguistProfile } from './linguist-search.service.js';
import { getSelfClassification } from './self-profile.service.js';

// The client's linguist page (/linguist/:id/:tab?): every answer is about one ACTIVE linguist, scoped to the client.

/** GET /client/linguist/:id: the profile and whether she can be asked for a direct order now. */
export async function linguistProfileForClient(clientId: number, linguistId: number): Promise<LinguistProfileWithAvailability> {
  const [profile, availability] = await Promise.all([linguistProfile(clientId, linguistId), availabilityOf(linguistId)]);
  return { ...profile, availability };
}

/** GET /client/linguist/:id/topics: her classification, the same for every client. */
export async function linguistTopics(linguistId: number): Promise<LinguistTopics> {
  await findListedLinguist(linguistId);
  return getSelfClassification(linguistId);
}

/** GET /client/linguist/:id/activities: order events between the two and the client's notes, newest first. */
export async function clientLinguistActivities(clientId: number, linguistId: number, page: { limit: number; offset: number }): Promise<Page<LinguistActivity>> {
  await findListedLinguist(linguistId);
  return activitiesOf({ linguistId, clientId, withNotes: true }, page);
}

/** GET /client/linguist/:id/stats: decision 027's figures over this client's orders with her only. */
export async function statsWithLinguist(clientId: number, linguistId: number): Promise<LinguistOrderStats> {
  await findListedLinguist(linguistId);
  return orderStatsOf(linguistId, clientId);
}
