export * from './roles.js';
export * from './errors.js';
export * from './auth.js';
export * from './users.js';
export * from './orders.js';
export * from './text.js';
export * from './billing.js';
export * from './linguists.js';
