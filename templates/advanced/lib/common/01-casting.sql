-- lib/common: try-casts that never raise, and the `?>` operator.
--
-- Defines common.try_cast(p_value text, p_default <type>) for uuid, boolean, integer, bigint, numeric,
-- interval, timestamp and timestamptz, and the operators api.?> (text ?> default) over them, so a handler
-- can write `(request.arguments->>'limit') ?> 50` and get 50 for anything that is not an integer.
-- Every overload returns p_default for NULL, blank or unparsable input; none of them raises.
-- Relies on: nothing but PostgreSQL. Trust boundary: none (pure functions, SECURITY INVOKER).
--
-- The numeric and date overloads are PL/pgSQL on purpose: an inlined SQL function with a constant
-- argument could have its cast folded (and raise) at plan time, whatever the surrounding CASE says.

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default uuid)
RETURNS uuid
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_text text := btrim(p_value, E' \t\r\n');
BEGIN
    -- Dashed (any hyphen placement PostgreSQL accepts between groups of four) or compact 32-digit hex.
    IF v_text ~ '^[0-9A-Fa-f]{8}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{4}-?[0-9A-Fa-f]{12}$' THEN
        RETURN v_text::uuid;
    END IF;
    RETURN p_default;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, uuid) IS
    'The text as a uuid (dashed or compact hex, surrounding whitespace ignored), else p_default. Never raises.';
CALL internal.grant_execute('common.try_cast(text, uuid)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default boolean)
RETURNS boolean
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT CASE lower(btrim(p_value, E' \t\r\n'))
               WHEN 'true' THEN true  WHEN 't' THEN true  WHEN 'yes' THEN true
               WHEN 'y' THEN true     WHEN 'on' THEN true WHEN '1' THEN true
               WHEN 'false' THEN false WHEN 'f' THEN false WHEN 'no' THEN false
               WHEN 'n' THEN false     WHEN 'off' THEN false WHEN '0' THEN false
               ELSE p_default
           END;
$$;
COMMENT ON FUNCTION common.try_cast(text, boolean) IS
    'true/t/yes/y/on/1 or false/f/no/n/off/0 (case and surrounding whitespace ignored), else p_default.';
CALL internal.grant_execute('common.try_cast(text, boolean)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default bigint)
RETURNS bigint
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_text text := btrim(p_value, E' \t\r\n');
BEGIN
    -- Optional sign, digits (leading zeros allowed), at most 39 characters, then a range check.
    -- Nested IFs: SQL does not promise to evaluate AND operands left to right.
    IF length(v_text) BETWEEN 1 AND 39 AND v_text ~ '^[+-]?[0-9]+$' THEN
        IF v_text::numeric BETWEEN -9223372036854775808 AND 9223372036854775807 THEN
            RETURN v_text::numeric::bigint;
        END IF;
    END IF;
    RETURN p_default;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, bigint) IS
    'The text as a bigint (sign, leading zeros and surrounding whitespace allowed, range-checked), else p_default.';
CALL internal.grant_execute('common.try_cast(text, bigint)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default integer)
RETURNS integer
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_value bigint := common.try_cast(p_value, NULL::bigint);
BEGIN
    IF v_value BETWEEN -2147483648 AND 2147483647 THEN
        RETURN v_value::integer;
    END IF;
    RETURN p_default;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, integer) IS
    'The text as an integer (sign, leading zeros and surrounding whitespace allowed, range-checked), else p_default.';
CALL internal.grant_execute('common.try_cast(text, integer)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default numeric)
RETURNS numeric
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_text text := btrim(p_value, E' \t\r\n');
BEGIN
    -- Plain decimal notation with an optional exponent; NaN and Infinity are not numbers a caller means.
    IF length(v_text) BETWEEN 1 AND 1000 AND v_text ~ '^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$' THEN
        BEGIN
            RETURN v_text::numeric;
        EXCEPTION
            WHEN numeric_value_out_of_range OR invalid_text_representation THEN
                RETURN p_default;   -- an exponent beyond numeric's range
        END;
    END IF;
    RETURN p_default;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, numeric) IS
    'The text as a numeric (decimal, optional exponent; NaN/Infinity refused), else p_default.';
CALL internal.grant_execute('common.try_cast(text, numeric)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default interval)
RETURNS interval
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
DECLARE
    v_text  text := btrim(p_value, E' \t\r\n');
    v_parts text[];
    v_value interval;
BEGIN
    IF v_text IS NULL OR v_text = '' OR length(v_text) > 200 THEN
        RETURN p_default;
    END IF;
    -- .NET TimeSpan: [-][d.]hh:mm[:ss[.fffffff]]
    v_parts := regexp_match(v_text, '^(-)?(?:([0-9]{1,9})\.)?([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]{1,7})?)?$');
    IF v_parts IS NOT NULL THEN
        IF v_parts[3]::integer > 23 OR v_parts[4]::integer > 59 OR coalesce(v_parts[5], '0')::integer > 59 THEN
            RETURN p_default;
        END IF;
        v_value := make_interval(days  => coalesce(v_parts[2], '0')::integer,
                                 hours => v_parts[3]::integer,
                                 mins  => v_parts[4]::integer,
                                 secs  => (coalesce(v_parts[5], '0') || coalesce(v_parts[6], ''))::double precision);
        RETURN CASE WHEN v_parts[1] = '-' THEN -v_value ELSE v_value END;
    END IF;
    -- ISO-8601 (P1DT2H) and PostgreSQL's own syntax (1 day 02:00, 90 minutes).
    BEGIN
        RETURN v_text::interval;
    EXCEPTION
        WHEN invalid_datetime_format OR datetime_field_overflow OR interval_field_overflow
          OR invalid_text_representation OR numeric_value_out_of_range THEN
            RETURN p_default;
    END;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, interval) IS
    'The text as an interval (ISO-8601 P.., .NET [-][d.]hh:mm[:ss[.f]], or PostgreSQL syntax), else p_default.';
CALL internal.grant_execute('common.try_cast(text, interval)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default timestamptz)
RETURNS timestamptz
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
DECLARE
    v_text    text := btrim(p_value, E' \t\r\n');
    v_seconds numeric;
BEGIN
    IF v_text IS NULL OR v_text = '' OR length(v_text) > 200 THEN
        RETURN p_default;
    END IF;
    BEGIN
        -- Unix time: seconds, or milliseconds when the magnitude is at least 1e10.
        IF v_text ~ '^[+-]?[0-9]{1,20}(\.[0-9]{1,9})?$' THEN
            v_seconds := v_text::numeric;
            IF abs(v_seconds) >= 1e10 THEN
                v_seconds := v_seconds / 1000;
            END IF;
            RETURN to_timestamp(v_seconds::double precision);
        END IF;
        RETURN v_text::timestamptz;
    EXCEPTION
        WHEN invalid_datetime_format OR datetime_field_overflow OR invalid_text_representation
          OR numeric_value_out_of_range OR invalid_parameter_value THEN
            RETURN p_default;
    END;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, timestamptz) IS
    'The text as a timestamptz (Unix seconds, milliseconds when |n| >= 1e10, or any PostgreSQL input), else p_default.';
CALL internal.grant_execute('common.try_cast(text, timestamptz)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.try_cast(p_value text, p_default timestamp)
RETURNS timestamp
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
DECLARE
    v_text text := btrim(p_value, E' \t\r\n');
BEGIN
    IF v_text ~ '^[+-]?[0-9]{1,20}(\.[0-9]{1,9})?$' THEN
        -- Unix time is UTC by definition.
        RETURN common.try_cast(v_text, NULL::timestamptz) AT TIME ZONE 'UTC';
    END IF;
    IF v_text IS NULL OR v_text = '' OR length(v_text) > 200 THEN
        RETURN p_default;
    END IF;
    BEGIN
        RETURN v_text::timestamp;
    EXCEPTION
        WHEN invalid_datetime_format OR datetime_field_overflow OR invalid_text_representation
          OR numeric_value_out_of_range OR invalid_parameter_value THEN
            RETURN p_default;
    END;
END
$$;
COMMENT ON FUNCTION common.try_cast(text, timestamp) IS
    'The text as a timestamp (Unix seconds/milliseconds read as UTC, or any PostgreSQL input), else p_default.';
CALL internal.grant_execute('common.try_cast(text, timestamp)', 'api', 'admin', 'customer');

-- `value ?> default`: one operator per overload. Operators have no OR REPLACE, so they are created once;
-- they point at the functions above, which CREATE OR REPLACE keeps up to date.
DO $$
DECLARE
    v_type regtype;
BEGIN
    FOREACH v_type IN ARRAY ARRAY['uuid', 'boolean', 'integer', 'bigint', 'numeric', 'interval',
                                  'timestamp', 'timestamptz']::regtype[] LOOP
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_operator o
                         JOIN pg_catalog.pg_namespace n ON n.oid = o.oprnamespace
                        WHERE n.nspname = 'api' AND o.oprname = '?>'
                          AND o.oprleft = 'text'::regtype AND o.oprright = v_type) THEN
            EXECUTE format('CREATE OPERATOR api.?> (LEFTARG = text, RIGHTARG = %s, FUNCTION = common.try_cast)', v_type);
            EXECUTE format('COMMENT ON OPERATOR api.?> (text, %s) IS %L', v_type,
                           'text ?> default: common.try_cast(text, ' || v_type::text || ')');
        END IF;
    END LOOP;
END
$$;
