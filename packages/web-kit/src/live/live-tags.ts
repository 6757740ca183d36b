import type { LiveStreamEvent } from '@inkwell/contracts';

/** An RTK Query tag as the apps write them: a type, or a type and an id. */
export type LiveTag = string | { type: string; id?: string | number };

/** What the app's screens show of orders and balances, so live events know what to refetch (decision 035). */
export interface LiveTags {
  /** an order's status changed: that order's tags and the lists and counts it appears in */
  order: (orderId: number) => LiveTag[];
  /** the balance box and the lists that are views of it */
  balance: LiveTag[];
  /** a bulk import created orders: the lists and counts they appear in */
  imported?: LiveTag[];
}

/** The tags of web-kit's messages calls (every app lists them among its tag types). */
const MESSAGE_TAGS: LiveTag[] = ['Messages', 'MessageSummary', 'Message', 'OrderMessages'];
/** The tags of web-kit's imports calls (the apps with bulk-upload screens list them). */
const IMPORT_TAGS: LiveTag[] = ['Imports', 'Import'];

const typeOf = (tag: LiveTag) => (typeof tag === 'string' ? tag : tag.type);

/** Everything live events refresh, by type: what a resync invalidates. */
function everyLiveTag(tags: LiveTags | undefined): LiveTag[] {
  // An order's tags name their types whatever the id; 0 only stands in for one.
  const all = [...MESSAGE_TAGS, ...IMPORT_TAGS, ...(tags?.order(0) ?? []), ...(tags?.balance ?? [])];
  return [...new Set(all.map(typeOf))];
}

/** What one event makes stale in the app; nothing for an event the app does not know (a newer BFF). */
export function staleTagsOf(event: LiveStreamEvent, tags: LiveTags | undefined): LiveTag[] {
  switch (event.type) {
    case 'message.new':
      return [
        { type: 'Message', id: event.threadId },
        'Messages',
        'MessageSummary',
        ...(event.orderId === null ? [] : [{ type: 'OrderMessages', id: event.orderId }]),
      ];
    case 'message.unread':
      return ['Messages', 'MessageSummary'];
    case 'order.status':
      return tags?.order(event.orderId) ?? [];
    case 'import.progress':
      // The import's page and every list it is in; once orders exist, the lists and counts they appear in.
      return [{ type: 'Import', id: event.importId }, 'Imports', ...(event.created > 0 ? (tags?.imported ?? []) : [])];
    case 'balance.changed':
      return tags?.balance ?? [];
    case 'resync':
      return everyLiveTag(tags);
    default:
      return [];
  }
}
