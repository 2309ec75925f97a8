"""Logging 5,000 records in one `dataset.records.log()` call (ten `PUT /datasets/{id}/records/bulk` requests of
500) with metadata of every type, vectors, suggestions with scores and agents, and responses by the owner and by a
second user, then reading them back through the SDK.

Record `rec-NNNNN` is fully determined by NNNNN (`expected(i)`), so any record read back can be checked against
values computed independently of what the SDK sent.
"""

from typing import Any, Dict

import argilla as rg
import pytest

from support.records import (LABELS, SOURCES, TOPICS, VECTOR, approx_suggestions, assert_vectors_equal,
                             by_external_id, cosine, make_vector, records_settings, responses_of, suggestions_of,
                             vectors_of)

COUNT = 5000
SPOT_CHECKS = [0, 1, 2, 3, 7, 1234, 2500, 3333, 4998, 4999]


def expected(i: int, owner_id: str, other_id: str) -> Dict[str, Any]:
    """Everything about record i: fields, metadata, vector, suggestions, responses and resulting status.

    Responses cycle through four cases: the owner submitted (i % 4 == 0); the other user submitted (1); both
    (owner submitted, other user a draft) (2); nobody (3). With min_submitted 1 the first three are completed.
    """
    suggestions = {"label": (LABELS[i % 3], round(0.5 + (i % 50) / 100, 2), f"model-{i % 4}")}
    if i % 2 == 0:
        suggestions["topics"] = ([TOPICS[i % 3], TOPICS[(i + 1) % 3]], [0.75, 0.25], "topic-model")
    responses = {}
    if i % 4 in (0, 2):
        responses[(owner_id, "label")] = (LABELS[(i + 1) % 3], "submitted")
        responses[(owner_id, "rating")] = (1 + i % 5, "submitted")
    if i % 4 == 1:
        responses[(other_id, "label")] = (LABELS[(i + 2) % 3], "submitted")
        responses[(other_id, "note")] = (f"note {i}", "submitted")
    if i % 4 == 2:
        responses[(other_id, "label")] = (LABELS[i % 3], "draft")
    return {
        "fields": {"text": f"record number {i}", "context": f"context of {i}"},
        "metadata": {"source": SOURCES[i % 3], "length": i, "score": round((i % 100) / 100, 2)},
        "vectors": {VECTOR: make_vector(i)},
        "suggestions": suggestions,
        "responses": responses,
        "status": "pending" if i % 4 == 3 else "completed",
    }


def build(i: int, owner_id, other_id) -> rg.Record:
    data = expected(i, str(owner_id), str(other_id))
    suggestions = [rg.Suggestion(question_name=q, value=value, score=score, agent=agent)
                   for q, (value, score, agent) in data["suggestions"].items()]
    users = {str(owner_id): owner_id, str(other_id): other_id}
    responses = [rg.Response(question_name=q, value=value, user_id=users[user], status=status)
                 for (user, q), (value, status) in data["responses"].items()]
    return rg.Record(id=f"rec-{i:05d}", fields=data["fields"], metadata=data["metadata"], vectors=data["vectors"],
                     suggestions=suggestions, responses=responses)


@pytest.fixture(scope="module")
def logged(owner, module_resources):
    """(dataset, owner id, other user id) after logging COUNT records in one call."""
    workspace = module_resources.workspace()
    other = module_resources.user(role="annotator", workspaces=[workspace])
    dataset = module_resources.dataset(workspace, records_settings(owner))
    owner_id = owner.me.id

    records = [build(i, owner_id, other.id) for i in range(COUNT)]
    dataset.records.log(records, batch_size=500)

    return dataset, str(owner_id), str(other.id)


@pytest.fixture(scope="module")
def read_back(logged) -> Dict[str, rg.Record]:
    """All records with suggestions, responses and vectors, by external id (pages of 1000)."""
    dataset, _, _ = logged
    return by_external_id(dataset.records(with_suggestions=True, with_responses=True, with_vectors=True,
                                          batch_size=1000))


def test_log_5000_records_and_count_them_back(logged):
    dataset, _, _ = logged

    records = list(dataset.records)  # pages of 100: GET /datasets/{id}/records?offset=...&limit=100

    assert len(records) == COUNT
    assert len({r.id for r in records}) == COUNT, "paging returned some records twice (unstable order?)"
    assert len({r._server_id for r in records}) == COUNT
    assert {r.id for r in records} == {f"rec-{i:05d}" for i in range(COUNT)}


def test_listing_keeps_the_logged_order(logged):
    """`GET /datasets/{id}/records` lists by insertion time, so records come back in the order they were logged."""
    dataset, _, _ = logged
    assert [r.id for r in dataset.records(batch_size=1000)] == [f"rec-{i:05d}" for i in range(COUNT)]


def test_every_record_comes_back_exactly_once_with_its_relations(read_back):
    assert set(read_back) == {f"rec-{i:05d}" for i in range(COUNT)}
    assert all(record.vectors for record in read_back.values()), "some records came back without their vector"
    assert all(len(record.suggestions) >= 1 for record in read_back.values())


@pytest.mark.parametrize("i", SPOT_CHECKS)
def test_spot_check_record(logged, read_back, i):
    _, owner_id, other_id = logged
    want = expected(i, owner_id, other_id)
    record = read_back[f"rec-{i:05d}"]
    where = f"rec-{i:05d}"

    assert record._server_id is not None
    assert dict(record.fields) == want["fields"], where
    assert dict(record.metadata) == want["metadata"], where
    assert_vectors_equal(vectors_of(record), want["vectors"], where)
    approx_suggestions(suggestions_of(record), want["suggestions"], where)
    assert responses_of(record) == want["responses"], where
    assert record.status == want["status"], where


def test_record_status_follows_submitted_responses(read_back):
    statuses = {record.id: record.status for record in read_back.values()}
    completed = {f"rec-{i:05d}" for i in range(COUNT) if i % 4 != 3}

    assert {rid for rid, status in statuses.items() if status == "completed"} == completed
    assert {rid for rid, status in statuses.items() if status == "pending"} == set(statuses) - completed


def test_suggestion_agents_survive(read_back):
    agents = {s.agent for record in read_back.values() for s in record.suggestions if s.question_name == "label"}
    assert agents == {"model-0", "model-1", "model-2", "model-3"}


@pytest.mark.filterwarnings("ignore:Keys .* are not present in the mapping:UserWarning")  # SDK warns wrongly
def test_log_dicts_with_a_response_mapping_for_another_user(owner, make_workspace, make_user, make_dataset):
    """`log(dicts, mapping={"answer": "label.response"}, user_id=...)` files the response under that user."""
    workspace = make_workspace()
    other = make_user(role="annotator", workspaces=[workspace])
    dataset = make_dataset(workspace=workspace, settings=records_settings(owner))

    dataset.records.log(
        [
            {"id": "d1", "text": "first", "answer": "positive", "label": "negative", "source": "web"},
            {"id": "d2", "text": "second", "answer": "neutral", "source": "news"},
        ],
        mapping={"answer": "label.response"},
        user_id=other.id,
    )

    records = by_external_id(dataset.records(with_suggestions=True, with_responses=True))
    assert set(records) == {"d1", "d2"}
    # The mapper gives mapped responses no status, so the SDK sends them as drafts.
    assert responses_of(records["d1"]) == {(str(other.id), "label"): ("positive", "draft")}
    assert responses_of(records["d2"]) == {(str(other.id), "label"): ("neutral", "draft")}
    assert records["d1"].status == "pending"
    assert suggestions_of(records["d1"])["label"][0] == "negative"  # a question name alone maps to a suggestion
    assert "label" not in suggestions_of(records["d2"])
    assert dict(records["d1"].metadata) == {"source": "web"}
    assert records["d1"].fields["text"] == "first"


# ----- searching the 5,000 records ----------------------------------------------------------------------------


def test_filtered_search_over_5000_records(logged):
    """Metadata terms + integer range + response status, paged in batches of 500."""
    dataset, _, _ = logged
    query = rg.Query(filter=rg.Filter([("metadata.source", "==", "web"), ("metadata.length", ">=", 1000),
                                       ("metadata.length", "<=", 3999), ("status", "==", "pending")]))

    found = [r.id for r in dataset.records(query=query, batch_size=500)]

    want = {f"rec-{i:05d}" for i in range(1000, 4000) if i % 3 == 0 and i % 4 == 3}
    assert len(found) == len(set(found)), "search paging returned a record twice"
    assert set(found) == want


def test_text_search_over_5000_records(logged):
    dataset, _, _ = logged
    assert [r.id for r in dataset.records(query=rg.Query(query="number 1234"))] == ["rec-01234"]


def test_similarity_over_5000_records(logged):
    dataset, _, _ = logged
    query = rg.Query(similar=rg.Similar(name=VECTOR, value=make_vector(2024)))

    results = list(dataset.records(query=query, limit=5))

    assert len(results) == 5
    assert results[0][0].id == "rec-02024"
    assert results[0][1] == pytest.approx(1.0, abs=1e-4)


@pytest.mark.parametrize("conditions,candidates", [
    pytest.param([("metadata.source", "==", "web")], [i for i in range(COUNT) if i % 3 == 0],
                 id="broad-filter"),
    pytest.param([("metadata.source", "==", "forum"), ("metadata.length", "<=", 20)],
                 [i for i in range(21) if i % 3 == 2], id="narrow-filter"),
])
@pytest.mark.parametrize("most_similar", [True, False], ids=["most", "least"])
def test_filtered_similarity_over_5000_records(logged, conditions, candidates, most_similar):
    """The k nearest among the records the filter keeps, exactly (computed here from the logged vectors)."""
    dataset, _, _ = logged
    target = make_vector(2024)
    ranked = sorted(candidates, key=lambda i: cosine(target, make_vector(i)), reverse=most_similar)
    query = rg.Query(similar=rg.Similar(name=VECTOR, value=target, most_similar=most_similar),
                     filter=rg.Filter(conditions))

    results = list(dataset.records(query=query, limit=5))

    assert [record.id for record, _ in results] == [f"rec-{i:05d}" for i in ranked[:5]]
