// The auth module's face: sign-in, tokens and passwords for the three roles.
export { authModule } from './auth.routes.js';
export { initAuthModels } from './auth.model.js';
export { hashPassword } from './password.js';
export { passwordSchema } from './auth.schema.js';
export { changePassword, confirmCurrentPassword } from './password-change.js';
export { sendInvitation, sendPasswordResetMail } from './auth.service.js';
export { revokeAllRefreshTokens as endAllSessions } from './tokens.js';
export { confirmEmailChange, emailChangeState, requestEmailChange } from './email-change.js';
export { assertWithinRateLimits, countCall, type RateLimit } from './rate-limits.js';
