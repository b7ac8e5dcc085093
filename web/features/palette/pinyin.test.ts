import { describe, expect, it } from "vitest";
import { pinyinInitials } from "./pinyin";

describe("pinyinInitials", () => {
  it("gives the initials of screen titles", () => {
    expect(pinyinInitials("下载记录")).toBe("xzjl");
    expect(pinyinInitials("设置")).toBe("sz");
    expect(pinyinInitials("用户管理")).toBe("yhgl");
    expect(pinyinInitials("网站访问设置")).toBe("wzfwsz");
    expect(pinyinInitials("媒体服务器")).toBe("mtfwq");
    expect(pinyinInitials("系统日志")).toBe("xtrz");
  });

  it("keeps latin letters and digits, drops punctuation", () => {
    expect(pinyinInitials("API密钥管理")).toBe("apimygl");
    expect(pinyinInitials("豆瓣 Top250")).toBe("dbtop250");
  });
});
