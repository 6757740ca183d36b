// Seeded randomness for the scale data: the same seed gives the same accounts, so figures of two runs
// are measured against the same shapes of data.

/** mulberry32: a small, fast 32-bit generator; good enough for test data, not for secrets. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A picker over `[value, weight]` pairs. */
export function weighted(random, entries) {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = [];
  let running = 0;
  for (const [value, w] of entries) {
    running += w / total;
    cumulative.push([value, running]);
  }
  return () => {
    const u = random();
    for (const [value, upTo] of cumulative) if (u < upTo) return value;
    return cumulative[cumulative.length - 1][0];
  };
}

export function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

/** A random permutation of 0..n-1 (Fisher–Yates). */
export function permutation(random, n) {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Splits `total` into integer shares proportional to `weights`, each at least `min`, summing exactly to
 * `total` (largest remainder).
 */
export function apportion(total, weights, min = 0) {
  const sum = weights.reduce((s, w) => s + w, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const shares = raw.map((r) => Math.max(min, Math.floor(r)));
  let rest = total - shares.reduce((s, v) => s + v, 0);
  const byRemainder = raw.map((r, i) => [r - Math.floor(r), i]).sort((a, b) => b[0] - a[0]);
  for (let k = 0; rest > 0; k = (k + 1) % byRemainder.length, rest--) shares[byRemainder[k][1]] += 1;
  // min may have pushed the sum over: take back from the largest shares
  const bySize = shares.map((s, i) => [s, i]).sort((a, b) => b[0] - a[0]);
  for (let k = 0; rest < 0; k = (k + 1) % bySize.length, rest++) shares[bySize[k][1]] -= 1;
  return shares;
}

export const FIRST_NAMES = [
  'Anna', 'Lukas', 'Marie', 'Jonas', 'Sophie', 'Felix', 'Emma', 'Paul', 'Lea', 'Max', 'Julia', 'Leon', 'Clara', 'Noah',
  'Laura', 'Elias', 'Chloé', 'Louis', 'Camille', 'Hugo', 'Giulia', 'Marco', 'Sofia', 'Luca', 'Olivia', 'James', 'Emily',
  'Oliver', 'Sarah', 'Daniel', 'Lucía', 'Mateo', 'Eva', 'Tim', 'Nina', 'Jan', 'Mia', 'Finn', 'Hannah', 'Ben',
];

export const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter', 'Klein',
  'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Martin', 'Bernard', 'Dubois', 'Moreau', 'Rossi', 'Russo', 'Bianchi',
  'Romano', 'Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'García', 'Fernández', 'de Vries', 'Jansen', 'Nowak', 'Novák',
];

const COMPANY_FIRST = ['Blue', 'North', 'Green', 'Bright', 'Silver', 'Alpine', 'Urban', 'Nova', 'Prime', 'Clear', 'Red', 'Sun', 'Oak', 'River', 'Stone'];
const COMPANY_SECOND = ['Harbor', 'Leaf', 'Peak', 'Field', 'Bridge', 'Line', 'Point', 'Works', 'Studio', 'Labs', 'Commerce', 'Media', 'Retail', 'Travel', 'Living'];
const COMPANY_FORM = { DE: 'GmbH', AT: 'GmbH', CH: 'AG', FR: 'SARL', IT: 'S.r.l.', NL: 'B.V.', GB: 'Ltd', US: 'Inc.' };

export function companyName(random, country) {
  return `${pick(random, COMPANY_FIRST)} ${pick(random, COMPANY_SECOND)} ${COMPANY_FORM[country] ?? 'GmbH'}`;
}

const NICK_FIRST = ['quick', 'quiet', 'bold', 'clever', 'gentle', 'witty', 'brave', 'calm', 'keen', 'lucky', 'merry', 'sharp'];
const NICK_SECOND = ['Quill', 'Pen', 'Ink', 'Page', 'Word', 'Line', 'Verse', 'Draft', 'Story', 'Note', 'Prose', 'Script'];

export function nickname(random, id) {
  return `${pick(random, NICK_FIRST)}${pick(random, NICK_SECOND)}${id}`;
}

/** Order title parts; the subjects are what a search box is typed with. */
export const TITLE_KINDS = [
  'Product description', 'Blog post', 'Category text', 'Landing page', 'Newsletter', 'Press release', 'FAQ', 'Social media post',
  'Buying guide', 'Product review',
];
export const TITLE_SUBJECTS = [
  'coffee grinder', 'running shoes', 'garden furniture', 'winter jacket', 'city break in Lisbon', 'vegan recipes', 'smart thermostat',
  'office chair', 'yoga mat', 'electric bike', 'kitchen knives', 'travel insurance', 'wireless headphones', 'dog food', 'hiking boots',
  'baby stroller', 'ceramic mugs', 'home insurance', 'solar panels', 'standing desk', 'skin care routine', 'camping tent',
  'board games', 'wine pairing', 'bathroom tiles', 'car tyres', 'garden tools', 'mountain hotel', 'language courses', 'tax tips',
];
export const PROJECT_TOPICS = [
  'Spring sale', 'Summer campaign', 'Autumn collection', 'Winter deals', 'Shop relaunch', 'SEO landing pages', 'Magazine', 'Help centre',
  'Newsletter series', 'Category pages', 'Brand blog', 'Product catalogue', 'Travel guide', 'Recipe corner', 'Press kit',
];
