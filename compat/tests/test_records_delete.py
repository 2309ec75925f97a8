"""Deleting records with `dataset.records.delete(records=[...])`: `DELETE /datasets/{id}/records?ids=a,b,...` in
batches of 64 server ids. Deleted records disappear from listing, search, `GET /records/{id}` and progress, and
their external ids become free again.
"""

import argilla as rg
import pytest
from argilla._exceptions import NotFoundError

from support.records import by_external_id, records_settings


@pytest.fixture
def dataset(owner, make_workspace, make_dataset) -> rg.Dataset:
    return make_dataset(workspace=make_workspace(), settings=records_settings(owner))


def log_numbered(dataset: rg.Dataset, count: int, owner=None) -> None:
    records = []
    for i in range(count):
        responses = []
        if owner is not None and i % 2 == 0:
            responses = [rg.Response("label", "positive", user_id=owner.me.id, status="submitted")]
        records.append(rg.Record(id=f"d{i:03d}", fields={"text": f"text {i}"}, metadata={"length": i},
                                 suggestions=[rg.Suggestion("label", "neutral", score=0.5, agent="m")],
                                 responses=responses))
    dataset.records.log(records)


def test_delete_some_records(owner, dataset):
    log_numbered(dataset, 10, owner)
    records = by_external_id(dataset.records())
    doomed = [records[rid] for rid in ("d001", "d004", "d008")]

    dataset.records.delete(records=doomed)

    remaining = by_external_id(dataset.records())
    assert set(remaining) == {f"d{i:03d}" for i in range(10)} - {"d001", "d004", "d008"}
    for record in doomed:
        with pytest.raises(NotFoundError):
            owner.api.records.get(record._server_id)


def test_deleted_records_leave_search_results(dataset):
    log_numbered(dataset, 6)
    records = by_external_id(dataset.records())
    dataset.records.delete(records=[records["d002"], records["d003"]])

    found = by_external_id(dataset.records(query=rg.Query(filter=rg.Filter([("metadata.length", "<=", 4)]))))
    assert set(found) == {"d000", "d001", "d004"}
    found = by_external_id(dataset.records(query=rg.Query(query="text")))
    assert set(found) == {"d000", "d001", "d004", "d005"}


def test_delete_more_records_than_one_request_takes(dataset):
    log_numbered(dataset, 150)
    records = by_external_id(dataset.records(batch_size=1000))
    doomed = [records[f"d{i:03d}"] for i in range(130)]  # three DELETE requests: 64 + 64 + 2

    dataset.records.delete(records=doomed)

    assert set(by_external_id(dataset.records())) == {f"d{i:03d}" for i in range(130, 150)}


def test_delete_updates_progress(owner, dataset):
    log_numbered(dataset, 4, owner)  # d000 and d002 completed (one submitted response each, min_submitted 1)
    assert dataset.progress() == {"total": 4, "completed": 2, "pending": 2}
    records = by_external_id(dataset.records())

    dataset.records.delete(records=[records["d000"], records["d001"]])

    assert dataset.progress() == {"total": 2, "completed": 1, "pending": 1}


def test_an_external_id_can_be_reused_after_delete(dataset):
    log_numbered(dataset, 2)
    old = by_external_id(dataset.records())["d001"]
    dataset.records.delete(records=[old])

    dataset.records.log([rg.Record(id="d001", fields={"text": "born again"})])

    records = by_external_id(dataset.records())
    assert set(records) == {"d000", "d001"}
    assert records["d001"]._server_id != old._server_id
    assert records["d001"].fields["text"] == "born again"
