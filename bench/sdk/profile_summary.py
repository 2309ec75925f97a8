"""Summarises a cProfile statistics file of `log()` (log_records.py with GLOSS_BENCH_PROFILE) as one JSON
line: the total, the own time per package (argilla, pydantic, httpx, the socket waits, ...) and the
functions with the most own time. Argument: the statistics file."""
import json
import pstats
import re
import sys

TOP = 15


def package(filename: str, name: str) -> str:
    """Where a function's own time belongs: its site-packages package, the standard library module, or
    for built-ins the built-in itself (a socket read is the time spent waiting for the server)."""
    if filename == "~":
        return name
    found = re.search(r"site-packages/([^/]+)", filename)
    if found:
        return found.group(1).removesuffix(".py")
    found = re.search(r"python3\.\d+/(?:lib-dynload/)?([^/]+)", filename)
    return f"stdlib {found.group(1).removesuffix('.py')}" if found else filename


def main() -> None:
    stats = pstats.Stats(sys.argv[1])
    total = stats.total_tt
    by_package = {}
    functions = []
    for (filename, line, name), (_primitive, calls, own, cumulative, _callers) in stats.stats.items():
        key = package(filename, name)
        by_package[key] = by_package.get(key, 0.0) + own
        functions.append((own, cumulative, calls, f"{filename.split('site-packages/')[-1]}:{line}({name})"))
    functions.sort(reverse=True)
    print(
        json.dumps(
            {
                "totalSeconds": total,
                "byPackage": sorted(([k, round(v, 3)] for k, v in by_package.items()), key=lambda kv: -kv[1])[:TOP],
                "functions": [
                    {"ownSeconds": round(own, 3), "cumulativeSeconds": round(cum, 3), "calls": calls, "function": where}
                    for own, cum, calls, where in functions[:TOP]
                ],
            }
        )
    )


if __name__ == "__main__":
    main()
