import type { BaseTranslation } from "../../i18n-types";

// Texts of /setup/media-path and /config/media-path: the repeating 路径N cards.
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_configMediaPath: BaseTranslation = {
  subtitle: '设置你存放影视文件的路径后，系统可以帮你自动整理"刮削"',
  card: "路径{n:number}",
  remove: "删除",
  removeLabel: "删除路径{n:number}",
  add: "加一个路径",
  empty: "还没有设置路径，点“加一个路径”添加",
  type: "内容类型",
  typeHelp: "路径存放的内容类型",
  typeHelpSkipped: "路径存放的内容类型，XX和其他类型不做识别和转移操作",
  types: { movie: "电影", tv: "剧集", xx: "XX", other: "其他" },
  downloadPath: "下载保存路径",
  downloadPathHelp: "种子提交到下载工具后，文件的保存路径",
  downloadPathRequired: "下载保存路径不能为空",
  qbitCate: "qbittorrent分类名称",
  qbitCateHelp: "使用qbittorrent自动管理模式，需要设置分类名，并和qbit中分类名一致",
  sourceDir: "下载路径装载到容器的路径",
  sourceDirHelp: "下载文件保存的路径，装载给容器的存储空间路径",
  sourceDirRequired: "下载路径装载到容器的路径不能为空",
  sourceDirNotAbsolute: "下载路径装载到容器的路径必须是绝对路径",
  targetDir: "下载完整理的目标路径",
  targetDirHelp: "识别到影视信息的资源，会以名称(上映年份)保存在此路径",
  targetDirRequired: "目标路径不能为空",
  targetDirNotAbsolute: "目标路径必须是绝对路径",
  mode: "文件处理方式",
  modes: { link: "硬链接到目标路径", copy: "复制到目标路径", move: "移动到目标路径" },
  modeHelp: {
    link: "对同一个存储区块做新的引用，不占额外空间，不影响源文件做种",
    copy: "将源文件直接复制到目标路径，产生额外的存储空间",
    move: "将源文件移动到目标路径，不占额外空间，但源文件无法继续做种",
  },
  areaFolder:
    "使用区域自动分类，开启后会在此文件夹下建立一些子文件夹（大陆、港台、日韩、欧美、其他）",
};

export default zh_configMediaPath;
