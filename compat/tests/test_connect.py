"""Connecting with `rg.Argilla(api_url=..., api_key=...)` (the SDK calls GET /api/v1/me)."""

import uuid
from datetime import datetime

import argilla as rg
import pytest
from argilla._exceptions import ArgillaCredentialsError

from support.users import api_key_of


def test_owner_connects_with_api_url_and_api_key(api_url, owner_api_key):
    client = rg.Argilla(api_url=api_url, api_key=owner_api_key)

    me = client.me
    assert me.role == "owner"
    assert me.username
    assert isinstance(me.id, uuid.UUID)
    assert isinstance(me.inserted_at, datetime)
    assert isinstance(me.updated_at, datetime)


def test_wrong_api_key_raises_credentials_error(api_url, owner):
    with pytest.raises(ArgillaCredentialsError):
        rg.Argilla(api_url=api_url, api_key=f"not-a-key-{uuid.uuid4().hex}")


def test_key_with_an_extra_character_is_rejected(api_url, owner, owner_api_key):
    # A key that only shares a prefix with a real one must not authenticate.
    with pytest.raises(ArgillaCredentialsError):
        rg.Argilla(api_url=api_url, api_key=owner_api_key + "x")


@pytest.mark.parametrize("role", ["annotator", "admin"])
def test_user_created_through_the_sdk_can_connect_with_its_key(owner, make_user, connect, role):
    user = make_user(role=role)

    client = connect(api_key_of(owner, user))

    assert client.me.username == user.username
    assert client.me.id == user.id
    assert client.me.role == role
