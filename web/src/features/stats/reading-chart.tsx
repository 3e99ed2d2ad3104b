import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartDay {
  date: string;
  minutes: number;
}

interface ReadingChartProps {
  days: readonly ChartDay[];
  seriesName: string;
  formatDay: (date: string) => string;
}

/**
 * Minutes per day as bars. recharts is heavy: this module is loaded lazily by the stats screen only.
 * The chart is one image to assistive technology (its wrapper names it), so recharts' own keyboard
 * layer, an unnamed tab stop inside that image, is off; its colours follow the app's appearance.
 */
export default function ReadingChart({ days, seriesName, formatDay }: ReadingChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} interval="preserveStartEnd" minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value) => [value, seriesName]}
          contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)', color: 'var(--color-text)' }}
          itemStyle={{ color: 'var(--color-text)' }}
          cursor={{ fill: 'var(--color-surface-muted)' }}
        />
        <Bar dataKey="minutes" name={seriesName} fill="#c2410c" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
