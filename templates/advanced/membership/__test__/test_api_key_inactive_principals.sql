-- A key stops validating -- and its session stops resolving -- when its user or organization is deactivated
-- or its user leaves the organization (reference §6 72-73, weak points 7.1 #5 and 7.2 #16: one predicate).
-- A request presenting it (membership.verify_credential, which leaves the membership half to the identity
-- resolution) gets no identity, and the server log the same reason the operator sees.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_bob   uuid := current_setting('test.bob_id')::uuid;
    v_org   uuid;
    v_inv   record;
    v_key   record;
    v_res   record;
    v_req   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org := membership.create_organization('Team', 'team');
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'bob@example.com', 'contributor');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.accept_invitation(v_inv.token);
    SELECT * INTO v_key FROM membership.create_api_key(v_bob, v_org, 'bob team key');
    SELECT * INTO v_req FROM membership.verify_credential(v_key.out_api_key);
    IF (v_req.o_identity ->> 'uid') IS DISTINCT FROM v_bob::text OR v_req.o_reason IS NOT NULL THEN
        RAISE EXCEPTION 'expected the live key to identify bob, got %', v_req;
    END IF;

    PERFORM membership.set_organization_active(v_org, false);
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF v_res.reason IS DISTINCT FROM 'organization is inactive' OR pg_temp.act_as('apikey|' || v_key.out_key_id) IS NOT NULL THEN
        RAISE EXCEPTION 'expected organization is inactive and no session, got %', v_res;
    END IF;
    SELECT * INTO v_req FROM membership.verify_credential(v_key.out_api_key);
    IF v_req.o_identity IS NOT NULL OR v_req.o_reason IS DISTINCT FROM 'organization is inactive' THEN
        RAISE EXCEPTION 'expected a request with the key refused for organization is inactive, got %', v_req;
    END IF;
    PERFORM membership.set_organization_active(v_org, true);

    PERFORM membership.set_user_active(v_bob, false);
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF v_res.reason IS DISTINCT FROM 'user is inactive' OR pg_temp.act_as('apikey|' || v_key.out_key_id) IS NOT NULL THEN
        RAISE EXCEPTION 'expected user is inactive and no session, got %', v_res;
    END IF;
    SELECT * INTO v_req FROM membership.verify_credential(v_key.out_api_key);
    IF v_req.o_identity IS NOT NULL OR v_req.o_reason IS DISTINCT FROM 'user is inactive' THEN
        RAISE EXCEPTION 'expected a request with the key refused for user is inactive, got %', v_req;
    END IF;
    PERFORM membership.set_user_active(v_bob, true);

    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.remove_member(v_org, v_bob);
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF v_res.reason IS DISTINCT FROM 'user is not a member' OR pg_temp.act_as('apikey|' || v_key.out_key_id) IS NOT NULL THEN
        RAISE EXCEPTION 'expected user is not a member and no session, got %', v_res;
    END IF;
    SELECT * INTO v_req FROM membership.verify_credential(v_key.out_api_key);
    IF v_req.o_identity IS NOT NULL OR v_req.o_reason IS DISTINCT FROM 'user is not a member' THEN
        RAISE EXCEPTION 'expected a request with the key refused for user is not a member, got %', v_req;
    END IF;
END
$$;
