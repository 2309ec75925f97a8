"""The "every kind of setting" dataset definition and what the server must give back for it.

`full_settings(client)` builds `rg.Settings` using every field type, every question type, every metadata type and
a vector field. `EXPECTED` describes the same settings as plain data, so tests compare what the server returns
against values written down independently of the SDK objects that were sent.
"""

import argilla as rg

GUIDELINES = "Read the whole text first.\n\n**Markdown** is allowed in guidelines."
MIN_SUBMITTED = 2

CUSTOM_TEMPLATE = "<div class='custom'>{{record.fields.custom.key}}</div>"

SENTIMENT_LABELS = {"pos": "Positive", "neg": "Negative", "neu": "Neutral", "mix": "Mixed"}
TOPIC_LABELS = {"sports": "Sports", "politics": "Politics", "tech": "Technology", "science": "Science"}
ENTITY_LABELS = {"PER": "Person", "ORG": "Organisation", "LOC": "Location"}
RANKING_VALUES = {"reply-a": "Reply A", "reply-b": "Reply B", "reply-c": "Reply C"}
RATING_VALUES = list(range(0, 11))  # 0..10: both ends of the allowed range, and the maximum of 11 options

EXPECTED = {
    "fields": {
        # Fields have no description on the wire (Argilla 2.x's Field schema has none), although the SDK sends
        # one; the text field sends it to prove the server ignores it.
        "text": {"type": "text", "title": "Text to annotate", "required": True, "use_markdown": True},
        "image": {"type": "image", "title": "Picture", "required": False},
        "chat": {"type": "chat", "title": "Conversation", "required": False, "use_markdown": False},
        "custom": {"type": "custom", "title": "Custom view", "required": False, "template": CUSTOM_TEMPLATE,
                   "advanced_mode": False},
    },
    "questions": {
        "sentiment": {"type": "label_selection", "title": "Sentiment", "description": "Overall sentiment",
                      "required": True, "options": SENTIMENT_LABELS, "visible_options": 3},
        "topics": {"type": "multi_label_selection", "title": "Topics", "description": None, "required": False,
                   "options": TOPIC_LABELS, "visible_options": 3, "options_order": "suggestion"},
        "quality": {"type": "rating", "title": "Quality", "description": "0 is bad, 10 is great",
                    "required": False, "values": RATING_VALUES},
        "entities": {"type": "span", "title": "Entities", "description": None, "required": False,
                     "field": "text", "options": ENTITY_LABELS, "visible_options": 3, "allow_overlapping": True},
        "preference": {"type": "ranking", "title": "Preference", "description": None, "required": False,
                       "options": RANKING_VALUES},
        "comment": {"type": "text", "title": "Comment", "description": "Anything else?", "required": False,
                    "use_markdown": True},
    },
    "metadata": {
        "source": {"type": "terms", "title": "Source", "visible_for_annotators": True,
                   "values": ["web", "news", "forum"]},
        "length": {"type": "integer", "title": "Length", "visible_for_annotators": True, "min": 0, "max": 1000},
        "score": {"type": "float", "title": "Score", "visible_for_annotators": False, "min": -1.5, "max": 1.5},
    },
    "vectors": {
        "embedding": {"title": "Sentence embedding", "dimensions": 8},
    },
}


def full_settings(client: rg.Argilla) -> rg.Settings:
    """Settings with every field, question and metadata type plus a vector field (see EXPECTED)."""
    return rg.Settings(
        guidelines=GUIDELINES,
        allow_extra_metadata=True,
        distribution=rg.TaskDistribution(min_submitted=MIN_SUBMITTED),
        fields=[
            rg.TextField(name="text", title="Text to annotate", use_markdown=True, required=True,
                         description="The main text", client=client),
            rg.ImageField(name="image", title="Picture", required=False, _client=client),
            rg.ChatField(name="chat", title="Conversation", use_markdown=False, required=False, _client=client),
            rg.CustomField(name="custom", title="Custom view", template=CUSTOM_TEMPLATE, advanced_mode=False,
                           required=False, _client=client),
        ],
        questions=[
            rg.LabelQuestion(name="sentiment", labels=dict(SENTIMENT_LABELS), title="Sentiment",
                             description="Overall sentiment", visible_labels=3, required=True, client=client),
            rg.MultiLabelQuestion(name="topics", labels=dict(TOPIC_LABELS), title="Topics", visible_labels=3,
                                  labels_order="suggestion", required=False, client=client),
            rg.RatingQuestion(name="quality", values=list(RATING_VALUES), title="Quality",
                              description="0 is bad, 10 is great", required=False, client=client),
            rg.SpanQuestion(name="entities", field="text", labels=dict(ENTITY_LABELS), title="Entities",
                            allow_overlapping=True, visible_labels=3, required=False, client=client),
            rg.RankingQuestion(name="preference", values=dict(RANKING_VALUES), title="Preference",
                               required=False, client=client),
            rg.TextQuestion(name="comment", title="Comment", description="Anything else?", use_markdown=True,
                            required=False, client=client),
        ],
        metadata=[
            rg.TermsMetadataProperty(name="source", options=["web", "news", "forum"], title="Source",
                                     client=client),
            rg.IntegerMetadataProperty(name="length", min=0, max=1000, title="Length", client=client),
            rg.FloatMetadataProperty(name="score", min=-1.5, max=1.5, title="Score", visible_for_annotators=False,
                                     client=client),
        ],
        vectors=[rg.VectorField(name="embedding", dimensions=8, title="Sentence embedding", _client=client)],
    )


def minimal_settings(client: rg.Argilla) -> rg.Settings:
    """One text field and one label question: the smallest dataset the SDK and the server accept."""
    return rg.Settings(
        fields=[rg.TextField(name="text", client=client)],
        questions=[rg.LabelQuestion(name="label", labels=["yes", "no"], client=client)],
    )


def options_as_pairs(serialized_settings: dict) -> list:
    """[(value, text), ...] from a serialized question's settings, in the order the server returned them."""
    return [(o["value"], o.get("text")) for o in serialized_settings["options"]]
