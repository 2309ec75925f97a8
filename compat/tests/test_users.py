"""Users: create, list, get by username and id, update, delete, duplicates."""

import uuid
from datetime import datetime

import argilla as rg
import pytest
from argilla._exceptions import ConflictError, UnprocessableEntityError

from support.users import PASSWORD, api_key_of
from support.names import unique_name


def test_create_user_returns_the_stored_user(owner, make_user):
    username = unique_name("compat-user")

    user = make_user(role="admin", username=username, first_name="Ada", last_name="Lovelace")

    assert isinstance(user.id, uuid.UUID)
    assert user.username == username
    assert user.first_name == "Ada"
    assert user.last_name == "Lovelace"
    assert user.role == "admin"
    assert isinstance(user.inserted_at, datetime)
    assert isinstance(user.updated_at, datetime)


def test_create_user_defaults_to_annotator_and_first_name_username(owner):
    username = unique_name("compat-user")
    user = rg.User(username=username, password=PASSWORD, client=owner).create()
    try:
        assert user.role == "annotator"
        assert user.first_name == username
        assert user.last_name is None
    finally:
        user.delete()


def test_list_users_includes_created_users_and_the_owner(owner, make_user):
    first = make_user(role="annotator")
    second = make_user(role="admin")

    by_username = {user.username: user for user in owner.users.list()}

    assert by_username[first.username].id == first.id
    assert by_username[first.username].role == "annotator"
    assert by_username[second.username].id == second.id
    assert by_username[second.username].role == "admin"
    assert by_username[owner.me.username].role == "owner"
    assert len(owner.users) == len(by_username)


def test_get_user_by_username_and_by_id(owner, make_user):
    user = make_user(role="annotator", first_name="Grace", last_name="Hopper")

    by_name = owner.users(username=user.username)
    by_id = owner.users(id=user.id)

    for found in (by_name, by_id):
        assert found is not None
        assert found.id == user.id
        assert found.username == user.username
        assert found.first_name == "Grace"
        assert found.last_name == "Hopper"
        assert found.role == "annotator"


def test_unknown_username_and_id_give_none(owner):
    assert owner.users(username=unique_name("compat-nobody")) is None
    assert owner.users(id=uuid.uuid4()) is None


def test_update_user_names_and_role_persist(owner, make_user):
    user = make_user(role="annotator", first_name="Old", last_name="Name")

    user.first_name = "New"
    user.last_name = "Surname"
    user.role = "admin"
    updated = user.update()

    assert updated.first_name == "New"
    assert updated.last_name == "Surname"
    assert updated.role == "admin"
    reread = owner.users(id=user.id)
    assert reread.first_name == "New"
    assert reread.last_name == "Surname"
    assert reread.role == "admin"
    assert reread.username == user.username
    assert reread.updated_at >= reread.inserted_at


def test_update_of_a_user_read_back_from_the_server(owner, make_user):
    # A user object obtained by lookup (not by create) has no password; its PATCH carries the server's own keys.
    created = make_user(role="annotator")
    found = owner.users(username=created.username)

    found.last_name = "Changed"
    found.update()

    assert owner.users(id=created.id).last_name == "Changed"


def test_user_can_still_connect_after_update(owner, make_user, connect):
    user = make_user(role="annotator")
    key = api_key_of(owner, user)

    user.first_name = "Renamed"
    user.update()

    assert connect(key).me.first_name == "Renamed"


def test_delete_user(owner, make_user):
    user = make_user(role="annotator")
    user_id, username = user.id, user.username

    user.delete()

    assert owner.users(username=username) is None
    assert owner.users(id=user_id) is None
    assert username not in {u.username for u in owner.users.list()}


def test_duplicate_username_raises_conflict(owner, make_user, sweep):
    existing = make_user(role="annotator")
    sweep.users.append(existing.username)

    with pytest.raises(ConflictError) as raised:
        rg.User(username=existing.username, password=PASSWORD, client=owner).create()

    assert raised.value.status_code == 409
    assert [u.username for u in owner.users.list()].count(existing.username) == 1


def test_renaming_onto_a_taken_username_is_a_422(owner, make_user):
    """Unlike a create (409), Argilla answers a rename onto a taken username with 422 and its own message."""
    existing = make_user(role="annotator")
    user = make_user(role="annotator")
    own_name = user.username

    user.username = existing.username
    with pytest.raises(UnprocessableEntityError) as raised:
        user.update()

    assert raised.value.status_code == 422
    assert f"Username '{existing.username}' already exists" in str(raised.value)
    assert owner.users(id=user.id).username == own_name


def test_create_user_with_a_chosen_id(owner, make_user):
    # rg.User(id=...) asks the server to use that id (Argilla 2.8's UserCreate accepts `id`).
    chosen = uuid.uuid4()

    user = make_user(role="annotator", id=chosen)

    assert user.id == chosen
    assert owner.users(id=chosen).username == user.username


def test_create_user_with_a_taken_id_raises_conflict(owner, make_user, sweep):
    existing = make_user(role="annotator")
    username = unique_name("compat-user")
    sweep.users.append(username)

    with pytest.raises(ConflictError):
        rg.User(username=username, password=PASSWORD, id=existing.id, client=owner).create()

    assert owner.users(username=username) is None


def test_the_id_of_a_deleted_user_is_not_given_to_another(owner, make_user, sweep):
    deleted = make_user(role="annotator")
    deleted_id = deleted.id
    deleted.delete()
    username = unique_name("compat-user")
    sweep.users.append(username)

    with pytest.raises(ConflictError):
        rg.User(username=username, password=PASSWORD, role="admin", id=deleted_id, client=owner).create()

    assert owner.users(username=username) is None

