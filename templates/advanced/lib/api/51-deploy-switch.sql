-- lib/api: on/off deploy parameters that decide what a deploy registers.
--
-- Defines internal.deploy_switch(p_name) → boolean: whether the deploy parameter pgmi.<p_name> is on (on, true,
-- yes or 1, any case); off when it is anything else or not given. api/*examples.sql registers the example
-- handlers only WHERE internal.deploy_switch('examples') (pgmi.yaml: params.examples "off", dev_params.examples
-- "on").
-- Meaningful during a deploy only: outside one, no pgmi.* parameter is set and every switch is off.
-- Relies on: nothing. Repeatable. Trust boundary: none; owner-only.

CREATE OR REPLACE FUNCTION internal.deploy_switch(p_name text)
RETURNS boolean
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT lower(btrim(coalesce(current_setting('pgmi.' || p_name, true), ''))) IN ('on', 'true', 'yes', '1');
$$;
COMMENT ON FUNCTION internal.deploy_switch(text) IS
    'Whether the deploy parameter pgmi.<name> is on (on / true / yes / 1); off when absent. Deploy-time only.';
REVOKE ALL ON FUNCTION internal.deploy_switch(text) FROM PUBLIC;
