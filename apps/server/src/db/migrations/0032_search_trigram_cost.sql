-- The trigram test of a search (`words <% search_name`) costs tens of microseconds a product, but
-- pg_trgm declares it as cheap as an equality, so the planner read every product rather than
-- joining the name's trigram index with the full-text index. Its real cost lets it use them.
-- A database user that does not own pg_trgm's functions keeps the old plan: searches stay right,
-- only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
EXCEPTION
  WHEN insufficient_privilege OR undefined_function THEN
    RAISE NOTICE 'search trigram cost left as it was: %', SQLERRM;
END
$$;
