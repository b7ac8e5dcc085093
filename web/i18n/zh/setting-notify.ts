// Texts of the /setting/* screens owned by this area (issue 5).
export const settingNotify = {
  placeholder: "推送通道",
};
