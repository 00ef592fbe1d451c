// The questions `pgmi init` asks on a terminal. Only loaded when prompting is allowed.
import prompts from 'prompts';
import { listTemplates, findTemplate } from '../scaffold/catalogue.js';
import { defaultAnswer, validateAnswer } from '../scaffold/answers.js';
import { UsageError } from '../errors.js';

export interface AskedInit {
  templateName: string;
  answers: Record<string, string>;
}

export async function askInitQuestions(input: {
  templateName: string | undefined;
  answers: Record<string, string>;
  defaultName: string;
}): Promise<AskedInit> {
  const onCancel = () => {
    throw new UsageError('init cancelled; nothing was written');
  };
  let templateName = input.templateName;
  if (templateName === undefined) {
    const templates = listTemplates();
    const picked = await prompts(
      {
        type: 'select',
        name: 'template',
        message: 'Template',
        choices: templates.map((t) => ({ title: t.name, description: t.description, value: t.name })),
        initial: 0,
      },
      { onCancel },
    );
    templateName = String(picked.template);
  }
  const manifest = findTemplate(templateName);
  const answers: Record<string, string> = { ...input.answers };
  answers.projectName ??= input.defaultName;
  for (const prompt of manifest.prompts) {
    if (prompt.name === 'projectName' && input.answers.projectName !== undefined) continue;
    const initial = prompt.name === 'projectName' ? answers.projectName : defaultAnswer(manifest, prompt.name, answers);
    const reply = await prompts(
      {
        type: 'text',
        name: 'value',
        message: prompt.message,
        initial,
        validate: (value: string) => validateAnswer(prompt.kind, value.trim()) ?? true,
      },
      { onCancel },
    );
    answers[prompt.name] = String(reply.value).trim();
  }
  return { templateName, answers };
}
