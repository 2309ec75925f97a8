"""Logs prepared records into a Gloss dataset with the official SDK's `dataset.records.log` (default batch
size) and prints one JSON line with the timings. Arguments: records file (JSON Lines, as the records
benchmark generates them), dataset name, workspace name. Environment: GLOSS_BENCH_API_URL,
GLOSS_BENCH_API_KEY."""
import json
import os
import sys
import time

import argilla as rg
from argilla.records._dataset_records import DatasetRecords


def main() -> None:
    path, dataset_name, workspace = sys.argv[1:4]
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
    dataset.records.log(records)
    logged = time.perf_counter()
    print(
        json.dumps(
            {
                "records": len(records),
                "buildSeconds": built - started,
                "logSeconds": logged - built,
                "batchSize": DatasetRecords.DEFAULT_BATCH_SIZE,
            }
        )
    )


if __name__ == "__main__":
    main()
