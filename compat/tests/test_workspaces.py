"""Workspaces: create, list, get by name and id, delete, duplicates, and their members."""

import uuid
from datetime import datetime

import argilla as rg
import pytest
from argilla._exceptions import ConflictError, NotFoundError

from support.names import unique_name
from support.users import api_key_of


def _usernames(workspace: rg.Workspace) -> set:
    return {user.username for user in workspace.users}


def test_create_workspace_returns_the_stored_workspace(make_workspace):
    name = unique_name("compat-ws")

    workspace = make_workspace(name)

    assert isinstance(workspace.id, uuid.UUID)
    assert workspace.name == name
    assert isinstance(workspace.inserted_at, datetime)
    assert isinstance(workspace.updated_at, datetime)


def test_list_workspaces_and_get_by_name_and_id(owner, make_workspace):
    first = make_workspace()
    second = make_workspace()

    listed = {workspace.name: workspace.id for workspace in owner.workspaces.list()}
    assert listed[first.name] == first.id
    assert listed[second.name] == second.id

    by_name = owner.workspaces(first.name)
    assert by_name is not None and by_name.id == first.id

    by_id = owner.workspaces(id=second.id)
    assert by_id is not None and by_id.name == second.name


def test_unknown_workspace_gives_none(owner):
    assert owner.workspaces(unique_name("compat-missing")) is None
    assert owner.workspaces(id=uuid.uuid4()) is None


def test_delete_workspace(owner, make_workspace):
    workspace = make_workspace()
    workspace_id, name = workspace.id, workspace.name

    workspace.delete()

    assert owner.workspaces(name) is None
    assert owner.workspaces(id=workspace_id) is None
    assert name not in {w.name for w in owner.workspaces.list()}


def test_duplicate_workspace_name_raises_conflict(owner, make_workspace, sweep):
    existing = make_workspace()
    sweep.workspaces.append(existing.name)

    with pytest.raises(ConflictError) as raised:
        rg.Workspace(name=existing.name, client=owner).create()

    assert raised.value.status_code == 409
    assert [w.name for w in owner.workspaces.list()].count(existing.name) == 1


def test_workspace_with_a_dataset_cannot_be_deleted(owner, make_workspace, make_dataset):
    workspace = make_workspace()
    make_dataset(workspace=workspace)

    with pytest.raises(ConflictError):
        workspace.delete()

    assert owner.workspaces(id=workspace.id) is not None


def test_add_user_to_workspace_and_remove_it(owner, make_workspace, make_user):
    workspace = make_workspace()
    user = make_user(role="annotator")
    assert _usernames(workspace) == set()

    returned = user.add_to_workspace(workspace)

    assert returned.id == user.id and returned.username == user.username
    assert _usernames(workspace) == {user.username}
    assert {u.id for u in owner.users.list(workspace=workspace)} == {user.id}

    returned = user.remove_from_workspace(workspace)

    assert returned.id == user.id
    assert _usernames(workspace) == set()


def test_workspace_add_user_and_remove_user_by_object_and_username(make_workspace, make_user):
    workspace = make_workspace()
    admin = make_user(role="admin")
    annotator = make_user(role="annotator")

    workspace.add_user(admin)
    workspace.add_user(annotator.username)
    assert _usernames(workspace) == {admin.username, annotator.username}

    workspace.remove_user(admin.username)
    assert _usernames(workspace) == {annotator.username}

    workspace.remove_user(annotator)
    assert _usernames(workspace) == set()


def test_adding_a_member_twice_raises_conflict(make_workspace, make_user):
    workspace = make_workspace()
    user = make_user(role="annotator", workspaces=[workspace])

    with pytest.raises(ConflictError):
        user.add_to_workspace(workspace)

    assert _usernames(workspace) == {user.username}


def test_removing_a_non_member_raises_not_found(make_workspace, make_user):
    workspace = make_workspace()
    user = make_user(role="annotator")

    with pytest.raises(NotFoundError):
        user.remove_from_workspace(workspace)


def test_members_see_only_their_workspaces(owner, make_workspace, make_user, connect):
    mine = make_workspace()
    other = make_workspace()
    user = make_user(role="annotator", workspaces=[mine])
    client = connect(api_key_of(owner, user))

    visible = {w.name for w in client.workspaces.list()}

    assert mine.name in visible
    assert other.name not in visible

    user.remove_from_workspace(mine)
    assert mine.name not in {w.name for w in client.workspaces.list()}


def test_deleting_a_user_removes_it_from_its_workspaces(make_workspace, make_user):
    workspace = make_workspace()
    user = make_user(role="annotator", workspaces=[workspace])

    user.delete()

    assert _usernames(workspace) == set()



def test_create_workspace_with_a_chosen_id(owner, make_workspace):
    # rg.Workspace(id=...) asks the server to use that id (Argilla 2.8's WorkspaceCreate accepts `id`); the SDK's
    # import from disk or the Hub relies on it.
    chosen = uuid.uuid4()

    workspace = make_workspace(id=chosen)

    assert workspace.id == chosen
    assert owner.workspaces(id=chosen).name == workspace.name


def test_create_workspace_with_a_taken_id_raises_conflict(owner, make_workspace, sweep):
    existing = make_workspace()
    name = unique_name("compat-ws")
    sweep.workspaces.append(name)

    with pytest.raises(ConflictError):
        rg.Workspace(name=name, id=existing.id, client=owner).create()

    assert owner.workspaces(name) is None
