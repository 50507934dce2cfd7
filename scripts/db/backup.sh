#!/usr/bin/env bash
# Dumps the shop's PostgreSQL database in pg_dump's custom format.
# Usage: DATABASE_URL=postgres://… scripts/db/backup.sh [file]   (default: pallu-YYYYmmdd-HHMMSS.dump)
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
file="${1:-pallu-$(date -u +%Y%m%d-%H%M%S).dump}"
pg_dump --format=custom --no-owner --no-privileges --file="$file" "$DATABASE_URL"
echo "$file"
