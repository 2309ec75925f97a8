"""Gloss's own export (`POST /api/v1/datasets/{id}/records/export`, a Gloss extension) against what the SDK's
`dataset.records(with_vectors=True).to_datasets()` gives for the same records, in the "every kind of setting"
dataset: a team can feed either to training.

Read back as a Hugging Face dataset (`datasets.Dataset.from_parquet`), and as JSON Lines, the export must hold
every column `to_datasets()` has, with the same values, apart from what `to_datasets()` itself changes on the way:
- a label question's `<q>.suggestion` becomes a ClassLabel (an index into the labels it saw), Gloss writes the label;
- an image field becomes a PIL image, Gloss writes the URL or data URL as stored (every record here has an image:
  `to_datasets()` fails on a record without one, "The image must be a data URI string").
Gloss also has a column for every setting, even when no record has a value for it (all null then), where
`to_datasets()` has only the columns some record filled.
"""

import json
import math

import argilla as rg
import datasets
import pytest
import requests

from support.settings import full_settings

TEXT = "Alice works at Acme in Paris"
CHAT = [{"role": "user", "content": "hi there"}, {"role": "assistant", "content": "hello, how can I help"}]
PNG = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAB"
       "JRU5ErkJggg==")


@pytest.fixture(scope="module")
def exported(owner, module_resources, api_url, owner_api_key, tmp_path_factory):
    workspace = module_resources.workspace()
    other = module_resources.user(role="annotator", workspaces=[workspace])
    dataset = module_resources.dataset(workspace, full_settings(owner))
    me = owner.me.id
    dataset.records.log([
        rg.Record(
            id="x1",
            fields={"text": TEXT, "image": PNG, "chat": CHAT, "custom": {"key": "value", "n": 3}},
            metadata={"source": "news", "length": 28, "score": -0.5, "free": "extra value"},
            vectors={"embedding": [0.5, -0.25, 0.125, 1.0, 0.0, -1.0, 0.75, 0.3]},
            suggestions=[
                rg.Suggestion("sentiment", "pos", score=0.9, agent="sentiment-model"),
                rg.Suggestion("topics", ["tech", "science"], score=[0.6, 0.4], agent="topic-model"),
                rg.Suggestion("quality", 7, score=0.5, agent="rater"),
                rg.Suggestion("entities", [{"label": "PER", "start": 0, "end": 5}], score=[0.9], agent="ner"),
                rg.Suggestion("preference", ["reply-b", "reply-a", "reply-c"], score=[0.5, 0.3, 0.2], agent="ranker"),
            ],
            responses=[
                rg.Response("sentiment", "neg", user_id=me, status="submitted"),
                rg.Response("topics", ["sports"], user_id=me, status="submitted"),
                rg.Response("quality", 0, user_id=me, status="submitted"),
                rg.Response("entities", [{"label": "LOC", "start": 23, "end": 28}], user_id=me, status="submitted"),
                rg.Response("comment", "ok", user_id=me, status="submitted"),
                rg.Response("sentiment", "pos", user_id=other.id, status="draft"),
                rg.Response("preference", ["reply-a", "reply-c", "reply-b"], user_id=other.id, status="draft"),
            ],
        ),
        rg.Record(id="x2", fields={"text": "A short one", "image": PNG, "chat": CHAT[:1]}, metadata={"source": "web", "length": 3},
                  vectors={"embedding": [0.1] * 8},
                  suggestions=[rg.Suggestion("sentiment", "neg", score=0.2, agent="sentiment-model")]),
        rg.Record(id="x3", fields={"text": "Nothing else", "image": PNG}, vectors={"embedding": [0.2] * 8}),
    ])

    sdk = dataset.records(with_vectors=True).to_datasets()

    def export(format: str) -> bytes:
        response = requests.post(f"{api_url}/api/v1/datasets/{dataset.id}/records/export",
                                 headers={"X-Argilla-Api-Key": owner_api_key},
                                 json={"format": format, "include": ["vectors"]}, timeout=60)
        assert response.status_code == 200, response.text
        return response.content

    path = tmp_path_factory.mktemp("export") / "records.parquet"
    path.write_bytes(export("parquet"))
    gloss = datasets.Dataset.from_parquet(str(path))
    lines = [json.loads(line) for line in export("jsonl").decode("utf-8").splitlines()]
    return sdk, gloss, lines


def sdk_value(sdk, column, value):
    """A value of `to_datasets()` as it was before the SDK changed it: a ClassLabel index back to its label (a record
    without a suggestion gets the label "None", which the SDK made of the missing value)."""
    feature = sdk.features[column]
    if isinstance(feature, datasets.ClassLabel) and value is not None:
        label = feature.int2str(value)
        return None if label == "None" else label
    return value


def same(a, b) -> bool:
    """Equal, floats within rounding (Parquet keeps float64, the SDK's dataset float64 or float32)."""
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-6)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def test_every_column_of_to_datasets_is_in_the_export_with_its_values(exported):
    sdk, gloss, lines = exported
    assert set(sdk.column_names) <= set(gloss.column_names)
    assert [line["_server_id"] for line in lines] == gloss["_server_id"]
    gloss_rows = {row["_server_id"]: row for row in gloss}
    line_rows = {row["_server_id"]: row for row in lines}
    assert sorted(gloss_rows) == sorted(sdk["_server_id"])
    for sdk_row in sdk:
        ours, line = gloss_rows[sdk_row["_server_id"]], line_rows[sdk_row["_server_id"]]
        for column in sdk.column_names:
            if column == "image":
                continue  # to_datasets() makes PIL images of them: compared below
            want = sdk_value(sdk, column, sdk_row[column])
            assert same(ours[column], want), (sdk_row["id"], column, ours[column], want)
            assert same(line[column], want), (sdk_row["id"], column, line[column], want)


def test_the_export_has_the_columns_no_record_filled_as_nulls_and_images_as_stored(exported):
    sdk, gloss, _ = exported
    for column in set(gloss.column_names) - set(sdk.column_names):
        assert gloss[column] == [None] * len(gloss), column
    by_id = {row["id"]: row for row in gloss}
    assert by_id["x1"]["image"] == PNG
    assert by_id["x1"]["chat"] == CHAT
    assert gloss.column_names[:3] == ["id", "status", "_server_id"]


def test_the_export_columns_have_the_types_to_datasets_gives(exported):
    """Lists, lists of lists, chats and spans as the same nested types; only what to_datasets() changes differs."""
    sdk, gloss, _ = exported
    changed_by_sdk = {"image", "custom"}  # a PIL image; a struct inferred from the values (Gloss: JSON, any shape)
    for column in sdk.column_names:
        feature = sdk.features[column]
        if column in changed_by_sdk or isinstance(feature, datasets.ClassLabel) or feature == datasets.Value("null"):
            continue
        assert gloss.features[column] == feature, column
    assert gloss.features["custom"] == datasets.Json()
