import { Spinner } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { loadScreenTexts } from "../../lib/screen-texts";
import type { FilterFormProps } from "./filter-form";

// The cards' dialogs (subscribe with 独立设置过滤器, 过滤/洗版) appear on
// every poster screen; the form's code and its text group load on first use.
const FilterFormChunk = lazy(async () => {
  const [module] = await Promise.all([import("./filter-form"), loadScreenTexts(["filterForm"])]);
  return { default: module.FilterForm };
});

/** FilterForm, loaded on demand (a spinner until its code and texts are here). */
export function LazyFilterForm(props: FilterFormProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <FilterFormChunk {...props} />
    </Suspense>
  );
}
