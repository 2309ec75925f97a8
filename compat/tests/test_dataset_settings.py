"""A dataset using every field, question and metadata type and a vector field, created with the SDK and read
back by name (`client.datasets(name, workspace=...)`), compared property by property with support.settings.EXPECTED.

One dataset is created for the whole module; each test checks one part of it, so a failure names the part.
"""

import argilla as rg
import pytest

from support.names import unique_name
from support.settings import EXPECTED, GUIDELINES, MIN_SUBMITTED, full_settings, options_as_pairs


@pytest.fixture(scope="module")
def created(owner):
    """(workspace, dataset as returned by create()) for the module; removed afterwards."""
    workspace = rg.Workspace(name=unique_name("compat-ws"), client=owner).create()
    dataset = None
    try:
        dataset = rg.Dataset(name=unique_name("compat-full"), workspace=workspace,
                             settings=full_settings(owner), client=owner).create()
        yield workspace, dataset
    finally:
        if dataset is not None and dataset.id is not None and owner.datasets(id=dataset.id) is not None:
            owner.api.datasets.delete(dataset.id)
        workspace.delete()


@pytest.fixture(scope="module")
def fetched(owner, created) -> rg.Dataset:
    """The same dataset, found again by name in its workspace with a fresh lookup."""
    workspace, dataset = created
    found = owner.datasets(dataset.name, workspace=workspace.name)
    assert found is not None, f"dataset {dataset.name!r} not found by name in workspace {workspace.name!r}"
    return found


def test_create_returns_a_published_dataset_in_the_workspace(created):
    workspace, dataset = created

    assert dataset.id is not None
    assert dataset._model.status == "ready"  # the SDK published it (PUT /datasets/{id}/publish)
    assert dataset._model.workspace_id == workspace.id
    assert dataset.workspace.name == workspace.name


def test_lookup_by_name_finds_the_same_dataset(created, fetched):
    workspace, dataset = created

    assert fetched.id == dataset.id
    assert fetched.name == dataset.name
    assert fetched._model.status == "ready"
    assert fetched._model.workspace_id == workspace.id
    assert fetched.inserted_at is not None
    assert fetched.updated_at >= fetched.inserted_at


def test_lookup_by_id_and_workspace_listing(owner, created):
    workspace, dataset = created

    by_id = owner.datasets(id=dataset.id)  # by id the SDK does not fetch settings: .get() does
    assert by_id is not None and by_id.name == dataset.name
    assert [f.name for f in by_id.get().settings.fields] == list(EXPECTED["fields"])

    assert dataset.id in {d.id for d in workspace.datasets}


def test_dataset_level_settings(fetched):
    assert fetched.settings.guidelines == GUIDELINES
    assert fetched.settings.allow_extra_metadata is True
    assert fetched.settings.distribution.min_submitted == MIN_SUBMITTED
    assert fetched._model.distribution.strategy == "overlap"


def test_fields_in_order(fetched):
    assert [field.name for field in fetched.settings.fields] == list(EXPECTED["fields"])


@pytest.mark.parametrize("name", list(EXPECTED["fields"]))
def test_field(fetched, name):
    expected = EXPECTED["fields"][name]
    field = fetched.settings.fields[name]
    assert field is not None, f"field {name!r} missing"
    serialized = field.serialize()

    assert field.id is not None
    assert serialized["settings"]["type"] == expected["type"]
    assert field.title == expected["title"]
    assert field.required is expected["required"]
    if "use_markdown" in expected:
        assert serialized["settings"]["use_markdown"] is expected["use_markdown"]
    if expected["type"] == "custom":
        assert field.template == expected["template"]
        assert field.advanced_mode is expected["advanced_mode"]


def test_field_classes(fetched):
    fields = fetched.settings.fields
    assert isinstance(fields["text"], rg.TextField)
    assert isinstance(fields["image"], rg.ImageField)
    assert isinstance(fields["chat"], rg.ChatField)
    assert isinstance(fields["custom"], rg.CustomField)


def test_questions_in_order(fetched):
    assert [question.name for question in fetched.settings.questions] == list(EXPECTED["questions"])


@pytest.mark.parametrize("name", list(EXPECTED["questions"]))
def test_question_common_attributes(fetched, name):
    expected = EXPECTED["questions"][name]
    question = fetched.settings.questions[name]
    assert question is not None, f"question {name!r} missing"

    assert question.id is not None
    assert question.type == expected["type"]
    assert question.title == expected["title"]
    assert question.description == expected["description"]
    assert question.required is expected["required"]


def test_label_question(fetched):
    expected = EXPECTED["questions"]["sentiment"]
    question = fetched.settings.questions["sentiment"]
    settings = question.serialize()["settings"]

    assert isinstance(question, rg.LabelQuestion) and not isinstance(question, rg.MultiLabelQuestion)
    assert question.labels == list(expected["options"])
    assert options_as_pairs(settings) == list(expected["options"].items())
    assert question.visible_labels == expected["visible_options"]


def test_multi_label_question(fetched):
    expected = EXPECTED["questions"]["topics"]
    question = fetched.settings.questions["topics"]
    settings = question.serialize()["settings"]

    assert isinstance(question, rg.MultiLabelQuestion)
    assert options_as_pairs(settings) == list(expected["options"].items())
    assert question.visible_labels == expected["visible_options"]
    assert settings["options_order"] == expected["options_order"]


def test_rating_question(fetched):
    question = fetched.settings.questions["quality"]

    assert isinstance(question, rg.RatingQuestion)
    assert question.values == EXPECTED["questions"]["quality"]["values"]


def test_span_question(fetched):
    expected = EXPECTED["questions"]["entities"]
    question = fetched.settings.questions["entities"]
    settings = question.serialize()["settings"]

    assert isinstance(question, rg.SpanQuestion)
    assert question.field == expected["field"]
    assert options_as_pairs(settings) == list(expected["options"].items())
    assert question.visible_labels == expected["visible_options"]
    assert question.allow_overlapping is expected["allow_overlapping"]


def test_ranking_question(fetched):
    expected = EXPECTED["questions"]["preference"]
    question = fetched.settings.questions["preference"]
    settings = question.serialize()["settings"]

    assert isinstance(question, rg.RankingQuestion)
    assert question.values == list(expected["options"])
    assert options_as_pairs(settings) == list(expected["options"].items())


def test_text_question(fetched):
    question = fetched.settings.questions["comment"]

    assert isinstance(question, rg.TextQuestion)
    assert question.use_markdown is EXPECTED["questions"]["comment"]["use_markdown"]


def test_metadata_properties_in_order(fetched):
    assert [metadata.name for metadata in fetched.settings.metadata] == list(EXPECTED["metadata"])


@pytest.mark.parametrize("name", list(EXPECTED["metadata"]))
def test_metadata_property(fetched, name):
    expected = EXPECTED["metadata"][name]
    metadata = fetched.settings.metadata[name]
    assert metadata is not None, f"metadata property {name!r} missing"
    settings = metadata.serialize()["settings"]

    assert metadata.id is not None
    assert settings["type"] == expected["type"]
    assert metadata.title == expected["title"]
    assert metadata.visible_for_annotators is expected["visible_for_annotators"]
    if expected["type"] == "terms":
        assert isinstance(metadata, rg.TermsMetadataProperty)
        assert metadata.options == expected["values"]
    else:
        assert metadata.min == expected["min"]
        assert metadata.max == expected["max"]


def test_metadata_classes(fetched):
    metadata = fetched.settings.metadata
    assert isinstance(metadata["source"], rg.TermsMetadataProperty)
    assert isinstance(metadata["length"], rg.IntegerMetadataProperty)
    assert isinstance(metadata["score"], rg.FloatMetadataProperty)
    assert type(metadata["length"].min) is int and type(metadata["length"].max) is int


def test_vector_field(fetched):
    assert [vector.name for vector in fetched.settings.vectors] == list(EXPECTED["vectors"])
    vector = fetched.settings.vectors["embedding"]

    assert isinstance(vector, rg.VectorField)
    assert vector.id is not None
    assert vector.dimensions == EXPECTED["vectors"]["embedding"]["dimensions"]
    assert vector.title == EXPECTED["vectors"]["embedding"]["title"]


def test_settings_read_back_equal_the_settings_returned_by_create(created, fetched):
    _, dataset = created
    assert fetched.settings.serialize() == dataset.settings.serialize()
