"""Webhooks through the SDK: `rg.Webhook` and `client.webhooks` (create, list, update, delete, ping), and
`rg.webhook_listener` serving on the loopback, which receives the events the SDK's own actions cause, checks
each delivery's Standard Webhooks signature with the webhook's secret and parses its data into SDK objects
(`rg.Dataset`, `rg.Record`, `rg.UserResponse`).

The server must be allowed to deliver to the loopback: start it with GLOSS_WEBHOOKS_ALLOW_PRIVATE=true (the
suite's CI run does).
"""

import base64
import queue
import socket
import threading
import time
from typing import Any, Dict, List, Tuple

import argilla as rg
import pytest
import uvicorn
from argilla._exceptions import ForbiddenError, NotFoundError
from fastapi import FastAPI

from support.names import unique_name


@pytest.fixture
def webhooks_made(owner: rg.Argilla):
    """A list to put created webhooks in; they are deleted after the test."""
    made: List[rg.Webhook] = []
    yield made
    for webhook in made:
        try:
            webhook.delete()
        except NotFoundError:
            pass


def listed(owner: rg.Argilla, webhook: rg.Webhook) -> rg.Webhook:
    matches = [item for item in owner.webhooks if item.id == webhook.id]
    assert len(matches) == 1
    return matches[0]


def test_create_list_update_and_delete_webhooks(owner, webhooks_made):
    webhook = rg.Webhook(url="https://example.com/compat-hook", events=["dataset.created", "record.completed"],
                         description="compat", _client=owner).create()
    webhooks_made.append(webhook)
    assert webhook.id is not None
    assert webhook.enabled is True
    assert webhook.description == "compat"
    assert len(base64.b64decode(webhook.secret, validate=True)) >= 24

    found = listed(owner, webhook)
    assert (found.url, found.events, found.secret) == (webhook.url, webhook.events, webhook.secret)
    assert [event.value for event in found.events] == ["dataset.created", "record.completed"]

    webhook.events = ["dataset.deleted", "response.updated"]
    webhook.description = "changed"
    webhook.enabled = False
    webhook.update()
    found = listed(owner, webhook)
    assert [event.value for event in found.events] == ["dataset.deleted", "response.updated"]
    assert (found.description, found.enabled, found.secret) == ("changed", False, webhook.secret)

    owner.api.webhooks.ping(webhook.id)

    webhook.delete()
    assert [item for item in owner.webhooks if item.id == webhook.id] == []


def test_webhooks_are_for_owners_only(admin, annotator):
    for actor in (admin, annotator):
        with pytest.raises(ForbiddenError):
            rg.Webhook(url="https://example.com/x", events=["dataset.created"], _client=actor.client).create()
        with pytest.raises(ForbiddenError):
            actor.client.webhooks.list()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Listener:
    """A FastAPI app for `rg.webhook_listener`, served by uvicorn in a thread on a free loopback port."""

    def __init__(self) -> None:
        self.app = FastAPI()
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.received: "queue.Queue[Tuple[str, Dict[str, Any]]]" = queue.Queue()
        self._server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning"))
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    def start(self) -> None:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            assert self._thread.is_alive() and time.monotonic() < deadline, "the webhook listener did not start"
            time.sleep(0.01)

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)

    def wait_for(self, wanted: Dict[str, int], belongs, timeout: float = 30) -> Dict[str, List[Dict[str, Any]]]:
        """Events by type, once `wanted[type]` events of each type for which `belongs(event)` holds arrived."""
        events: Dict[str, List[Dict[str, Any]]] = {event_type: [] for event_type in wanted}
        deadline = time.monotonic() + timeout
        while any(len(events[event_type]) < count for event_type, count in wanted.items()):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                event_type, event = self.received.get(timeout=remaining)
            except queue.Empty:
                break
            if belongs(event_type, event):
                events[event_type].append(event)
        return events


@pytest.fixture
def listener(monkeypatch):
    server = Listener()
    # Where rg.webhook_listener says the webhooks should deliver (its default is port 8000).
    monkeypatch.setenv("WEBHOOK_SERVER_URL", server.url)
    server.start()
    yield server
    server.stop()


def deliveries_of(owner: rg.Argilla, webhook_id) -> List[Dict[str, Any]]:
    response = owner.api.http_client.get(f"/api/v1/webhooks/{webhook_id}/deliveries")
    response.raise_for_status()
    return response.json()["items"]


def test_webhook_listener_receives_and_parses_what_sdk_actions_cause(owner, make_workspace, listener, webhooks_made):
    received = listener.received

    # One listener per event, as a user would write them; the SDK creates a webhook for each.
    @rg.webhook_listener(events="dataset.created", client=owner, server=listener.app)
    async def on_dataset_created(type, timestamp, dataset: rg.Dataset):
        received.put((type.value, {"timestamp": timestamp, "dataset": dataset}))

    @rg.webhook_listener(events="record.created", client=owner, server=listener.app)
    async def on_record_created(type, timestamp, record: rg.Record):
        received.put((type.value, {"timestamp": timestamp, "record": record}))

    @rg.webhook_listener(events="response.created", client=owner, server=listener.app)
    async def on_response_created(type, timestamp, response: rg.UserResponse):
        received.put((type.value, {"timestamp": timestamp, "response": response}))

    @rg.webhook_listener(events="record.completed", client=owner, server=listener.app)
    async def on_record_completed(type, timestamp, record: rg.Record):
        received.put((type.value, {"timestamp": timestamp, "record": record}))

    @rg.webhook_listener(events="dataset.deleted", client=owner, server=listener.app)
    async def on_dataset_deleted(type, timestamp, dataset: rg.Dataset):
        received.put((type.value, {"timestamp": timestamp, "dataset": dataset}))

    hooks = [hook for hook in owner.webhooks if hook.url.startswith(listener.url)]
    webhooks_made.extend(hooks)
    assert sorted(hook.url.rsplit("/", 1)[1] for hook in hooks) == sorted(
        ["on_dataset_created", "on_record_created", "on_response_created", "on_record_completed", "on_dataset_deleted"])

    name = unique_name("compat-hooked")
    dataset = rg.Dataset(
        name=name,
        workspace=make_workspace(),
        settings=rg.Settings(
            fields=[rg.TextField(name="text", client=owner)],
            questions=[rg.LabelQuestion(name="label", labels=["yes", "no"], client=owner)],
            distribution=rg.TaskDistribution(min_submitted=1),
        ),
        client=owner,
    ).create()
    dataset.records.log([rg.Record(id="r1", fields={"text": "a record to answer"})])
    me = owner.me
    dataset.records.log([rg.Record(id="r1", fields={"text": "a record to answer"},
                                   responses=[rg.Response("label", "yes", user_id=me.id, status="submitted")])])
    dataset_id = dataset.id

    def belongs(event_type: str, event: Dict[str, Any]) -> bool:
        if "dataset" in event:
            return event["dataset"].id == dataset_id
        if "record" in event:
            return event["record"].dataset.id == dataset_id
        return event["response"].record.dataset.id == dataset_id

    def wait_for(wanted: Dict[str, int]) -> Dict[str, List[Dict[str, Any]]]:
        events = listener.wait_for(wanted, belongs)
        missing = {event_type for event_type, count in wanted.items() if len(events[event_type]) < count}
        if missing:
            errors = {hook.url: [delivery["last_error"] for delivery in deliveries_of(owner, hook.id)] for hook in hooks}
            pytest.fail(f"no {sorted(missing)} received; the deliveries' errors: {errors} (a 'refused' error means "
                        "the server needs GLOSS_WEBHOOKS_ALLOW_PRIVATE=true to deliver to this loopback listener)")
        return events

    # The listener reads the dataset back while parsing an event: it is deleted once those arrived.
    events = wait_for({"dataset.created": 1, "record.created": 1, "response.created": 1, "record.completed": 1})
    dataset.delete()
    events.update(wait_for({"dataset.deleted": 1}))

    created = events["dataset.created"][0]["dataset"]
    assert isinstance(created, rg.Dataset)
    assert (created.name, created.id) == (name, dataset_id)
    assert created.workspace.name == dataset.workspace.name

    record = events["record.created"][0]["record"]
    assert isinstance(record, rg.Record)
    assert record.id == "r1"
    assert record.fields["text"] == "a record to answer"

    response = events["response.created"][0]["response"]
    assert isinstance(response, rg.UserResponse)
    assert response.user_id == me.id
    assert response.status == "submitted"
    assert [(answer.question_name, answer.value) for answer in response.responses] == [("label", "yes")]
    assert response.record.id == "r1"

    completed = events["record.completed"][0]["record"]
    assert completed.id == "r1"
    assert completed.status == "completed"

    deleted = events["dataset.deleted"][0]["dataset"]
    assert (deleted.name, deleted.id) == (name, dataset_id)

    # Every delivery was answered 200 by the listener, whose handler refuses a bad signature.
    for hook in hooks:
        assert all(delivery["status"] == "delivered" for delivery in deliveries_of(owner, hook.id)
                   if delivery["last_status_code"] is not None)
