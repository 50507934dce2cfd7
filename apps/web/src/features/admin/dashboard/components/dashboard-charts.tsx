import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from "chart.js";
import { formatRupees } from "@pallu/domain";
import type { ReactNode } from "react";
import { Bar, Doughnut, Line, Pie } from "react-chartjs-2";
import type { DashboardFigures } from "../api/dashboard-api";
import { colourAt, MONTHS, salesByYear, salesLines, statusSlices, stockSlices } from "../dashboard-series";

// Only the pieces these four charts draw, so the chart library stays small.
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);
ChartJS.defaults.font.family = '"Mulish Variable", "Mulish", system-ui, sans-serif';
ChartJS.defaults.color = "#5c5049";
ChartJS.defaults.borderColor = "#e9dcc6";

const legend = { position: "bottom" as const, labels: { usePointStyle: true, boxWidth: 8, padding: 16 } };

function ChartCard({
  title,
  summary,
  children,
  wide = false,
}: {
  title: string;
  summary: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <figure className={`rounded-2xl border border-sand bg-white p-4 shadow-card md:p-5 ${wide ? "lg:col-span-2" : ""}`}>
      <figcaption className="mb-3">
        <h2 className="text-[22px] font-semibold">{title}</h2>
        <p className="sr-only">{summary}</p>
      </figcaption>
      <div className={`relative ${wide ? "h-72 md:h-80" : "h-64 md:h-72"}`} aria-hidden="true">
        {children}
      </div>
    </figure>
  );
}

function EmptyChart() {
  return <p className="flex h-full items-center justify-center text-[14px] text-ink-muted">Nothing to show yet</p>;
}

/** The dashboard's four charts (docs/shop-rules.md#dashboard), in the shop's colours. */
export function DashboardCharts({ figures, currentYear }: { figures: DashboardFigures; currentYear: number }) {
  const years = salesByYear(figures.monthlySales, currentYear);
  const statuses = statusSlices(figures.statusCounts);
  const stock = stockSlices(figures.stock);
  const categories = figures.productsPerCategory;

  const lineOptions: ChartOptions<"line"> = {
    maintainAspectRatio: false,
    interaction: { mode: "index", intersect: false },
    plugins: {
      legend,
      tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatRupees(item.parsed.y ?? 0)}` } },
    },
    scales: {
      y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => formatRupees(Number(value)) } },
      x: { grid: { display: false } },
    },
  };

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <ChartCard
        wide
        title="Monthly sales"
        summary={years
          .map((entry) => `${entry.year}: ${formatRupees(entry.months.reduce((a, b) => a + b, 0))}`)
          .join("; ")}
      >
        <Line
          options={lineOptions}
          data={{
            labels: [...MONTHS],
            datasets: salesLines(years),
          }}
        />
      </ChartCard>

      <ChartCard
        title="Order Status"
        summary={statuses.map((slice) => `${slice.status}: ${slice.count}`).join("; ") || "No orders"}
      >
        {statuses.length === 0 ? (
          <EmptyChart />
        ) : (
          <Pie
            options={{ maintainAspectRatio: false, plugins: { legend } }}
            data={{
              labels: statuses.map((slice) => slice.status),
              datasets: [
                {
                  data: statuses.map((slice) => slice.count),
                  backgroundColor: statuses.map((_, index) => colourAt(index)),
                  borderColor: "#fbf7f0",
                  borderWidth: statuses.length > 1 ? 2 : 0,
                },
              ],
            }}
          />
        )}
      </ChartCard>

      <ChartCard title="Stock Status" summary={stock.map((slice) => `${slice.label}: ${slice.count}`).join("; ")}>
        {stock.every((slice) => slice.count === 0) ? (
          <EmptyChart />
        ) : (
          <Doughnut
            options={{ maintainAspectRatio: false, cutout: "62%", plugins: { legend } }}
            data={{
              labels: stock.map((slice) => slice.label),
              datasets: [
                {
                  data: stock.map((slice) => slice.count),
                  backgroundColor: ["#e8891c", "#2f6b3a"],
                  borderColor: "#fbf7f0",
                  borderWidth: 2,
                },
              ],
            }}
          />
        )}
      </ChartCard>

      <ChartCard
        wide
        title="Products per category"
        summary={categories.map((entry) => `${entry.category}: ${entry.count}`).join("; ") || "No categories"}
      >
        {categories.length === 0 ? (
          <EmptyChart />
        ) : (
          <Bar
            options={{
              maintainAspectRatio: false,
              plugins: { legend: { display: false } },
              scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
            }}
            data={{
              labels: categories.map((entry) => entry.category),
              datasets: [
                {
                  label: "Products",
                  data: categories.map((entry) => entry.count),
                  backgroundColor: "#6b0f1a",
                  borderRadius: 6,
                  maxBarThickness: 44,
                },
              ],
            }}
          />
        )}
      </ChartCard>
    </div>
  );
}

/** Older years in gold and saffron, the current year in maroon. */
