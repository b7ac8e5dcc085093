// Blueprint's toaster (and the overlay it renders in), fetched by toaster.ts
// on the first toast: a screen that never toasts never loads it.
export { OverlayToaster } from "@blueprintjs/core";
