"""What `dataset.records(with_suggestions=..., with_responses=..., with_vectors=...)` brings back.

The SDK turns the flags into `include=suggestions&include=responses&include=vectors` (or `include=vectors:a,b`
for named vectors) on both `GET /datasets/{id}/records` and `POST /datasets/{id}/records/search`. What is not
included must not come back: a server that always returns every relation fails here.
"""

import argilla as rg
import pytest

from support.records import (SMALL_VECTOR, VECTOR, approx_suggestions, assert_vectors_equal, by_external_id,
                             make_vector, records_settings, responses_of, suggestions_of, vectors_of)

IDS = ["i1", "i2", "i3"]


def vectors(i: int):
    return {VECTOR: make_vector(i), SMALL_VECTOR: make_vector(100 + i, 3)}


@pytest.fixture(scope="module")
def dataset(owner, module_resources) -> rg.Dataset:
    workspace = module_resources.workspace()
    dataset = module_resources.dataset(workspace, records_settings(owner, small_vector=True))
    dataset.records.log([
        rg.Record(id=rid, fields={"text": f"include {i}"}, metadata={"source": "web", "length": i},
                  vectors=vectors(i),
                  suggestions=[rg.Suggestion("label", "positive", score=0.5, agent="m")],
                  responses=[rg.Response("label", "negative", user_id=owner.me.id, status="submitted")])
        for i, rid in enumerate(IDS)
    ])
    return dataset


def check(records, owner, with_suggestions: bool, with_responses: bool, wanted_vectors):
    assert sorted(records) == IDS
    for i, rid in enumerate(IDS):
        record = records[rid]
        if with_suggestions:
            approx_suggestions(suggestions_of(record), {"label": ("positive", 0.5, "m")}, rid)
        else:
            assert len(record.suggestions) == 0, f"{rid}: suggestions returned although not asked for"
        if with_responses:
            assert responses_of(record) == {(str(owner.me.id), "label"): ("negative", "submitted")}
        else:
            assert len(record.responses) == 0, f"{rid}: responses returned although not asked for"
        expected = {name: values for name, values in vectors(i).items() if name in wanted_vectors}
        assert_vectors_equal(vectors_of(record), expected, rid)
        assert record.fields["text"] == f"include {i}"
        assert record.metadata["length"] == i  # metadata always comes back


CASES = [
    # with_suggestions, with_responses, with_vectors, vector names expected back
    pytest.param(False, False, None, [], id="nothing"),
    pytest.param(True, False, None, [], id="suggestions"),
    pytest.param(False, True, None, [], id="responses"),
    pytest.param(True, True, None, [], id="suggestions-responses"),
    pytest.param(False, False, True, [VECTOR, SMALL_VECTOR], id="all-vectors"),
    pytest.param(False, False, VECTOR, [VECTOR], id="one-vector-by-name"),
    pytest.param(True, True, [SMALL_VECTOR], [SMALL_VECTOR], id="everything-one-vector-in-a-list"),
    pytest.param(True, True, [VECTOR, SMALL_VECTOR], [VECTOR, SMALL_VECTOR], id="everything-two-vectors-named"),
]


@pytest.mark.parametrize("with_suggestions,with_responses,with_vectors,wanted", CASES)
def test_list(owner, dataset, with_suggestions, with_responses, with_vectors, wanted):
    records = by_external_id(dataset.records(with_suggestions=with_suggestions, with_responses=with_responses,
                                             with_vectors=with_vectors))
    check(records, owner, with_suggestions, with_responses, wanted)


@pytest.mark.parametrize("with_suggestions,with_responses,with_vectors,wanted", CASES)
def test_search(owner, dataset, with_suggestions, with_responses, with_vectors, wanted):
    query = rg.Query(filter=rg.Filter([("metadata.source", "==", "web")]))
    records = by_external_id(dataset.records(query=query, with_suggestions=with_suggestions,
                                             with_responses=with_responses, with_vectors=with_vectors))
    check(records, owner, with_suggestions, with_responses, wanted)


def test_wire_format_without_include(owner, dataset):
    """On the wire, relations that were not included are absent (Argilla serialises with exclude-unset)."""
    response = owner.http_client.get(f"/api/v1/datasets/{dataset.id}/records", params={"limit": 10})
    response.raise_for_status()
    body = response.json()
    assert body["total"] == 3
    for item in body["items"]:
        for key in ("responses", "suggestions", "vectors"):
            assert not item.get(key), f"{key} returned without include: {item.get(key)!r}"
        assert item["dataset_id"] == str(dataset.id)
        assert item["status"] in ("pending", "completed")
        assert "metadata" in item and "external_id" in item


def test_get_one_record_loads_every_relation(owner, dataset):
    listed = by_external_id(dataset.records(with_suggestions=False, with_responses=False))

    record = listed["i2"].get()  # GET /records/{id}

    assert record.id == "i2"
    approx_suggestions(suggestions_of(record), {"label": ("positive", 0.5, "m")}, "i2")
    assert responses_of(record) == {(str(owner.me.id), "label"): ("negative", "submitted")}
    assert_vectors_equal(vectors_of(record), vectors(1), "i2")
