// The accounts module's face: a client's own account in its settings (profile, e-mail, password), staff's
// internal users (decision 052), and staff's creation of clients and their account settings (decision 056). It
// sits above orders and deposits because either fixes the client's currency (decision 046), and above auth, whose
// mails invite a new colleague or client and reset a client's password.
export { clientAccountModule } from './client-account.routes.js';
export { staffUsersModule } from './staff-users.routes.js';
export { adminClientAccountModule } from './admin-client-account.routes.js';
