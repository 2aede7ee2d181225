/**
 * The bench's table: rows of ours, stock and their ratio, kept in the order
 * they were added, and the ratios by key for the JSON.
 */
/** Ours over stock, to three decimals; null when stock is 0 or ours is not a number. */
export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? Math.round((a / b) * 1000) / 1000 : null);
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
export const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Row = [string, string, string, string];
const rows: Row[] = [];
export const ratios: Record<string, number | null> = {};

export function row(
  key: string,
  label: string,
  ours: number | undefined,
  stock: number | undefined,
  fmt: (n: number) => string,
): void {
  const r = ours !== undefined && stock !== undefined ? ratio(ours, stock) : null;
  ratios[key] = r;
  rows.push([
    label,
    ours === undefined ? '—' : fmt(ours),
    stock === undefined ? '—' : fmt(stock),
    r === null ? 'n/a' : `${r.toFixed(2)}×`,
  ]);
}

export function section(title: string): void {
  rows.push([`## ${title}`, '', '', '']);
}

export function printTable(): void {
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((r) => r[i]!.length), ['figure', 'ours', 'stock', 'ours/stock'][i]!.length),
  );
  const line = (r: Row) =>
    `${r[0].padEnd(widths[0]!)}  ${r[1].padStart(widths[1]!)}  ${r[2].padStart(widths[2]!)}  ${r[3].padStart(widths[3]!)}`;
  console.log(`\n${line(['figure', 'ours', 'stock', 'ours/stock'])}`);
  console.log('-'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  for (const r of rows) console.log(r[0].startsWith('## ') ? `\n${r[0].slice(3)}` : line(r));
}
