"""Records in the "every kind of setting" dataset (support/settings.full_settings): a text, an image (web URL and
data URL), a chat and a custom field; suggestions and responses for the label, multi-label, rating, span,
ranking and text questions; extra metadata; min_submitted 2. Logged with the SDK and read back unchanged.

SDK facts: ranking values are lists of option values for the user; on the wire they are `[{"value": ...}]`
(the SDK adds no rank, so the ranking is only sent in a suggestion and in a draft response, which need no full
ranking). Chat messages come back as the SDK's ChatFieldValue models; `record.fields.to_dict()` dumps them.
"""

import argilla as rg
import pytest

from support.records import approx_suggestions, assert_vectors_equal, by_external_id, responses_of, suggestions_of
from support.settings import full_settings

PNG = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAB"
       "JRU5ErkJggg==")
TEXT = "Alice works at Acme in Paris"
CHAT = [{"role": "user", "content": "hi there"}, {"role": "assistant", "content": "hello, how can I help"}]
CUSTOM = {"key": "value", "n": 3, "nested": {"ok": True}}
VECTOR = [0.5, -0.25, 0.125, 1.0, 0.0, -1.0, 0.75, 0.3]

SUGGESTIONS_T1 = {
    "sentiment": ("pos", 0.9, "sentiment-model"),
    "topics": (["tech", "science"], [0.6, 0.4], "topic-model"),
    "quality": (7, 0.5, "rater"),
    "entities": ([{"label": "PER", "start": 0, "end": 5}, {"label": "ORG", "start": 15, "end": 19}], [0.9, 0.8],
                 "ner"),
    "preference": (["reply-b", "reply-a", "reply-c"], [0.5, 0.3, 0.2], "ranker"),
    "comment": ("looks fine", 0.3, "writer"),
}


@pytest.fixture(scope="module")
def setup(owner, module_resources):
    workspace = module_resources.workspace()
    other = module_resources.user(role="annotator", workspaces=[workspace])
    dataset = module_resources.dataset(workspace, full_settings(owner))
    me = owner.me.id
    dataset.records.log([
        rg.Record(
            id="t1",
            fields={"text": TEXT, "image": "https://example.com/pictures/cat.png", "chat": CHAT, "custom": CUSTOM},
            metadata={"source": "news", "length": 28, "score": -0.5, "free": "extra value"},
            vectors={"embedding": VECTOR},
            suggestions=[rg.Suggestion(q, value, score=score, agent=agent, type="model" if q != "comment" else "human")
                         for q, (value, score, agent) in SUGGESTIONS_T1.items()],
            responses=[
                rg.Response("sentiment", "neg", user_id=me, status="submitted"),
                rg.Response("topics", ["sports"], user_id=me, status="submitted"),
                rg.Response("quality", 0, user_id=me, status="submitted"),
                rg.Response("entities", [{"label": "LOC", "start": 23, "end": 28}], user_id=me, status="submitted"),
                rg.Response("comment", "ok", user_id=me, status="submitted"),
                rg.Response("sentiment", "pos", user_id=other.id, status="submitted"),
                rg.Response("quality", 10, user_id=other.id, status="submitted"),
            ],
        ),
        rg.Record(
            id="t2",
            fields={"text": "A short one", "image": PNG},
            responses=[rg.Response("preference", ["reply-c", "reply-a", "reply-b"], user_id=other.id,
                                   status="draft")],
        ),
    ])
    records = by_external_id(dataset.records(with_suggestions=True, with_responses=True, with_vectors=True))
    return dataset, records, str(me), str(other.id)


def test_fields_of_every_type(setup):
    _, records, _, _ = setup
    assert records["t1"].fields.to_dict() == {"text": TEXT, "image": "https://example.com/pictures/cat.png",
                                              "chat": CHAT, "custom": CUSTOM}
    assert records["t2"].fields.to_dict() == {"text": "A short one", "image": PNG}


def test_metadata_and_vector(setup):
    _, records, _, _ = setup
    assert dict(records["t1"].metadata) == {"source": "news", "length": 28, "score": -0.5, "free": "extra value"}
    assert dict(records["t2"].metadata) == {}
    assert_vectors_equal(dict(records["t1"].vectors), {"embedding": VECTOR}, "t1")
    assert dict(records["t2"].vectors) == {}


def test_suggestions_of_every_question_type(setup):
    _, records, _, _ = setup
    approx_suggestions(suggestions_of(records["t1"]), SUGGESTIONS_T1, "t1")
    types = {s.question_name: s.type for s in records["t1"].suggestions}
    assert types == {q: ("human" if q == "comment" else "model") for q in SUGGESTIONS_T1}
    assert len(records["t2"].suggestions) == 0


def test_responses_of_every_question_type(setup):
    _, records, me, other = setup
    assert responses_of(records["t1"]) == {
        (me, "sentiment"): ("neg", "submitted"),
        (me, "topics"): (["sports"], "submitted"),
        (me, "quality"): (0, "submitted"),
        (me, "entities"): ([{"label": "LOC", "start": 23, "end": 28}], "submitted"),
        (me, "comment"): ("ok", "submitted"),
        (other, "sentiment"): ("pos", "submitted"),
        (other, "quality"): (10, "submitted"),
    }
    assert responses_of(records["t2"]) == {(other, "preference"): (["reply-c", "reply-a", "reply-b"], "draft")}


def test_status_with_min_submitted_two(setup):
    dataset, records, _, _ = setup
    assert records["t1"].status == "completed"  # two users submitted
    assert records["t2"].status == "pending"
    assert dataset.progress() == {"total": 2, "completed": 1, "pending": 1}


def test_text_search_reaches_chat_messages_but_not_image_urls(setup):
    dataset, _, _, _ = setup
    assert [r.id for r in dataset.records(query=rg.Query(query="help"))] == ["t1"]  # chat message content
    assert [r.id for r in dataset.records(query=rg.Query(query="Acme"))] == ["t1"]
    assert [r.id for r in dataset.records(query=rg.Query(query="pictures"))] == []  # image fields are not searched


def test_filters_on_rating_label_and_multi_label_values(setup):
    """Rating values filter as numbers (range), label and multi-label values as terms."""
    dataset, _, _, _ = setup
    assert [r.id for r in dataset.records(query=rg.Query(filter=("quality", ">=", 5)))] == ["t1"]
    assert [r.id for r in dataset.records(query=rg.Query(filter=("topics", "==", "science")))] == ["t1"]
    assert [r.id for r in dataset.records(query=rg.Query(filter=("quality.response", "<=", 0)))] == ["t1"]
    assert [r.id for r in dataset.records(query=rg.Query(filter=("sentiment.response", "==", "pos")))] == ["t1"]
