// The quotes module's face (decision 045): the instant copywriting quote, priced through pricing's face as orders
// are, and custom copywriting and translation quote requests that staff list and answer by mail.
export { quotesModule } from './quotes.routes.js';
export { instantCopywritingQuote } from './instant-quote.service.js';
