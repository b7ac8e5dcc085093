// Texts of the /setting/* screens owned by this area (issue 5).
export const settingLog = {
  placeholder: "应用运行日志",
};
