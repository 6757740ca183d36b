// The accounts module's face: a client's own account in its settings (profile, e-mail, password), and staff's
// internal users (decision 052). It sits above orders and deposits because either fixes the client's currency
// (decision 046), and above auth, whose mail invites a new colleague.
export { clientAccountModule } from './client-account.routes.js';
export { staffUsersModule } from './staff-users.routes.js';
