import {
  PROCESSING_DAYS,
  type CreateOrdersRequest,
  type OrderDto,
  type OrderService,
} from '@inkwell/contracts';
import type { TextPriceQuery } from './order-wizard-api';
import type { DraftOrder, OrderWizardData, ProcessingDays, WizardService } from './order-wizard-slice';

/** "seo, blog , ,news" → ['seo', 'blog', 'news'] */
export function keywordsOf(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

export function servicesOf(service: WizardService): OrderService[] {
  return service === 'copywriting_proofreading' ? ['copywriting', 'proofreading'] : ['copywriting'];
}

const isWholeNumber = (value: string) => /^[1-9]\d*$/.test(value.trim());

function orderOf(draft: DraftOrder): CreateOrdersRequest['orders'][number] {
  const keywords = keywordsOf(draft.keywords);
  const comment = draft.comment.trim();
  return {
    title: draft.title.trim(),
    minWords: Number(draft.minWords),
    maxWords: Number(draft.maxWords),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(comment ? { comment } : {}),
  };
}

/** The body of POST /client/project/:id/orders from the wizard's data (the steps validated it). */
export function createOrdersRequestOf(data: OrderWizardData): CreateOrdersRequest {
  const { project, linguists, briefing, layout, definition } = data;
  return {
    language: project.language,
    level: linguists.level,
    type: linguists.assignment,
    ...(linguists.assignment === 'GO' ? { groupId: Number(linguists.groupId) } : {}),
    ...(linguists.assignment === 'DO'
      ? { linguistId: Number(linguists.linguistId), directFallback: linguists.directFallback }
      : {}),
    ...(project.service === 'copywriting_proofreading'
      ? {
          proofreading: {
            assignment: linguists.proofreading,
            ...(linguists.proofreading === 'group' ? { groupId: Number(linguists.proofreadingGroupId) } : {}),
          },
        }
      : {}),
    ...(briefing.briefingId !== null ? { briefingId: briefing.briefingId } : {}),
    ...(layout.layoutId !== null ? { layoutId: layout.layoutId } : {}),
    processingDays: definition.processingDays,
    orders: definition.orders.map(orderOf),
  };
}

/** One price lookup per order, or null while something the price depends on is missing. */
export function priceQueriesOf(data: OrderWizardData): TextPriceQuery[] | null {
  const { project, linguists, definition } = data;
  if (!project.language || !linguists.level) return null;
  if (linguists.assignment === 'DO' && !isWholeNumber(linguists.linguistId)) return null;
  if (definition.orders.some((order) => !isWholeNumber(order.minWords) || !isWholeNumber(order.maxWords))) return null;
  return definition.orders.map((order) => ({
    min: Number(order.minWords),
    max: Number(order.maxWords),
    language: project.language,
    level: linguists.level,
    services: servicesOf(project.service),
    type: linguists.assignment,
    ...(linguists.assignment === 'DO' ? { linguistId: Number(linguists.linguistId) } : {}),
  }));
}

/** The spec's two services: copywriting, or copywriting with proofreading. */
const serviceOf = (order: Pick<OrderDto, 'services'>): WizardService =>
  order.services.some((service) => service.name === 'proofreading') ? 'copywriting_proofreading' : 'copywriting';

const processingDaysOf = (days: number): ProcessingDays =>
  (PROCESSING_DAYS as readonly number[]).includes(days) ? (days as ProcessingDays) : 2;

/** The copy wizard's data: everything of `order`, with the title the caller gives the copy. */
export function wizardDataOfOrder(order: OrderDto, copyTitle: string): OrderWizardData {
  const writing = order.services.find((service) => service.name === 'copywriting');
  const proofreading = order.services.find((service) => service.name === 'proofreading');
  return {
    project: {
      projectId: order.projectId,
      projectName: order.projectName,
      language: order.language.culture,
      service: serviceOf(order),
    },
    linguists: {
      level: order.level,
      assignment: order.type,
      groupId: order.type === 'GO' && writing?.groupId ? String(writing.groupId) : '',
      linguistId: order.type === 'DO' && writing?.linguist ? String(writing.linguist.id) : '',
      linguistLabel: order.type === 'DO' && writing?.linguist?.nickname ? writing.linguist.nickname : '',
      // The order does not say how it falls back, so the copy starts from the default.
      directFallback: 'open',
      proofreading: proofreading?.assignment === 'group' ? 'group' : 'open',
      proofreadingGroupId: proofreading?.assignment === 'group' && proofreading.groupId ? String(proofreading.groupId) : '',
    },
    briefing: { briefingId: order.briefingId },
    layout: { layoutId: order.layoutId },
    definition: {
      processingDays: processingDaysOf(order.processingDays),
      orders: [
        {
          title: copyTitle,
          minWords: String(order.words.min),
          maxWords: String(order.words.max),
          keywords: order.keywords.join(', '),
          comment: order.comment ?? '',
        },
      ],
    },
  };
}

/** What several copied orders must share to be ordered again in one go: everything but the orders' own rows. */
export type SharedCopySetting = Exclude<keyof OrderWizardData, 'definition'> | 'processingDays';

/**
 * The copy wizard's data for several orders: the first one's settings and every order's row, each titled by
 * `copyTitle`; or the first setting in which an order differs from the first, since one request has one project,
 * language, service, level, linguists, briefing, layout and processing time.
 */
export function wizardDataOfOrders(
  orders: readonly OrderDto[],
  copyTitle: (order: OrderDto) => string,
): { data: OrderWizardData } | { differs: SharedCopySetting } {
  const [first, ...others] = orders.map((order) => wizardDataOfOrder(order, copyTitle(order)));
  if (!first) throw new Error('wizardDataOfOrders needs an order');
  const settings: SharedCopySetting[] = ['project', 'linguists', 'briefing', 'layout', 'processingDays'];
  const settingOf = (data: OrderWizardData, setting: SharedCopySetting) =>
    JSON.stringify(setting === 'processingDays' ? data.definition.processingDays : data[setting]);
  for (const other of others) {
    const differs = settings.find((setting) => settingOf(other, setting) !== settingOf(first, setting));
    if (differs) return { differs };
  }
  return {
    data: { ...first, definition: { ...first.definition, orders: [first, ...others].flatMap((data) => data.definition.orders) } },
  };
}
