"""A dataset Gloss exported to the Hugging Face Hub (`POST /api/v1/datasets/{id}/export`, Argilla 2.8's call, which
the SDK does not wrap) is what `rg.Dataset.to_hub` would have written: `rg.Dataset.from_hub(repo_id, token=...,
settings="auto")` creates the same settings and records from it, and `datasets.load_dataset(repo_id)` reads its
Parquet. The Hub is the local stand-in the suite runs (hub-stand-in/, seeded from support/hub-seed.json, whose
`hf_compat_writer` token writes to `gloss-compat/...`), at GLOSS_COMPAT_HUB_URL.

`huggingface_hub` and `datasets` read `HF_ENDPOINT` when they are imported, long before a test runs, so the Hub
side of each check runs in a Python process of its own started with `HF_ENDPOINT` pointing at the stand-in.
"""

import json
import os
import subprocess
import sys
import textwrap

import argilla as rg
import pytest
import requests

from support.jobs import job_when_done
from support.names import unique_name
from support.settings import full_settings

HUB_URL = os.environ.get("GLOSS_COMPAT_HUB_URL")
pytestmark = pytest.mark.skipif(not HUB_URL, reason="GLOSS_COMPAT_HUB_URL is not set: no Hub stand-in to export to")

WRITER = "hf_compat_writer"
NAMESPACE = "gloss-compat"

TEXT = "Alice works at Acme in Paris"
CHAT = [{"role": "user", "content": "hi there"}, {"role": "assistant", "content": "hello, how can I help"}]
PNG = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAB"
       "JRU5ErkJggg==")


def on_the_hub(script: str, tmp_path, **values) -> dict:
    """Runs `script` in a new Python with HF_ENDPOINT at the stand-in (and caches of its own); `values` are its
    globals; it prints one JSON line, which is returned."""
    env = {
        **os.environ,
        "HF_ENDPOINT": HUB_URL,
        "HF_HOME": str(tmp_path / "hf-home"),
        "HF_DATASETS_CACHE": str(tmp_path / "hf-datasets"),
        "HF_HUB_DISABLE_TELEMETRY": "1",
        "HF_HUB_DISABLE_XET": "1",
        "HF_HUB_OFFLINE": "0",
        "HF_DATASETS_OFFLINE": "0",
    }
    prelude = "".join(f"{name} = {json.dumps(value)}\n" for name, value in values.items())
    done = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(script)], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, f"the Hub side failed:\n{done.stdout}\n{done.stderr}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def export(api_url: str, api_key: str, dataset: rg.Dataset, repo_id: str, **body) -> dict:
    started = requests.post(f"{api_url}/api/v1/datasets/{dataset.id}/export",
                            json={"name": repo_id, "token": WRITER, **body},
                            headers={"X-Argilla-Api-Key": api_key}, timeout=30)
    assert started.status_code == 202, started.text
    assert set(started.json()) >= {"id", "status"}
    return job_when_done(api_url, api_key, started.json()["id"])


FROM_HUB = """
    import json
    import warnings
    import argilla as rg

    warnings.simplefilter("ignore")
    client = rg.Argilla(api_url=api_url, api_key=api_key, retries=1, timeout=60)
    dataset = rg.Dataset.from_hub(repo_id, token=token, settings="auto", name=name, workspace=workspace, client=client)
    print(json.dumps({"id": str(dataset.id)}))
"""

LOAD_DATASET = """
    import json
    import datasets

    loaded = datasets.load_dataset(repo_id, token=token)
    train = loaded["train"]
    print(json.dumps({
        "splits": sorted(loaded.keys()),
        "rows": train.num_rows,
        "columns": train.column_names,
        "features": {name: repr(feature) for name, feature in train.features.items()},
        "first": {key: value for key, value in train[0].items() if key in ("id", "text", "chat", "custom", "source")},
    }))
"""


@pytest.fixture
def exported(owner, make_workspace, make_user, api_url, owner_api_key, tmp_path):
    """The "every kind of setting" dataset with three records, exported to a new repo of the stand-in."""
    workspace = make_workspace()
    other = make_user(role="annotator", workspaces=[workspace])
    source = rg.Dataset(name=unique_name("compat-export"), workspace=workspace, settings=full_settings(owner),
                        client=owner).create()
    me = owner.me.id
    source.records.log([
        rg.Record(
            id="x1",
            fields={"text": TEXT, "image": PNG, "chat": CHAT, "custom": {"key": "value", "n": 3}},
            metadata={"source": "news", "length": 28, "score": -0.5},
            vectors={"embedding": [0.5, -0.25, 0.125, 1.0, 0.0, -1.0, 0.75, 0.3]},
            suggestions=[
                rg.Suggestion("sentiment", "pos", score=0.9, agent="sentiment-model"),
                rg.Suggestion("topics", ["tech", "science"], score=[0.6, 0.4], agent="topic-model"),
                rg.Suggestion("quality", 7, score=0.5, agent="rater"),
                rg.Suggestion("entities", [{"label": "PER", "start": 0, "end": 5}], score=[0.9], agent="ner"),
            ],
            responses=[
                rg.Response("sentiment", "neg", user_id=me, status="submitted"),
                rg.Response("topics", ["sports"], user_id=me, status="submitted"),
                rg.Response("quality", 0, user_id=me, status="submitted"),
                rg.Response("comment", "ok", user_id=me, status="submitted"),
                rg.Response("sentiment", "pos", user_id=other.id, status="draft"),
            ],
        ),
        rg.Record(id="x2", fields={"text": "A short one", "image": PNG, "chat": CHAT[:1]},
                  metadata={"source": "web", "length": 3}, vectors={"embedding": [0.1] * 8},
                  suggestions=[rg.Suggestion("sentiment", "neg", score=0.2, agent="sentiment-model")]),
        rg.Record(id="x3", fields={"text": "Nothing else", "image": PNG}, vectors={"embedding": [0.2] * 8}),
    ])
    repo_id = f"{NAMESPACE}/{unique_name('export')}"
    job = export(api_url, owner_api_key, source, repo_id)
    return {"source": source, "workspace": workspace, "repo_id": repo_id, "job": job}


def settings_of(dataset: rg.Dataset) -> dict:
    """The settings as the SDK serializes them, without what a new dataset gets anew (ids, dates, its own id)."""
    def strip(item: dict) -> dict:
        return {key: value for key, value in item.items() if key not in ("id", "inserted_at", "updated_at", "dataset_id")}

    serialized = dataset.settings.serialize()
    return {
        "guidelines": serialized["guidelines"],
        "allow_extra_metadata": serialized["allow_extra_metadata"],
        "distribution": serialized["distribution"],
        **{kind: [strip(item) for item in serialized[kind]] for kind in ("fields", "questions", "metadata", "vectors")},
    }


def records_of(dataset: rg.Dataset) -> dict:
    """The records as `to_dict()` gives them, by id, without the server's own id."""
    rows = {}
    for record in dataset.records(with_vectors=True, with_responses=True, with_suggestions=True):
        row = record.to_dict()
        row.pop("_server_id")
        row["responses"] = {question: sorted(answers, key=lambda answer: answer["user_id"])
                            for question, answers in row["responses"].items()}
        rows[row["id"]] = row
    return rows


def test_the_export_job_finishes_with_the_repo_url(exported):
    job = exported["job"]
    assert job["status"] == "finished", job
    assert job["kind"] == "export"
    assert job["url"] == f"{HUB_URL}/datasets/{exported['repo_id']}"
    assert job["progress"]["rows_read"] == 3
    assert job["progress"]["rows_written"] == 3
    assert job["target"] == {"repo_id": exported["repo_id"], "subset": "default", "split": "train", "private": False}


def test_from_hub_creates_the_same_settings_and_records(exported, owner, api_url, owner_api_key, tmp_path):
    source = exported["source"]
    created = on_the_hub(FROM_HUB, tmp_path, api_url=api_url, api_key=owner_api_key, repo_id=exported["repo_id"],
                         token=WRITER, name=unique_name("compat-from-hub"), workspace=exported["workspace"].name)
    copy = owner.datasets(id=created["id"])
    assert copy is not None
    copy = copy.get()  # by id the SDK does not fetch the settings: .get() does
    source = owner.datasets(id=source.id).get()
    assert settings_of(copy) == settings_of(source)
    records = records_of(source)
    assert sorted(records) == ["x1", "x2", "x3"]
    assert records_of(copy) == records


def test_load_dataset_reads_the_parquet(exported, tmp_path):
    loaded = on_the_hub(LOAD_DATASET, tmp_path, repo_id=exported["repo_id"], token=WRITER)
    assert loaded["splits"] == ["train"]
    assert loaded["rows"] == 3
    assert loaded["columns"][:3] == ["id", "status", "_server_id"]
    assert {"text", "image", "chat", "custom", "source", "embedding", "sentiment.responses", "sentiment.responses.users",
            "sentiment.responses.status", "sentiment.suggestion", "sentiment.suggestion.score",
            "sentiment.suggestion.agent"} <= set(loaded["columns"])
    assert loaded["features"]["embedding"] == "List(Value('float64'))"
    assert loaded["first"] == {"id": "x1", "text": TEXT, "chat": CHAT, "custom": {"key": "value", "n": 3}, "source": "news"}


def test_an_export_with_a_token_that_may_not_write_fails_with_the_hubs_reason(owner, make_dataset, api_url,
                                                                               owner_api_key):
    dataset = make_dataset()
    dataset.records.log([{"text": "one"}])
    started = requests.post(f"{api_url}/api/v1/datasets/{dataset.id}/export",
                            json={"name": f"{NAMESPACE}/{unique_name('refused')}", "token": "hf_compat_reader"},
                            headers={"X-Argilla-Api-Key": owner_api_key}, timeout=30)
    assert started.status_code == 202, started.text
    job = job_when_done(api_url, owner_api_key, started.json()["id"])
    assert job["status"] == "failed", job
    assert "write access" in job["error"]
    assert "hf_compat_reader" not in job["error"]
