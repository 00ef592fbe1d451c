// Plain text tables: columns padded to their widest cell, the last column left ragged.

export function formatTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>, maxWidths: readonly number[] = []): string {
  const clip = (cell: string, i: number) => {
    const max = maxWidths[i];
    return max !== undefined && cell.length > max ? `${cell.slice(0, max - 1)}…` : cell;
  };
  const clipped = rows.map((row) => row.map(clip));
  const widths = header.map((h, i) => Math.max(h.length, ...clipped.map((r) => (r[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...clipped.map(line)].join('\n');
}
