import en_movieDashboard from "../../en/movieDashboard";
import type { NamespaceMovieDashboardTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_movieDashboard: NamespaceMovieDashboardTranslation = en_movieDashboard;

export default de_movieDashboard;
