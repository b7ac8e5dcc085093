// The server path picker (screens.md §S12).
export const pathPicker = {
  choose: "选择",
  chooseLabel: "选择{label:string}",
  title: "选择文件夹",
  tree: "服务器上的文件夹",
  selected: "已选择：{path:string}",
  noneSelected: "还没有选择文件夹",
  noFolders: "没有子文件夹",
  confirm: "确定",
};
