-- Extensions the application's migrations use (apps/server/src/db/migrations).
--
-- The first migration tries CREATE EXTENSION IF NOT EXISTS for each of them and
-- only logs a notice when the role lacks the privilege. Creating them here, once,
-- as the database owner/superuser, lets the application connect with a role that
-- cannot create extensions.
--
-- docker compose: mounted into /docker-entrypoint-initdb.d, so the postgres
-- image runs it against POSTGRES_DB the first time the volume is initialised
-- (not on later starts; run it by hand if the volume already existed).
-- Managed Postgres: run it once as the admin role against the app's database:
--   psql "$ADMIN_DATABASE_URL" -f infra/postgres/init.sql

CREATE EXTENSION IF NOT EXISTS pg_trgm;     -- trigram operators/indexes, for substring searches
CREATE EXTENSION IF NOT EXISTS unaccent;    -- accent-insensitive matching ("José" ~ "jose")
CREATE EXTENSION IF NOT EXISTS btree_gist;  -- GiST exclusion constraints combining equality (id_conta) with ranges
