import type { TFunction } from 'i18next';
import type { AdminClientDto } from '@inkwell/contracts';

/** How staff read a client: company, else full name (core-api's `name`), else the client number. */
export function clientName(client: Pick<AdminClientDto, 'id' | 'name'>, t: TFunction): string {
  return client.name ?? t('clientCommon.unnamed', { id: client.id });
}
