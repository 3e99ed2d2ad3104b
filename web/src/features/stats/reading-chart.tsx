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

/** Minutes per day as bars. recharts is heavy: this module is loaded lazily by the stats screen only. */
export default function ReadingChart({ days, seriesName, formatDay }: ReadingChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} interval="preserveStartEnd" minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip labelFormatter={(label) => formatDay(String(label))} formatter={(value) => [value, seriesName]} />
        <Bar dataKey="minutes" name={seriesName} fill="#c2410c" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
