import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money and moments reach the screen through the site's formatters only (lib/money.ts,
 * lib/format-date-time.ts): "RM 1,234.50", "28 Nov 2026, 14:03". A component that writes an
 * amount with toFixed or toLocaleString, or builds its own date format, drifts from them; these
 * checks read the sources so such a line cannot come back unnoticed.
 */
const SOURCE_ROOT = join(__dirname, '..');

/** Components (.tsx) with a reason to do what the rules forbid: none of it is money or a moment. */
const ALLOWED: Record<string, string> = {
  'features/footer/components/licence-marks.tsx': 'SVG path coordinates',
  'components/charts/bar-chart.tsx': 'compact month/day axis labels of site days',
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    }
    // Tests and their fixtures (test-utils, test-data, test/) render nothing of the site's own.
    const isTestCode = /\.test\.tsx?$|^test-(utils|data)\.tsx?$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !isTestCode ? [path] : [];
  });
}

const files = sourceFiles(SOURCE_ROOT).map((path) => ({
  name: relative(SOURCE_ROOT, path).replaceAll('\\', '/'),
  lines: readFileSync(path, 'utf8').split('\n'),
}));
const components = files.filter((file) => file.name.endsWith('.tsx') && !(file.name in ALLOWED));

/** "file:line: text" of every line matching `pattern` in `among`. */
const offenders = (among: typeof files, pattern: RegExp, exempt?: RegExp) =>
  among.flatMap((file) =>
    file.lines.flatMap((line, index) => {
      const checked = exempt ? line.replace(exempt, '') : line;
      return pattern.test(checked) ? [`${file.name}:${index + 1}: ${line.trim()}`] : [];
    }),
  );

describe('formatting rules of the web sources', () => {
  it('reads the sources it checks', () => {
    expect(components.length).toBeGreaterThan(100);
    expect(components.map((file) => file.name)).toContain(
      'features/games/components/winners-board.tsx',
    );
  });

  it('writes no number with toFixed in a component (an exact toMinor conversion is not shown)', () => {
    // toMinor(x.toFixed(2)) turns an API amount into minor units exactly: nothing is displayed.
    expect(offenders(components, /\.toFixed\(/, /toMinor\([\w.?]+\.toFixed\(2\)\)/g)).toEqual([]);
  });

  it('uses toLocaleString and its date and time variants nowhere', () => {
    expect(offenders(files, /\.toLocale(Date|Time)?String\(/)).toEqual([]);
  });

  it('builds no date or number format of its own in a component', () => {
    expect(offenders(components, /Intl\.(DateTimeFormat|NumberFormat)\b/)).toEqual([]);
  });

  it('writes no currency code beside an amount in a component', () => {
    expect(offenders(components, /['"`][^'"`]*\b(MYR|USD|THB|VND|IDR)\b[^'"`]*['"`]/)).toEqual([]);
  });

  it('catches the lines it is meant to catch', () => {
    const sample = [
      {
        name: 'sample.tsx',
        lines: [
          '<span>{amount.toFixed(2)}</span>',
          'const minor = toMinor(info.min.toFixed(2));',
          '{total.toLocaleString()}',
          'new Intl.DateTimeFormat(locale, { timeStyle: "short" })',
          '<b>{`${amount} MYR`}</b>',
        ],
      },
    ];
    expect(offenders(sample, /\.toFixed\(/, /toMinor\([\w.?]+\.toFixed\(2\)\)/g)).toHaveLength(1);
    expect(offenders(sample, /\.toLocale(Date|Time)?String\(/)).toHaveLength(1);
    expect(offenders(sample, /Intl\.(DateTimeFormat|NumberFormat)\b/)).toHaveLength(1);
    expect(offenders(sample, /['"`][^'"`]*\b(MYR|USD|THB|VND|IDR)\b[^'"`]*['"`]/)).toHaveLength(1);
  });
});
