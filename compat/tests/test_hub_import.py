"""A dataset imported from the Hugging Face Hub by Gloss's server (`POST /api/v1/datasets/{id}/import`, Argilla
2.8's call, which the SDK does not wrap) is read by the official SDK like any other: its records, their metadata
and the suggestions a Hub `ClassLabel` column became. The Hub is the local stand-in the suite runs
(hub-stand-in/, seeded from support/hub-seed.json), at GLOSS_COMPAT_HUB_URL.
"""

import os

import argilla as rg
import pytest
import requests

from support.jobs import job_when_done

HUB_URL = os.environ.get("GLOSS_COMPAT_HUB_URL")
pytestmark = pytest.mark.skipif(not HUB_URL, reason="GLOSS_COMPAT_HUB_URL is not set: no Hub stand-in to import from")

MAPPING = {
    "fields": [{"source": "review", "target": "review"}],
    "metadata": [{"source": "stars", "target": "stars"}],
    "suggestions": [{"source": "sentiment", "target": "sentiment"}],
    "external_id": "review_id",
}


def reviews_settings() -> rg.Settings:
    return rg.Settings(
        fields=[rg.TextField(name="review")],
        questions=[rg.LabelQuestion(name="sentiment", labels=["negative", "positive"])],
        metadata=[rg.IntegerMetadataProperty(name="stars")],
    )


def test_the_sdk_reads_a_dataset_gloss_imported_from_the_hub(make_dataset, api_url, owner_api_key):
    dataset = make_dataset(settings=reviews_settings())
    started = requests.post(
        f"{api_url}/api/v1/datasets/{dataset.id}/import",
        json={"name": "gloss-compat/reviews", "subset": "default", "split": "train", "mapping": MAPPING},
        headers={"X-Argilla-Api-Key": owner_api_key},
        timeout=30,
    )
    assert started.status_code == 202, started.text
    assert set(started.json()) >= {"id", "status"}
    job = job_when_done(api_url, owner_api_key, started.json()["id"])
    assert job["status"] == "finished", job
    assert job["progress"]["rows_written"] == 3

    records = {record.id: record for record in dataset.records(with_suggestions=True)}
    assert sorted(records) == ["rv-1", "rv-2", "rv-3"]
    assert records["rv-2"].fields["review"] == "Too long, and the ending made no sense."
    assert records["rv-2"].metadata["stars"] == 2
    assert records["rv-1"].suggestions["sentiment"].value == "positive"
    assert records["rv-2"].suggestions["sentiment"].value == "negative"

    flat = dataset.records.to_list(flatten=True)
    assert {row["review"] for row in flat} == {
        "Loved every minute of it.", "Too long, and the ending made no sense.", "A fine film for a rainy day."}


def test_a_gated_dataset_needs_a_token_and_an_unknown_job_is_argillas_404(make_dataset, api_url, owner_api_key):
    dataset = make_dataset(settings=rg.Settings(fields=[rg.TextField(name="note")],
                                                questions=[rg.TextQuestion(name="comment")]))
    body = {"name": "gloss-compat/gated-notes", "subset": "default", "split": "train",
            "mapping": {"fields": [{"source": "note", "target": "note"}]}}
    headers = {"X-Argilla-Api-Key": owner_api_key}
    refused = requests.post(f"{api_url}/api/v1/datasets/{dataset.id}/import", json=body, headers=headers, timeout=30)
    assert refused.status_code == 422, refused.text
    started = requests.post(f"{api_url}/api/v1/datasets/{dataset.id}/import", json={**body, "token": "hf_compat_reader"},
                            headers=headers, timeout=30)
    assert started.status_code == 202, started.text
    assert job_when_done(api_url, owner_api_key, started.json()["id"])["status"] == "finished"
    assert [record.fields["note"] for record in dataset.records] == ["only for those granted access"]

    missing = requests.get(f"{api_url}/api/v1/jobs/no-such-job", headers=headers, timeout=30)
    assert missing.status_code == 404
    assert missing.json() == {"detail": "Job with id `no-such-job` not found"}
