#!/usr/bin/env python3
"""Every `build/wargen …` command line in the README, run as a reader would type it.

usage: run_readme_commands.py WARGEN SOURCE_DIR WORK_DIR

The README's code blocks are read, not a copy of them: a command added there is run here. Each
runs in WORK_DIR (emptied first), in the README's order (`validate maps/gok-7.yaml` reads what
`generate --out maps` wrote), with the files the README assumes a reader has: `my-club.yaml`
(its own copy of rulesets/gok.yaml, as the README says) and `scenario.yaml` / `end-state.yaml`
(the committed adjudication sample), and the sample terrain boxes under `templates/boxes/`. Every command must exit 0; `serve` must answer its page and
is then stopped (it is given a free port, so parallel tests do not meet on 8080). The two
`scripts/quickstart.sh` lines are what CI itself runs (.ci/run), so they are not run again here.
"""
import os
import shlex
import shutil
import socket
import subprocess
import sys
import time
import urllib.request


def readme_commands(readme_path):
    commands, in_code = [], False
    with open(readme_path, encoding="utf-8") as readme:
        for line in readme:
            if line.startswith("```"):
                in_code = not in_code
                continue
            if in_code and line.startswith("build/wargen"):
                commands.append((line.strip(), shlex.split(line, comments=True)))
    return commands


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_serve(argv, work):
    port = free_port()
    process = subprocess.Popen(argv + ["--port", str(port)], cwd=work, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen("http://127.0.0.1:%d/" % port, timeout=5) as page:
                    body = page.read().decode("utf-8", "replace")
                    if page.status != 200 or "<html" not in body.lower():
                        return "the page answered %d without HTML" % page.status
                    return None
            except OSError:
                if process.poll() is not None:
                    return "exited %d before answering: %s" % (process.returncode, process.stdout.read().decode())
                if time.monotonic() > deadline:
                    return "no answer on port %d within 20 s" % port
                time.sleep(0.2)
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    wargen, source, work = sys.argv[1], sys.argv[2], sys.argv[3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    shutil.copy(os.path.join(source, "rulesets", "gok.yaml"), os.path.join(work, "my-club.yaml"))
    sample = os.path.join(source, "output-samples", "adjudication", "army-points")
    shutil.copy(os.path.join(sample, "scenario.yaml"), os.path.join(work, "scenario.yaml"))
    shutil.copy(os.path.join(sample, "state.yaml"), os.path.join(work, "end-state.yaml"))
    shutil.copytree(os.path.join(source, "templates", "boxes"), os.path.join(work, "templates", "boxes"))

    commands = readme_commands(os.path.join(source, "README.md"))
    if len(commands) < 10:
        print("found only %d README commands: has the README's layout changed?" % len(commands))
        return 1
    failed = 0
    for text, words in commands:
        argv = [wargen] + words[1:]
        started = time.monotonic()
        if len(words) > 1 and words[1] == "serve":
            problem = run_serve(argv, work)
        else:
            result = subprocess.run(argv, cwd=work, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, timeout=600)
            problem = None if result.returncode == 0 else "exit %d: %s" % (
                result.returncode, (result.stderr.decode("utf-8", "replace").strip() or "no message")[-400:])
        print("%s %5.1f s  %s%s" % ("ok  " if problem is None else "FAIL", time.monotonic() - started, text,
                                    "" if problem is None else "\n       " + problem))
        failed += problem is not None
    print("%d passed, %d failed" % (len(commands) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
