// Loaded with a dynamic import from the trends screen only: Chart.js with
// just the pieces its charts use (tree-shaken, registered once). The same
// pieces as the site dashboard's (features/site/chart-setup.ts), so the
// shared Chart.js chunk those screens load does not grow for this one:
// pies and bars, no line or doughnut controller.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
} from "chart.js";

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
);

export { Chart };
