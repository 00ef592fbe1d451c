// One call to an OpenAI-compatible embeddings endpoint: POST {model, input: [texts]} → {data: [{index, embedding}]}.
// Errors say what went wrong without the API key or the texts.
import type { EmbeddingsConfig } from './embeddings-config.js';

export class EmbeddingsError extends Error {}

export async function embedTexts(config: EmbeddingsConfig, texts: readonly string[], timeoutMs: number): Promise<number[][]> {
  let response: Response;
  try {
    response = await fetch(`${config.url}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, input: texts }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new EmbeddingsError(name === 'TimeoutError' ? `the embeddings endpoint did not answer within ${timeoutMs} ms` : 'the embeddings endpoint is unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EmbeddingsError(`the embeddings endpoint answered HTTP ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data) || data.length !== texts.length) throw new EmbeddingsError('the embeddings endpoint answered without one vector per input');
  const vectors: number[][] = new Array(texts.length);
  for (const [position, item] of data.entries()) {
    const index = typeof item?.index === 'number' ? item.index : position;
    const embedding: unknown = item?.embedding;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x)) || !(index in vectors) && index >= texts.length) {
      throw new EmbeddingsError('the embeddings endpoint answered with a malformed vector');
    }
    vectors[index] = embedding as number[];
  }
  if (vectors.some((v) => v === undefined)) throw new EmbeddingsError('the embeddings endpoint answered without one vector per input');
  return vectors;
}
