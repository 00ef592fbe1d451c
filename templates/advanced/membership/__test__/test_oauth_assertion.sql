-- OAuth token assertions (14-oauth-assertions.sql): only an assertion keyed with the stored secret, unexpired,
-- from a trusted and active issuer, for a subject already linked, authenticates; every other one raises PA401.
-- membership.provision_identity creates users only for issuers that may, links by email only when the issuer may
-- AND the token says the email is verified (and only to a verified account); an organization claim confines the
-- session to that organization; the token's scopes, not the person's, are what api.current_scope_allows sees.
SET LOCAL client_min_messages = warning;
SELECT pg_temp.as_system();
INSERT INTO membership.oauth_assertion_key (id, secret) VALUES (1, repeat('s', 40))
    ON CONFLICT (id) DO UPDATE SET secret = EXCLUDED.secret;
SELECT core.leave_system_context('');
SELECT membership.set_oauth_issuer('https://idp.example.test', 'exampleidp', true, true, 'org');
SELECT membership.set_oauth_issuer('https://closed.example.test', 'closedidp', false, false);
SELECT membership.set_oauth_issuer('https://off.example.test', 'offidp', true, true, NULL, false);

CREATE FUNCTION pg_temp.assertion(p_claims jsonb, p_secret text DEFAULT repeat('s', 40)) RETURNS text
LANGUAGE sql AS $$
    SELECT 'pgmi-oat.' || b || '.' || encode(extensions.hmac(convert_to('oauth-assertion' || chr(10) || b, 'UTF8'), convert_to(p_secret, 'UTF8'), 'sha256'), 'hex')
      FROM (SELECT internal.base64url_encode(convert_to(p_claims::text, 'UTF8')) AS b) AS t
$$;
CREATE FUNCTION pg_temp.claims(p_iss text, p_sub text, p_extra jsonb DEFAULT '{}') RETURNS jsonb
LANGUAGE sql AS $$
    SELECT jsonb_build_object('v', 1, 'iss', p_iss, 'sub', p_sub, 'scp', jsonb_build_array('mcp:read'), 'aud', 'https://mcp.example.test/mcp',
                              'exp', floor(extract(epoch FROM now())) + 300) || p_extra
$$;
CREATE FUNCTION pg_temp.refused(p_credential text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM membership.authenticate(p_credential);
    RETURN false;
EXCEPTION WHEN SQLSTATE 'PA401' THEN
    RETURN true;
END
$$;

DO $$
DECLARE
    v_ok      text := pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'svc-1'));
    v_user    uuid;
    v_alice   uuid := current_setting('test.alice_id')::uuid;
    v_other   uuid;
    v_grant   jsonb;
BEGIN
    -- Unknown subject: refused until provisioned; provisioning (issuer may) creates a user with a personal organization.
    IF NOT pg_temp.refused(v_ok) THEN RAISE EXCEPTION 'expected an unprovisioned subject to be refused'; END IF;
    v_user := membership.provision_identity(v_ok);
    IF v_user IS NULL OR membership.provision_identity(v_ok) IS DISTINCT FROM v_user THEN
        RAISE EXCEPTION 'expected provisioning to create one user and to be idempotent, got %', v_user;
    END IF;
    PERFORM pg_temp.expect('authenticate(the provisioned user''s assertion)', membership.authenticate(v_ok), v_user);
    PERFORM pg_temp.expect('organizations of the provisioned user', cardinality(api.current_member_org_ids()), 1);
    IF NOT api.current_scope_allows('mcp:read') OR api.current_scope_allows('mcp:write') OR api.current_scope_allows('keys:write') THEN
        RAISE EXCEPTION 'expected exactly the token''s scopes';
    END IF;

    -- Tampered MAC, wrong secret, expired, untrusted, inactive issuer, garbage: PA401.
    IF NOT pg_temp.refused(left(v_ok, -1) || CASE WHEN right(v_ok, 1) = '0' THEN '1' ELSE '0' END) THEN RAISE EXCEPTION 'tampered MAC accepted'; END IF;
    IF NOT pg_temp.refused(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'svc-1'), repeat('t', 40))) THEN RAISE EXCEPTION 'wrong secret accepted'; END IF;
    IF NOT pg_temp.refused(replace(v_ok, split_part(v_ok, '.', 2), split_part(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'svc-2')), '.', 2))) THEN
        RAISE EXCEPTION 'claims swapped under another MAC accepted';
    END IF;
    IF NOT pg_temp.refused(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'svc-1', '{"exp": 1000}'))) THEN RAISE EXCEPTION 'expired accepted'; END IF;
    IF NOT pg_temp.refused(pg_temp.assertion(pg_temp.claims('https://evil.example.test', 'svc-1'))) THEN RAISE EXCEPTION 'untrusted issuer accepted'; END IF;
    IF NOT pg_temp.refused('pgmi-oat.e30.' || repeat('0', 64)) OR NOT pg_temp.refused('pgmi-oat.garbage') THEN RAISE EXCEPTION 'garbage accepted'; END IF;
    IF membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://evil.example.test', 'x'))) IS NOT NULL
       OR membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'x'), repeat('t', 40))) IS NOT NULL THEN
        RAISE EXCEPTION 'expected provisioning to refuse untrusted issuers and bad MACs';
    END IF;

    -- An issuer that may not provision creates nothing; an inactive one is refused even when linked.
    IF membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://closed.example.test', 'c-1', '{"email": "alice@example.com", "ev": true}'))) IS NOT NULL THEN
        RAISE EXCEPTION 'expected an issuer without provisioning or linking rights to create or link nothing';
    END IF;
    IF membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://off.example.test', 'o-1'))) IS NOT NULL THEN
        RAISE EXCEPTION 'expected an inactive issuer to provision nothing';
    END IF;

    -- Linking by email: only a verified claim, only to a verified account.
    IF membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'a-1', '{"email": "alice@example.com", "ev": true}'))) IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected a verified email to link to Alice';
    END IF;
    v_other := membership.provision_identity(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'a-2', '{"email": "alice@example.com", "ev": false}')));
    IF v_other IS NULL OR v_other = v_alice THEN
        RAISE EXCEPTION 'expected an unverified email to get its own user, not Alice''s, got %', v_other;
    END IF;
    IF (SELECT email_verified FROM membership."user" WHERE object_id = v_other) THEN
        RAISE EXCEPTION 'expected the unverified claim to stay unverified';
    END IF;

    -- Organization claim: confined to that organization when a member, to nothing otherwise.
    PERFORM pg_temp.expect('authenticate(Alice with an org claim)',
        membership.authenticate(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'a-1', jsonb_build_object('org', current_setting('test.alice_org'))))),
        v_alice);
    PERFORM pg_temp.expect('organizations under the org claim', api.current_member_org_ids(), ARRAY[current_setting('test.alice_org')::uuid]);
    PERFORM membership.authenticate(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'a-1', jsonb_build_object('org', current_setting('test.bob_org')))));
    PERFORM pg_temp.expect('organizations under a claim for an organization the user is not in', api.current_member_org_ids(), '{}'::uuid[]);
    -- A task created by a token session runs later as its subject, narrowed again by the recorded grant.
    PERFORM membership.authenticate(pg_temp.assertion(pg_temp.claims('https://idp.example.test', 'a-1', jsonb_build_object('org', current_setting('test.alice_org')))));
    v_grant := membership.current_identity() -> 'tok';
    PERFORM membership.set_request_identity('exampleidp|a-1');
    IF api.current_scope_allows('mcp:write') IS NOT TRUE THEN
        RAISE EXCEPTION 'expected the bare subject to be a person session';
    END IF;
    PERFORM membership.restore_token_grant(v_grant);
    PERFORM pg_temp.expect('mcp:write allowed under the restored grant (scopes ' || coalesce(membership.current_identity() ->> 'scp', 'NULL') || ')',
        api.current_scope_allows('mcp:write'), false);
    PERFORM pg_temp.expect('organizations under the restored grant', api.current_member_org_ids(), ARRAY[current_setting('test.alice_org')::uuid]);
    -- ... and counts only while its issuer is trusted and active.
    IF NOT membership.token_grant_is_trusted(v_grant) OR NOT membership.token_grant_is_trusted(NULL) THEN
        RAISE EXCEPTION 'expected a grant of an active issuer (and no grant) to be trusted';
    END IF;
    IF membership.token_grant_is_trusted(v_grant || '{"iss": "https://off.example.test"}')
       OR membership.token_grant_is_trusted(v_grant || '{"iss": "https://unknown.example.test"}') THEN
        RAISE EXCEPTION 'expected a grant of an inactive or unknown issuer not to be trusted';
    END IF;
    PERFORM membership.authenticate(NULL);
END
$$;
