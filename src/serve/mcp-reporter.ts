// A Reporter for tool calls: text goes to the log stream (stderr), steps become notifications/progress when
// the request carried a progressToken.
import type { ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { createReporter, type Reporter } from '../output/reporter.js';

export interface ProgressSink {
  progressToken?: string | number;
  sendNotification(notification: ServerNotification): Promise<void>;
}

export function createToolReporter(log: NodeJS.WritableStream, verbose: boolean, sink: ProgressSink): Reporter {
  const text = createReporter({ mode: 'plain', stream: log, verbose });
  return {
    ...text,
    get warnings() {
      return text.warnings;
    },
    progress(index, total, label) {
      if (verbose) text.progress(index, total, label);
      if (sink.progressToken === undefined) return;
      // Progress is advisory: a client that went away must not fail the run.
      sink
        .sendNotification({ method: 'notifications/progress', params: { progressToken: sink.progressToken, progress: index, total, message: label } })
        .catch(() => undefined);
    },
  };
}
