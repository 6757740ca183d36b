import { DatabaseError, ForeignKeyConstraintError, UniqueConstraintError, ValidationError } from 'sequelize';
import { AppError, type ErrorConverter } from '@inkwell/service-kit';

/** Constraint violations that slipped past validation become clear 4xx answers, never a 500. */
export const sequelizeErrorConverter: ErrorConverter = (err) => {
  if (err instanceof UniqueConstraintError) {
    const fields = Object.keys(err.fields ?? {});
    const details = Object.fromEntries(fields.map((f) => [f, ['is already taken']]));
    return AppError.conflict(fields.length ? `${fields.join(', ')} is already taken` : 'This record already exists').withDetails(details);
  }
  if (err instanceof ForeignKeyConstraintError) return AppError.unprocessable('A referenced record does not exist');
  if (err instanceof ValidationError) {
    const details: Record<string, string[]> = {};
    for (const item of err.errors) (details[item.path ?? 'body'] ??= []).push(item.message);
    return AppError.validation(details);
  }
  if (err instanceof DatabaseError) {
    const code = (err.parent as { code?: string } | undefined)?.code;
    // 22xxx: data exceptions (bad number, out of range, invalid text representation)
    if (code?.startsWith('22')) return AppError.badRequest('A value is out of range or malformed');
  }
  return undefined;
};
