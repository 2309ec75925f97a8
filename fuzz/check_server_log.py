"""Fails the run when the server logged an error, even one the client never saw (a reply sent twice, an
error after the answer was written): schemathesis only sees statuses.

Usage: python check_server_log.py SERVER_LOG [JUNIT_XML]
Prints each error with the request that caused it; with JUNIT_XML, adds one test case for the log to the
report. Exits 1 when the server logged an error.
"""

from __future__ import annotations

import json
import os
import re
import sys
import xml.etree.ElementTree as ET

ERROR_LEVEL = 50
UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def read_log(path: str) -> tuple[dict[str, str], list[dict]]:
    requests: dict[str, str] = {}
    errors: list[dict] = []
    with open(path, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # the start-up banner is plain text
            if not isinstance(entry, dict):
                continue
            request = entry.get("req")
            if isinstance(request, dict) and "reqId" in entry:
                requests[entry["reqId"]] = f"{request.get('method')} {request.get('url')}"
            if isinstance(entry.get("level"), int) and entry["level"] >= ERROR_LEVEL:
                errors.append(entry)
    return requests, errors


def describe(entry: dict, requests: dict[str, str]) -> str:
    request = requests.get(entry.get("reqId", ""), "(no request)")
    error = entry.get("err") or {}
    stack = error.get("stack") or error.get("message") or ""
    return f"{request}: {entry.get('msg')}\n{stack}"


def add_to_junit(path: str, failures: list[str]) -> None:
    tree = ET.parse(path)
    root = tree.getroot()
    suite = ET.SubElement(root, "testsuite", name="server log", tests="1", failures=str(min(len(failures), 1)), errors="0", skipped="0")
    case = ET.SubElement(suite, "testcase", name="the server logged no error")
    if failures:
        failure = ET.SubElement(case, "failure", type="failure", message=f"the server logged {len(failures)} distinct error(s)")
        failure.text = "\n\n".join(failures[:20])
    for key in ("tests", "failures"):
        if key in root.attrib:
            root.set(key, str(int(root.get(key, "0")) + (1 if key == "tests" or failures else 0)))
    tree.write(path, encoding="utf-8", xml_declaration=True)


def main() -> int:
    log = sys.argv[1]
    junit = sys.argv[2] if len(sys.argv) > 2 else None
    requests, errors = read_log(log)
    # One error per operation and message, with how often and the first request that caused it.
    groups: dict[tuple[str, str], list[str]] = {}
    for entry in errors:
        request = requests.get(entry.get("reqId", ""), "")
        operation = UUID.sub("{id}", request.split("?")[0])
        message = (entry.get("err") or {}).get("message") or entry.get("msg") or ""
        groups.setdefault((operation, message), []).append(describe(entry, requests))
    failures = [f"{len(texts)} x {texts[0]}" for texts in groups.values()]
    if failures:
        print(f"fuzz: the server logged {len(errors)} error(s), {len(failures)} distinct:", file=sys.stderr)
        for failure in failures[:10]:
            print(failure, file=sys.stderr)
    if junit and os.path.exists(junit):
        add_to_junit(junit, failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
