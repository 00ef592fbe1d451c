// Connection strings and messages are printed only through these: no password ever reaches output.

/** postgresql://user:secret@host/db → postgresql://user:***@host/db; key=value password=… → password=*** */
export function redact(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]*@/gi, '$1:***@')
    .replace(/\b(password|sslpassword)\s*=\s*('[^']*'|"[^"]*"|\S+)/gi, '$1=***');
}

/** Removes every occurrence of known secrets (e.g. the resolved password) from a message. */
export function scrubSecrets(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let result = redact(text);
  for (const secret of secrets) {
    if (secret && secret.length >= 3) result = result.split(secret).join('***');
  }
  return result;
}
