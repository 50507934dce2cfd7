#!/usr/bin/env bash
# Restores a dump made by backup.sh into an EMPTY database (create it first; never restore over a live shop).
# Usage: DATABASE_URL=postgres://…/scratch scripts/db/restore.sh file.dump
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
file="${1:?give the dump file to restore}"
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
