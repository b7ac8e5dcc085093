import en_movieDashboard from "../../en/movieDashboard";
import type { NamespaceMovieDashboardTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_movieDashboard: NamespaceMovieDashboardTranslation = en_movieDashboard;

export default fr_movieDashboard;
