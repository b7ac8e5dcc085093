#!/usr/bin/env python3
"""NexusPHP sign-in plugin for Movie Robot.

Reads {"command", "args", "config"} as JSON on stdin, signs in on each
site by opening attendance.php with the site's cookie, logs one
line per site on stderr and answers {"message": ...} on stdout. Exits 1
when any site failed, so the 快捷功能 tab shows the error.

The sites are those of 站点管理 that sign in with a cookie (read through the
server's API with the plugin's own key, MR_API_URL / MR_ACCESS_KEY), plus the
lines of the "sites" setting for sites that are not there; a line with the
name of a configured site replaces it.
"""
import json
import os
import sys
import urllib.error
import urllib.parse
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


def api_get(path):
    base = os.environ.get("MR_API_URL", "").rstrip("/")
    req = urllib.request.Request(base + path, headers={"AccessKey": os.environ.get("MR_ACCESS_KEY", "")})
    with urllib.request.urlopen(req, timeout=15) as resp:
        body = json.load(resp)
    if body.get("code") not in (0, None):
        raise ValueError(body.get("message") or "接口返回错误")
    return body.get("data") or []


def configured_sites():
    """The cookie sites of 站点管理, at their configured address (else the catalogue's)."""
    if not os.environ.get("MR_API_URL") or not os.environ.get("MR_ACCESS_KEY"):
        return []
    try:
        catalogue = {c.get("id"): c for c in api_get("/api/common/sites")}
        sites = api_get("/api/site/get_sites")
    except (urllib.error.URLError, OSError, ValueError) as e:
        log("读取站点管理里的站点失败：%s" % getattr(e, "reason", e))
        return []
    out = []
    for s in sites:
        meta = catalogue.get(s.get("site_name")) or {}
        if not s.get("cookie") or meta.get("site_type") not in ("cardigann", None, ""):
            continue
        url = (s.get("site_url") or meta.get("domain") or "").strip().rstrip("/")
        if not url:
            continue
        if not url.startswith(("http://", "https://")):
            url = "https://" + url
        name = s.get("alias") or meta.get("name") or s.get("site_name")
        out.append({"name": name, "url": url, "cookie": s["cookie"], "agent": s.get("user_agent") or ""})
    return out


def merge(configured, listed):
    """The configured sites, each replaced by a line of the setting with its name, then the rest."""
    by_name = {s["name"]: s for s in listed}
    out = [by_name.pop(s["name"], s) for s in configured]
    return out + [s for s in listed if s["name"] in by_name]


def sign_in(site, agent):
    req = urllib.request.Request(site["url"] + "/attendance.php",
                                 headers={"Cookie": site["cookie"], "User-Agent": site.get("agent") or agent})
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
        sites = merge(configured_sites(), parse_sites(cfg.get("sites")))
    except ValueError as e:
        log(str(e))
        return 1
    if only:
        sites = [s for s in sites if s["name"] == only]
    if not sites:
        log("没有要签到的站点：站点管理里没有用 Cookie 登录的站点，插件设置里也没有填写" if not only else "站点管理和插件设置里都没有站点“%s”" % only)
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
