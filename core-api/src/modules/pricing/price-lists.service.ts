import { QueryTypes } from 'sequelize';
import { Decimal } from 'decimal.js';
import {
  MAX_SCHEDULE_DAYS,
  type ClientPriceListDto,
  type ClientPriceListPage,
  type ClientPricePositionRequest,
  type PriceLanguageGroupDto,
  type PriceListPositionsDto,
  type PriceListService,
  type PricePositionDto,
  type PricePositionState,
  type SystemPriceListDto,
  type SystemPricePositionRequest,
} from '@inkwell/contracts';
import { DEFAULT_CURRENCY, TRADED_CURRENCIES, type CurrencyIso } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { LEVEL_CODES, findCurrencyByIso, languageGroupName, listLanguages } from '../reference/index.js';
import { clientStaffNameSql, findClientById } from '../users/index.js';
import { pricingDatabase } from './pricing.model.js';
import { priceDay } from './price-days.js';
import type { ClientPriceListQuery } from './price-lists.schema.js';
import { systemPriceCatalogue } from './system-price-catalogue.js';

// Staff's price list use cases (decision 053). A position is never changed once it is in force: a new price is a
// new position from a later day (or today), so history stays readable and orders keep the rate they stored.

const DAY_MS = 24 * 60 * 60 * 1000;

interface PositionRow {
  id: number;
  languageGroup: string | null;
  level: string;
  clientPricePerWord: string;
  linguistPayPerWord: string | null;
  effectiveFrom: string;
  state: PricePositionState;
}

/** The same figures for the system list of a currency and for a client's list, from their positions. */
const listFiguresSql = (positions: string) => `
  count(DISTINCT concat_ws(':', ${positions}.service, ${positions}.level_code, coalesce(${positions}.language_group, '')))
    FILTER (WHERE ${positions}.effective_from <= CAST(:today AS date))::int AS current,
  count(${positions}.id) FILTER (WHERE ${positions}.effective_from > CAST(:today AS date))::int AS scheduled,
  min(${positions}.effective_from) FILTER (WHERE ${positions}.effective_from > CAST(:today AS date))::text AS "nextChange"`;

/**
 * The positions in force today (the latest begun of each group and level) and every scheduled one, of one list and
 * service. `table` and `listColumn` are this module's constants, never input.
 */
const positionsSql = (table: 'system_prices' | 'client_prices', listColumn: string, clientPrice: string, linguistPay: string) => `
  SELECT * FROM (
    SELECT id, language_group AS "languageGroup", level_code AS level,
           ${clientPrice}::text AS "clientPricePerWord", ${linguistPay} AS "linguistPayPerWord", effective_from::text AS "effectiveFrom",
           CASE WHEN effective_from > CAST(:today AS date) THEN 'scheduled'
                WHEN effective_from = max(effective_from) FILTER (WHERE effective_from <= CAST(:today AS date))
                                      OVER (PARTITION BY language_group, level_code) THEN 'current' END AS state
      FROM ${table}
     WHERE ${listColumn} = :listId AND service = :service
  ) p WHERE state IS NOT NULL`;

/** Plain decimal text without the column's trailing zeros ('0.075000' → '0.075'). */
const plainRate = (value: string): string => new Decimal(value).toFixed();

const levelRank = (level: string): number => (LEVEL_CODES as readonly string[]).indexOf(level);

/** Every group first, then groups by name, levels simple → excellent, and each key's days in order. */
function positionsInOrder(rows: PositionRow[]): PricePositionDto[] {
  return rows
    .map((row) => ({
      ...row,
      clientPricePerWord: plainRate(row.clientPricePerWord),
      linguistPayPerWord: row.linguistPayPerWord === null ? null : plainRate(row.linguistPayPerWord),
    }))
    .sort(
      (a, b) =>
        Number(a.languageGroup !== null) - Number(b.languageGroup !== null) ||
        (a.languageGroup ?? '').localeCompare(b.languageGroup ?? '') ||
        levelRank(a.level) - levelRank(b.level) ||
        a.effectiveFrom.localeCompare(b.effectiveFrom),
    );
}

/** @throws AppError 400 naming `effectiveFrom` for a day before today or too far ahead */
function checkEffectiveFrom(effectiveFrom: string, today: string): void {
  if (effectiveFrom < today) throw AppError.badRequest(`effectiveFrom must be today (${today}) or later: a price in force is never changed`, 'effectiveFrom');
  const latest = priceDay(new Date(Date.now() + MAX_SCHEDULE_DAYS * DAY_MS));
  if (effectiveFrom > latest) throw AppError.badRequest(`effectiveFrom must be at most ${MAX_SCHEDULE_DAYS} days ahead (${latest})`, 'effectiveFrom');
}

/** @throws AppError 400 naming `languageGroup` for a group no language has */
async function checkLanguageGroup(languageGroup: string | null): Promise<void> {
  if (languageGroup === null) return;
  const languages = await listLanguages({ includeInactive: true });
  if (!languages.some((language) => languageGroupName(language.name) === languageGroup)) {
    throw AppError.badRequest(`No language belongs to the group ${languageGroup}`, 'languageGroup');
  }
}

async function tradedCurrency(iso: CurrencyIso): Promise<{ id: number; iso4217: CurrencyIso }> {
  const currency = await findCurrencyByIso(iso);
  if (!currency) throw AppError.badRequest(`Unknown currency ${iso}`, 'currency');
  return { id: currency.id, iso4217: iso };
}

/** GET /admin/pricing/languages: the groups positions may name, each with its languages, inactive ones too. */
export async function priceLanguageGroups(): Promise<PriceLanguageGroupDto[]> {
  const groups = new Map<string, PriceLanguageGroupDto>();
  for (const language of await listLanguages({ includeInactive: true })) {
    const name = languageGroupName(language.name);
    const group = groups.get(name) ?? { name, languages: [] };
    group.languages.push({ culture: language.culture, name: language.name, active: language.active });
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /admin/pricing/system: the system list of each traded currency, with its current and scheduled positions. */
export async function listSystemPriceLists(): Promise<SystemPriceListDto[]> {
  const rows = await pricingDatabase().query<SystemPriceListDto>(
    `SELECT trim(c.iso4217) AS currency, ${listFiguresSql('p')}
       FROM currencies c LEFT JOIN system_prices p ON p.currency_id = c.id
      WHERE trim(c.iso4217) IN (:traded)
      GROUP BY c.iso4217`,
    { type: QueryTypes.SELECT, replacements: { today: priceDay(), traded: [...TRADED_CURRENCIES] } },
  );
  return [...rows].sort((a, b) => TRADED_CURRENCIES.indexOf(a.currency) - TRADED_CURRENCIES.indexOf(b.currency));
}

/** GET /admin/pricing/system/positions: one currency's system positions of one service, current and scheduled. */
export async function systemPositions(iso: CurrencyIso, service: PriceListService): Promise<PriceListPositionsDto> {
  const currency = await tradedCurrency(iso);
  const today = priceDay();
  const rows = await pricingDatabase().query<PositionRow>(positionsSql('system_prices', 'currency_id', 'client_price_per_word', 'linguist_pay_per_word::text'), {
    type: QueryTypes.SELECT,
    replacements: { listId: currency.id, service, today },
  });
  return { currency: currency.iso4217, service, today, positions: positionsInOrder(rows) };
}

/**
 * PUT /admin/pricing/system/positions: schedules a system price from a day (today takes effect at once). The
 * same group, level and day again corrects that scheduled position rather than adding a second one.
 *
 * @throws AppError 400 naming `effectiveFrom`, `languageGroup`, `currency` or `linguistPayPerWord`
 */
export async function scheduleSystemPrice(adminId: number, request: SystemPricePositionRequest): Promise<PriceListPositionsDto> {
  checkEffectiveFrom(request.effectiveFrom, priceDay());
  if (new Decimal(request.linguistPayPerWord).greaterThan(request.clientPricePerWord)) {
    throw AppError.badRequest('linguistPayPerWord must not be more than clientPricePerWord', 'linguistPayPerWord');
  }
  await checkLanguageGroup(request.languageGroup);
  const currency = await tradedCurrency(request.currency);
  await pricingDatabase().query(
    `INSERT INTO system_prices (currency_id, language_group, service, level_code, client_price_per_word, linguist_pay_per_word, effective_from, created_by)
     VALUES (:currencyId, :languageGroup, :service, :level, :clientPrice, :linguistPay, :effectiveFrom, :adminId)
     ON CONFLICT (currency_id, service, level_code, coalesce(language_group, ''), effective_from)
     DO UPDATE SET client_price_per_word = EXCLUDED.client_price_per_word, linguist_pay_per_word = EXCLUDED.linguist_pay_per_word,
                   created_by = EXCLUDED.created_by, updated_at = now()`,
    {
      type: QueryTypes.INSERT,
      replacements: {
        currencyId: currency.id,
        languageGroup: request.languageGroup,
        service: request.service,
        level: request.level,
        clientPrice: request.clientPricePerWord,
        linguistPay: request.linguistPayPerWord,
        effectiveFrom: request.effectiveFrom,
        adminId,
      },
    },
  );
  // Read-your-writes here; other instances re-read on the table's notification (decision 024).
  await systemPriceCatalogue.load();
  return systemPositions(currency.iso4217, request.service);
}

/** Removes a position that has not begun; one in force stays, as orders and history were priced with it. */
async function cancelScheduled(table: 'system_prices' | 'client_prices', id: number): Promise<void> {
  const [deleted] = await pricingDatabase().query<{ id: number }>(
    `DELETE FROM ${table} WHERE id = :id AND effective_from > CAST(:today AS date) RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { id, today: priceDay() } },
  );
  if (deleted) return;
  const [exists] = await pricingDatabase().query(`SELECT 1 FROM ${table} WHERE id = :id`, { type: QueryTypes.SELECT, replacements: { id } });
  if (!exists) throw AppError.notFound('Price list position');
  throw AppError.conflict('A position in force cannot be removed: schedule a new price instead');
}

/** DELETE /admin/pricing/system/position/{id}: cancels a scheduled system price. @throws AppError 404, 409 */
export async function cancelScheduledSystemPrice(id: number): Promise<void> {
  await cancelScheduled('system_prices', id);
  await systemPriceCatalogue.load();
}

/** DELETE /admin/pricing/client/position/{id}: cancels a scheduled client price. @throws AppError 404, 409 */
export async function cancelScheduledClientPrice(id: number): Promise<void> {
  await cancelScheduled('client_prices', id);
}

const clientListSql = (where: string) => `
  SELECT l.id, l.client_id AS "clientId", ${clientStaffNameSql('c', 'b')} AS "clientName",
         coalesce(trim(cur.iso4217), :defaultCurrency) AS currency, s.current, s.scheduled, s."nextChange", l.created_at AS "createdAt"
    FROM client_price_lists l
    JOIN clients c ON c.id = l.client_id
    LEFT JOIN client_billing_settings b ON b.client_id = c.id
    LEFT JOIN currencies cur ON cur.id = c.currency_id
    CROSS JOIN LATERAL (SELECT ${listFiguresSql('p')} FROM client_prices p WHERE p.price_list_id = l.id) s
   WHERE ${where}`;

type ClientListRow = Omit<ClientPriceListDto, 'createdAt'> & { createdAt: Date };

const clientListDto = (row: ClientListRow): ClientPriceListDto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** GET /admin/pricing/client/{id}. @throws AppError 404 */
export async function clientPriceList(id: number): Promise<ClientPriceListDto> {
  const [row] = await pricingDatabase().query<ClientListRow>(clientListSql('l.id = :id'), {
    type: QueryTypes.SELECT,
    replacements: { id, today: priceDay(), defaultCurrency: DEFAULT_CURRENCY },
  });
  if (!row) throw AppError.notFound('Price list');
  return clientListDto(row);
}

/** GET /admin/pricing/clients: the client price lists by client name, searched by name or client id. */
export async function listClientPriceLists(query: ClientPriceListQuery): Promise<ClientPriceListPage> {
  const search = query.search?.trim() ?? '';
  const where = `(:search = '' OR ${clientStaffNameSql('c', 'b')} ILIKE :pattern ESCAPE '\\' OR l.client_id::text = :search)`;
  const replacements = {
    search,
    pattern: `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
    today: priceDay(),
    defaultCurrency: DEFAULT_CURRENCY,
    limit: query.limit,
    offset: query.offset,
  };
  const [total] = await pricingDatabase().query<{ total: number }>(
    `SELECT count(*)::int AS total FROM client_price_lists l JOIN clients c ON c.id = l.client_id
       LEFT JOIN client_billing_settings b ON b.client_id = c.id WHERE ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  const rows =
    query.limit === 0
      ? []
      : await pricingDatabase().query<ClientListRow>(`${clientListSql(where)} ORDER BY "clientName", l.id LIMIT :limit OFFSET :offset`, {
          type: QueryTypes.SELECT,
          replacements,
        });
  return { data: rows.map(clientListDto), total: total?.total ?? 0 };
}

/**
 * POST /admin/pricing/client: an empty price list for a client, which then prices as the system list until
 * positions are scheduled in it.
 *
 * @throws AppError 400 naming `clientId` for no such client; 409 when the client has a list already
 */
export async function createClientPriceList(adminId: number, clientId: number): Promise<ClientPriceListDto> {
  const client = await findClientById(clientId);
  if (!client) throw AppError.badRequest('Client does not exist', 'clientId');
  const [created] = await pricingDatabase().query<{ id: number }>(
    `INSERT INTO client_price_lists (client_id, created_by) VALUES (:clientId, :adminId) ON CONFLICT (client_id) DO NOTHING RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { clientId, adminId } },
  );
  if (!created) throw AppError.conflict('This client has a price list already');
  return clientPriceList(created.id);
}

/** GET /admin/pricing/client/{id}/positions: one service's positions of a client list. @throws AppError 404 */
export async function clientPositions(id: number, service: PriceListService): Promise<PriceListPositionsDto> {
  const list = await clientPriceList(id);
  const today = priceDay();
  const rows = await pricingDatabase().query<PositionRow>(positionsSql('client_prices', 'price_list_id', 'price_per_word', 'NULL'), {
    type: QueryTypes.SELECT,
    replacements: { listId: id, service, today },
  });
  return { currency: list.currency, service, today, positions: positionsInOrder(rows) };
}

/**
 * PUT /admin/pricing/client/{id}/positions: schedules the client's own price for a group (or every group) and
 * level from a day; it overrides the system list's client price, not what the linguist earns.
 *
 * @throws AppError 404 for no such list; 400 naming `effectiveFrom` or `languageGroup`
 */
export async function scheduleClientPrice(adminId: number, id: number, request: ClientPricePositionRequest): Promise<PriceListPositionsDto> {
  await clientPriceList(id);
  checkEffectiveFrom(request.effectiveFrom, priceDay());
  await checkLanguageGroup(request.languageGroup);
  await pricingDatabase().query(
    `INSERT INTO client_prices (price_list_id, language_group, service, level_code, price_per_word, effective_from, created_by)
     VALUES (:id, :languageGroup, :service, :level, :clientPrice, :effectiveFrom, :adminId)
     ON CONFLICT (price_list_id, service, level_code, coalesce(language_group, ''), effective_from)
     DO UPDATE SET price_per_word = EXCLUDED.price_per_word, created_by = EXCLUDED.created_by, updated_at = now()`,
    {
      type: QueryTypes.INSERT,
      replacements: {
        id,
        languageGroup: request.languageGroup,
        service: request.service,
        level: request.level,
        clientPrice: request.clientPricePerWord,
        effectiveFrom: request.effectiveFrom,
        adminId,
      },
    },
  );
  return clientPositions(id, request.service);
}

/**
 * The price list a price query names must be the client's own (spec §3 `clientPriceListId`): the client's list
 * is what prices it either way, so naming another is a mistake to report, not a list to price from.
 *
 * @throws AppError 400 naming `clientPriceListId`
 */
export async function requireOwnPriceList(clientId: number, priceListId: number): Promise<void> {
  const [row] = await pricingDatabase().query<{ id: number }>('SELECT id FROM client_price_lists WHERE id = :priceListId AND client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { priceListId, clientId },
  });
  if (!row) throw AppError.badRequest('clientPriceListId is not a price list of this client', 'clientPriceListId');
}

