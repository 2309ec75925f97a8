"""Module-scoped factories for the record tests.

The conftest factories (`make_workspace`, `make_user`, `make_dataset`) are function-scoped. The record modules
build one purpose-made dataset and run many read-only assertions against it, so they need the same factories at
module scope: `Resources` creates uniquely named workspaces, users and datasets and removes them (datasets, then
workspaces, then users) when `cleanup()` runs. Anything a test already deleted is skipped.
"""

from typing import Callable, List, Optional

import argilla as rg
from argilla._exceptions import NotFoundError

from support.names import unique_name
from support.users import PASSWORD


def _ignore_missing(action: Callable[[], object]) -> None:
    try:
        action()
    except NotFoundError:
        pass


class Resources:
    def __init__(self, owner: rg.Argilla):
        self.owner = owner
        self.workspaces: List[rg.Workspace] = []
        self.users: List[rg.User] = []
        self.datasets: List[rg.Dataset] = []

    def workspace(self) -> rg.Workspace:
        workspace = rg.Workspace(name=unique_name("compat-ws"), client=self.owner).create()
        self.workspaces.append(workspace)
        return workspace

    def user(self, role: str = "annotator", workspaces=()) -> rg.User:
        user = rg.User(username=unique_name(f"compat-{role}"), password=PASSWORD, role=role,
                       client=self.owner).create()
        self.users.append(user)
        for workspace in workspaces:
            user.add_to_workspace(workspace)
        return user

    def dataset(self, workspace: rg.Workspace, settings: rg.Settings, name: Optional[str] = None) -> rg.Dataset:
        dataset = rg.Dataset(name=name or unique_name("compat-ds"), workspace=workspace, settings=settings,
                             client=self.owner).create()
        self.datasets.append(dataset)
        return dataset

    def cleanup(self) -> None:
        for dataset in reversed(self.datasets):
            _ignore_missing(lambda: self.owner.api.datasets.delete(dataset.id))
        for workspace in reversed(self.workspaces):
            existing = self.owner.workspaces(id=workspace.id)
            if existing is None:
                continue
            for dataset in existing.datasets:  # e.g. datasets made by Dataset.from_disk
                _ignore_missing(dataset.delete)
            _ignore_missing(existing.delete)
        for user in reversed(self.users):
            if user.id is not None:
                _ignore_missing(lambda: self.owner.api.users.delete(user.id))
