/** The platform operator as every document names it (issuer, tax identity, where to pay): set by SELLER_* config. */
export type { SellerConfig as Seller } from '../../config.js';
