#!/usr/bin/env bash
# Assembles a Hugging Face Docker Space from this checkout of Gloss: the sources as committed (git archive
# HEAD), built by the repository's own Dockerfile, with this folder's README.md (the Space's front matter:
# sdk docker, app_port 6900, hf_oauth) in place of Gloss's.
#   bash deploy/huggingface-space/make-space.sh DIR      DIR: a clone of your Space's repository
# Then, in DIR: git add -A && git commit -m "Gloss" && git push
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target="${1:?usage: make-space.sh DIR (a clone of the Space repository)}"
[ -d "$target" ] || { echo "$target is not a directory: clone your Space first (git clone https://huggingface.co/spaces/OWNER/NAME)" >&2; exit 1; }

# What the previous version put there goes first, except the Space repository's own .git and .gitattributes.
find "$target" -mindepth 1 -maxdepth 1 ! -name .git ! -name .gitattributes -exec rm -rf -- {} +
git -C "$root" archive --format=tar HEAD | tar -x -C "$target"
cp "$here/README.md" "$target/README.md"
echo "Space assembled in $target ($(git -C "$root" rev-parse --short HEAD)); commit and push it from there."
