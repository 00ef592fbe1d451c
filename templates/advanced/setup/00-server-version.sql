-- Deploy-time setup: the PostgreSQL this template needs. 15 or newer: the membership views are
-- security_invoker (15+), and on 15+ the database owner owns the public schema, so a deployer without superuser
-- can close it. An older server stops the deploy here with SQLSTATE PGM10, which pgmi reports as exit 10 before
-- anything is applied, instead of a syntax error halfway through.

DO $$
BEGIN
    IF pg_catalog.current_setting('server_version_num')::int < 150000 THEN
        RAISE EXCEPTION 'this project needs PostgreSQL 15 or newer; the server runs %', pg_catalog.current_setting('server_version')
            USING ERRCODE = 'PGM10',
                  HINT = 'Nothing was changed. Deploy to PostgreSQL 15, 16, 17 or 18 (docs/production-postgresql.md).';
    END IF;
END
$$;
