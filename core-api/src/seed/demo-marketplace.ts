import type { Transaction } from 'sequelize';
import type { CreateOrdersRequest, OrderStatus } from '@inkwell/contracts';
import { createProject } from '../modules/projects/index.js';
import { acceptOrder, cancelOrder, confirmRejection, createOrders, rejectOrder, reviseOrder, saveDraft, submitText, takeOrder } from '../modules/orders/index.js';
import { runInvoiceForClient } from '../modules/invoices/index.js';

/** Each demo client runs its own business, so their projects and titles differ in every list. */
export interface DemoClient {
  id: number;
  shopProject: string;
  magazineProject: string;
  /** added to every order title, e.g. "(wholesale)" */
  titleSuffix: string;
}

export interface DemoCast {
  clients: DemoClient[];
  writerId: number;
  proofreaderId: number;
  adminId: number;
}

/** Plain, readable demo copy: sentences about the product a demo client might sell. */
const SENTENCES = [
  'Freshly roasted beans make the difference between an ordinary cup and a memorable one.',
  'Our small-batch roastery in Hamburg sources its coffee directly from farmers in Ethiopia and Colombia.',
  'Every batch is roasted by hand, tasted the same afternoon, and shipped within two days.',
  'Customers choose between a bright, fruity filter roast and a chocolatey espresso blend.',
  'A subscription brings a new single origin to the door every month, with tasting notes and brewing tips.',
  'Grinding just before brewing keeps the aromas that make specialty coffee worth its price.',
  'The right water temperature, between ninety and ninety-six degrees, brings out sweetness instead of bitterness.',
  'Reusable packaging and carbon-neutral delivery keep the footprint of every order small.',
];

/** A demo text of exactly `words` words, built from the sentences above. */
export function demoText(words: number): string {
  const out: string[] = [];
  for (let i = 0; out.length < words; i++) out.push(...SENTENCES[i % SENTENCES.length].split(' '));
  const text = out.slice(0, words).join(' ');
  return text.endsWith('.') ? text : `${text}.`;
}

const RATING = { content: 5, form: 4, readability: 5, communication: 5 };

interface Step {
  title: string;
  proofreading: boolean;
  /** what happens to the order after it is created, in order */
  story: Array<'take' | 'take-pr' | 'draft' | 'submit' | 'proofread' | 'revise' | 'reject' | 'accept' | 'cancel' | 'confirm-rejection'>;
  /** the status the story ends in, checked so the demo never drifts from the lifecycle */
  ends: OrderStatus;
  direct?: boolean;
}

/** One order per status, several with a past: revisions, ratings, rejections. */
const STORIES: Step[] = [
  { title: 'Landing page: coffee subscription', proofreading: false, story: [], ends: 'open' },
  { title: 'Product text: espresso blend (direct request)', proofreading: false, story: [], ends: 'open', direct: true },
  { title: 'Blog post: how to brew filter coffee', proofreading: true, story: ['take', 'draft'], ends: 'processing_cw' },
  { title: 'Category text: single origins', proofreading: true, story: ['take', 'submit'], ends: 'ready_for_pr' },
  { title: 'Newsletter: autumn roast', proofreading: true, story: ['take', 'submit', 'take-pr'], ends: 'processing_pr' },
  { title: 'Product text: Ethiopian Yirgacheffe', proofreading: false, story: ['take', 'submit'], ends: 'ready_for_client' },
  { title: 'About us page', proofreading: true, story: ['take', 'submit', 'proofread', 'revise'], ends: 'in_revision' },
  { title: 'Press release: new roastery', proofreading: false, story: ['take', 'submit', 'revise', 'submit'], ends: 'ready_for_client' },
  { title: 'FAQ: shipping and returns', proofreading: false, story: ['take', 'submit', 'revise', 'submit', 'reject'], ends: 'rejection_requested' },
  { title: 'Product text: decaf', proofreading: false, story: ['take', 'submit', 'accept'], ends: 'accepted' },
  { title: 'Guide: choosing a grinder', proofreading: true, story: ['take', 'submit', 'proofread', 'accept'], ends: 'accepted' },
  { title: 'Social post series: latte art', proofreading: false, story: ['take', 'submit', 'revise', 'submit', 'reject', 'confirm-rejection'], ends: 'rejected' },
  { title: 'Gift card text', proofreading: false, story: ['cancel'], ends: 'canceled' },
];

/** A demo order as the seed left it, for the demo data built on orders (messages). */
export interface DemoOrder {
  id: number;
  clientId: number;
  title: string;
  status: OrderStatus;
}

/**
 * Projects and orders in every status for each demo client, made through the real use cases (so texts,
 * revisions, history, ratings and money are what the product itself would have written).
 */
export async function seedDemoMarketplace(cast: DemoCast, transaction: Transaction): Promise<DemoOrder[]> {
  const options = { transaction };
  const made: DemoOrder[] = [];
  for (const { id: clientId, shopProject, magazineProject, titleSuffix } of cast.clients) {
    const shop = await createProject(clientId, { name: shopProject, language: 'en-GB', purchaseOrder: 'PO-2026-114' }, options);
    const magazine = await createProject(clientId, { name: magazineProject, language: 'de-DE', quoteId: 'Q-5521' }, options);
    for (const [index, story] of STORIES.entries()) {
      const project = index % 3 === 2 ? magazine : shop;
      const request: CreateOrdersRequest = {
        language: project === magazine ? 'de-DE' : 'en-GB',
        level: 'good',
        type: story.direct ? 'DO' : 'OO',
        ...(story.direct ? { linguistId: cast.writerId } : {}),
        ...(story.proofreading ? { proofreading: { assignment: 'open' as const } } : {}),
        processingDays: 3,
        orders: [{ title: `${story.title}${titleSuffix}`, minWords: 150, maxWords: 300, keywords: ['coffee', 'roast'] }],
      };
      const {
        ids: [orderId],
      } = await createOrders(clientId, project.id, request, options);
      let words = 180;
      let status: OrderStatus = 'open';
      for (const step of story.story) {
        const client = { role: 'client' as const, id: clientId };
        const result: { status: OrderStatus } =
          step === 'take' ? await takeOrder(cast.writerId, orderId, options)
          : step === 'take-pr' ? await takeOrder(cast.proofreaderId, orderId, options)
          : step === 'draft' ? (await saveDraft(cast.writerId, orderId, demoText(120), options), { status })
          : step === 'submit' ? await submitText(cast.writerId, orderId, demoText((words += 20)), options)
          : step === 'proofread' ? (await takeOrder(cast.proofreaderId, orderId, options), await submitText(cast.proofreaderId, orderId, demoText(words), options))
          : step === 'revise' ? await reviseOrder(client, orderId, 'Please mention the subscription and make the first paragraph shorter.', options)
          : step === 'reject' ? await rejectOrder(client, orderId, 'The text still does not match our brand voice after the revision.', options)
          : step === 'accept' ? await acceptOrder(client, orderId, RATING, options)
          : step === 'cancel' ? await cancelOrder(client, orderId, options)
          : await confirmRejection(cast.adminId, orderId, options);
        status = result.status;
      }
      if (status !== story.ends) throw new Error(`Demo order "${story.title}" ended ${status}, expected ${story.ends}`);
      made.push({ id: orderId, clientId, title: story.title, status });
    }
  }
  // The postpaid client's accepted orders become its first invoice, as the monthly run would write it; the
  // prepaid client has no positions, so the run writes nothing for it.
  for (const { id: clientId } of cast.clients) await runInvoiceForClient(clientId, {}, options);
  return made;
}
