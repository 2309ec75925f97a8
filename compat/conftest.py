"""Fixtures: an owner client from the environment, factories that create uniquely named resources and remove
them afterwards, and clients for an admin and an annotator created through the SDK.

Every SDK object is built with an explicit client. The SDK keeps a process-wide "default client" that each new
`rg.Argilla(...)` replaces, so code that relied on it would silently act as whichever user connected last.
"""

import os
import uuid
from dataclasses import dataclass
from typing import Callable, List, Optional

import argilla as rg
import httpx
import pytest
from argilla._exceptions import NotFoundError

from support.names import unique_name
from support.settings import minimal_settings
from support.users import PASSWORD, api_key_of

DEFAULT_API_URL = "http://127.0.0.1:6900"


# --------------------------------------------------------------------------------------------------------------
# Connection
# --------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def api_url() -> str:
    return os.environ.get("GLOSS_COMPAT_API_URL", DEFAULT_API_URL).rstrip("/")


@pytest.fixture(scope="session")
def owner_api_key() -> str:
    key = os.environ.get("GLOSS_COMPAT_API_KEY")
    if not key:
        pytest.exit("GLOSS_COMPAT_API_KEY is not set: give the API key of an owner of the server under test",
                    returncode=4)
    return key


@pytest.fixture(scope="session")
def owner(api_url: str, owner_api_key: str) -> rg.Argilla:
    """The SDK client of the owner whose key is in GLOSS_COMPAT_API_KEY."""
    try:
        client = rg.Argilla(api_url=api_url, api_key=owner_api_key, retries=1, timeout=30)
    except httpx.TransportError as exc:
        pytest.exit(f"no server reachable at GLOSS_COMPAT_API_URL={api_url}: {exc!r}", returncode=4)
    rg.Argilla._set_default(client)
    return client


@pytest.fixture(autouse=True)
def _owner_is_default_client(owner: rg.Argilla):
    """Keep the owner as the SDK's default client even after a test connected as someone else."""
    rg.Argilla._set_default(owner)
    yield
    rg.Argilla._set_default(owner)


@pytest.fixture(scope="session")
def connect(api_url: str, owner: rg.Argilla) -> Callable[[str], rg.Argilla]:
    """connect(api_key) -> a client for that key; the owner stays the default client."""

    def _connect(api_key: str) -> rg.Argilla:
        client = rg.Argilla(api_url=api_url, api_key=api_key, retries=1, timeout=30)
        rg.Argilla._set_default(owner)
        return client

    return _connect


# --------------------------------------------------------------------------------------------------------------
# Factories (each removes what it created, newest first; a resource a test already deleted is skipped)
# --------------------------------------------------------------------------------------------------------------


def _ignore_missing(action: Callable[[], object]) -> None:
    try:
        action()
    except NotFoundError:
        pass


@pytest.fixture
def make_workspace(owner: rg.Argilla):
    created: List[rg.Workspace] = []

    def _make(name: Optional[str] = None, id: Optional[uuid.UUID] = None) -> rg.Workspace:
        workspace = rg.Workspace(name=name or unique_name("compat-ws"), id=id, client=owner).create()
        created.append(workspace)
        return workspace

    yield _make

    for workspace in reversed(created):
        _delete_workspace(owner, workspace)


def _delete_workspace(owner: rg.Argilla, workspace: rg.Workspace) -> None:
    existing = owner.workspaces(id=workspace.id)
    if existing is None:
        return
    # A workspace with datasets cannot be deleted (409), so empty it first.
    for dataset in existing.datasets:
        _ignore_missing(dataset.delete)
    _ignore_missing(existing.delete)


@pytest.fixture
def make_user(owner: rg.Argilla):
    created: List[rg.User] = []

    def _make(role: str = "annotator", workspaces=(), username: Optional[str] = None, **kwargs) -> rg.User:
        user = rg.User(username=username or unique_name(f"compat-{role}"), password=PASSWORD, role=role,
                       client=owner, **kwargs).create()
        created.append(user)
        for workspace in workspaces:
            user.add_to_workspace(workspace)
        return user

    yield _make

    for user in reversed(created):
        if user.id is not None:
            _ignore_missing(lambda: owner.api.users.delete(user.id))


@pytest.fixture
def make_dataset(owner: rg.Argilla, make_workspace):
    """make_dataset(workspace=None, settings=None, name=None, client=owner) -> a created (published) dataset."""
    created: List[rg.Dataset] = []

    def _make(workspace: Optional[rg.Workspace] = None, settings: Optional[rg.Settings] = None,
              name: Optional[str] = None, client: Optional[rg.Argilla] = None) -> rg.Dataset:
        client = client or owner
        dataset = rg.Dataset(
            name=name or unique_name("compat-ds"),
            workspace=workspace or make_workspace(),
            settings=settings or minimal_settings(client),
            client=client,
        ).create()
        created.append(dataset)
        return dataset

    yield _make

    for dataset in reversed(created):
        _ignore_missing(lambda: owner.api.datasets.delete(dataset.id))


@pytest.fixture
def sweep(owner: rg.Argilla):
    """For creates a test expects to FAIL: `sweep.users.append(username)`, `sweep.workspaces.append(name)`.

    If the server wrongly accepted the create, teardown deletes whatever carries that name, so a broken server
    does not leave resources behind for the next run.
    """

    @dataclass
    class Sweep:
        users: List[str]
        workspaces: List[str]

    names = Sweep(users=[], workspaces=[])
    yield names

    if names.users:
        for user in owner.users.list():
            if user.username in names.users:
                _ignore_missing(lambda: owner.api.users.delete(user.id))
    if names.workspaces:
        for workspace in owner.workspaces.list():
            if workspace.name in names.workspaces:
                _delete_workspace(owner, workspace)


# --------------------------------------------------------------------------------------------------------------
# Users of other roles, each with its own workspace and SDK client
# --------------------------------------------------------------------------------------------------------------


@dataclass
class Actor:
    user: rg.User
    client: rg.Argilla
    workspace: rg.Workspace


@pytest.fixture
def admin(owner, make_user, make_workspace, connect) -> Actor:
    """An admin, member of a fresh workspace, connected with its own API key."""
    workspace = make_workspace()
    user = make_user(role="admin", workspaces=[workspace])
    return Actor(user=user, client=connect(api_key_of(owner, user)), workspace=workspace)


@pytest.fixture
def annotator(owner, make_user, make_workspace, connect) -> Actor:
    """An annotator, member of a fresh workspace, connected with its own API key."""
    workspace = make_workspace()
    user = make_user(role="annotator", workspaces=[workspace])
    return Actor(user=user, client=connect(api_key_of(owner, user)), workspace=workspace)


# --------------------------------------------------------------------------------------------------------------
# Module-scoped factories (record tests build one purpose-made dataset per module)
# --------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def module_resources(owner: rg.Argilla):
    """`Resources` (support/resources.py): workspace() / user(role, workspaces) / dataset(workspace, settings),
    removed at the end of the module."""
    from support.resources import Resources

    resources = Resources(owner)
    yield resources
    resources.cleanup()
