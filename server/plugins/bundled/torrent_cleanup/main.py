#!/usr/bin/env python3
"""Finished-torrent clean-up plugin for Movie Robot.

Reads {"command", "args", "config"} as JSON on stdin, walks this server's
download records through its API (MR_API_URL, authorised by the plugin's
own MR_ACCESS_KEY), and deletes the finished ones whose live torrent has
reached the configured ratio or seeding time: the record and the client's
task (and its files when configured). Logs one line per torrent on stderr,
answers {"message": ...} on stdout, exits 1 when any deletion failed.
"""
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

FINISHED = (1, 3)  # 已完成, 未识别 (finished but not recognised); 0 is downloading, 2 deleted


def log(line):
    print(line, file=sys.stderr, flush=True)


class APIError(Exception):
    pass


def api(path, **params):
    base = os.environ.get("MR_API_URL", "http://127.0.0.1:1329").rstrip("/")
    url = base + "/api/" + path + "?" + urllib.parse.urlencode(params)
    req = urllib.request.Request(url, headers={"AccessKey": os.environ.get("MR_ACCESS_KEY", "")})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            env = json.load(resp)
    except urllib.error.HTTPError as e:
        raise APIError("服务回答 HTTP %d" % e.code)
    except (urllib.error.URLError, OSError, ValueError) as e:
        raise APIError("无法调用服务接口：%s" % getattr(e, "reason", e))
    if env.get("code") != 0:
        raise APIError(env.get("message") or "服务返回错误")
    return env.get("message"), env.get("data")


def number(v, default):
    try:
        return float(v)
    except (TypeError, ValueError):
        return default


def seeding_hours(info):
    if isinstance(info.get("seeding_seconds"), (int, float)):
        return info["seeding_seconds"] / 3600
    # Older servers only give the text: 2天3小时 / 3小时5分钟 / 5分钟.
    text = info.get("seeding_time_str") or ""
    units = {"天": 24, "小时": 1, "分钟": 1 / 60}
    return sum(int(n) * units[u] for n, u in re.findall(r"(\d+)(天|小时|分钟)", text))


def records():
    start = 0
    while True:
        _, data = api("download/record_list", start=start, filter_unknown="false")
        page = (data or {}).get("result") or []
        if not page:
            return
        yield from page
        start += len(page)


def clean(cfg):
    min_ratio = number(cfg.get("min_ratio"), 2.0)
    min_hours = number(cfg.get("min_seed_hours"), 168.0)
    delete_files = cfg.get("delete_files") is not False
    dry_run = bool(cfg.get("dry_run"))
    due = failed = 0
    for rec in records():
        if rec.get("download_status") not in FINISHED:
            continue
        name = rec.get("torrent_name") or rec.get("movie_name") or str(rec.get("id"))
        try:
            _, detail = api("download/get_record", id=rec["id"])
        except APIError as e:
            failed += 1
            log("%s：读取失败，%s" % (name, e))
            continue
        info = (detail or {}).get("torrent_info")
        if not info:
            log("%s：下载器里没有这个任务，跳过" % name)
            continue
        ratio, hours = number(info.get("ratio"), 0), seeding_hours(info)
        facts = "分享率 %.2f，做种 %.1f 小时" % (ratio, hours)
        if ratio < min_ratio and hours < min_hours:
            log("%s：%s，未达到条件，保留" % (name, facts))
            continue
        due += 1
        if dry_run:
            log("%s：%s，演习模式，本应删除" % (name, facts))
            continue
        try:
            api("download/delete_record", id=rec["id"], delete_torrent="true",
                delete_files="true" if delete_files else "false")
            log("%s：%s，已删除" % (name, facts))
        except APIError as e:
            failed += 1
            log("%s：%s，删除失败：%s" % (name, facts, e))
    if dry_run:
        summary = "演习模式：%d个种子达到条件，未删除任何内容" % due
    else:
        summary = "清理完成：删除%d个种子，%d个失败" % (due - failed, failed) if due else "没有达到条件的种子"
    return summary, failed


def main():
    req = json.load(sys.stdin)
    if req.get("command") != "clean":
        log("未知命令：%s" % req.get("command"))
        return 1
    try:
        summary, failed = clean(req.get("config") or {})
    except APIError as e:
        log("无法列出下载记录：%s" % e)
        return 1
    if failed:
        log(summary)
        return 1
    json.dump({"message": summary}, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
