// Texts of the /setting/* screens owned by this area (issue 5).
export const settingForms = {
  placeholder: "设置",
};
