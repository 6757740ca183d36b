// The linguists module's face: linguists as clients meet them (search, profiles, notes, bookmarks, blocks, groups)
// and what a linguist offers (languages, interests, avatar, statistics). The accounts stay the users module's.
export { clientLinguistsModule } from './client-linguists.routes.js';
export { clientGroupsModule } from './client-groups.routes.js';
export { setLinguistAvatar, setLinguistInterests, setLinguistLanguages } from './linguist-profiles.service.js';
export { refreshLinguistStats } from './linguist-stats.js';
export { blockLinguist, bookmarkLinguist, unblockLinguist, unbookmarkLinguist } from './linguist-relations.service.js';
export { addNote } from './linguist-notes.service.js';
export { addLinguistToGroups, createGroup } from './linguist-groups.service.js';
export { adminClientLinguistsModule, adminLinguistsModule } from './admin-linguists.routes.js';
export { linguistSelfModule } from './self.routes.js';
export { linguistPaymentModule } from './linguist-payment.routes.js';
export {
  linguistPayoutDetails,
  linguistSupplier,
  seedLinguistBilling,
  type LinguistPayoutDetails,
  type LinguistSupplier,
} from './linguist-payment.service.js';
export { getSelfNotificationSettings } from './self-profile.service.js';
export { directOrderSettings } from './client-linguist-settings.service.js';
export { clientsBlocking, isBlockedBy } from './linguist-blocks.js';
