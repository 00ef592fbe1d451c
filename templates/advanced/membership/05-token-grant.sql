-- membership: a token session's identity, narrowed to what its OAuth token grants.
--
-- Defines membership.confine_to_token(identity, token) → identity: the scopes of the token and, with an
-- organization claim, that one organization in every organization set of the identity. Pure: it reads nothing,
-- so request identity (current_identity, which applies it again whenever it resolves an identity anew) and the
-- OAuth assertions (which record the grant) both build on it.
-- Callers pass variables, not calls, so that the planner inlines it (a call as an argument is evaluated once per
-- use of its parameter, so the planner would call the function instead, planned anew each time: 70 µs).
-- Relies on: nothing. Trust boundary: none here; owner-only.

-- A person identity narrowed to what the token grants: its scopes (scp) and, with an organization claim, that
-- one organization in every set. Applied again whenever the identity is resolved anew (membership.current_identity).
CREATE OR REPLACE FUNCTION membership.confine_to_token(p_identity jsonb, p_token jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE                  -- not IMMUTABLE: jsonb_build_object is stable, and an immutable body must be immutable to be inlined
AS $$
    SELECT CASE
        WHEN p_identity IS NULL OR p_token IS NULL OR jsonb_typeof(p_token) <> 'object' THEN p_identity
        WHEN p_token ->> 'org' IS NULL THEN p_identity || jsonb_build_object('tok', p_token, 'scp', p_token -> 'scp')
        ELSE p_identity || jsonb_build_object(
            'tok', p_token, 'scp', p_token -> 'scp', 'io', '[]'::jsonb,
            'mo', CASE WHEN p_identity -> 'mo' ? (p_token ->> 'org') THEN jsonb_build_array(p_token ->> 'org') ELSE '[]' END,
            'oo', CASE WHEN p_identity -> 'oo' ? (p_token ->> 'org') THEN jsonb_build_array(p_token ->> 'org') ELSE '[]' END,
            'ao', CASE WHEN p_identity -> 'ao' ? (p_token ->> 'org') THEN jsonb_build_array(p_token ->> 'org') ELSE '[]' END)
    END;
$$;
COMMENT ON FUNCTION membership.confine_to_token(jsonb, jsonb) IS
    'Narrows a person identity to a token''s grant (scopes; the one organization of an organization claim). Owner-only.';
REVOKE ALL ON FUNCTION membership.confine_to_token(jsonb, jsonb) FROM PUBLIC;
