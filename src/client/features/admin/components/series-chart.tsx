/**
 * A daily series as a line chart with a table beside it for screen readers (requirements "Admin
 * area": analytics with charts; recharts, the charting library already in use).
 */
import { formatDate } from "@shared/domain/date-format";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface SeriesPoint {
  day: string;
  value: number;
}

/** One series: title, chart (hidden from screen readers) and the same figures as a visually hidden table. */
export function SeriesChart({
  title,
  points,
  percent,
}: {
  title: string;
  points: SeriesPoint[];
  percent?: boolean;
}) {
  const format = (v: number) => (percent ? `${Math.round(v * 100)}%` : String(v));
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <figcaption className="mb-2 font-semibold text-slate-900">{title}</figcaption>
      <div aria-hidden="true" className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 4, right: 8, bottom: 4, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
            <XAxis
              dataKey="day"
              tick={{ fontSize: 11, fill: "#334155" }}
              tickFormatter={(day: string) => formatDate(day)}
              minTickGap={24}
            />
            <YAxis
              allowDecimals={Boolean(percent)}
              domain={percent ? [0, 1] : undefined}
              tick={{ fontSize: 11, fill: "#334155" }}
              tickFormatter={format}
              width={40}
            />
            <Tooltip formatter={(v) => format(Number(v))} labelFormatter={(day) => formatDate(String(day))} />
            <Line
              type="monotone"
              dataKey="value"
              stroke="#4338ca"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* Hidden by a wrapper: a table is never narrower than its content, so an sr-only table
          with a long caption widened the page past a 390 px screen (requirements "Screens and routes"). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{formatDate(p.day)}</td>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
