// Two tenants per role. Tenant A owns data in every shape the API has (projects, orders in many statuses,
// briefings, layouts, texts, revisions, deposits, bulk imports), each piece carrying A's marker string; tenant B
// of the same role is the attacker. Linguist B writes another language, so none of A's orders is legitimately
// B's to see.
import { randomBytes } from 'node:crypto';
import type { Service } from '@inkwell/contracts';
import type { HttpClient } from './http';
import { briefingTree, layoutTree, words } from './bodies';
import { CULTURE, LEVEL, fund, depositRoutes, requestBankDeposit, type Actor, type Cast } from './accounts';
import { acceptImport, orderSheet, uploadImport, waitForImport } from './imports';
import { allows, type Role, type Route } from './registry';

export interface TenantOrder {
  id: number;
  /** what the seed made of it, e.g. 'accepted' or 'open with briefing and layout' */
  label: string;
}

export interface World {
  /** appears in every piece of A's data and nowhere else */
  marker: string;
  clientA: Actor;
  clientB: Actor;
  linguistA: Actor;
  linguistB: Actor;
  admin: Actor;
  ordersA: TenantOrder[];
  /** A's bulk imports, one per status seeded (PARSED with its file and rows, FINISHED with its orders); none without the routes */
  importsA: TenantOrder[];
  /** A's objects kept outside core-api's tables, by the noun a path names them with (a Stripe payment intent) */
  foreignIdsA: Record<string, string>;
  /** true when money came through the deposit routes, false when booked through the ledger */
  depositsThroughApi: boolean;
}

function expect2xx(what: string, answer: { status: number; text: string }): void {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`seeding: ${what} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
}

const RATING = { content: 5, form: 4, readability: 5, communication: 4 };

export async function seedWorld(core: HttpClient, cast: Cast, routes: Route[]): Promise<World> {
  const marker = `advmark${randomBytes(5).toString('hex')}`;
  const admin = await cast.admin();
  // Both may use the AI generator, so its routes are probed past the service check (decision 044).
  const generator = { servicesAvailable: ['copywriting', 'proofreading', 'gpt3_topics_titles'] as Service[] };
  const clientA = await cast.client({ email: `client-${marker}@example.test`, firstName: `Alice ${marker}`, lastName: marker, ...generator });
  const clientB = await cast.client(generator);
  const linguistA = await cast.linguist({ email: `linguist-${marker}@example.test`, firstName: `Lars ${marker}`, lastName: marker });
  const linguistB = await cast.linguist({ languages: ['fr-FR'] });

  const deposits = depositRoutes(routes);
  await fund(core, cast, deposits, clientA, admin, 500_000n, `deposit ${marker}`);
  await fund(core, cast, deposits, clientB, admin, 500_000n);
  // A pending transfer too, so deposit routes have one of A's deposits in each state.
  if (deposits) await requestBankDeposit(core, deposits, clientA, 10_000n, `pending ${marker}`);

  const call = async (actor: Actor, method: string, path: string, json?: unknown) => {
    const answer = await core({ method, path, token: actor.token, json });
    expect2xx(`${actor.role} ${method} ${path}`, answer);
    return answer.body as Record<string, unknown>;
  };

  const projectA = (await call(clientA, 'POST', '/client/project', { name: `Project ${marker}`, language: CULTURE, externalId: `ext-${marker}`, purchaseOrder: `po-${marker}` })).id as number;
  await call(clientA, 'POST', '/client/project', { name: `Second project ${marker}`, language: CULTURE });
  const briefingId = (await call(clientA, 'POST', '/client/briefing', { name: `Briefing ${marker}`, tree: briefingTree(`Instructions ${marker}`) })).id as number;
  const layoutId = (await call(clientA, 'POST', '/client/text-layout', { name: `Layout ${marker}`, tree: layoutTree(`Section ${marker}`.slice(0, 50)) })).id as number;

  const order = (n: number) => ({ title: `Order ${n} ${marker}`, minWords: 10, maxWords: 400, keywords: [marker], comment: `Comment ${marker}` });
  const request = { language: CULTURE, level: LEVEL, type: 'OO', processingDays: 3 };
  const ids = (await call(clientA, 'POST', `/client/project/${projectA}/orders`, { ...request, orders: [1, 2, 3, 4, 5, 6, 7, 8].map(order) })).ids as number[];
  const [open, reserved, processing, ready, revision, rejection, accepted, canceled] = ids as [number, number, number, number, number, number, number, number];
  const briefed = ((await call(clientA, 'POST', `/client/project/${projectA}/orders`, { ...request, briefingId, layoutId, orders: [order(9)] })).ids as number[])[0] as number;

  const text = `${marker} ${words(30)}`;
  const submit = (id: number) => call(linguistA, 'PUT', `/linguist/order/${id}/text/submit`, { text });
  await call(linguistA, 'PUT', `/linguist/order/${reserved}/reserve`);
  for (const id of [processing, ready, revision, rejection, accepted]) await call(linguistA, 'PUT', `/linguist/order/${id}/take`);
  await call(linguistA, 'PUT', `/linguist/order/${processing}/text/save`, { text: `Draft ${text}` });
  for (const id of [ready, revision, rejection, accepted]) await submit(id);
  await call(clientA, 'PUT', `/client/order/${accepted}/accept`, { rating: RATING });
  for (const id of [revision, rejection]) await call(clientA, 'PUT', `/client/order/${id}/revise`, { comment: `Revise ${marker}` });
  await submit(rejection);
  await call(clientA, 'PUT', `/client/order/${rejection}/reject`, { reason: `Reject ${marker}` });
  await call(clientA, 'PUT', `/client/order/${canceled}/cancel`);
  // A's view of the talent community: a group with linguist A in it, a bookmark and a note, none of them B's to see.
  const groupA = (await call(clientA, 'POST', '/client/group', { name: `Group ${marker}`.slice(0, 100), type: 'copywriting' })).id as number;
  await call(clientA, 'PUT', `/client/linguist/${linguistA.id}/groups`, { groupsId: [groupA] });
  await call(clientA, 'PUT', `/client/linguist/${linguistA.id}/bookmark`);
  await call(clientA, 'POST', `/client/linguist/${linguistA.id}/notes`, { text: `Note ${marker}` });

  if (routes.some((r) => r.key === 'POST /client/order/{id}/messages')) await seedConversations(core, call, { clientA, linguistA, admin }, processing, marker);
  // A colleague of A's who gets some of A's mails, so the recipient routes are probed with A's real id.
  if (routes.some((r) => r.key === 'POST /client/notifications-recipient')) {
    await call(clientA, 'POST', '/client/notifications-recipient', { email: `colleague-${marker}@example.test`, name: `Colleague ${marker}`, events: ['messages', 'invoices'] });
  }

  // A saved generator result, so /client/generator/result/{id} is probed with A's real id.
  if (routes.some((r) => r.key === 'POST /client/generator/result')) {
    await call(clientA, 'POST', '/client/generator/result', { language: 'en', type: 'OUTLINE', keyword: `Keyword ${marker}`, title: `Title ${marker}`, outline: [`Heading ${marker}`] });
  }

  // A's bulk imports: one PARSED (its original file and rows kept, nothing created) and one FINISHED (its orders made).
  const importsA: TenantOrder[] = [];
  if (routes.some((r) => r.key === 'POST /client/import')) {
    const sheet = (what: string) => orderSheet(3, (position) => `${what} ${position} ${marker}`);
    const finished = await uploadImport(core, clientA, projectA, `finished-${marker}.xlsx`, sheet('Imported order'));
    await acceptImport(core, clientA, finished.id);
    await waitForImport(core, clientA, finished.id, (d) => d.status === 'FINISHED');
    const parsed = await uploadImport(core, clientA, projectA, `import-${marker}.xlsx`, sheet('Import row'));
    importsA.push({ id: parsed.id, label: 'PARSED' }, { id: finished.id, label: 'FINISHED' });
  }

  const foreignIdsA: Record<string, string> = {};
  if (routes.some((r) => r.key === 'POST /client/billing/payment/intent')) {
    const intent = await core({ method: 'POST', path: '/client/billing/payment/intent', token: clientA.token, json: { method: 'CARD', amount: '20.00', depositNote: `intent ${marker}` } });
    // Without a payment provider configured the route answers 503 and A simply has no intent.
    if (intent.status === 201) foreignIdsA.intent = (intent.body as { id: string }).id;
  }

  // A's client price list (staff keep it), so its routes are probed with A's real list.
  if (routes.some((r) => r.key === 'POST /admin/pricing/client')) await call(admin, 'POST', '/admin/pricing/client', { clientId: clientA.id });

  // B's own business, so B's lists are not trivially empty.
  const projectB = (await call(clientB, 'POST', '/client/project', { name: 'Project of B', language: CULTURE })).id as number;
  await call(clientB, 'POST', `/client/project/${projectB}/orders`, { ...request, orders: [{ title: 'Order of B', minWords: 10, maxWords: 400 }] });
  await call(clientB, 'POST', '/client/briefing', { name: 'Briefing of B', tree: briefingTree() });

  // A's webhook endpoint, last, so none of the seeding's events is delivered to it; subscribed to an event the
  // matrix's calls never cause, so its deliveries do not change A's rows while the matrix runs.
  if (routes.some((r) => r.key === 'POST /client/webhooks')) {
    await call(clientA, 'POST', '/client/webhooks', { url: 'http://127.0.0.1:9/inkwell-hooks', events: ['import.finished'], description: `Hooks ${marker}` });
  }

  return {
    marker,
    clientA,
    clientB,
    linguistA,
    linguistB,
    admin,
    foreignIdsA,
    importsA,
    depositsThroughApi: Boolean(deposits),
    ordersA: [
      { id: open, label: 'open' },
      { id: reserved, label: 'open, reserved by linguist A' },
      { id: briefed, label: 'open with briefing and layout' },
      { id: processing, label: 'processing_cw with a draft' },
      { id: ready, label: 'ready_for_client' },
      { id: revision, label: 'in_revision' },
      { id: rejection, label: 'rejection_requested' },
      { id: accepted, label: 'accepted' },
      { id: canceled, label: 'canceled' },
    ],
  };
}

type Call = (actor: Actor, method: string, path: string, json?: unknown) => Promise<Record<string, unknown>>;

/** A one-page PDF carrying the marker, for an attachment of A's. */
function pdfWith(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
}

/**
 * A's conversations: client A and linguist A about an order, client A with support (answered by staff), client A's
 * draft to linguist A with a file, and linguist A with support (answered on her page), each carrying the marker.
 */
async function seedConversations(core: HttpClient, call: Call, cast: { clientA: Actor; linguistA: Actor; admin: Actor }, orderId: number, marker: string): Promise<void> {
  const { clientA, linguistA, admin } = cast;
  await call(clientA, 'POST', `/client/order/${orderId}/messages`, { body: `Question ${marker}` });
  await call(linguistA, 'POST', `/linguist/order/${orderId}/messages`, { body: `Answer ${marker}` });
  const question = await call(clientA, 'POST', '/client/message', { recipient: { role: 'support' }, subject: `Support ${marker}`, body: `Hello ${marker}` });
  await call(clientA, 'POST', `/client/message/${question.id}/send`);
  await call(admin, 'POST', `/admin/message/${question.id}/reply`, { body: `Staff answer ${marker}` });
  const draft = await call(clientA, 'POST', '/client/message', { recipient: { role: 'linguist', id: linguistA.id }, subject: `Draft ${marker}`, body: `Draft ${marker}` });
  const boundary = `seed${marker}`;
  const file = await core({
    method: 'POST',
    path: `/client/message/${draft.id}/attachment`,
    token: clientA.token,
    contentType: `multipart/form-data; boundary=${boundary}`,
    raw: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief-${marker}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdfWith(marker),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect2xx('client A attaches a file to a draft', file);
  // Linguist A's general thread with support, answered from her page in the back office.
  const linguistQuestion = await call(linguistA, 'POST', '/linguist/message', { recipient: { role: 'support' }, subject: `Linguist support ${marker}`, body: `Payout ${marker}` });
  await call(linguistA, 'POST', `/linguist/message/${linguistQuestion.id}/send`);
  await call(admin, 'POST', `/admin/linguist/${linguistA.id}/message/${linguistQuestion.id}/reply`, { body: `Staff payout answer ${marker}` });
}

/** Whoever may call the route on A's data: A's client or linguist, or the admin; nobody for public routes. */
export function ownerFor(world: World, route: Route): Actor | undefined {
  const owners: Record<Role, Actor> = { client: world.clientA, linguist: world.linguistA, admin: world.admin };
  const role = (['client', 'linguist', 'admin'] as const).find((r) => allows(route, r));
  return role ? owners[role] : undefined;
}
