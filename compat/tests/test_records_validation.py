"""Invalid records in `dataset.records.log()`: the server answers 422 (the SDK raises UnprocessableEntityError) and
the whole batch is refused, so the valid record logged alongside is not created either, and an existing record
that a refused update targeted keeps its values.
"""

import uuid

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError

from support.records import VECTOR, by_external_id, make_vector, records_settings, suggestions_of


@pytest.fixture
def dataset(owner, make_workspace, make_dataset) -> rg.Dataset:
    return make_dataset(workspace=make_workspace(), settings=records_settings(owner))


def bad_record(owner, kind: str) -> rg.Record:
    me = owner.me.id
    base = dict(id="bad", fields={"text": "bad"})
    cases = {
        "unknown-user": dict(responses=[rg.Response("label", "positive", user_id=uuid.uuid4(), status="submitted")]),
        "vector-dimensions": dict(vectors={VECTOR: [0.1, 0.2, 0.3]}),
        "unknown-vector": dict(vectors={"nope": make_vector(1)}),
        "suggestion-not-an-option": dict(suggestions=[rg.Suggestion("label", "maybe")]),
        "suggestion-score-above-1": dict(suggestions=[rg.Suggestion("label", "positive", score=1.5)]),
        "suggestion-single-score-for-multi-label": dict(suggestions=[rg.Suggestion("topics", ["tech"], score=0.5)]),
        "suggestion-list-score-for-label": dict(suggestions=[rg.Suggestion("label", "positive", score=[0.5])]),
        "suggestion-score-count-mismatch": dict(suggestions=[rg.Suggestion("topics", ["tech", "sports"],
                                                                           score=[0.5])]),
        "response-rating-not-an-option": dict(responses=[rg.Response("label", "positive", user_id=me,
                                                                     status="submitted"),
                                                         rg.Response("rating", 9, user_id=me, status="submitted")]),
        "submitted-response-without-required-question": dict(
            responses=[rg.Response("rating", 3, user_id=me, status="submitted")]),
        "metadata-term-not-allowed": dict(metadata={"source": "tv"}),
        "metadata-integer-below-min": dict(metadata={"length": -1}),
        "metadata-float-above-max": dict(metadata={"score": 2.5}),
        "extra-metadata-not-allowed": dict(metadata={"unknown": 1}),
        "missing-required-field": dict(fields={"context": "no text"}),
    }
    return rg.Record(**{**base, **cases[kind]})


KINDS = ["unknown-user", "vector-dimensions", "unknown-vector", "suggestion-not-an-option",
         "suggestion-score-above-1", "suggestion-single-score-for-multi-label", "suggestion-list-score-for-label",
         "suggestion-score-count-mismatch", "response-rating-not-an-option",
         "submitted-response-without-required-question", "metadata-term-not-allowed", "metadata-integer-below-min",
         "metadata-float-above-max", "extra-metadata-not-allowed", "missing-required-field"]
# (An unknown field name cannot be sent: the SDK itself fails on it with a KeyError.)


@pytest.mark.parametrize("kind", KINDS)
def test_an_invalid_new_record_refuses_the_batch(owner, dataset, kind):
    good = rg.Record(id="good", fields={"text": "good"})

    with pytest.raises(UnprocessableEntityError):
        dataset.records.log([good, bad_record(owner, kind)])

    assert list(dataset.records) == [], "part of a refused batch was stored"


@pytest.mark.parametrize("kind", ["vector-dimensions", "suggestion-not-an-option", "metadata-term-not-allowed",
                                  "unknown-user"])
def test_an_invalid_update_leaves_the_record_unchanged(owner, dataset, kind):
    dataset.records.log([rg.Record(id="bad", fields={"text": "bad"}, metadata={"source": "web"},
                                   vectors={VECTOR: make_vector(3)},
                                   suggestions=[rg.Suggestion("label", "neutral", score=0.5, agent="m")])])

    with pytest.raises(UnprocessableEntityError):
        dataset.records.log([rg.Record(id="other", fields={"text": "other"}), bad_record(owner, kind)])

    records = by_external_id(dataset.records(with_vectors=True))
    assert list(records) == ["bad"]
    assert dict(records["bad"].metadata) == {"source": "web"}
    assert suggestions_of(records["bad"]) == {"label": ("neutral", 0.5, "m")}
    assert len(records["bad"].responses) == 0
