-- Weak point 7.3 #21: an organization admin invites by email; the invitee, signed in with that verified email,
-- accepts with the token and becomes an active member with the invited role (reference §6 items 19-24).
DO $$
DECLARE
    v_bob  uuid := current_setting('test.bob_id')::uuid;
    v_org  uuid := current_setting('test.alice_org')::uuid;
    v_inv  record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'Bob@Example.com', 'reader');
    IF v_inv.token !~ '^inv_[0-9A-Za-z]{43}$' OR v_inv.expires_at <= now() THEN
        RAISE EXCEPTION 'expected a token and a future expiry, got % / %', v_inv.token, v_inv.expires_at;
    END IF;
    IF NOT EXISTS (SELECT FROM membership.vw_pending_invitations WHERE organization_id = v_org AND email = 'bob@example.com') THEN
        RAISE EXCEPTION 'expected the inviter to see the invitation in vw_pending_invitations, got none';
    END IF;
    PERFORM pg_temp.act_as('github|bob-001');
    IF NOT EXISTS (SELECT FROM membership.vw_pending_invitations WHERE organization_id = v_org AND user_id = v_bob AND status = 'pending') THEN
        RAISE EXCEPTION 'expected Bob to see his invitation in vw_pending_invitations, got none';
    END IF;
    IF v_org = ANY (api.current_member_org_ids()) THEN
        RAISE EXCEPTION 'expected Bob not a member before accepting';
    END IF;
    IF membership.accept_invitation(v_inv.token) IS DISTINCT FROM v_org THEN
        RAISE EXCEPTION 'expected accept_invitation to return the organization %', v_org;
    END IF;
    IF NOT v_org = ANY (api.current_member_org_ids()) THEN
        RAISE EXCEPTION 'expected Bob a member after accepting, got orgs %', api.current_member_org_ids();
    END IF;
    PERFORM pg_temp.as_system();
    IF NOT EXISTS (SELECT FROM membership.vw_active_memberships
                    WHERE organization_id = v_org AND user_id = v_bob AND role = 'reader' AND joined_at IS NOT NULL) THEN
        RAISE EXCEPTION 'expected an active reader membership with joined_at, got none';
    END IF;
    PERFORM pg_temp.expect('the invitation''s status', (SELECT status FROM membership.invitation WHERE object_id = v_inv.invitation_id), 'accepted');
    PERFORM pg_temp.expect('the accepted invitation is still pending',
        EXISTS (SELECT FROM membership.vw_pending_invitations WHERE object_id = v_inv.invitation_id), false);
END
$$;
