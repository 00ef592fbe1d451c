// The questions `pgmi init` asks on a terminal (@clack/prompts). Only loaded when prompting is allowed.
import { isCancel, select, text } from '@clack/prompts';
import { listTemplates, findTemplate } from '../scaffold/catalogue.js';
import { defaultAnswer, validateAnswer } from '../scaffold/answers.js';
import { UsageError } from '../errors.js';

export interface AskedInit {
  templateName: string;
  answers: Record<string, string>;
}

/** The reply, or a UsageError when the person pressed Ctrl-C (clack answers with its cancel symbol). */
function replyOrCancel<T>(reply: T): Exclude<T, symbol> {
  if (isCancel(reply)) throw new UsageError('init cancelled; nothing was written');
  return reply as Exclude<T, symbol>;
}

export async function askInitQuestions(input: {
  templateName: string | undefined;
  answers: Record<string, string>;
  defaultName: string;
}): Promise<AskedInit> {
  let templateName = input.templateName;
  if (templateName === undefined) {
    const templates = listTemplates();
    templateName = replyOrCancel(
      await select({
        message: 'Template',
        options: templates.map((t) => ({ value: t.name, label: t.name, hint: t.description })),
        initialValue: templates[0]?.name,
      }),
    );
  }
  const manifest = findTemplate(templateName);
  const answers: Record<string, string> = { ...input.answers };
  answers.projectName ??= input.defaultName;
  for (const prompt of manifest.prompts) {
    if (prompt.name === 'projectName' && input.answers.projectName !== undefined) continue;
    const initial = (prompt.name === 'projectName' ? answers.projectName : defaultAnswer(manifest, prompt.name, answers)) ?? '';
    // The default shows as a placeholder; Enter on an empty line takes it (validated as if typed).
    const reply = replyOrCancel(
      await text({
        message: prompt.message,
        placeholder: initial,
        defaultValue: initial,
        validate: (value) => validateAnswer(prompt.kind, (value || initial).trim()),
      }),
    );
    answers[prompt.name] = reply.trim();
  }
  return { templateName, answers };
}
