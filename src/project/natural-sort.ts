// Natural order for paths: digit runs compare as numbers, so 2-x.sql runs before 10-x.sql.

const CHUNK = /(\d+)|(\D+)/g;

function chunks(value: string): Array<string | number> {
  const parts: Array<string | number> = [];
  for (const match of value.matchAll(CHUNK)) {
    parts.push(match[1] !== undefined ? Number(match[1]) : (match[2] ?? ''));
  }
  return parts;
}

export function compareNatural(a: string, b: string): number {
  const left = chunks(a);
  const right = chunks(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] as string | number;
    const y = right[i] as string | number;
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== y) return x - y;
    } else {
      const order = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (order !== 0) return order;
    }
  }
  if (left.length !== right.length) return left.length - right.length;
  // Equal by value (e.g. 01 and 1): fall back to plain order so sorting is total.
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortNatural(values: readonly string[]): string[] {
  return [...values].sort(compareNatural);
}
