"""Who may log, list, search and delete records through the SDK.

Listing, searching (`/datasets/{id}/records/search`), logging and deleting are for owners and for admins of the
dataset's workspace; annotators annotate through the web app's `/me/...` endpoints and get 403 here. Progress is
open to every member.
"""

import argilla as rg
import pytest
from argilla._exceptions import ForbiddenError

from support.records import by_external_id, records_settings
from support.users import api_key_of


@pytest.fixture
def dataset(owner, make_dataset, admin, annotator, make_workspace) -> rg.Dataset:
    """A dataset with two records in a workspace the admin and the annotator both belong to."""
    workspace = make_workspace()
    admin.user.add_to_workspace(workspace)
    annotator.user.add_to_workspace(workspace)
    dataset = make_dataset(workspace=workspace, settings=records_settings(owner))
    dataset.records.log([rg.Record(id="p1", fields={"text": "one"}), rg.Record(id="p2", fields={"text": "two"})])
    return dataset


def seen_by(client: rg.Argilla, dataset: rg.Dataset) -> rg.Dataset:
    found = client.datasets(dataset.name, workspace=dataset.workspace.name)
    assert found is not None
    return found


def test_an_admin_of_the_workspace_logs_lists_searches_and_deletes(admin, dataset):
    mine = seen_by(admin.client, dataset)

    mine.records.log([rg.Record(id="p3", fields={"text": "three"})])
    records = by_external_id(mine.records())
    assert set(records) == {"p1", "p2", "p3"}
    assert [r.id for r in mine.records(query=rg.Query(query="three"))] == ["p3"]
    mine.records.delete(records=[records["p1"]])
    assert set(by_external_id(mine.records())) == {"p2", "p3"}


def test_an_annotator_cannot_list_search_log_or_delete(owner, annotator, dataset):
    theirs = seen_by(annotator.client, dataset)
    records = list(dataset.records())

    with pytest.raises(ForbiddenError):
        list(theirs.records())
    with pytest.raises(ForbiddenError):
        list(theirs.records(query=rg.Query(query="one")))
    with pytest.raises(ForbiddenError):
        theirs.records.log([rg.Record(id="p9", fields={"text": "nine"})])
    with pytest.raises(ForbiddenError):
        theirs.records.delete(records=records)

    assert set(by_external_id(dataset.records())) == {"p1", "p2"}


def test_an_annotator_member_reads_progress(annotator, dataset):
    theirs = seen_by(annotator.client, dataset)
    assert theirs.progress() == {"total": 2, "completed": 0, "pending": 2}


def test_an_admin_of_another_workspace_cannot_log(owner, make_workspace, make_user, connect, dataset):
    outsider = make_user(role="admin", workspaces=[make_workspace()])
    client = connect(api_key_of(owner, outsider))
    stranger_view = rg.Dataset.from_model(dataset._model, client=client)
    stranger_view.settings = dataset.settings  # reading settings would already be refused

    with pytest.raises(ForbiddenError):
        stranger_view.records.log([rg.Record(id="p9", fields={"text": "nine"})])
    owner_records = list(dataset.records())
    with pytest.raises(ForbiddenError):
        stranger_view.records.delete(records=owner_records)

    assert set(by_external_id(dataset.records())) == {"p1", "p2"}
