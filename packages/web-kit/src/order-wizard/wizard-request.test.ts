import { buildOrder } from '../testing';
import { initialOrderWizardState, type OrderWizardData } from './order-wizard-slice';
import { createOrdersRequestOf, keywordsOf, priceQueriesOf, wizardDataOfOrder, wizardDataOfOrders } from './wizard-request';

const data: OrderWizardData = {
  project: { projectId: 5, projectName: 'Blog', language: 'de-DE', service: 'copywriting_proofreading' },
  linguists: {
    level: 'good',
    assignment: 'GO',
    groupId: '8',
    linguistId: '',
    linguistLabel: '',
    directFallback: 'open',
    proofreading: 'group',
    proofreadingGroupId: '9',
  },
  briefing: { briefingId: null },
  layout: { layoutId: null },
  definition: {
    processingDays: 3,
    orders: [{ title: ' Spring ', minWords: '200', maxWords: '400', keywords: 'garden, , spring ', comment: '' }],
  },
};

describe('wizard requests', () => {
  it('split keywords at commas and drop empty ones', () => {
    expect(keywordsOf(' seo,blog , ,news ')).toEqual(['seo', 'blog', 'news']);
  });

  it('build the create body with the group ids the assignments need and no empty extras', () => {
    expect(createOrdersRequestOf(data)).toEqual({
      language: 'de-DE',
      level: 'good',
      type: 'GO',
      groupId: 8,
      proofreading: { assignment: 'group', groupId: 9 },
      processingDays: 3,
      orders: [{ title: 'Spring', minWords: 200, maxWords: 400, keywords: ['garden', 'spring'] }],
    });
  });

  it('ask the price per order with both services, and not before the words are known', () => {
    expect(priceQueriesOf(data)).toEqual([
      { min: 200, max: 400, language: 'de-DE', level: 'good', services: ['copywriting', 'proofreading'], type: 'GO' },
    ]);
    expect(priceQueriesOf(initialOrderWizardState.data)).toBeNull();
  });

  it('copy an order with everything but the title, which the caller gives', () => {
    const order = buildOrder({
      projectId: 3,
      projectName: 'Shop',
      type: 'DO',
      level: 'professional',
      services: [{ name: 'copywriting', assignment: 'DO', linguist: { id: 77, nickname: 'lina' }, groupId: null }],
      words: { min: 100, max: 150, final: 120 },
      keywords: ['shoes', 'summer'],
      comment: 'Friendly tone',
      processingDays: 4,
    });
    expect(wizardDataOfOrder(order, 'Copy of it')).toEqual({
      project: { projectId: 3, projectName: 'Shop', language: 'de-DE', service: 'copywriting' },
      linguists: {
        level: 'professional',
        assignment: 'DO',
        groupId: '',
        linguistId: '77',
        linguistLabel: 'lina',
        directFallback: 'open',
        proofreading: 'open',
        proofreadingGroupId: '',
      },
      briefing: { briefingId: null },
      layout: { layoutId: null },
      definition: {
        processingDays: 4,
        orders: [{ title: 'Copy of it', minWords: '100', maxWords: '150', keywords: 'shoes, summer', comment: 'Friendly tone' }],
      },
    });
  });

  it('copies several orders of the same settings as one request with a row each, and names what differs otherwise', () => {
    const garden = buildOrder({ id: 1, title: 'Garden', projectId: 7, level: 'good', keywords: ['roses'], words: { min: 100, max: 200, final: null } });
    const teak = buildOrder({ id: 2, title: 'Teak', projectId: 7, level: 'good', keywords: [], words: { min: 300, max: 400, final: null } });
    const copy = wizardDataOfOrders([garden, teak], (order) => `Copy of ${order.title}`);

    expect('data' in copy && copy.data.definition.orders).toEqual([
      { title: 'Copy of Garden', minWords: '100', maxWords: '200', keywords: 'roses', comment: '' },
      { title: 'Copy of Teak', minWords: '300', maxWords: '400', keywords: '', comment: '' },
    ]);
    expect('data' in copy && copy.data.project.projectId).toBe(7);
    expect(wizardDataOfOrders([garden, { ...teak, projectId: 8 }], (order) => order.title)).toEqual({ differs: 'project' });
    expect(wizardDataOfOrders([garden, { ...teak, level: 'premium' }], (order) => order.title)).toEqual({ differs: 'linguists' });
    expect(wizardDataOfOrders([garden, { ...teak, processingDays: 4 }], (order) => order.title)).toEqual({ differs: 'processingDays' });
  });
});
