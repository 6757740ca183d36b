// The exports module's face: a project's accepted texts sent by mail, shared as a read-only link, written to the
// client's WordPress site or queued for the partner API; the orders of a project as an .xlsx file (decision 037).
export { exportsModule } from './exports.routes.js';
export { startFakeWordpressServer, type FakeWordpressServer } from './fake-wordpress-server.js';
