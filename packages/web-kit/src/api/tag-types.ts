// What the shared features' calls provide and invalidate; each app lists those it has among its api's tag types.
// They live apart from the calls: the app's base api (loaded first, on every page) needs only these names, and
// reading them from the calls' modules put every one of those calls into the first download (decision 059).

/** The messages calls (mailboxes, threads, an order's messages). */
export const MESSAGE_TAG_TYPES = ['Messages', 'MessageSummary', 'Message', 'OrderMessages'] as const;

/** The imports calls; live events invalidate them. */
export const IMPORT_TAG_TYPES = ['Imports', 'Import'] as const;

/** The export calls. An export also invalidates the app's 'Order' and 'OrderList' (each order shows its export type and date). */
export const PROJECT_EXPORT_TAG_TYPES = ['OnlineExports', 'WordpressSettings'] as const;

/** The order wizard's calls, for each app with the wizard. */
export const ORDER_WIZARD_TAG_TYPES = ['Project', 'ProjectStats', 'OrderList', 'Balance', 'LinguistGroup', 'LinguistSettings', 'Linguist', 'LinguistList'] as const;
