// The pricing module's face: price lists (system, per client, per linguist) and the rates of an order.
export { pricingModule } from './pricing.routes.js';
export { priceListsModule } from './price-lists.routes.js';
export { initPricingModels } from './pricing.model.js';
export { systemPriceCatalogue } from './system-price-catalogue.js';
export { amountAt, payAt, ratesForOrder, type OrderRates, type OrderRatesInput } from './pricing.service.js';
export { setLinguistPrice, type LinguistPriceInput } from './linguist-prices.service.js';
export { LINGUIST_PRICE_RANGE_FACTOR, linguistPriceRanges } from './linguist-price-ranges.js';
export { fitLinguistPricesToLevel } from './linguist-price-levels.service.js';
export {
  listClientPartnershipPrices,
  listLinguistPrices,
  listPartnershipPrices,
  removePartnershipPrice,
  setOwnLinguistPrice,
  setPartnershipPrice,
  type ClientPartnershipPrice,
  type OwnPriceInput,
  type PricingLinguist,
} from './linguist-own-prices.service.js';
