"""Assignments (a Gloss extension, `/api/v1/datasets/{id}/assignments`) beside the SDK's own calls.

A dataset of six records is split among three annotators through the HTTP API, each record to two of them (the
k-th record logged goes to annotators 2k mod 3 and 2k+1 mod 3). The SDK then works as before: progress with the
users distribution, iterating records with responses, filters, and logging responses, both through the
annotators' own clients and through the owner's `records.log`. A record is completed once both its assignees
submitted; a response of anyone else (which only an owner or admin can record: an annotator's own call on a
record assigned to others is a 404) does not count. Clearing the assignments goes back to `min_submitted`.
"""

from typing import Dict, List

import argilla as rg
import httpx
import pytest
from argilla._exceptions import NotFoundError

from support.records import SOURCES, by_external_id, records_settings
from support.users import api_key_of

RECORDS = [f"a{k}" for k in range(6)]


def holders(k: int) -> List[int]:
    """The annotators (by position) the k-th record is split to."""
    return [(2 * k) % 3, (2 * k + 1) % 3]


@pytest.fixture
def http(api_url, owner_api_key):
    with httpx.Client(base_url=api_url, headers={"X-Argilla-Api-Key": owner_api_key}, timeout=30) as client:
        yield client


@pytest.fixture
def team(owner, make_workspace, make_user, make_dataset, connect, http):
    """(dataset, annotators, their clients) with RECORDS logged and split, two annotators per record."""
    workspace = make_workspace()
    annotators = [make_user(role="annotator", workspaces=[workspace]) for _ in range(3)]
    clients = [connect(api_key_of(owner, annotator)) for annotator in annotators]
    dataset = make_dataset(workspace=workspace, settings=records_settings(owner, min_submitted=1))
    dataset.records.log([
        rg.Record(id=rid, fields={"text": f"assigned record {rid}"}, metadata={"source": SOURCES[k % 3]})
        for k, rid in enumerate(RECORDS)
    ])
    split = http.post(f"/api/v1/datasets/{dataset.id}/assignments/split",
                      json={"user_ids": [str(annotator.id) for annotator in annotators], "per_record": 2})
    assert split.status_code == 200, split.text
    return dataset, annotators, clients, split.json()


def statuses(dataset: rg.Dataset) -> Dict[str, str]:
    return {rid: record.status for rid, record in by_external_id(dataset.records()).items()}


def submit(client: rg.Argilla, annotator: rg.User, dataset: rg.Dataset, rid: str, label: str = "positive") -> None:
    """The annotator's own client answers the record through the SDK's response call."""
    record = by_external_id(dataset.records())[rid]
    answer = rg.UserResponse([rg.Response("label", label, user_id=annotator.id, status="submitted")])
    client.api.records.create_record_response(record_id=record._server_id, user_response=answer._model)


def test_a_split_gives_each_annotator_the_same_share(team):
    _, annotators, _, summary = team
    assert summary["strategy"] == "assigned"
    assert (summary["total"], summary["unassigned"], summary["changed"]) == (6, 0, 6)
    assert {row["username"]: row["assigned"] for row in summary["annotators"]} == {
        annotator.username: 4 for annotator in annotators
    }


def test_the_sdk_reads_an_assigned_dataset_as_before(team):
    dataset, _, _, _ = team
    assert dataset.progress(with_users_distribution=True) == {"total": 6, "completed": 0, "pending": 6, "users": {}}
    records = list(dataset.records(with_responses=True))
    assert sorted(record.id for record in records) == RECORDS
    assert all(record.status == "pending" and len(record.responses) == 0 for record in records)
    web = dataset.records(query=rg.Query(filter=rg.Filter(("metadata.source", "==", "web"))))
    assert sorted(record.id for record in web) == ["a0", "a3"]


def log_on_behalf(dataset: rg.Dataset, annotator: rg.User, rid: str) -> None:
    """The owner logs a submitted answer of the annotator's to the record (an owner may, for anyone)."""
    dataset.records.log([rg.Record(id=rid, fields={"text": f"assigned record {rid}"},
                                   responses=[rg.Response("label", "positive", user_id=annotator.id, status="submitted")])])


def test_an_annotator_cannot_answer_a_record_assigned_to_others(team):
    dataset, annotators, clients, _ = team
    outsider = next(position for position in range(3) if position not in holders(2))
    with pytest.raises(NotFoundError):
        submit(clients[outsider], annotators[outsider], dataset, "a2")
    assert len(by_external_id(dataset.records(with_responses=True))["a2"].responses) == 0


def test_a_record_is_completed_once_both_its_assignees_submitted(owner, team):
    dataset, annotators, clients, _ = team
    first, second = holders(0)
    outsider = next(position for position in range(3) if position not in holders(2))

    submit(clients[first], annotators[first], dataset, "a0")
    assert statuses(dataset)["a0"] == "pending"
    # An answer of someone not assigned a2, logged for them by the owner: it still waits for its two assignees.
    log_on_behalf(dataset, annotators[outsider], "a2")
    assert statuses(dataset)["a2"] == "pending"
    submit(clients[second], annotators[second], dataset, "a0", label="negative")
    assert statuses(dataset)["a0"] == "completed"

    progress = dataset.progress(with_users_distribution=True)
    assert {key: progress[key] for key in ("total", "completed", "pending")} == {"total": 6, "completed": 1, "pending": 5}
    assert progress["users"][annotators[first].username]["completed"]["submitted"] == 1
    assert progress["users"][annotators[second].username]["completed"]["submitted"] == 1
    assert progress["users"][annotators[outsider].username]["pending"]["submitted"] == 1

    a0 = by_external_id(dataset.records(with_responses=True))["a0"]
    assert sorted(str(response.user_id) for response in a0.responses) == sorted(
        str(annotators[position].id) for position in holders(0))


def test_responses_logged_by_the_owner_complete_assigned_records(owner, team):
    dataset, annotators, _, _ = team
    dataset.records.log([
        rg.Record(id="a1", fields={"text": "assigned record a1"},
                  responses=[rg.Response("label", "neutral", user_id=annotators[position].id, status="submitted")
                             for position in holders(1)]),
        rg.Record(id="a4", fields={"text": "assigned record a4"},
                  responses=[rg.Response("label", "neutral", user_id=annotators[holders(4)[0]].id,
                                         status="submitted")]),
    ])
    found = statuses(dataset)
    assert (found["a1"], found["a4"]) == ("completed", "pending")


def test_each_annotator_queue_holds_their_records(team):
    dataset, annotators, clients, _ = team
    for position, client in enumerate(clients):
        response = client.http_client.post(f"/api/v1/me/datasets/{dataset.id}/records/search", json={},
                                           params={"limit": 50})
        response.raise_for_status()
        body = response.json()
        mine = sorted(item["record"]["external_id"] for item in body["items"])
        assert mine == [rid for k, rid in enumerate(RECORDS) if position in holders(k)]
        assert body["total"] == 4
        metrics = client.http_client.get(f"/api/v1/me/datasets/{dataset.id}/metrics").json()
        assert metrics["responses"]["total"] == 4


def test_clearing_goes_back_to_min_submitted(team, http):
    dataset, annotators, clients, _ = team
    outsider = next(position for position in range(3) if position not in holders(2))
    log_on_behalf(dataset, annotators[outsider], "a2")
    assert statuses(dataset)["a2"] == "pending"

    cleared = http.delete(f"/api/v1/datasets/{dataset.id}/assignments")
    assert cleared.status_code == 200, cleared.text
    assert cleared.json()["strategy"] == "overlap"
    assert statuses(dataset)["a2"] == "completed"
    assert dataset.progress() == {"total": 6, "completed": 1, "pending": 5}
