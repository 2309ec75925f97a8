"""Similarity search: `rg.Query(similar=rg.Similar(name=..., value=<vector> | <record>, most_similar=...))`.

The SDK sends `query.vector = {name, value | record_id, order}` with `offset`/`limit` paging; the server ranks by
cosine similarity the best `limit + offset` hits (at most 1,000), answers those after the offset (an empty page
past them, which ends the SDK's iteration) with the number of hits as total, leaves the reference record out of
its own results, and applies filters before ranking. The SDK then yields `(record, score)` pairs.

The vectors below are chosen so that cosine order differs from both dot-product and euclidean order
(see ORDER_FROM_QUERY), and every cosine is distinct.
"""

import math

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError

from support.records import VECTOR, by_external_id, cosine, external_ids, records_settings


def vec(first: float, last: float, **middle: float):
    values = [0.0] * 8
    values[0], values[7] = first, last
    for index, value in middle.items():
        values[int(index[1:])] = value
    return values


VECTORS = {
    "s1": vec(0.5, 0.0),
    "s2": vec(10.0, 1.0, d3=2.0),
    "s3": vec(0.2, 0.2),
    "s4": vec(0.0, 3.0, d2=1.0),
    "s5": vec(-1.0, 1.0),
    "s6": vec(-2.0, 0.0),
}
GROUPS = {"s1": "a", "s2": "b", "s3": "a", "s4": "b", "s5": "a", "s6": "b", "s7": "a"}
QUERY = vec(1.0, 0.0)
# cosine to QUERY: s1 1.0, s2 .976, s3 .707, s4 0, s5 -.707, s6 -1. (Dot product would put s2 first; euclidean
# distance would give s1 s3 s5 s6 s4 s2.)
ORDER_FROM_QUERY = ["s1", "s2", "s3", "s4", "s5", "s6"]
# cosine to s2's vector: s1 .976, s3 .759, s4 .093, s5 -.621, s6 -.976
ORDER_FROM_S2 = ["s1", "s3", "s4", "s5", "s6"]


@pytest.fixture(scope="module")
def dataset(owner, module_resources) -> rg.Dataset:
    workspace = module_resources.workspace()
    dataset = module_resources.dataset(workspace, records_settings(owner))
    records = [rg.Record(id=rid, fields={"text": f"similar {rid}"}, metadata={"group": GROUPS[rid]},
                         vectors={VECTOR: values}) for rid, values in VECTORS.items()]
    records.append(rg.Record(id="s7", fields={"text": "similar s7 has no vector"}, metadata={"group": "a"}))
    dataset.records.log(records)
    return dataset


@pytest.fixture(scope="module")
def records(dataset):
    return {record.id: record for record in dataset.records()}


def similar(dataset, value, most_similar=True, limit=6, conditions=None, **kwargs):
    query = rg.Query(similar=rg.Similar(name=VECTOR, value=value, most_similar=most_similar),
                     filter=rg.Filter(conditions) if conditions else None)
    return list(dataset.records(query=query, limit=limit, **kwargs))


def test_the_sdk_yields_record_and_score_pairs(dataset):
    results = similar(dataset, QUERY, limit=2)

    assert len(results) == 2
    for item in results:
        assert isinstance(item, tuple) and isinstance(item[0], rg.Record)
        # JSON has one number type: a TS server may write a score of exactly 1 as `1`, which Python reads as int.
        assert isinstance(item[1], (int, float)) and not isinstance(item[1], bool)
        assert 0.0 <= item[1] <= 1.0


def test_most_similar_to_a_vector(dataset):
    assert external_ids(similar(dataset, QUERY)) == ORDER_FROM_QUERY


def test_least_similar_to_a_vector(dataset):
    assert external_ids(similar(dataset, QUERY, most_similar=False)) == list(reversed(ORDER_FROM_QUERY))


@pytest.mark.parametrize("limit", [1, 3])
def test_limit_caps_the_number_of_neighbours(dataset, limit):
    assert external_ids(similar(dataset, QUERY, limit=limit)) == ORDER_FROM_QUERY[:limit]
    assert external_ids(similar(dataset, QUERY, most_similar=False, limit=limit)) == \
        list(reversed(ORDER_FROM_QUERY))[:limit]


@pytest.mark.parametrize("batch_size", [1, 2, 4, 256])
def test_iterating_without_a_limit_yields_every_neighbour_once(dataset, batch_size):
    """The SDK pages with offset until an empty page: each page holds the hits after the offset, so the iteration
    ends, with every record that has the vector, in order."""
    assert external_ids(similar(dataset, QUERY, limit=None, batch_size=batch_size)) == ORDER_FROM_QUERY
    assert external_ids(similar(dataset, QUERY, most_similar=False, limit=None, batch_size=batch_size)) == \
        list(reversed(ORDER_FROM_QUERY))


def test_iterating_from_a_record_with_a_filter_ends(dataset, records):
    assert external_ids(similar(dataset, records["s2"], limit=None, batch_size=2,
                                conditions=[("metadata.group", "==", "b")])) == ["s4", "s6"]


def test_pages_past_the_hits_are_empty_with_the_hit_count_as_total(owner, dataset):
    query = rg.Query(similar=rg.Similar(name=VECTOR, value=QUERY)).api_model()
    items, total = owner.api.records.search(dataset_id=dataset.id, query=query, limit=4, offset=4)
    assert [model.external_id for model, _ in items] == ORDER_FROM_QUERY[4:]
    assert total == 6
    items, total = owner.api.records.search(dataset_id=dataset.id, query=query, limit=4, offset=6)
    assert (items, total) == ([], 6)
    items, total = owner.api.records.search(dataset_id=dataset.id, query=query, limit=2, offset=1000)
    assert (items, total) == ([], 0), "no hit beyond the 1,000th"


def test_most_similar_to_a_record_leaves_the_record_out(dataset, records):
    assert external_ids(similar(dataset, records["s2"], limit=5)) == ORDER_FROM_S2


def test_least_similar_to_a_record(dataset, records):
    assert external_ids(similar(dataset, records["s2"], most_similar=False, limit=5)) == \
        list(reversed(ORDER_FROM_S2))


def test_similar_with_a_filter(dataset, records):
    assert external_ids(similar(dataset, QUERY, limit=3, conditions=[("metadata.group", "==", "b")])) == \
        ["s2", "s4", "s6"]
    assert external_ids(similar(dataset, QUERY, most_similar=False, limit=3,
                                conditions=[("metadata.group", "==", "a")])) == ["s5", "s3", "s1"]
    assert external_ids(similar(dataset, records["s2"], limit=2, conditions=[("metadata.group", "==", "b")])) == \
        ["s4", "s6"]


def test_similar_with_text_and_filter(dataset):
    query = rg.Query(query="similar", similar=rg.Similar(name=VECTOR, value=QUERY),
                     filter=rg.Filter([("metadata.group", "==", "a")]))
    assert external_ids(dataset.records(query=query, limit=3)) == ["s1", "s3", "s5"]


def test_records_without_the_vector_are_never_neighbours(owner, dataset):
    """Asked for 50 neighbours, the server returns the 6 records that have a vector."""
    for order in ("most_similar", "least_similar"):
        query = rg.Query(similar=rg.Similar(name=VECTOR, value=QUERY, most_similar=order == "most_similar"))
        items, total = owner.api.records.search(dataset_id=dataset.id, query=query.api_model(), limit=50)
        ids = [model.external_id for model, _ in items]
        assert "s7" not in ids, f"{order}: a record without vector was returned"
        assert ids == (ORDER_FROM_QUERY if order == "most_similar" else list(reversed(ORDER_FROM_QUERY)))
        assert total == 6


def test_scores_are_ordered_and_cosine_based(dataset):
    """Argilla returns Elasticsearch's cosine score: (1 + cos) / 2, and (1 - cos) / 2 for least_similar."""
    most = similar(dataset, QUERY)
    least = similar(dataset, QUERY, most_similar=False)

    for results, sign in ((most, 1), (least, -1)):
        scores = [score for _, score in results]
        assert scores == sorted(scores, reverse=True), f"scores not descending: {scores}"
        for record, score in results:
            want = (1 + sign * cosine(QUERY, VECTORS[record.id])) / 2
            assert math.isclose(score, want, abs_tol=1e-3), f"{record.id}: score {score}, expected {want}"


def test_similar_results_can_include_vectors(dataset):
    results = similar(dataset, QUERY, limit=2, with_vectors=True)
    for record, _ in results:
        assert [round(v, 6) for v in record.vectors[VECTOR]] == VECTORS[record.id]


def test_reference_record_without_the_vector_is_a_422(dataset, records):
    with pytest.raises(UnprocessableEntityError):
        similar(dataset, records["s7"], limit=3)


def test_unknown_vector_name_is_a_422(dataset):
    query = rg.Query(similar=rg.Similar(name="no_such_vector", value=QUERY))
    with pytest.raises(UnprocessableEntityError):
        list(dataset.records(query=query, limit=3))


def test_similarity_sees_updated_and_deleted_vectors(owner, make_dataset):
    """Read-after-write: a changed vector moves its record, a deleted record is never a neighbour again."""
    dataset = make_dataset(settings=records_settings(owner))
    dataset.records.log([rg.Record(id=rid, fields={"text": rid}, metadata={"group": GROUPS[rid]},
                                   vectors={VECTOR: values}) for rid, values in VECTORS.items()])
    assert external_ids(similar(dataset, QUERY, limit=3)) == ["s1", "s2", "s3"]

    dataset.records.log([rg.Record(id="s6", fields={"text": "s6"}, metadata={"group": "b"},
                                   vectors={VECTOR: vec(3.0, 0.01)})])  # now just behind s1
    assert external_ids(similar(dataset, QUERY, limit=3)) == ["s1", "s6", "s2"]
    assert external_ids(similar(dataset, QUERY, most_similar=False, limit=2)) == ["s5", "s4"]

    s1 = by_external_id(dataset.records())["s1"]
    dataset.records.delete(records=[s1])
    assert external_ids(similar(dataset, QUERY, limit=3)) == ["s6", "s2", "s3"]
    assert external_ids(similar(dataset, QUERY, limit=2, conditions=[("metadata.group", "==", "a")])) == \
        ["s3", "s5"]
