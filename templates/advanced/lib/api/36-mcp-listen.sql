-- lib/api: subscriptions/listen (2026-07-28): a long-lived POST whose event stream carries the notifications
-- a client opted in to — tools/prompts/resources list_changed and resources/updated for named URIs — instead of
-- the handshake revisions' GET stream and resources/subscribe.
--
-- Defines (owner-only): internal.mcp_listen_outcome(params, authenticated) → outcome
-- SQL decides what the subscription may carry; the gateway holds the stream: it sends
-- notifications/subscriptions/acknowledged (with the agreed filter) first, then every matching notification
-- it hears on LISTEN pgmi_registry_changed / pgmi_resource_updated, each tagged with
-- _meta["io.modelcontextprotocol/subscriptionId"] = the listen request's id, and this result (its teardown
-- answer) when it closes the subscription. Resource URIs the caller may not read (unknown, or requiresAuth for an
-- anonymous caller) are left out of the agreed filter, so nobody learns when a hidden resource changes.
-- Relies on: 31-mcp-dispatch (internal.mcp_find_handler), 21-mcp-builders.

CREATE OR REPLACE FUNCTION internal.mcp_listen_outcome(p_params jsonb, p_authenticated boolean)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_filter jsonb := p_params -> 'notifications';
    v_agreed jsonb := '{}';
    v_key    text;
    v_uris   jsonb;
BEGIN
    IF jsonb_typeof(v_filter) IS DISTINCT FROM 'object' THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: notifications is required (an object: toolsListChanged, promptsListChanged, '
                                         'resourcesListChanged, resourceSubscriptions)');
    END IF;
    FOREACH v_key IN ARRAY ARRAY['toolsListChanged', 'promptsListChanged', 'resourcesListChanged'] LOOP
        IF v_filter ? v_key AND jsonb_typeof(v_filter -> v_key) <> 'boolean' THEN
            RETURN internal.mcp_fail(-32602, format('Invalid params: notifications.%s must be a boolean', v_key));
        ELSIF v_filter -> v_key = 'true'::jsonb THEN
            v_agreed := v_agreed || jsonb_build_object(v_key, true);
        END IF;
    END LOOP;
    IF v_filter ? 'resourceSubscriptions' THEN
        IF jsonb_typeof(v_filter -> 'resourceSubscriptions') <> 'array'
           OR EXISTS (SELECT FROM jsonb_array_elements(v_filter -> 'resourceSubscriptions') u WHERE jsonb_typeof(u) <> 'string') THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: notifications.resourceSubscriptions must be an array of URIs');
        END IF;
        SELECT coalesce(jsonb_agg(DISTINCT u), '[]'::jsonb) INTO v_uris
          FROM jsonb_array_elements_text(v_filter -> 'resourceSubscriptions') AS u
         WHERE length(u) <= 2048 AND (internal.mcp_find_handler('resource', u, p_authenticated)).handler_object_id IS NOT NULL;
        v_agreed := v_agreed || jsonb_build_object('resourceSubscriptions', v_uris);
    END IF;
    RETURN internal.mcp_ok(jsonb_build_object('notifications', v_agreed));
END
$$;
COMMENT ON FUNCTION internal.mcp_listen_outcome(jsonb, boolean) IS
    'subscriptions/listen: validates the filter and returns the agreed one (visible resource URIs only); the gateway '
    'acknowledges it and keeps the stream.';
REVOKE ALL ON FUNCTION internal.mcp_listen_outcome(jsonb, boolean) FROM PUBLIC;
