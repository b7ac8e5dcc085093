// The subscribe dialogs read the same options as the filter editor.
export {
  type FilterOptions,
  filterOptionsQueryKey,
  filterOptionsQueryOptions,
} from "../../filter-form/filter-options";
