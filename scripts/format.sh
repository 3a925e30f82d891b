#!/usr/bin/env bash
# Formats every Swift file with the toolchain's swift-format (settings in .swift-format, swift-nio's),
# then lints strictly: a lint finding fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

files=$(git ls-files '*.swift')
swift format format --in-place --parallel $files
swift format lint --strict --parallel $files
echo "formatted and linted $(echo "$files" | wc -w) files"
