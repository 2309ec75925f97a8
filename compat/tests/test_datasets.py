"""Dataset lifecycle: lookup, delete, duplicate names."""

import argilla as rg
import pytest
from argilla._exceptions import ConflictError, NotFoundError

from support.names import unique_name
from support.settings import minimal_settings


def test_dataset_found_by_name_with_workspace_object_name_and_default(owner, make_workspace, make_dataset):
    workspace = make_workspace()
    dataset = make_dataset(workspace=workspace)

    by_object = owner.datasets(dataset.name, workspace=workspace)
    by_name = owner.datasets(dataset.name, workspace=workspace.name)

    assert by_object is not None and by_object.id == dataset.id
    assert by_name is not None and by_name.id == dataset.id
    assert [f.name for f in by_name.settings.fields] == ["text"]
    assert [q.name for q in by_name.settings.questions] == ["label"]


def test_lookup_is_scoped_to_the_workspace(owner, make_workspace, make_dataset):
    home = make_workspace()
    elsewhere = make_workspace()
    dataset = make_dataset(workspace=home)

    assert owner.datasets(dataset.name, workspace=elsewhere.name) is None
    assert owner.datasets(unique_name("compat-missing"), workspace=home.name) is None


def test_delete_dataset(owner, make_workspace, make_dataset):
    workspace = make_workspace()
    dataset = make_dataset(workspace=workspace)
    dataset_id, name = dataset.id, dataset.name

    dataset.delete()

    assert owner.datasets(name, workspace=workspace.name) is None
    assert owner.datasets(id=dataset_id) is None
    assert dataset_id not in {d.id for d in workspace.datasets}
    assert not owner.api.datasets.exists(dataset_id)
    # The workspace is empty again, so it can be deleted now.
    workspace.delete()
    assert owner.workspaces(id=workspace.id) is None


def test_deleted_dataset_settings_are_gone(owner, make_dataset):
    dataset = make_dataset()

    dataset.delete()

    for list_settings in (owner.api.fields.list, owner.api.questions.list, owner.api.vectors.list,
                          owner.api.metadata.list):
        with pytest.raises(NotFoundError):
            list_settings(dataset.id)


def test_duplicate_dataset_name_in_the_same_workspace_raises_conflict(owner, make_workspace, make_dataset):
    workspace = make_workspace()
    existing = make_dataset(workspace=workspace)

    duplicate = rg.Dataset(name=existing.name, workspace=workspace, settings=minimal_settings(owner), client=owner)
    with pytest.raises(ConflictError) as raised:
        duplicate.create()

    assert raised.value.status_code == 409
    assert [d.name for d in workspace.datasets].count(existing.name) == 1


def test_same_dataset_name_in_another_workspace_is_allowed(owner, make_workspace, make_dataset):
    first = make_workspace()
    second = make_workspace()
    name = unique_name("compat-ds")

    one = make_dataset(workspace=first, name=name)
    two = make_dataset(workspace=second, name=name)

    assert one.id != two.id
    assert owner.datasets(name, workspace=first.name).id == one.id
    assert owner.datasets(name, workspace=second.name).id == two.id


@pytest.mark.parametrize("how", ["name", "id"])
def test_create_with_workspace_given_by_name_or_id(owner, make_workspace, how):
    workspace = make_workspace()
    name = unique_name("compat-ds")
    target = workspace.name if how == "name" else workspace.id

    dataset = rg.Dataset(name=name, workspace=target, settings=minimal_settings(owner), client=owner).create()
    try:
        assert dataset._model.workspace_id == workspace.id
        assert owner.datasets(name, workspace=workspace.name).id == dataset.id
    finally:
        dataset.delete()
