import { lazyDialog } from "../lazy-dialog";

// The cards' dialogs (subscribe with 独立设置过滤器, 过滤/洗版) appear on
// every poster screen; the form's code and its text group load on first use.
/** FilterForm, loaded on demand (a spinner until its code and texts are here). */
export const LazyFilterForm = lazyDialog(() => import("./filter-form"), "FilterForm", [
  "filterForm",
]);
