import { toPositional } from './database.js';

describe('toPositional', () => {
  it('numbers each replacement once, in order of first use, and leaves casts and literals alone', () => {
    const { text, values } = toPositional(
      "SELECT :b::int[] AS b, :a + :b AS c, 'x:y' AS d, l.name ILIKE :pattern ESCAPE '\\' LIMIT :limit::int + :offset::int",
      { a: 1, b: '{2}', pattern: '%x%', limit: 10, offset: 0, unused: 5 },
    );
    expect(text).toBe("SELECT $1::int[] AS b, $2 + $1 AS c, 'x:y' AS d, l.name ILIKE $3 ESCAPE '\\' LIMIT $4::int + $5::int");
    expect(values).toEqual(['{2}', 1, '%x%', 10, 0]);
  });

  it('refuses a statement naming a value it was not given', () => {
    expect(() => toPositional('SELECT :missing', {})).toThrow('No value for :missing');
  });
});
