// The embeddings endpoint for tool search (EMBEDDINGS_*): any OpenAI-compatible /v1/embeddings. Unset: the search is
// lexical and says so. Problems are collected like every other variable (config.ts).

export interface EmbeddingsConfig {
  /** Base URL of the OpenAI-compatible API; the gateway POSTs to `${url}/embeddings`. */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; never logged. */
  apiKey: string | undefined;
  /** Longest wait for a query's vector before the search goes on lexically. */
  queryTimeoutMs: number;
  /** Handlers embedded per request to the endpoint. */
  batchSize: number;
  /** How often the gateway looks for handlers without a current vector (besides every registry change). */
  refreshMs: number;
}

export function readEmbeddingsConfig(env: NodeJS.ProcessEnv): { config: EmbeddingsConfig | undefined; problems: string[] } {
  const problems: string[] = [];
  const url = env.EMBEDDINGS_URL?.trim();
  if (!url) return { config: undefined, problems };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') problems.push('EMBEDDINGS_URL must be an http:// or https:// URL');
  } catch {
    problems.push('EMBEDDINGS_URL is not a valid URL (e.g. http://127.0.0.1:11434/v1)');
  }
  const model = env.EMBEDDINGS_MODEL?.trim() ?? '';
  if (model === '' || model.length > 200) problems.push('EMBEDDINGS_MODEL is required with EMBEDDINGS_URL (the model name, at most 200 characters)');
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) problems.push(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
    return value >= min && value <= max ? value : fallback;
  };
  const config: EmbeddingsConfig = {
    url: url.replace(/\/+$/, ''),
    model,
    apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined,
    queryTimeoutMs: number('EMBEDDINGS_QUERY_TIMEOUT_MS', 2000, 50, 60_000),
    batchSize: number('EMBEDDINGS_BATCH_SIZE', 32, 1, 512),
    refreshMs: number('EMBEDDINGS_REFRESH_MS', 60_000, 1000, 86_400_000),
  };
  return { config: problems.length === 0 ? config : undefined, problems };
}
