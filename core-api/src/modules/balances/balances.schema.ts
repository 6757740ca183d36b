import Joi from 'joi';
import { TRADED_CURRENCIES } from '@inkwell/money';

const minorUnits = () => Joi.number().integer().required();
const currency = Joi.string().valid(...TRADED_CURRENCIES).required();

export const clientBalanceResponse = Joi.object({
  totalDepositAmount: minorUnits().description('everything paid in'),
  orderReservedAmount: minorUnits().description('held for open orders'),
  nextInvoiceReservedAmount: minorUnits().description('postpaid: accepted orders waiting for the next invoice; prepaid: what accepted orders spent, so deposited − reserved − this = available'),
  availableAmount: minorUnits().description('what new orders can spend'),
  openInvoicesAmount: minorUnits(),
  overdueInvoicesAmount: minorUnits(),
  currency,
}).description('minor units (cents, pence)');

