// A deterministic stand-in for an embedding model, speaking the OpenAI-compatible /v1/embeddings wire format:
// POST {model, input: string | string[]} → {object: "list", data: [{object: "embedding", index, embedding}], model}.
// Vectors are hashed character n-grams and words (FNV-1a, signed, 256 dimensions, unit length): no model to download,
// close texts get close vectors, and the same text always gets the same vector. Used by the gateway tests and by
// `npm run bench -- curation` ("vector" there means this embedder, not a semantic model).
import { createServer } from 'node:http';

export const HASHED_DIMENSIONS = 256;

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The vector of one text. */
export function hashedEmbedding(text, dimensions = HASHED_DIMENSIONS) {
  const vector = new Array(dimensions).fill(0);
  const words = String(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
  const add = (feature, weight) => {
    const hash = fnv1a(feature);
    vector[hash % dimensions] += hash & 0x80000000 ? -weight : weight;
  };
  for (const word of words) {
    add(`w:${word}`, 1);
    const padded = `#${word}#`;
    for (let i = 0; i + 3 <= padded.length; i++) add(`g:${padded.slice(i, i + 3)}`, 0.35);
  }
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
  return vector.map((x) => x / norm);
}

/**
 * Starts the embeddings server on 127.0.0.1 (port 0 unless given). Resolves to { url, requests, close }: url is the
 * base to give as EMBEDDINGS_URL (…/v1), requests counts the inputs embedded. `fail` (a function) may return an HTTP
 * status to answer instead, for failure tests.
 */
export function startHashedEmbeddings({ port = 0, fail } = {}) {
  const stats = { requests: 0, inputs: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const status = fail?.();
      if (status) {
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"error": {"message": "failing on purpose"}}');
        return;
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error": {"message": "invalid JSON"}}');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/embeddings' || (typeof body.input !== 'string' && !Array.isArray(body.input))) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error": {"message": "POST /v1/embeddings {model, input}"}}');
        return;
      }
      const inputs = typeof body.input === 'string' ? [body.input] : body.input;
      stats.requests += 1;
      stats.inputs += inputs.length;
      const data = inputs.map((input, index) => ({ object: 'embedding', index, embedding: hashedEmbedding(input) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: body.model }));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}/v1`, stats, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
