import type { InstantQuoteRequest, InstantQuoteResponse } from '@inkwell/contracts';
import { paymentFee, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { amountAt, ratesForOrder } from '../pricing/index.js';
import { findLanguageByCulture } from '../reference/index.js';
import { findClientById } from '../users/index.js';

/**
 * What `textsCount` texts of `wordsCount` words each cost, figured exactly as the order wizard figures the same
 * orders (GET /client/orders/text-price and order creation): the pricing module's rates, each text rounded on its
 * own as each becomes an order, the tax per text, the payment method's fee once on the whole.
 *
 * @throws AppError 400 naming `language`, `level` or `paymentMethod`
 */
export async function instantCopywritingQuote(clientId: number, input: InstantQuoteRequest): Promise<InstantQuoteResponse> {
  const client = await findClientById(clientId);
  if (!client) throw AppError.notFound('Client');
  // Only a prepaid client pays with a chosen method; every other one is invoiced and pays by transfer.
  if (client.invoicing !== 'deposit' && input.paymentMethod !== 'BANK') {
    throw AppError.badRequest('Your account is invoiced: the payment method is BANK', 'paymentMethod');
  }
  const language = await findLanguageByCulture(input.language);
  if (!language) throw AppError.badRequest(`Unknown language ${input.language}`, 'language');
  const rates = await ratesForOrder({
    clientId: client.id,
    languageId: language.id,
    level: input.level,
    withCopywriting: input.service !== 'proofreading',
    withProofreading: input.service !== 'copywriting',
    type: 'OO',
  });
  const perText = amountAt(input.wordsCount, rates.clientPricePerWord, rates.vat);
  const texts = BigInt(input.textsCount);
  const net = perText.net * texts;
  const tax = perText.tax * texts;
  const fee = paymentFee(input.paymentMethod, net + tax, rates.currency);
  return {
    amountNet: toJsonMinorUnits(net),
    pricePerOrder: toJsonMinorUnits(perText.net),
    pricePerWord: rates.clientPricePerWord,
    serviceFee: toJsonMinorUnits(fee),
    tax: toJsonMinorUnits(tax),
    amountGross: toJsonMinorUnits(net + fee + tax),
    currency: rates.currency,
  };
}
