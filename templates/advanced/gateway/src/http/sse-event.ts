/**
 * One Server-Sent Event; `data` is serialised as JSON (undefined: an empty data line, the priming event of a
 * resumable stream), `id` and `retry` make it resumable; a comment keeps idle connections alive.
 */
export type SseEvent = { kind: 'message'; data: unknown; id?: string; retry?: number } | { kind: 'comment'; text: string };
