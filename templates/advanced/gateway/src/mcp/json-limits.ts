// Valid JSON that PostgreSQL's jsonb still refuses (\u0000, unpaired surrogates) or that nests absurdly
// deep is refused up front as an invalid request, instead of failing inside the database.

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Describes the first problem found, or undefined when the value can be stored as jsonb. Iterative, so a
 *  deeply nested body cannot overflow the stack. */
export function findUnstorableJson(root: unknown, maxDepth: number): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return 'strings must not contain NUL characters or unpaired surrogates';
      continue;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'numbers must be finite';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return `nesting deeper than ${maxDepth} levels`;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return 'member names must not contain NUL characters or unpaired surrogates';
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
