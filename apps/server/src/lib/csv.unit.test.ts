import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, everyPage } from './csv.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('csv export', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12n)).toBe('12');
  });

  it('defuses text a spreadsheet would run as a formula but keeps negative amounts', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-rm')).toBe("'-rm");
  });

  it('writes a header with a byte order mark, then one CRLF line per row', async () => {
    const rows = (async function* () {
      yield { name: '张三', amount: '1,234.50' };
    })();
    const lines = await collect(
      csvLines(
        [
          { header: 'Name', value: (row: { name: string }) => row.name },
          { header: 'Amount', value: (row: { amount: string }) => row.amount },
        ],
        rows,
      ),
    );
    expect(lines).toEqual(['\uFEFFName,Amount\r\n', '张三,"1,234.50"\r\n']);
  });

  it('reads pages until a short one, holding one page at a time', async () => {
    const asked: number[] = [];
    const rows = await collect(
      everyPage(async (page, size) => {
        asked.push(page);
        return page < 3 ? Array.from({ length: size }, (_, i) => page * 10 + i) : [99];
      }, 2),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual([10, 11, 20, 21, 99]);
  });
});
