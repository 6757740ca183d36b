// The search module's face: staff's one search box (decision 054). It owns no table; it reads the accounts, projects,
// orders and invoices read-only in one statement per kind, as docs/pages/modules.md lists.
export { adminSearchModule } from './search.routes.js';
