"""A dataset whose label and multi-label questions have 50,000 labels each (issue 14): created with the SDK, records
logged with suggestions and responses, read back, and the settings read back with every label in order.

The labels are given as a dict (value -> text) in an order that is not sorted, so a server that sorted or dropped
texts would show. One dataset, a few records: the point is the size of the settings, not of the data.
"""

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError

from support.records import approx_suggestions, by_external_id, responses_of, suggestions_of

MANY = 50_000
# Values in a scrambled but fixed order: 7919 is prime, so i * 7919 mod MANY visits every number once.
LABELS = {f"class-{(i * 7919) % MANY}": f"Class {(i * 7919) % MANY}" for i in range(MANY)}
VALUES = list(LABELS)


@pytest.fixture(scope="module")
def setup(owner, module_resources):
    workspace = module_resources.workspace()
    settings = rg.Settings(
        fields=[rg.TextField(name="text")],
        questions=[
            rg.LabelQuestion(name="label", labels=LABELS),
            rg.MultiLabelQuestion(name="tags", labels=LABELS, required=False),
        ],
    )
    dataset = module_resources.dataset(workspace, settings)
    me = owner.me.id
    dataset.records.log([
        rg.Record(
            id=f"r{i}",
            fields={"text": f"record {i}"},
            suggestions=[
                rg.Suggestion("label", VALUES[-1 - i], score=0.8, agent="model"),
                rg.Suggestion("tags", [VALUES[i], VALUES[MANY // 2 + i]], score=[0.7, 0.2], agent="model"),
            ],
            responses=[
                rg.Response("label", VALUES[i * 1000], user_id=me, status="submitted"),
                rg.Response("tags", [VALUES[-1], VALUES[0]], user_id=me, status="submitted"),
            ],
        )
        for i in range(5)
    ])
    records = by_external_id(dataset.records(with_suggestions=True, with_responses=True))
    return dataset, records, str(me)


def test_settings_come_back_with_every_label_in_order(owner, setup):
    dataset, _, _ = setup
    again = owner.datasets(name=dataset.name, workspace=dataset.workspace)
    for name in ("label", "tags"):
        question = again.settings.questions[name]
        assert question.labels == VALUES
        options = question._model.settings.options
        assert [(option["value"], option["text"]) for option in options] == list(LABELS.items())


def test_suggestions_and_responses_come_back(setup):
    _, records, me = setup
    assert sorted(records) == [f"r{i}" for i in range(5)]
    for i in range(5):
        record = records[f"r{i}"]
        approx_suggestions(suggestions_of(record), {
            "label": (VALUES[-1 - i], 0.8, "model"),
            "tags": ([VALUES[i], VALUES[MANY // 2 + i]], [0.7, 0.2], "model"),
        }, f"r{i}")
        assert responses_of(record) == {
            (me, "label"): (VALUES[i * 1000], "submitted"),
            (me, "tags"): ([VALUES[-1], VALUES[0]], "submitted"),
        }
        assert record.status == "completed"


def test_a_value_outside_the_labels_is_refused(setup):
    dataset, _, _ = setup
    with pytest.raises(UnprocessableEntityError):
        dataset.records.log([rg.Record(id="bad", fields={"text": "x"}, suggestions=[rg.Suggestion("label", "class-50000")])])
