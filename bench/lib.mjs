// Small helpers shared by the bench scripts.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function printTable(title, rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\n## ${title}\n`);
  for (const [key, value] of rows) process.stdout.write(`  ${key.padEnd(width)}  ${value}\n`);
}
