// Loaded with a dynamic import by the screens with charts (site dashboard,
// download records, trends): Chart.js with just the pieces they use (bars and
// pies; tree-shaken, registered once), so all of them share one chunk.
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
