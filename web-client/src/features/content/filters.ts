import {
  CLIENT_ORDER_VIEWS,
  ORDER_STATUSES,
  PROJECT_STATUSES,
  type ClientOrderView,
  type OrderStatus,
  type ProjectStatus,
} from '@inkwell/contracts';
import type { ClientOrdersQuery } from '../../api/orders-api';
import type { ProjectsQuery } from '../../api/projects-api';
import { isoDayOrUndefined, toGermanDate } from '../../utils/api-date';
import { listOf, listValue } from '../../utils/list-value';

export const emptyProjectFilters = {
  culture: '',
  level: '',
  projectStatus: '',
  orderStatus: '',
  id: '',
  orderId: '',
  externalId: '',
  service: '',
  linguistId: '',
  groupName: '',
  createdFrom: '',
  createdTo: '',
  acceptedFrom: '',
  acceptedTo: '',
};
export type ProjectFilterValues = typeof emptyProjectFilters;

const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const positiveId = (value: string): number | undefined => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export { listOf, listValue };

/** undefined for no values, so an unfiltered list keeps the query (and cache entry) it started with */
const listOrUndefined = (value: string): string[] | undefined => {
  const values = listOf(value);
  return values.length === 0 ? undefined : values;
};

/** The project filters as GET /client/projects reads them: ids as numbers, dates as DD.MM.YYYY. */
export function projectsQueryOf(filters: ProjectFilterValues): Omit<ProjectsQuery, 'limit' | 'offset' | 'name'> {
  return {
    culture: listOrUndefined(filters.culture),
    level: text(filters.level),
    projectStatus: oneOf<ProjectStatus>(PROJECT_STATUSES, filters.projectStatus),
    orderStatus: oneOf<ClientOrderView>(CLIENT_ORDER_VIEWS, filters.orderStatus),
    id: positiveId(filters.id),
    orderId: positiveId(filters.orderId),
    externalId: text(filters.externalId),
    service: text(filters.service),
    linguistId: positiveId(filters.linguistId),
    groupName: text(filters.groupName),
    createdFrom: toGermanDate(filters.createdFrom),
    createdTo: toGermanDate(filters.createdTo),
    acceptedFrom: toGermanDate(filters.acceptedFrom),
    acceptedTo: toGermanDate(filters.acceptedTo),
  };
}

/** Spec §2 remaining-time options: under 2, 8, 24, 48 hours, or over 48 hours. */
export const REMAINING_OPTIONS = [
  { value: 'under2', remainingTo: 2 },
  { value: 'under8', remainingTo: 8 },
  { value: 'under24', remainingTo: 24 },
  { value: 'under48', remainingTo: 48 },
  { value: 'over48', remainingFrom: 48 },
] as const;

/** Spec §9: the accepted-year list starts at 2011. */
export const FIRST_ACCEPTED_YEAR = 2011;

export function acceptedYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_ACCEPTED_YEAR; year -= 1) years.push(year);
  return years;
}

export const emptyOrderFilters = {
  createdDateTo: '',
  remaining: '',
  processingStatus: '',
  projectId: '',
  language: '',
  acceptedYear: '',
  acceptedDateFrom: '',
  acceptedDateTo: '',
};
export type OrderFilterValues = typeof emptyOrderFilters;

/** The order filters as GET /client/orders reads them (ISO dates, hours to the deadline). */
export function ordersQueryOf(filters: OrderFilterValues): Omit<ClientOrdersQuery, 'limit' | 'offset' | 'status' | 'search'> {
  const remaining = REMAINING_OPTIONS.find((option) => option.value === filters.remaining);
  const projectId = positiveId(filters.projectId);
  const year = positiveId(filters.acceptedYear);
  return {
    createdDateTo: isoDayOrUndefined(filters.createdDateTo),
    remainingTo: remaining && 'remainingTo' in remaining ? remaining.remainingTo : undefined,
    remainingFrom: remaining && 'remainingFrom' in remaining ? remaining.remainingFrom : undefined,
    processingStatus: oneOf<OrderStatus>(ORDER_STATUSES, filters.processingStatus),
    projectIds: projectId === undefined ? undefined : [projectId],
    languages: listOrUndefined(filters.language),
    acceptedYears: year === undefined ? undefined : [year],
    acceptedDateFrom: isoDayOrUndefined(filters.acceptedDateFrom),
    acceptedDateTo: isoDayOrUndefined(filters.acceptedDateTo),
  };
}
