"""The official argilla SDK against the Gloss container (scripts/container-test.sh).

    container-test-sdk.py create   creates the dataset and logs its records
    container-test-sdk.py verify   checks they are all there (after the container restarted)

GLOSS_CONTAINER_API_URL and GLOSS_CONTAINER_API_KEY say where and as whom.
"""
import os
import sys

import argilla as rg

DATASET = "container-test"
TEXTS = ["The image starts.", "The SDK logs records.", "The volume keeps them."]


def main(mode: str) -> None:
    client = rg.Argilla(api_url=os.environ["GLOSS_CONTAINER_API_URL"], api_key=os.environ["GLOSS_CONTAINER_API_KEY"])
    print("signed in as", client.me.username)
    if mode == "create":
        settings = rg.Settings(
            fields=[rg.TextField(name="text")],
            questions=[rg.LabelQuestion(name="label", labels=["yes", "no"])],
        )
        dataset = rg.Dataset(name=DATASET, workspace="default", settings=settings, client=client).create()
        dataset.records.log([{"text": text} for text in TEXTS])
    dataset = client.datasets(name=DATASET, workspace="default")
    assert dataset is not None, f"dataset {DATASET} not found"
    texts = sorted(record.fields["text"] for record in dataset.records)
    assert texts == sorted(TEXTS), f"records: {texts}"
    print(f"{mode}: {len(texts)} records in {DATASET}")


if __name__ == "__main__":
    main(sys.argv[1])
