"""Responses logged on behalf of other users with `dataset.records.log`.

An owner logs responses for any user who exists, a member of the dataset's workspace or not, as Argilla 2.8
accepts: scripts that import earlier annotations name their authors, who may never have joined the workspace.
Both SDK forms: `log(records, user_id=..., mapping={"label": "label.response"})` and `rg.Response(...,
user_id=...)` inside `rg.Record`. An admin of the workspace may log responses only for its members (and
owners): a stranger's is refused with a 422 that names them, and nothing of the batch is written.
"""

from typing import Dict, List, Tuple

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError

from support.records import by_external_id, records_settings
from support.users import api_key_of


@pytest.fixture
def stranger(make_user, make_workspace) -> rg.User:
    """A user who exists but belongs only to a workspace of their own."""
    return make_user(role="annotator", workspaces=[make_workspace()])


def answers(dataset: rg.Dataset) -> Dict[str, List[Tuple[str, str, str]]]:
    """Each record's responses as (user id, label, status), by external id."""
    return {
        rid: sorted((str(response.user_id), response.value, getattr(response.status, "value", response.status)) for response in record.responses)
        for rid, record in by_external_id(dataset.records(with_responses=True)).items()
    }


def test_the_owner_logs_a_strangers_answers_with_a_mapping(owner, make_dataset, stranger):
    dataset = make_dataset(settings=records_settings(owner))
    assert str(stranger.id) not in {str(user.id) for user in dataset.workspace.users}
    dataset.records.log(
        [{"id": "m1", "text": "imported one", "label": "positive"}, {"id": "m2", "text": "imported two", "label": "negative"}],
        user_id=stranger.id,
        mapping={"label": "label.response"},
    )
    found = answers(dataset)
    assert {rid: [(user, label) for user, label, _ in rows] for rid, rows in found.items()} == {
        "m1": [(str(stranger.id), "positive")],
        "m2": [(str(stranger.id), "negative")],
    }


def test_the_owner_logs_records_with_a_strangers_responses(owner, make_dataset, stranger, annotator):
    dataset = make_dataset(settings=records_settings(owner))
    dataset.records.log([
        rg.Record(id="r1", fields={"text": "imported"}, responses=[
            rg.Response("label", "neutral", user_id=stranger.id, status="submitted"),
            rg.Response("label", "positive", user_id=annotator.user.id, status="submitted"),
        ]),
    ])
    assert answers(dataset) == {"r1": sorted([
        (str(stranger.id), "neutral", "submitted"),
        (str(annotator.user.id), "positive", "submitted"),
    ])}
    # Answers count as any submitted answer does, and the progress names the stranger.
    progress = dataset.progress(with_users_distribution=True)
    assert (progress["total"], progress["completed"]) == (1, 1)
    assert progress["users"][stranger.username]["completed"]["submitted"] == 1


def test_an_admin_logs_answers_only_for_members_of_the_workspace(owner, make_workspace, make_dataset, make_user, connect,
                                                                stranger):
    workspace = make_workspace()
    dataset = make_dataset(workspace=workspace, settings=records_settings(owner))
    admin = make_user(role="admin", workspaces=[workspace])
    member = make_user(role="annotator", workspaces=[workspace])
    theirs = connect(api_key_of(owner, admin)).datasets(dataset.name, workspace=dataset.workspace.name)

    theirs.records.log([{"id": "ok", "text": "a member's", "label": "positive"}], user_id=member.id, mapping={"label": "label.response"})
    with pytest.raises(UnprocessableEntityError) as raised:
        theirs.records.log([rg.Record(id="no", fields={"text": "a stranger's"},
                                      responses=[rg.Response("label", "positive", user_id=stranger.id, status="submitted")])])
    assert f"user with id={stranger.id} is not a member of the workspace of this dataset" in str(raised.value)
    with pytest.raises(UnprocessableEntityError):
        theirs.records.log([{"id": "no", "text": "a stranger's", "label": "positive"}], user_id=stranger.id, mapping={"label": "label.response"})

    assert {rid: [user for user, _, _ in rows] for rid, rows in answers(dataset).items()} == {"ok": [str(member.id)]}
