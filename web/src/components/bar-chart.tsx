import { Box, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from './data-table';

// A small SVG bar chart (the dashboard's weekly figures, a business's monthly numbers): no chart
// library in the bundle.
// The picture has a summary for screen readers and a table of the same figures behind a toggle.

export interface Bar {
  label: string;
  value: number;
}

/** What one bar stands for, in the summary and the figures' table. */
export interface ChartPeriod {
  /** "weeks": the summary's "over 26 weeks". */
  plural: string;
  /** Before the peak's label: "most in the week of 3 Nov". */
  peakIn: string;
  /** The figures table's first column. */
  header: string;
}
export const CHART_WEEKS: ChartPeriod = { plural: 'weeks', peakIn: 'the week of ', header: 'Week of' };
export const CHART_MONTHS: ChartPeriod = { plural: 'months', peakIn: '', header: 'Month' };

interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  color: string;
  format?: (value: number) => string;
  period?: ChartPeriod;
}

const W = 520;
const H = 160;
const PAD = 22;

export function BarChart({ title, bars, color, format = String, period = CHART_WEEKS }: BarChartProps) {
  const [table, setTable] = useState(false);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = (W - PAD) / Math.max(1, bars.length);
  const total = bars.reduce((n, b) => n + b.value, 0);
  const peak = bars.reduce<Bar | undefined>((best, b) => (!best || b.value > best.value ? b : best), undefined);
  const summary = `${title}: ${format(total)} in all over ${bars.length} ${period.plural}${peak && peak.value > 0 ? `, most in ${period.peakIn}${peak.label} (${format(peak.value)})` : ''}.`;
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} mb={4}>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ maxWidth: W, display: 'block' }}
      >
        <line x1={PAD} y1={H - PAD} x2={W} y2={H - PAD} stroke="#868e96" />
        <text x={0} y={12} fontSize={11} fill="#495057">
          {format(max)}
        </text>
        {bars.map((b, i) => {
          const h = ((H - PAD * 2) * b.value) / max;
          return (
            <rect
              key={b.label}
              x={PAD + i * step + 1}
              y={H - PAD - h}
              width={Math.max(1, step - 2)}
              height={h}
              fill={color}
            />
          );
        })}
        {bars.length ? (
          <>
            <text x={PAD} y={H - 6} fontSize={11} fill="#495057">
              {bars[0]!.label}
            </text>
            <text x={W} y={H - 6} fontSize={11} fill="#495057" textAnchor="end">
              {bars.at(-1)!.label}
            </text>
          </>
        ) : null}
      </svg>
      <Text
        component="button"
        type="button"
        size="sm"
        c="blue.8"
        bg="transparent"
        bd={0}
        p={0}
        style={{ cursor: 'pointer' }}
        onClick={() => setTable((v) => !v)}
        aria-expanded={table}
      >
        {table ? 'Hide the figures' : 'Show the figures'}
      </Text>
      {table ? (
        <DataTable
          label={title}
          rows={bars}
          rowKey={(b) => b.label}
          columns={[
            { header: period.header, cell: (b) => b.label },
            { header: 'Figure', cell: (b) => format(b.value) },
          ]}
        />
      ) : null}
    </Box>
  );
}
