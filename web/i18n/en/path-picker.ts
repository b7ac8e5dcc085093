import type { Translation } from "../i18n-types";

export const pathPicker: Translation["pathPicker"] = {
  choose: "Browse",
  chooseLabel: "Browse for {label}",
  title: "Choose a folder",
  tree: "Folders on the server",
  selected: "Selected: {path}",
  noneSelected: "No folder selected yet",
  noFolders: "No sub-folders",
  confirm: "OK",
};
