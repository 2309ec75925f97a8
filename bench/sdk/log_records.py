"""Logs prepared records into a dataset with the official SDK's `dataset.records.log` (default batch size)
and prints one JSON line with the timings. Arguments: records file (JSON Lines, as the records benchmark
generates them), dataset name, workspace name. Environment: GLOSS_BENCH_API_URL, GLOSS_BENCH_API_KEY;
optional GLOSS_BENCH_SERVER_PID (the process answering, whose CPU time during `log()` is read from /proc)
and GLOSS_BENCH_PROFILE (a path: `log()` runs under cProfile and its statistics are written there)."""
import json
import os
import sys
import time

import argilla as rg
from argilla.records._dataset_records import DatasetRecords

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")


def process_cpu_seconds(pid):
    """utime + stime of a process from /proc, in seconds; None when it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS_PER_SECOND
    except (OSError, ValueError, IndexError):
        return None


def thread_cpu_seconds(pid):
    """utime + stime of each thread of a process, by thread id, in seconds; {} when it cannot be read."""
    threads = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return threads
    for tid in tids:
        seconds = process_cpu_seconds(f"{pid}/task/{tid}")
        if seconds is not None:
            threads[tid] = seconds
    return threads


def thread_split(after, before, pid):
    """The main thread's CPU seconds and the other threads', busiest first (threads started meanwhile count
    from zero)."""
    spent = {tid: seconds - before.get(tid, 0.0) for tid, seconds in after.items()}
    others = sorted((seconds for tid, seconds in spent.items() if tid != str(pid)), reverse=True)
    return {"main": spent.get(str(pid)), "others": [round(seconds, 2) for seconds in others if seconds > 0]}


def machine_busy_seconds():
    """CPU seconds the whole machine spent busy (all cores), from /proc/stat; None off Linux."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, stat.readline().split()[1:9])
        return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
    except (OSError, ValueError):
        return None


def difference(after, before):
    return None if after is None or before is None else after - before


def main() -> None:
    path, dataset_name, workspace = sys.argv[1:4]
    server_pid = os.environ.get("GLOSS_BENCH_SERVER_PID")
    profile_path = os.environ.get("GLOSS_BENCH_PROFILE")
    client = rg.Argilla(api_url=os.environ["GLOSS_BENCH_API_URL"], api_key=os.environ["GLOSS_BENCH_API_KEY"])
    dataset = client.datasets(name=dataset_name, workspace=workspace)
    with open(path, encoding="utf-8") as lines:
        items = [json.loads(line) for line in lines]

    started = time.perf_counter()
    records = [
        rg.Record(
            id=item["external_id"],
            fields=item["fields"],
            metadata=item["metadata"],
            vectors=item["vectors"],
            suggestions=[rg.Suggestion(**suggestion) for suggestion in item["suggestions"]],
        )
        for item in items
    ]
    built = time.perf_counter()

    profiler = None
    if profile_path:
        import cProfile

        profiler = cProfile.Profile()
    server_before = process_cpu_seconds(server_pid) if server_pid else None
    threads_before = thread_cpu_seconds(server_pid) if server_pid else {}
    busy_before = machine_busy_seconds()
    cpu_before = time.process_time()
    logged_from = time.perf_counter()
    if profiler:
        profiler.enable()
    dataset.records.log(records)
    if profiler:
        profiler.disable()
    logged = time.perf_counter()
    cpu_after = time.process_time()
    busy_after = machine_busy_seconds()
    server_after = process_cpu_seconds(server_pid) if server_pid else None
    threads_after = thread_cpu_seconds(server_pid) if server_pid else {}
    if profiler:
        profiler.dump_stats(profile_path)

    print(
        json.dumps(
            {
                "records": len(records),
                "buildSeconds": built - started,
                "logSeconds": logged - logged_from,
                "batchSize": DatasetRecords.DEFAULT_BATCH_SIZE,
                # CPU time during log(): the SDK's own process, the server answering it, the whole machine.
                "sdkCpuSeconds": cpu_after - cpu_before,
                "serverCpuSeconds": difference(server_after, server_before),
                "serverThreadCpuSeconds": thread_split(threads_after, threads_before, server_pid) if server_pid else None,
                "machineBusySeconds": difference(busy_after, busy_before),
            }
        )
    )


if __name__ == "__main__":
    main()
