"""The README's code blocks, and the marks that say which of them `compat/readme/` runs.

A mark is an HTML comment on the line before a block's opening fence, `<!-- readme-test: NAME -->`; rendered
Markdown does not show it. Every Python block and every `pip install` line of the README must carry one, so a
new Python line cannot go untested by accident.
"""

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional

README = Path(__file__).resolve().parents[2] / "README.md"

MARK = re.compile(r"^<!--\s*readme-test:\s*([a-z-]+)\s*-->\s*$")
FENCE = re.compile(r"^```\s*([A-Za-z0-9_+-]*)\s*$")


@dataclass
class Block:
    language: str
    text: str
    line: int
    """Where its opening fence is (1-based), for messages."""
    mark: Optional[str]


def read_blocks(path: Path = README) -> List[Block]:
    """Every fenced block of the file, with its mark when the line before the fence holds one."""
    lines = path.read_text(encoding="utf-8").splitlines()
    blocks: List[Block] = []
    i = 0
    while i < len(lines):
        opening = FENCE.match(lines[i])
        if not opening:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if end == len(lines):
            raise ValueError(f"{path.name}:{i + 1}: a code block is never closed")
        previous = MARK.match(lines[i - 1]) if i > 0 else None
        blocks.append(Block(
            language=opening.group(1),
            text="\n".join(lines[i + 1:end]) + "\n",
            line=i + 1,
            mark=previous.group(1) if previous else None,
        ))
        i = end + 1
    return blocks


def is_python(block: Block) -> bool:
    """A block a reader would run for the Python SDK: Python code, or a shell line that installs with pip."""
    if block.language in ("python", "py"):
        return True
    return any(re.match(r"^\s*(python3? -m )?pip3? install\b", line) for line in block.text.splitlines())


def marked(blocks: List[Block]) -> Dict[str, Block]:
    """The marked blocks by their mark; a mark used twice is an error (the test would run only one)."""
    by_mark: Dict[str, Block] = {}
    for block in blocks:
        if block.mark is None:
            continue
        if block.mark in by_mark:
            raise ValueError(f"README.md:{block.line}: the mark {block.mark!r} is already on the block at line "
                             f"{by_mark[block.mark].line}")
        by_mark[block.mark] = block
    return by_mark
