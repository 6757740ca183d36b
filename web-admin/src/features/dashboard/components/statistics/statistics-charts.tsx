import { useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_PLOT_HEIGHT, StyledLegend, StyledSwatch } from './styled';

/**
 * The dashboard's charts, in their own chunk (React.lazy in the statistics views), so recharts loads only when a
 * chart is shown. Each chart is an image to assistive technology: the table below it holds the same figures.
 *
 * They are drawn for the main thread's sake (decision 080): at the width a ResizeObserver reports after the
 * browser's own layout, with the series named in HTML and with tick intervals worked out here. Recharts would
 * otherwise measure its box, its legend and every tick label in the DOM, each a forced layout and a redraw.
 */

export interface ChartSeries {
  key: string;
  label: string;
}

export interface StatisticsChartProps {
  label: string;
  rows: Record<string, string | number>[];
  /** the row field on the category axis */
  category: string;
  series: ChartSeries[];
  /** how an axis or tooltip value reads (money comes in minor units) */
  format?: (value: number) => string;
  kind?: 'bar' | 'line';
  /** bars across, for long category names (expertises, languages) */
  horizontal?: boolean;
}

/** Recharts' default number of ticks on a value axis. */
const VALUE_TICKS = 5;
const CATEGORY_AXIS_WIDTH = 160;
const MONEY_AXIS_WIDTH = 90;
const VALUE_AXIS_WIDTH = 60;
/** A tick label's room at the theme's xs size (12 px): DejaVu Sans' digits are 7.6 px wide, plus a gap. */
const labelWidth = (text: string) => text.length * 8 + 12;
const LABEL_HEIGHT = 16;

/** How many ticks to leave out after each one drawn, so `count` labels of `size` px fit into `room` px. */
export function tickInterval(count: number, size: number, room: number): number {
  return Math.max(0, Math.ceil((count * size) / Math.max(room, 1)) - 1);
}

/** The width of the chart's room once the browser has laid it out (0 before, or without ResizeObserver). */
function useRoomWidth() {
  const room = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = room.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [room, width] as const;
}

export function StatisticsChart({ label, rows, category, series, format, kind = 'bar', horizontal = false }: StatisticsChartProps) {
  const theme = useTheme();
  const [room, width] = useRoomWidth();
  const palette = [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.danger];
  const tick = { fontSize: theme.fontSizes.xs, fill: theme.colors.textMuted };
  const formatValue = (value: unknown) => (format ? format(Number(value)) : String(value));
  const common = { width, height: CHART_PLOT_HEIGHT, data: rows, accessibilityLayer: false };
  const grid = <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />;
  const tooltip = <Tooltip formatter={formatValue} />;

  const categories = rows.map((row) => String(row[category]));
  const largest = Math.max(0, ...rows.flatMap((row) => series.map((s) => Number(row[s.key]) || 0)));
  const widestCategory = Math.max(0, ...categories.map(labelWidth));
  const valueAxisWidth = kind === 'line' ? MONEY_AXIS_WIDTH : VALUE_AXIS_WIDTH;
  // across: categories under a line or columns; down: one value tick per 16 px is never crowded at this height
  const categoriesAcross = tickInterval(categories.length, widestCategory, width - valueAxisWidth);
  const categoriesDown = tickInterval(categories.length, LABEL_HEIGHT, CHART_PLOT_HEIGHT);
  const valuesAcross = tickInterval(VALUE_TICKS, labelWidth(formatValue(largest)), width - CATEGORY_AXIS_WIDTH);

  const chart =
    kind === 'line' ? (
      <LineChart {...common}>
        {grid}
        <XAxis dataKey={category} tick={tick} interval={categoriesAcross} />
        <YAxis tick={tick} tickFormatter={formatValue} width={MONEY_AXIS_WIDTH} interval={0} />
        {tooltip}
        {series.map((s, i) => (
          <Line key={s.key} dataKey={s.key} name={s.label} stroke={palette[i % palette.length]} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    ) : (
      <BarChart {...common} layout={horizontal ? 'vertical' : 'horizontal'}>
        {grid}
        {horizontal ? (
          <XAxis type="number" tick={tick} tickFormatter={formatValue} interval={valuesAcross} />
        ) : (
          <XAxis dataKey={category} tick={tick} interval={categoriesAcross} />
        )}
        {horizontal ? (
          <YAxis type="category" dataKey={category} tick={tick} width={CATEGORY_AXIS_WIDTH} interval={categoriesDown} />
        ) : (
          <YAxis tick={tick} tickFormatter={formatValue} width={VALUE_AXIS_WIDTH} interval={0} />
        )}
        {tooltip}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={palette[i % palette.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    );

  return (
    <div role="img" aria-label={label} ref={room}>
      {width > 0 ? chart : <div style={{ height: CHART_PLOT_HEIGHT }} />}
      <StyledLegend>
        {series.map((s, i) => (
          <li key={s.key}>
            <StyledSwatch $colour={palette[i % palette.length]!} />
            {s.label}
          </li>
        ))}
      </StyledLegend>
    </div>
  );
}
