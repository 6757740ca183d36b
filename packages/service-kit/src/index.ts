export * from './app-error.js';
export * from './config.js';
export * from './logger.js';
export * from './request-context.js';
export * from './validate.js';
export * from './error-middleware.js';
export * from './workers.js';
export * from './security-headers.js';
