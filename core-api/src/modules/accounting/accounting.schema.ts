import Joi from 'joi';
import { ACCOUNTING_CHARTS, type AccountingSettingsDto } from '@inkwell/contracts';
import { isoDateParam, pageKeys, type DateBound } from '../../shared/query-schemas.js';

/** An export's period: whole UTC days, both inclusive, at most about a year (the span of one fiscal year). */
export interface PeriodQuery {
  from: DateBound;
  to: DateBound;
}

const MAX_DAYS = 366;

const periodKeys = {
  from: isoDateParam().required().description('first day, YYYY-MM-DD'),
  to: isoDateParam().required().description('last day, YYYY-MM-DD (inclusive)'),
};

/** The period's problem, named by the field to correct; null when it is a period an export can cover. */
export function periodProblem(value: PeriodQuery): Record<string, string[]> | null {
  if (value.to.end <= value.from.start) return { to: ['"to" must not be before "from"'] };
  if (value.to.end.getTime() - value.from.start.getTime() > MAX_DAYS * 86_400_000) return { to: [`A period is at most ${MAX_DAYS} days`] };
  return null;
}

export const periodQuery = Joi.object<PeriodQuery>(periodKeys);

export const balancePageQuery = Joi.object<PeriodQuery & { limit: number; offset: number }>({ ...periodKeys, ...pageKeys });

export const balanceExportQuery = Joi.object<PeriodQuery & { format: 'csv' | 'xlsx' }>({
  ...periodKeys,
  format: Joi.string().valid('csv', 'xlsx').default('csv'),
});

export const accountingSettingsSchema = Joi.object<AccountingSettingsDto>({
  consultantNumber: Joi.number().integer().min(1001).max(9_999_999).required().description('Beraternummer'),
  clientNumber: Joi.number().integer().min(1).max(99_999).required().description('Mandantennummer'),
  chart: Joi.string()
    .valid(...ACCOUNTING_CHARTS)
    .required(),
  fiscalYearStartMonth: Joi.number().integer().min(1).max(12).required(),
  accountLength: Joi.number().integer().min(4).max(8).required().description('Sachkontenlänge'),
});

const minorUnits = () => Joi.number().integer().required();

export const trialBalanceSchema = Joi.object({
  from: Joi.string().required(),
  to: Joi.string().required(),
  data: Joi.array()
    .items(
      Joi.object({
        account: Joi.string().required(),
        currency: Joi.string().required(),
        opening: minorUnits(),
        increases: minorUnits(),
        decreases: minorUnits(),
        closing: minorUnits(),
      }),
    )
    .required(),
  total: Joi.number().integer().required(),
  totals: Joi.array()
    .items(
      Joi.object({ currency: Joi.string().required(), opening: minorUnits(), increases: minorUnits(), decreases: minorUnits(), closing: minorUnits() }),
    )
    .required()
    .description('per currency over every account: a balanced ledger opens and closes at zero'),
});

export const ledgerAuditSchema = Joi.object({
  audit: Joi.object({
    checkedAt: Joi.string().required(),
    accountsChecked: Joi.number().integer().required(),
    discrepancyCount: Joi.number().integer().required(),
    discrepancies: Joi.array().items(Joi.object().unknown(true)).required(),
  })
    .allow(null)
    .required(),
});
