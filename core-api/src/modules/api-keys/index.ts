// The api-keys module's face (decision 066): a client's keys for the partner API and the authenticator that lets
// them call the /client/* routes within their scopes.
export { apiKeysModule } from './api-keys.routes.js';
