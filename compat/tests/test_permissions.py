"""Who may do what, as the SDK sees it: 403 becomes ForbiddenError.

Admins manage datasets only in workspaces they belong to; annotators only read them; only owners manage users
and workspaces.
"""

import argilla as rg
import pytest
from argilla._exceptions import ForbiddenError

from support.names import unique_name
from support.settings import full_settings, minimal_settings
from support.users import PASSWORD


# ----- annotator ------------------------------------------------------------------------------------------------


def test_annotator_cannot_create_a_dataset_in_its_workspace(owner, annotator):
    name = unique_name("compat-ds")
    dataset = rg.Dataset(name=name, workspace=annotator.workspace, settings=minimal_settings(annotator.client),
                         client=annotator.client)

    with pytest.raises(ForbiddenError):
        dataset.create()

    assert owner.datasets(name, workspace=annotator.workspace.name) is None


def test_annotator_cannot_create_a_workspace(owner, annotator, sweep):
    name = unique_name("compat-ws")
    sweep.workspaces.append(name)

    with pytest.raises(ForbiddenError):
        rg.Workspace(name=name, client=annotator.client).create()

    assert owner.workspaces(name) is None


def test_annotator_cannot_create_or_list_users(owner, annotator, sweep):
    username = unique_name("compat-user")
    sweep.users.append(username)

    with pytest.raises(ForbiddenError):
        rg.User(username=username, password=PASSWORD, client=annotator.client).create()
    with pytest.raises(ForbiddenError):
        annotator.client.users.list()

    assert owner.users(username=username) is None


def test_annotator_reads_but_cannot_change_or_delete_a_dataset(owner, annotator, make_dataset):
    dataset = make_dataset(workspace=annotator.workspace, settings=full_settings(owner))

    seen = annotator.client.datasets(dataset.name, workspace=annotator.workspace.name)
    assert seen is not None and seen.id == dataset.id
    assert [q.name for q in seen.settings.questions] == [q.name for q in dataset.settings.questions]

    seen.settings.guidelines = "changed by an annotator"
    with pytest.raises(ForbiddenError):
        seen.update()
    with pytest.raises(ForbiddenError):
        seen.delete()

    assert owner.datasets(id=dataset.id).get().settings.guidelines == dataset.settings.guidelines


def test_annotator_sees_only_metadata_visible_to_annotators(owner, annotator, make_dataset):
    dataset = make_dataset(workspace=annotator.workspace, settings=full_settings(owner))

    seen = annotator.client.datasets(dataset.name, workspace=annotator.workspace.name)

    assert [m.name for m in seen.settings.metadata] == ["source", "length"]  # "score" is hidden
    assert [m.name for m in owner.datasets(id=dataset.id).get().settings.metadata] == ["source", "length", "score"]


def test_annotator_cannot_read_a_dataset_outside_its_workspaces(owner, annotator, make_dataset):
    dataset = make_dataset()  # in a workspace of its own

    with pytest.raises(ForbiddenError):
        annotator.client.datasets(id=dataset.id)
    assert dataset.id not in {d.id for d in annotator.client.api.datasets.list()}


# ----- admin ----------------------------------------------------------------------------------------------------


def test_admin_creates_updates_and_deletes_a_dataset_in_its_workspace(admin, make_dataset):
    dataset = make_dataset(workspace=admin.workspace, settings=full_settings(admin.client), client=admin.client)
    name = dataset.name

    found = admin.client.datasets(name, workspace=admin.workspace.name)
    assert found is not None and found.id == dataset.id
    assert len(found.settings.questions) == 6
    assert [m.name for m in found.settings.metadata] == ["source", "length", "score"]

    found.settings.guidelines = "set by the admin"
    found.settings.questions["sentiment"].title = "Admin title"
    found.update()
    again = admin.client.datasets(name, workspace=admin.workspace.name)
    assert again.settings.guidelines == "set by the admin"
    assert again.settings.questions["sentiment"].title == "Admin title"

    again.delete()
    assert admin.client.datasets(name, workspace=admin.workspace.name) is None


def test_admin_cannot_create_a_dataset_in_a_workspace_it_is_not_a_member_of(owner, admin, make_workspace):
    foreign = make_workspace()
    name = unique_name("compat-ds")
    dataset = rg.Dataset(name=name, workspace=foreign, settings=minimal_settings(admin.client),
                         client=admin.client)

    with pytest.raises(ForbiddenError):
        dataset.create()

    assert owner.datasets(name, workspace=foreign.name) is None


def test_admin_cannot_read_change_or_delete_a_dataset_of_another_workspace(owner, admin, make_dataset):
    dataset = make_dataset()  # in a workspace the admin does not belong to

    with pytest.raises(ForbiddenError):
        admin.client.datasets(id=dataset.id)
    with pytest.raises(ForbiddenError):
        admin.client.api.datasets.delete(dataset.id)

    assert owner.datasets(id=dataset.id) is not None
    assert dataset.id not in {d.id for d in admin.client.api.datasets.list()}


def test_admin_does_not_see_workspaces_it_is_not_a_member_of(admin, make_workspace):
    foreign = make_workspace()

    names = {w.name for w in admin.client.workspaces.list()}

    assert admin.workspace.name in names
    assert foreign.name not in names
    with pytest.raises(ForbiddenError):
        admin.client.api.workspaces.get(foreign.id)


def test_admin_cannot_create_workspaces_or_users(owner, admin, sweep):
    workspace_name = unique_name("compat-ws")
    username = unique_name("compat-user")
    sweep.workspaces.append(workspace_name)
    sweep.users.append(username)

    with pytest.raises(ForbiddenError):
        rg.Workspace(name=workspace_name, client=admin.client).create()
    with pytest.raises(ForbiddenError):
        rg.User(username=username, password=PASSWORD, client=admin.client).create()

    assert owner.workspaces(workspace_name) is None
    assert owner.users(username=username) is None


def test_admin_cannot_add_users_to_its_workspace(owner, admin, make_user):
    user = make_user(role="annotator")

    with pytest.raises(ForbiddenError):
        admin.client.api.users.add_to_workspace(admin.workspace.id, user.id)

    assert user.username not in {u.username for u in admin.workspace.users}


def test_admin_lists_the_members_of_its_workspace(admin, make_user):
    member = make_user(role="annotator", workspaces=[admin.workspace])
    own_workspace = admin.client.workspaces(admin.workspace.name)

    usernames = {u.username for u in admin.client.users.list(workspace=own_workspace)}

    assert usernames == {admin.user.username, member.username}
