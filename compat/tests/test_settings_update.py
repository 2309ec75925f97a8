"""Updating a published dataset's settings with `dataset.update()` and re-reading them with a fresh lookup.

`dataset.update()` PATCHes the dataset (guidelines, distribution) and then every field, question, vector and
metadata property with its full model dump, so an update of one title also proves that the server accepts the
unchanged rest (rating options, vector dimensions, metadata settings...) on a published dataset.
"""

import pytest
import argilla as rg
from argilla._exceptions import SettingsError, UnprocessableEntityError

from support.errors import describe_chain, find_in_chain
from support.settings import (ENTITY_LABELS, EXPECTED, RATING_VALUES, SENTIMENT_LABELS, TOPIC_LABELS,
                              full_settings, options_as_pairs)


@pytest.fixture
def dataset(owner, make_workspace, make_dataset) -> rg.Dataset:
    return make_dataset(workspace=make_workspace(), settings=full_settings(owner))


def reread(owner: rg.Argilla, dataset: rg.Dataset) -> rg.Dataset:
    found = owner.datasets(dataset.name, workspace=dataset.workspace.name)
    assert found is not None
    return found


def test_update_guidelines_and_distribution(owner, dataset):
    dataset.settings.guidelines = "New guidelines: be consistent."
    dataset.settings.distribution = rg.TaskDistribution(min_submitted=3)

    dataset.update()

    fresh = reread(owner, dataset)
    assert fresh.settings.guidelines == "New guidelines: be consistent."
    assert fresh.settings.distribution.min_submitted == 3
    assert fresh.settings.allow_extra_metadata is True
    assert fresh.name == dataset.name


def test_update_allow_extra_metadata(owner, dataset):
    dataset.settings.allow_extra_metadata = False

    dataset.update()

    assert reread(owner, dataset).settings.allow_extra_metadata is False


def test_update_question_titles_and_descriptions(owner, dataset):
    new = {name: (f"{name} title v2", f"{name} description v2") for name in EXPECTED["questions"]}
    for name, (title, description) in new.items():
        question = dataset.settings.questions[name]
        question.title = title
        question.description = description

    dataset.update()

    fresh = reread(owner, dataset)
    for name, (title, description) in new.items():
        question = fresh.settings.questions[name]
        assert (question.title, question.description) == (title, description), name
        assert question.required is EXPECTED["questions"][name]["required"], name
    # Settings that were only resent are unchanged.
    assert fresh.settings.questions["quality"].values == RATING_VALUES
    assert fresh.settings.questions["sentiment"].visible_labels == 3


def test_clear_a_question_description(owner, dataset):
    dataset.settings.questions["sentiment"].description = None

    dataset.update()

    assert reread(owner, dataset).settings.questions["sentiment"].description is None


def test_update_label_option_texts(owner, dataset):
    sentiment = {value: f"{text}!" for value, text in SENTIMENT_LABELS.items()}
    topics = {value: text.upper() for value, text in TOPIC_LABELS.items()}
    entities = {value: f"Entity: {text}" for value, text in ENTITY_LABELS.items()}
    dataset.settings.questions["sentiment"].labels = sentiment
    dataset.settings.questions["topics"].labels = topics
    dataset.settings.questions["entities"].labels = entities

    dataset.update()

    fresh = reread(owner, dataset)
    for name, expected in (("sentiment", sentiment), ("topics", topics), ("entities", entities)):
        question = fresh.settings.questions[name]
        assert options_as_pairs(question.serialize()["settings"]) == list(expected.items()), name
    assert fresh.settings.questions["sentiment"].visible_labels == 3
    assert fresh.settings.questions["entities"].field == "text"


def test_update_visible_labels(owner, dataset):
    dataset.settings.questions["sentiment"].visible_labels = 4

    dataset.update()

    assert reread(owner, dataset).settings.questions["sentiment"].visible_labels == 4


def test_update_field_metadata_and_vector_titles(owner, dataset):
    dataset.settings.fields["text"].title = "Text (v2)"
    dataset.settings.fields["chat"].title = "Chat (v2)"
    dataset.settings.metadata["length"].title = "Length (v2)"
    dataset.settings.metadata["score"].visible_for_annotators = True
    dataset.settings.vectors["embedding"].title = "Embedding (v2)"

    dataset.update()

    fresh = reread(owner, dataset)
    assert fresh.settings.fields["text"].title == "Text (v2)"
    assert fresh.settings.fields["chat"].title == "Chat (v2)"
    assert fresh.settings.metadata["length"].title == "Length (v2)"
    assert fresh.settings.metadata["score"].visible_for_annotators is True
    assert fresh.settings.vectors["embedding"].title == "Embedding (v2)"
    assert fresh.settings.vectors["embedding"].dimensions == EXPECTED["vectors"]["embedding"]["dimensions"]
    assert fresh.settings.metadata["length"].min == 0 and fresh.settings.metadata["length"].max == 1000


def _without_updated_at(items: list) -> list:
    return [{key: value for key, value in item.items() if key != "updated_at"} for item in items]


def test_update_without_changes_keeps_everything(owner, dataset):
    before = reread(owner, dataset).settings.serialize()

    dataset.update()

    after = reread(owner, dataset).settings.serialize()
    for kind in ("fields", "questions", "metadata", "vectors"):
        assert _without_updated_at(after[kind]) == _without_updated_at(before[kind]), kind
    assert after["guidelines"] == before["guidelines"]
    assert after["distribution"] == before["distribution"]


def test_changing_label_option_values_is_rejected(owner, dataset):
    # Only texts may change after creation; adding, removing or renaming a value is a 422.
    dataset.settings.questions["sentiment"].labels = ["pos", "neg", "neu", "other"]

    with pytest.raises(SettingsError) as raised:
        dataset.update()

    assert find_in_chain(raised.value, UnprocessableEntityError) is not None, describe_chain(raised.value)
    fresh = reread(owner, dataset)
    assert fresh.settings.questions["sentiment"].labels == list(SENTIMENT_LABELS)
