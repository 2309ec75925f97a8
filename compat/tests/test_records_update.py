"""Updating records through `dataset.records.log()` (`PUT /datasets/{id}/records/bulk` is an upsert).

The SDK sends every record with `external_id` (= `record.id`, a uuid4 it makes up when the user gave none) and
`id` (= `record._server_id`, null for records built locally). The server matches by `id` first, then by
`external_id`; a match is updated (fields and metadata replaced, suggestions upserted per question, responses per
user, vectors per name; external_id untouched), anything else is a new record. So re-logging never
duplicates a record, whichever of the two ids identifies it.
"""

import threading

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError

from support.records import (VECTOR, approx_suggestions, assert_vectors_equal, by_external_id, external_ids,
                             make_vector, records_settings, responses_of, suggestions_of, vectors_of)


@pytest.fixture
def dataset(owner, make_workspace, make_dataset) -> rg.Dataset:
    return make_dataset(workspace=make_workspace(), settings=records_settings(owner))


def read_all(dataset: rg.Dataset):
    return by_external_id(dataset.records(with_suggestions=True, with_responses=True, with_vectors=True))


def original(i: int) -> rg.Record:
    return rg.Record(
        id=f"u{i:02d}",
        fields={"text": f"original text {i}"},
        metadata={"source": "web", "length": i, "score": 0.5},
        vectors={VECTOR: make_vector(i)},
        suggestions=[rg.Suggestion("label", "positive", score=0.9, agent="first-model")],
    )


def test_relog_by_external_id_updates_in_place_and_adds_new_records(dataset):
    dataset.records.log([original(i) for i in range(20)])
    before = read_all(dataset)
    assert len(before) == 20

    changed = [
        rg.Record(id=f"u{i:02d}", fields={"text": f"original text {i}"},
                  metadata={"source": "news", "length": 1000 + i},
                  suggestions=[rg.Suggestion("topics", ["tech"], score=[0.4], agent="topic-model")])
        for i in range(10)
    ]
    new = [original(i) for i in range(20, 25)]
    dataset.records.log(changed + new)

    after = read_all(dataset)
    assert len(after) == 25, f"expected 25 records, got {len(after)}: re-logged records were duplicated?"
    assert set(after) == {f"u{i:02d}" for i in range(25)}
    for i in range(10):
        record = after[f"u{i:02d}"]
        assert record._server_id == before[f"u{i:02d}"]._server_id, f"u{i:02d} changed its server id"
        assert dict(record.metadata) == {"source": "news", "length": 1000 + i}, "metadata is replaced wholesale"
        approx_suggestions(suggestions_of(record), {
            "label": ("positive", 0.9, "first-model"),  # not listed in the update: kept
            "topics": (["tech"], [0.4], "topic-model"),  # listed: added
        }, f"u{i:02d}")
        assert_vectors_equal(vectors_of(record), {VECTOR: make_vector(i)}, f"u{i:02d} (vectors not sent: kept)")
        assert record.fields["text"] == f"original text {i}"
    for i in range(10, 20):
        record = after[f"u{i:02d}"]
        assert record._server_id == before[f"u{i:02d}"]._server_id
        assert dict(record.metadata) == {"source": "web", "length": i, "score": 0.5}
    assert all(after[f"u{i:02d}"]._server_id not in {r._server_id for r in before.values()} for i in range(20, 25))


def test_relog_with_new_fields_replaces_them_and_text_search_finds_the_new_words(dataset):
    """Re-logging a record with changed text replaces its fields (checked like a new record's), moves its
    `updated_at`, and the text search finds the new words and no longer the old ones."""
    dataset.records.log([original(i) for i in range(3)])
    before = read_all(dataset)["u01"]

    dataset.records.log([rg.Record(id="u01", fields={"text": "rewritten about zebras", "context": "savanna"},
                                   metadata={"source": "web", "length": 1, "score": 0.5})])

    after = read_all(dataset)
    assert len(after) == 3
    record = after["u01"]
    assert record._server_id == before._server_id
    assert dict(record.fields) == {"text": "rewritten about zebras", "context": "savanna"}
    assert record._model.updated_at > before._model.updated_at
    assert after["u02"].fields["text"] == "original text 2"
    assert external_ids(dataset.records(query=rg.Query(query="zebras"))) == ["u01"]
    assert external_ids(dataset.records(query=rg.Query(query="savanna"))) == ["u01"]
    assert set(external_ids(dataset.records(query=rg.Query(query="original")))) == {"u00", "u02"}
    approx_suggestions(suggestions_of(record), {"label": ("positive", 0.9, "first-model")}, "u01")


def test_relog_with_invalid_new_fields_is_a_422_and_changes_nothing(dataset):
    dataset.records.log([original(1)])

    with pytest.raises(UnprocessableEntityError):
        dataset.records.log([rg.Record(id="u01", fields={"context": "no text"})])

    assert read_all(dataset)["u01"].fields["text"] == "original text 1"


def test_relog_without_metadata_clears_it(dataset):
    """The SDK sends `metadata: {}` for a record without metadata, and a sent metadata object replaces the old."""
    dataset.records.log([original(1)])

    dataset.records.log([rg.Record(id="u01", fields={"text": "original text 1"})])

    record = read_all(dataset)["u01"]
    assert dict(record.metadata) == {}
    assert suggestions_of(record)["label"][0] == "positive"


def test_relog_identical_records_is_idempotent(dataset):
    records = [original(i) for i in range(30)]

    dataset.records.log(records)
    dataset.records.log(records)

    assert len(list(dataset.records)) == 30


def test_relog_fetched_records_updates_them_by_server_id(owner, make_user, dataset):
    """Records logged without ids get SDK-made external ids; fetched and logged back, they match by server id."""
    other = make_user(role="annotator", workspaces=[dataset.workspace])
    dataset.records.log([{"text": f"no id {i}", "source": "forum", "length": i} for i in range(5)])
    fetched = list(dataset.records(with_vectors=True))
    assert len(fetched) == 5
    ids = {r.id: r._server_id for r in fetched}
    assert all(ids), "the SDK gives every record an external id"

    for record in fetched:
        record.metadata["length"] = 100 + record.metadata["length"]
        record.vectors[VECTOR] = make_vector(7)
        record.suggestions.add(rg.Suggestion("rating", 4, score=0.25, agent="rater"))
        record.responses.add(rg.Response("label", "negative", user_id=other.id, status="submitted"))
    dataset.records.log(fetched)

    after = read_all(dataset)
    assert {rid: r._server_id for rid, r in after.items()} == ids, "records were re-created instead of updated"
    for record in after.values():
        assert record.metadata["length"] >= 100 and record.metadata["source"] == "forum"
        assert_vectors_equal(vectors_of(record), {VECTOR: make_vector(7)}, record.id)
        approx_suggestions(suggestions_of(record), {"rating": (4, 0.25, "rater")}, record.id)
        assert responses_of(record) == {(str(other.id), "label"): ("negative", "submitted")}
        assert record.status == "completed"


def test_upsert_overwrites_one_suggestion_per_question_and_one_response_per_user(owner, make_user, dataset):
    other = make_user(role="annotator", workspaces=[dataset.workspace])
    me = owner.me.id
    dataset.records.log([rg.Record(
        id="x", fields={"text": "t"},
        suggestions=[rg.Suggestion("label", "positive", score=0.9, agent="m1")],
        responses=[rg.Response("label", "positive", user_id=me, status="submitted"),
                   rg.Response("label", "negative", user_id=other.id, status="submitted")],
    )])

    dataset.records.log([rg.Record(
        id="x", fields={"text": "t"},
        suggestions=[rg.Suggestion("label", "negative", score=0.1, agent="m2")],
        responses=[rg.Response("label", "neutral", user_id=me, status="draft")],
    )])

    records = read_all(dataset)
    assert list(records) == ["x"]
    record = records["x"]
    approx_suggestions(suggestions_of(record), {"label": ("negative", 0.1, "m2")}, "x")
    assert responses_of(record) == {
        (str(me), "label"): ("neutral", "draft"),
        (str(other.id), "label"): ("negative", "submitted"),
    }
    assert record.status == "completed"  # the other user's submitted response still counts


def test_server_id_wins_over_external_id(dataset):
    dataset.records.log([original(1), original(2)])
    record = by_external_id(dataset.records())["u01"]
    server_id = record._server_id

    record.id = "renamed"  # external id changed locally; the server id still names u01
    record.metadata["length"] = 555
    dataset.records.log([record])

    after = read_all(dataset)
    assert len(after) == 2, f"expected 2 records, got {sorted(after)}"
    assert set(after) == {"u01", "u02"}, "a matched record keeps its external id"
    assert after["u01"]._server_id == server_id
    assert after["u01"].metadata["length"] == 555


def test_duplicate_external_ids_in_one_batch_are_rejected(dataset):
    with pytest.raises(UnprocessableEntityError):
        dataset.records.log([original(3), original(3)])

    assert list(dataset.records) == []


def test_concurrent_logs_of_the_same_records_do_not_duplicate(owner, owner_api_key, connect, dataset):
    """Eight clients log the same 200 new external ids at the same moment (batches of 50): every call succeeds and
    one record per id survives. Two transactions that both find an id missing must not both insert it, nor fail
    (the SDK would raise InternalServerError to a user who only re-ran a script)."""
    writers = 8
    views = [connect(owner_api_key).datasets(id=dataset.id).get() for _ in range(writers)]
    batches = [[rg.Record(id=f"c{i:03d}", fields={"text": f"text {i}"}, metadata={"length": writer})
                for i in range(200)] for writer in range(writers)]
    start = threading.Barrier(writers)
    errors = []

    def log_as(writer: int) -> None:
        try:
            start.wait(timeout=30)
            views[writer].records.log(batches[writer], batch_size=50)
        except Exception as exc:  # collected and asserted below: a thread's exception would be lost
            errors.append(repr(exc))

    threads = [threading.Thread(target=log_as, args=(writer,)) for writer in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    records = list(dataset.records(batch_size=1000))
    assert len(records) == 200, "concurrent logs duplicated records"
    assert {r.id for r in records} == {f"c{i:03d}" for i in range(200)}
    assert {r.metadata["length"] for r in records} <= set(range(writers))
    assert errors == [], f"{len(errors)} of {writers} concurrent log() calls failed; first: {errors[0]}"
