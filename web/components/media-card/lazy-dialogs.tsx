import { lazyDialog } from "../lazy-dialog";

// The cards' dialogs load on first use: every poster screen shows cards, but
// few visits open a dialog, and the subscribe dialog alone brings the filter
// form's fields, the numeric input and the legacy popover of the multi-select.
export const SubscribeDialog = lazyDialog(() => import("./subscribe-dialog"), "SubscribeDialog");
export const DeleteSubDialog = lazyDialog(() => import("./delete-sub-dialog"), "DeleteSubDialog");
export const FilterDialog = lazyDialog(() => import("./filter-dialog"), "FilterDialog");
export const SubLogDialog = lazyDialog(() => import("./sub-log-dialog"), "SubLogDialog");
