import type { Options, Sequelize } from 'sequelize';

/** The tables core-api keeps in memory (decision 024); a use case should not read them. */
const CATALOGUE_TABLE = /\b(currencies|languages|levels|countries|text_topics|text_types|industry_expertises|academic_degrees|academic_fields|system_prices)\b/;

export function readsCatalogue(statement: string): boolean {
  return CATALOGUE_TABLE.test(statement);
}

/**
 * The SQL statements `sequelize` sends while `action` runs, caught through its `logging` option, which it reads
 * on every query (as bench/query-latency.mjs does). Anything else running on the pool meanwhile is caught too.
 */
export async function statementsDuring(sequelize: Sequelize, action: () => Promise<unknown>): Promise<string[]> {
  const options = (sequelize as unknown as { options: Options }).options;
  const previous = options.logging;
  const statements: string[] = [];
  options.logging = (line: string) => {
    statements.push(line.replace(/^Executing \([^)]*\): /, ''));
  };
  try {
    await action();
  } finally {
    options.logging = previous;
  }
  return statements;
}
