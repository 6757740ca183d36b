import pg from 'pg';
import { USER_EVENTS_CHANNEL, type UserEventEnvelope } from '@inkwell/contracts';

/** Everything core-api publishes on the live-event channel while the test runs, as a BFF would hear it. */
export interface UserEventRecorder {
  events: UserEventEnvelope[];
  /** the events addressed to one user of a role (or, with null, to every user of it) */
  to(role: UserEventEnvelope['to']['role'], userId: number | null): UserEventEnvelope['event'][];
  /** resolves once every notification committed before the call has arrived (PostgreSQL keeps commit order) */
  settle(): Promise<void>;
  clear(): void;
  stop(): Promise<void>;
}

const SETTLE = 'test-settle';

export async function recordUserEvents(databaseUrl: string): Promise<UserEventRecorder> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const events: UserEventEnvelope[] = [];
  let settled: (() => void) | null = null;
  client.on('notification', (note) => {
    if (note.payload === SETTLE) return settled?.();
    events.push(JSON.parse(note.payload ?? '{}') as UserEventEnvelope);
  });
  await client.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
  return {
    events,
    to: (role, userId) => events.filter((e) => e.to.role === role && e.to.userId === userId).map((e) => e.event),
    async settle() {
      const arrived = new Promise<void>((resolve) => (settled = resolve));
      await client.query('SELECT pg_notify($1, $2)', [USER_EVENTS_CHANNEL, SETTLE]);
      await arrived;
    },
    clear: () => void events.splice(0),
    stop: () => client.end(),
  };
}
