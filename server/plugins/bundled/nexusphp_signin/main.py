#!/usr/bin/env python3
"""NexusPHP sign-in plugin for Movie Robot.

Reads {"command", "args", "config"} as JSON on stdin, signs in on each
configured site by opening attendance.php with the site's cookie, logs one
line per site on stderr and answers {"message": ...} on stdout. Exits 1
when any site failed, so the 快捷功能 tab shows the error.
"""
import json
import sys
import urllib.error
import urllib.request

SUCCESS = ("签到成功", "这是您的第", "签到已得", "Attendance successful")
ALREADY = ("已经签到", "今天已签到", "已签到", "You have already attended")


def log(line):
    print(line, file=sys.stderr, flush=True)


def parse_sites(text):
    sites = []
    for n, raw in enumerate((text or "").splitlines(), 1):
        raw = raw.strip()
        if not raw or raw.startswith("#"):
            continue
        parts = [p.strip() for p in raw.split("|", 2)]
        if len(parts) != 3 or not parts[1].startswith(("http://", "https://")):
            raise ValueError("第%d行格式不对，应为 名称|网址|Cookie" % n)
        sites.append({"name": parts[0], "url": parts[1].rstrip("/"), "cookie": parts[2]})
    return sites


def sign_in(site, agent):
    req = urllib.request.Request(site["url"] + "/attendance.php",
                                 headers={"Cookie": site["cookie"], "User-Agent": agent})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            final = resp.geturl()
            body = resp.read(2 << 20).decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return False, "站点回答 HTTP %d" % e.code
    except (urllib.error.URLError, OSError) as e:
        return False, "无法连接：%s" % getattr(e, "reason", e)
    if "login.php" in final or 'name="password"' in body:
        return False, "Cookie 已失效，请重新获取"
    if any(k in body for k in SUCCESS):
        return True, "签到成功"
    if any(k in body for k in ALREADY):
        return True, "今天已经签到过了"
    return False, "页面里没有签到结果，站点可能不支持签到"


def main():
    req = json.load(sys.stdin)
    if req.get("command") != "sign_in":
        log("未知命令：%s" % req.get("command"))
        return 1
    cfg = req.get("config") or {}
    only = ((req.get("args") or {}).get("site") or "").strip()
    try:
        sites = parse_sites(cfg.get("sites"))
    except ValueError as e:
        log(str(e))
        return 1
    if only:
        sites = [s for s in sites if s["name"] == only]
    if not sites:
        log("没有要签到的站点，请先在插件设置里填写站点" if not only else "设置里没有站点“%s”" % only)
        return 1
    agent = cfg.get("user_agent") or "Mozilla/5.0"
    failed = 0
    for site in sites:
        ok, msg = sign_in(site, agent)
        failed += not ok
        log("%s：%s" % (site["name"], msg))
    summary = "%d个站点签到完成，%d个失败" % (len(sites) - failed, failed)
    if failed:
        log(summary)
        return 1
    json.dump({"message": summary}, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
