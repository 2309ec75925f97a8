"""Reference values of Gloss's inter-annotator agreement, computed with the packages the field uses.

Each measure is delegated to a published implementation:
- Cohen's kappa, plain and quadratic-weighted: scikit-learn's `cohen_kappa_score`;
- Fleiss' kappa: statsmodels' `fleiss_kappa`;
- Krippendorff's alpha, nominal and ordinal, with missing data: the `krippendorff` package;
- Spearman's rho (average ranks for ties): scipy's `spearmanr`;
- token-level span F1: scikit-learn's `f1_score(average="micro")` over (record, token) x label indicators.
A measure that is undefined (the package answers nan, or raises for want of variation) is None.

On top of those, `question_agreement` reads a dataset's answers the way the server's agreement report does
(which records count, which pairs, multi-label per label, a ranking's records averaged, spans summed), so the
expected figures of whole datasets come from the same packages.

Run as a script, it writes server/test/fixtures/agreement/expected.json from cases.json beside it;
test_agreement_reference.py checks that the committed file is exactly what this computes.
"""

from __future__ import annotations

import itertools
import json
import math
import re
import sys
import unicodedata
import warnings
from pathlib import Path
from typing import Any, Iterable, Optional

import krippendorff
import numpy as np
from scipy.stats import spearmanr
from sklearn.metrics import cohen_kappa_score, f1_score
from statsmodels.stats.inter_rater import fleiss_kappa

FIXTURES = Path(__file__).resolve().parents[2] / "server" / "test" / "fixtures" / "agreement"
CASES = FIXTURES / "cases.json"
EXPECTED = FIXTURES / "expected.json"


def _defined(value: Any) -> Optional[float]:
    value = float(value)
    return None if math.isnan(value) else value


def _quietly(compute):
    """The packages warn on 0/0 and answer nan (or raise): both mean the measure is undefined."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with np.errstate(all="ignore"):
            try:
                return _defined(compute())
            except ValueError:
                return None


# ----------------------------------------------------------------------------------------------------------
# The measures
# ----------------------------------------------------------------------------------------------------------


def cohen(first: list, second: list, labels: Optional[list] = None, weights: Optional[str] = None) -> Optional[float]:
    return _quietly(lambda: cohen_kappa_score(first, second, labels=labels, weights=weights))


def fleiss(table: list[list[int]]) -> Optional[float]:
    return _quietly(lambda: fleiss_kappa(np.asarray(table, dtype=float), method="fleiss"))


def alpha(data: list[list[Any]], level: str, value_domain: Optional[list] = None) -> Optional[float]:
    matrix = np.array([[np.nan if value is None else value for value in row] for row in data], dtype=float)
    return _quietly(lambda: krippendorff.alpha(reliability_data=matrix, level_of_measurement=level, value_domain=value_domain))


def spearman(first: list[float], second: list[float]) -> Optional[float]:
    return _quietly(lambda: spearmanr(first, second).statistic)


# JavaScript's `\s` (the server's definition of a space), spelled out: Python's own differs in a few characters.
_SPACES = set("\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff") | {chr(c) for c in range(0x2000, 0x200B)}


def _is_word(character: str) -> bool:
    return character == "_" or unicodedata.category(character)[0] in "LMN"


def tokenize(text: str) -> list[list[int]]:
    """[start, end) in code points: runs of letters, marks, numbers and `_`, and every other non-space character alone."""
    tokens: list[list[int]] = []
    for offset, character in enumerate(text):
        if _is_word(character):
            if tokens and tokens[-1][1] == offset and _is_word(text[offset - 1]):
                tokens[-1][1] = offset + 1
            else:
                tokens.append([offset, offset + 1])
        elif character not in _SPACES:
            tokens.append([offset, offset + 1])
    return tokens


def _indicators(text: str, spans: list[dict], labels: list[str]) -> np.ndarray:
    """One row per token, one column per label: 1 where a span with that label overlaps the token."""
    tokens = tokenize(text)
    rows = np.zeros((len(tokens), len(labels)), dtype=int)
    for span in spans:
        for index, (start, end) in enumerate(tokens):
            if span["start"] < end and span["end"] > start:
                rows[index, labels.index(span["label"])] = 1
    return rows


def span_f1(pairs: Iterable[tuple[str, list[dict], list[dict]]], labels: list[str]) -> Optional[float]:
    """Micro F1 over every (record, token, label): one annotator's marks as truth, the other's as prediction."""
    truth, prediction = [], []
    for text, first, second in pairs:
        truth.append(_indicators(text, first, labels))
        prediction.append(_indicators(text, second, labels))
    if not truth:
        return None
    y_true, y_pred = np.vstack(truth), np.vstack(prediction)
    if y_true.sum() + y_pred.sum() == 0:
        return None  # nothing marked by either: no F1 (scikit-learn's zero_division case)
    return _quietly(lambda: f1_score(y_true, y_pred, average="micro", zero_division=np.nan))


# ----------------------------------------------------------------------------------------------------------
# A dataset's answers, read as the server's agreement report reads them
# ----------------------------------------------------------------------------------------------------------

# The chance-corrected coefficients rest on the spread of answers over records: on fewer than two they are
# left undefined, whatever the formula gives.
MIN_RECORDS = 2


def _chance_corrected(value: Optional[float], records: int) -> Optional[float]:
    return value if records >= MIN_RECORDS else None


def _figure(metric: str, value: Optional[float], records: int) -> dict:
    return {"metric": metric, "value": value, "records": records}


def _mean(values: Iterable[Optional[float]]) -> Optional[float]:
    defined = [value for value in values if value is not None]
    return sum(defined) / len(defined) if defined else None


def _ranks(value: list[dict], options: list[str]) -> list[float]:
    by_value = {item["value"]: item["rank"] for item in value}
    return [by_value[option] for option in options]


def _answer_key(kind: str, value: Any) -> Any:
    """What two answers must share to agree: a label set, a ranking's order (ties included), a set of spans."""
    if kind == "multi_label_selection":
        return frozenset(value)
    if kind == "ranking":  # which values come first and which tie, not the rank numbers themselves
        ranks = sorted({item["rank"] for item in value})
        return tuple(frozenset(item["value"] for item in value if item["rank"] == rank) for rank in ranks)
    if kind == "span":
        return frozenset((span["label"], span["start"], span["end"]) for span in value)
    return value


def question_agreement(name: str, question: dict, records: list[dict]) -> dict:
    """
    `records`: each {"text": the span question's field text, "answers": {annotator: submitted value}} holding
    only the annotators whose submitted response answers this question. Annotators are named so that sorting
    the names gives the server's order (it sorts by username).
    """
    kind = question["type"]
    options = question.get("options", [])
    counted = [record for record in records if len(record["answers"]) >= 2]
    users = sorted({user for record in counted for user in record["answers"]})
    disagreements = sum(1 for record in counted if len({_answer_key(kind, value) for value in record["answers"].values()}) > 1)
    pairs_of = [
        (first, second, [record for record in counted if first in record["answers"] and second in record["answers"]])
        for first, second in itertools.combinations(users, 2)
    ]
    pairs_of = [(first, second, shared) for first, second, shared in pairs_of if shared]
    result: dict = {"question": name, "type": kind, "records": len(counted), "disagreements": disagreements}
    n = len(counted)

    def pair(first: str, second: str, metric: str, value: Optional[float], shared: list) -> dict:
        return {"users": [first, second], "metric": metric, "value": value, "records": len(shared)}

    if kind == "label_selection":
        index = {label: position for position, label in enumerate(options)}
        result["pairs"] = [
            pair(a, b, "cohen_kappa", _chance_corrected(cohen([r["answers"][a] for r in shared], [r["answers"][b] for r in shared]), len(shared)), shared)
            for a, b, shared in pairs_of
        ]
        data = [[index[r["answers"][user]] if user in r["answers"] else None for r in counted] for user in users]
        overall = [_figure("krippendorff_alpha", _chance_corrected(alpha(data, "nominal", list(range(len(options)))) if n else None, n), n)]
        if n and len({len(r["answers"]) for r in counted}) == 1:
            table = [[list(r["answers"].values()).count(label) for label in options] for r in counted]
            overall.append(_figure("fleiss_kappa", _chance_corrected(fleiss(table), n), n))
        result["overall"] = overall
    elif kind == "rating":
        scale = sorted(options)
        result["pairs"] = [
            pair(a, b, "weighted_kappa",
                 _chance_corrected(cohen([r["answers"][a] for r in shared], [r["answers"][b] for r in shared], labels=scale, weights="quadratic"), len(shared)),
                 shared)
            for a, b, shared in pairs_of
        ]
        data = [[r["answers"].get(user) for r in counted] for user in users]
        result["overall"] = [_figure("krippendorff_alpha", _chance_corrected(alpha(data, "ordinal", scale) if n else None, n), n)]
    elif kind == "multi_label_selection":
        labels = []
        for label in options:
            if not any(label in value for r in counted for value in r["answers"].values()):
                continue  # nobody chose it: every figure of it would be undefined
            has = lambda r, user, label=label: int(label in r["answers"][user])
            data = [[has(r, user) if user in r["answers"] else None for r in counted] for user in users]
            labels.append({
                "label": label,
                "overall": [_figure("krippendorff_alpha", _chance_corrected(alpha(data, "nominal", [0, 1]), n), n)],
                "pairs": [
                    pair(a, b, "cohen_kappa", _chance_corrected(cohen([has(r, a) for r in shared], [has(r, b) for r in shared], labels=[0, 1]), len(shared)), shared)
                    for a, b, shared in pairs_of
                ],
            })
        result["pairs"] = [
            pair(a, b, "cohen_kappa", _mean(entry["pairs"][position]["value"] for entry in labels), shared)
            for position, (a, b, shared) in enumerate(pairs_of)
        ]
        result["overall"] = [_figure("krippendorff_alpha", _mean(entry["overall"][0]["value"] for entry in labels), n)]
        result["labels"] = labels
    elif kind == "span":
        result["pairs"] = [
            pair(a, b, "span_f1", span_f1([(r["text"], r["answers"][a], r["answers"][b]) for r in shared], options), shared)
            for a, b, shared in pairs_of
        ]
        everything = [(r["text"], r["answers"][a], r["answers"][b]) for a, b, shared in pairs_of for r in shared]
        result["overall"] = [_figure("span_f1", span_f1(everything, options), n)]
    elif kind == "ranking":
        every_record: list[Optional[float]] = []
        result["pairs"] = []
        for a, b, shared in pairs_of:
            rhos = [spearman(_ranks(r["answers"][a], options), _ranks(r["answers"][b], options)) for r in shared]
            every_record.extend(rhos)
            result["pairs"].append(pair(a, b, "spearman_rho", _mean(rhos), shared))
        result["overall"] = [_figure("spearman_rho", _mean(every_record), n)]
    else:
        result["pairs"] = []
        result["overall"] = []
    _lead_with_the_pair(result)
    for label in result.get("labels", []):
        _lead_with_the_pair(label)
    return result


def _lead_with_the_pair(figures: dict) -> None:
    """Two annotators alone on every record counted: their Cohen's kappa (plain or weighted) leads the overall figures."""
    pairs, overall = figures["pairs"], figures["overall"]
    if len(pairs) == 1 and pairs[0]["metric"] in ("cohen_kappa", "weighted_kappa") and overall and pairs[0]["records"] == overall[0]["records"]:
        only = pairs[0]
        overall.insert(0, _figure(only["metric"], only["value"], only["records"]))


def dataset_agreement(scenario: dict) -> dict:
    """The expected report of a dataset scenario of cases.json: its annotators, then each question."""
    questions = scenario["questions"]
    submitted = [
        {user: response["values"] for user, response in record["responses"].items() if response["status"] == "submitted"}
        for record in scenario["records"]
    ]
    shared = [answers for answers in submitted if len(answers) >= 2]
    annotators = sorted({user for answers in shared for user in answers})
    report = {
        "annotators": [{"user": user, "records": sum(1 for answers in shared if user in answers)} for user in annotators],
        "questions": [],
    }
    for name, question in questions.items():
        records = [
            {"text": record["text"], "answers": {user: values[name] for user, values in answers.items() if values.get(name) is not None}}
            for record, answers in zip(scenario["records"], submitted)
        ]
        report["questions"].append(question_agreement(name, question, records))
    return report


# ----------------------------------------------------------------------------------------------------------
# expected.json
# ----------------------------------------------------------------------------------------------------------


def expected_values(cases: dict) -> dict:
    by_name = lambda items, compute: {case["name"]: compute(case) for case in items}
    return {
        "about": "Computed by compat/tests/agreement_reference.py from cases.json; do not edit by hand.",
        "cohen_kappa": by_name(cases["cohen_kappa"], lambda c: cohen(c["first"], c["second"])),
        "weighted_kappa": by_name(cases["weighted_kappa"], lambda c: cohen(c["first"], c["second"], labels=c.get("labels"), weights="quadratic")),
        "fleiss_kappa": by_name(cases["fleiss_kappa"], lambda c: fleiss(c["table"])),
        "krippendorff_alpha": by_name(cases["krippendorff_alpha"], lambda c: alpha(c["data"], c["level"], c.get("value_domain"))),
        "spearman_rho": by_name(cases["spearman_rho"], lambda c: spearman(c["first"], c["second"])),
        "tokens": by_name(cases["tokens"], lambda c: tokenize(c["text"])),
        "span_f1": by_name(cases["span_f1"], lambda c: span_f1([(r["text"], r["first"], r["second"]) for r in c["records"]], c["labels"])),
        "datasets": by_name(cases["datasets"], dataset_agreement),
    }


def load_cases() -> dict:
    return json.loads(CASES.read_text(encoding="utf-8"))


def render(expected: dict) -> str:
    return json.dumps(expected, indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    EXPECTED.write_text(render(expected_values(load_cases())), encoding="utf-8")
    print(f"wrote {EXPECTED}", file=sys.stderr)
