"""Settings the SDK lets through but the server must reject with 422.

`Dataset.create()` turns a failure while creating a settings property into `SettingsError("Failed to create
property 'bad': ...")` caused by the API error, deletes the draft dataset and re-raises. So each case checks: the
error chain holds an `UnprocessableEntityError` (422), it was the property named "bad" that failed, and the
dataset is gone afterwards.
"""

import argilla as rg
import pytest
from argilla._exceptions import SettingsError, UnprocessableEntityError

from support.errors import describe_chain, find_in_chain
from support.names import unique_name

BAD_QUESTIONS = {
    "rating value 11": lambda c: rg.RatingQuestion(name="bad", values=[1, 11], client=c),
    "rating value -1": lambda c: rg.RatingQuestion(name="bad", values=[-1, 1], client=c),
    "rating with one value": lambda c: rg.RatingQuestion(name="bad", values=[5], client=c),
    "label with one option": lambda c: rg.LabelQuestion(name="bad", labels=["only"], client=c),
    "label visible_options > options": lambda c: rg.LabelQuestion(
        name="bad", labels=["a", "b", "c"], visible_labels=4, client=c),
    "multi-label visible_options > options": lambda c: rg.MultiLabelQuestion(
        name="bad", labels=["a", "b", "c"], visible_labels=5, client=c),
    "span visible_options > options": lambda c: rg.SpanQuestion(
        name="bad", field="text", labels=["A", "B", "C"], visible_labels=4, client=c),
    "span on a missing field": lambda c: rg.SpanQuestion(name="bad", field="nope", labels=["A"], client=c),
    "ranking with one value": lambda c: rg.RankingQuestion(name="bad", values=["only"], client=c),
}


@pytest.mark.parametrize("case", list(BAD_QUESTIONS))
def test_bad_question_settings_are_rejected_with_422(owner, make_workspace, case):
    workspace = make_workspace()
    name = unique_name("compat-bad")
    settings = rg.Settings(
        fields=[rg.TextField(name="text", client=owner)],
        questions=[rg.LabelQuestion(name="ok", labels=["yes", "no"], client=owner), BAD_QUESTIONS[case](owner)],
    )

    with pytest.raises(SettingsError) as raised:
        rg.Dataset(name=name, workspace=workspace, settings=settings, client=owner).create()

    api_error = find_in_chain(raised.value, UnprocessableEntityError)
    assert api_error is not None, describe_chain(raised.value)
    assert api_error.status_code == 422
    assert "'bad'" in describe_chain(raised.value), describe_chain(raised.value)
    assert owner.datasets(name, workspace=workspace.name) is None


def test_span_question_on_an_existing_text_field_is_accepted(owner, make_workspace, make_dataset):
    # The control for the span cases above: the same question on a real field works.
    settings = rg.Settings(
        fields=[rg.TextField(name="text", client=owner)],
        questions=[rg.SpanQuestion(name="spans", field="text", labels=["A", "B", "C"], visible_labels=3,
                                   client=owner)],
    )

    dataset = make_dataset(workspace=make_workspace(), settings=settings)

    assert dataset.settings.questions["spans"].field == "text"
