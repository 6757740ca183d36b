import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The dashboard's charts, in their own chunk (React.lazy in the statistics views), so recharts loads only when a
 * chart is shown. Each chart is an image to assistive technology: the table below it holds the same figures.
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

const CHART_STYLE = { width: '100%', height: 280 };

export function StatisticsChart({ label, rows, category, series, format, kind = 'bar', horizontal = false }: StatisticsChartProps) {
  const theme = useTheme();
  const palette = [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.danger];
  const tick = { fontSize: theme.fontSizes.xs, fill: theme.colors.textMuted };
  const formatValue = (value: unknown) => (format ? format(Number(value)) : String(value));
  const common = { responsive: true, style: CHART_STYLE, data: rows, accessibilityLayer: false };
  const grid = <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />;
  const tooltip = <Tooltip formatter={formatValue} />;
  const legend = <Legend wrapperStyle={{ fontSize: theme.fontSizes.sm }} />;

  return (
    <div role="img" aria-label={label}>
      {kind === 'line' ? (
        <LineChart {...common}>
          {grid}
          <XAxis dataKey={category} tick={tick} />
          <YAxis tick={tick} tickFormatter={formatValue} width={90} />
          {tooltip}
          {legend}
          {series.map((s, i) => (
            <Line key={s.key} dataKey={s.key} name={s.label} stroke={palette[i % palette.length]} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common} layout={horizontal ? 'vertical' : 'horizontal'}>
          {grid}
          {horizontal ? <XAxis type="number" tick={tick} tickFormatter={formatValue} /> : <XAxis dataKey={category} tick={tick} />}
          {horizontal ? <YAxis type="category" dataKey={category} tick={tick} width={160} /> : <YAxis tick={tick} tickFormatter={formatValue} />}
          {tooltip}
          {legend}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={palette[i % palette.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </div>
  );
}
