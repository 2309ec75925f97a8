"""`dataset.progress()` (`GET /datasets/{id}/progress`) and `dataset.progress(with_users_distribution=True)`
(plus `GET /datasets/{id}/users/progress`), on a dataset with `min_submitted = 2` and two annotators.

A record is completed once it has two *submitted* responses; drafts and discards never count. The users
distribution counts each user's responses grouped by the record's status, then by the response's status.
"""

import argilla as rg
import pytest

from support.records import by_external_id, records_settings

# record: {annotator: response status}; "1" and "2" are the two annotators.
PLAN = {
    "p1": {"1": "submitted", "2": "submitted"},  # completed
    "p2": {"1": "submitted", "2": "submitted"},  # completed
    "p3": {"1": "submitted"},                    # pending: one submitted of two
    "p4": {"1": "discarded", "2": "draft"},      # pending
    "p5": {},                                    # pending
    "p6": {"1": "submitted", "2": "discarded"},  # pending: a discard does not count
}


@pytest.fixture
def setup(owner, make_workspace, make_user, make_dataset):
    """(dataset, annotator 1, annotator 2) with PLAN logged."""
    workspace = make_workspace()
    first = make_user(role="annotator", workspaces=[workspace])
    second = make_user(role="annotator", workspaces=[workspace])
    dataset = make_dataset(workspace=workspace, settings=records_settings(owner, min_submitted=2))
    users = {"1": first, "2": second}

    dataset.records.log([
        rg.Record(id=rid, fields={"text": f"progress {rid}"},
                  responses=[rg.Response("label", "positive", user_id=users[who].id, status=status)
                             for who, status in plan.items()])
        for rid, plan in PLAN.items()
    ])
    return dataset, first, second


def test_progress_of_an_empty_dataset(owner, make_dataset):
    dataset = make_dataset(settings=records_settings(owner, min_submitted=2))
    assert dataset.progress() == {"total": 0, "completed": 0, "pending": 0}


def test_progress_counts_records_by_status(setup):
    dataset, _, _ = setup
    assert dataset.progress() == {"total": 6, "completed": 2, "pending": 4}


def test_record_status_needs_min_submitted_responses(setup):
    dataset, _, _ = setup
    statuses = {rid: record.status for rid, record in by_external_id(dataset.records()).items()}
    assert statuses == {"p1": "completed", "p2": "completed", "p3": "pending", "p4": "pending",
                        "p5": "pending", "p6": "pending"}


def test_progress_with_users_distribution(setup):
    dataset, first, second = setup

    progress = dataset.progress(with_users_distribution=True)

    assert {k: progress[k] for k in ("total", "completed", "pending")} == {"total": 6, "completed": 2, "pending": 4}
    assert progress["users"] == {
        first.username: {"completed": {"submitted": 2, "draft": 0, "discarded": 0},
                         "pending": {"submitted": 2, "draft": 0, "discarded": 1}},
        second.username: {"completed": {"submitted": 2, "draft": 0, "discarded": 0},
                          "pending": {"submitted": 0, "draft": 1, "discarded": 1}},
    }


def test_progress_follows_new_responses(owner, setup):
    """A second submitted response completes p3; the owner now appears in the distribution."""
    dataset, first, second = setup
    records = by_external_id(dataset.records())
    p3 = records["p3"]
    p3.responses.add(rg.Response("label", "negative", user_id=owner.me.id, status="submitted"))

    dataset.records.log([p3])

    assert dataset.progress() == {"total": 6, "completed": 3, "pending": 3}
    assert by_external_id(dataset.records())["p3"].status == "completed"
    users = dataset.progress(with_users_distribution=True)["users"]
    assert users[owner.me.username] == {"completed": {"submitted": 1, "draft": 0, "discarded": 0},
                                        "pending": {"submitted": 0, "draft": 0, "discarded": 0}}
    assert users[first.username]["completed"]["submitted"] == 3
    assert users[first.username]["pending"]["submitted"] == 1
    assert users[second.username]["pending"] == {"submitted": 0, "draft": 1, "discarded": 1}


def test_progress_follows_a_response_turned_into_a_draft(setup):
    """Re-logging annotator 2's response on p1 as a draft takes p1 back to pending."""
    dataset, first, second = setup
    dataset.records.log([rg.Record(id="p1", fields={"text": "progress p1"},
                                   responses=[rg.Response("label", "positive", user_id=second.id, status="draft")])])

    assert dataset.progress() == {"total": 6, "completed": 1, "pending": 5}
    assert by_external_id(dataset.records())["p1"].status == "pending"
