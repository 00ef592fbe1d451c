// A tool that deploys but fails when called (its table does not exist): line 7 of its file reads the table.
export const BROKEN_TOOL_LINE = 7;

export function brokenToolSql(id: string): string {
  return `-- a tool whose table does not exist
SELECT api.create_or_replace_mcp_handler(
    '{"id": "${id}", "type": "tool", "name": "broken", "requiresAuth": false,
      "inputSchema": {"type": "object", "additionalProperties": false}}'::jsonb,
    $body$
BEGIN
    PERFORM count(*) FROM api.notez;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('never')), request.request_id);
END;
$body$);
`;
}
