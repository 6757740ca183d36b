import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Her earnings per month as bars, in a chunk of its own (React.lazy in the earnings tab) so recharts loads only when
 * the chart is shown. An image to assistive technology: the table under it holds the same figures.
 */
export function EarningsChart({ label, rows, series, format }: { label: string; rows: { month: string; amount: number }[]; series: string; format: (value: number) => string }) {
  const theme = useTheme();
  const tick = { fontSize: theme.fontSizes.xs, fill: theme.colors.textMuted };
  const formatValue = (value: unknown) => format(Number(value));
  return (
    <div role="img" aria-label={label}>
      <BarChart responsive style={{ width: '100%', height: 260 }} data={rows} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={tick} />
        <YAxis tick={tick} tickFormatter={formatValue} width={90} />
        <Tooltip formatter={formatValue} />
        <Bar dataKey="amount" name={series} fill={theme.colors.primary} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
