// The accounts module's face: a client's own account in its settings (profile, e-mail, password). It sits above
// orders and deposits because either fixes the client's currency (decision 046).
export { clientAccountModule } from './client-account.routes.js';
