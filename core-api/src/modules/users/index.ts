// The users module's face: client, linguist and admin accounts and a client's billing settings. Other modules
// read accounts through these functions and name clients in their lists with the SQL rules below.
export { usersModule } from './users.routes.js';
export { adminClientsModule } from './admin-clients.routes.js';
export { accountsBoundTo, initAccountModels } from './users.model.js';
export type { AdminAccount, ClientAccount, ClientBillingSettings, LinguistAccount } from './users.model.js';
export {
  activateAccount,
  createAdminAccount,
  createClientAccount,
  createLinguistAccount,
  findAccountByEmail,
  findAccountById,
  findAdminById,
  findClientBillingSettings,
  findClientById,
  findLinguistById,
  lockAccountEmail,
  saveClientBillingSettings,
  setAccountPassword,
  type AccountCredentials,
  type NewAdminAccount,
  type NewBillingSettings,
  type NewClientAccount,
  type NewLinguistAccount,
} from './users.service.js';
export { clientMarketNameSql, clientStaffNameOfSql, clientStaffNameSql, clientsNamedLikeSql, fullNameSql } from './client-name.sql.js';
export { requireFakturaAccess } from './faktura-access.js';
export {
  countOtherFakturaAccessHolders,
  listAdminAccounts,
  lockAdminAccount,
  lockFakturaAccessHolders,
  updateAdminAccount,
  type AdminAccountChange,
  type AdminAccountListQuery,
  type AdminAccountState,
} from './admin-accounts.service.js';
export {
  setLinguistStatus,
  updateLinguistAccount,
  type LinguistAccountChange,
  type LinguistAccountState,
} from './linguist-accounts.service.js';
export { changeAccountEmail, updateOwnLinguistAccount, type OwnLinguistAccountPatch } from './linguist-self-account.service.js';
export { clientSettingsOf, updateClientSettings, type ClientSettingsChange, type ClientSettingsState } from './admin-client-settings.service.js';
export { lockOwnClientAccount, updateOwnClientAccount, type OwnClientAccount, type OwnClientAccountPatch } from './client-self-account.service.js';
