export { type DialogFilter, dialogFilter } from "./dialog-filter";
export { FilterForm, type FilterFormProps } from "./filter-form";
export {
  type FilterConfig,
  type FilterOptions,
  filterOptionsQueryKey,
  filterOptionsQueryOptions,
} from "./filter-options";
export { emptyFilter, toFilterConfig, toFilterValues } from "./filter-values";
