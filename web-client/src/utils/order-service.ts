import type { OrderDto } from '@inkwell/contracts';

export type ServiceKey = 'copywriting' | 'copywriting_proofreading';

/** The spec's two services: copywriting, or copywriting with proofreading. */
export function serviceKeyOf(order: Pick<OrderDto, 'services'>): ServiceKey {
  return order.services.some((service) => service.name === 'proofreading') ? 'copywriting_proofreading' : 'copywriting';
}
