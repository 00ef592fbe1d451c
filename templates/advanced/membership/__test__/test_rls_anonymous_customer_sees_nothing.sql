-- A customer session without a verified identity reads no user, identity, organization or membership row.
SELECT pg_temp.become_customer();
DO $$
DECLARE
    v_total bigint;
BEGIN
    SELECT (SELECT count(*) FROM membership."user") + (SELECT count(*) FROM membership.user_identity)
         + (SELECT count(*) FROM membership.organization) + (SELECT count(*) FROM membership.organization_member)
         + (SELECT count(*) FROM membership.user_role) + (SELECT count(*) FROM api.vw_current_user)
      INTO v_total;
    PERFORM pg_temp.expect('rows an anonymous customer sees', v_total, 0);
END
$$;
