import type { Config } from '../config.js';
import { serializeRequest } from './request-serializer.js';
import { createPrettyStream, type TextSink } from './pretty-stream.js';

export type LogFormat = 'pretty' | 'json';

/** Where the server's log goes: standard output, which may or may not be a terminal. */
export interface LogOutput extends TextSink {
  isTTY?: boolean;
  hasColors?: () => boolean;
}

/**
 * `GLOSS_LOG_FORMAT`: `auto` (the default) writes readable lines when a person watches a terminal, and
 * JSON lines everywhere else (pipes, files, CI, tests), where programs read and collect them.
 */
export function chooseLogFormat(setting: Config['logFormat'], output: LogOutput): LogFormat {
  if (setting === 'auto') return output.isTTY === true ? 'pretty' : 'json';
  return setting;
}

/** Fastify's logger options for the server process. */
export function serverLoggerOptions(
  level: string,
  format: Config['logFormat'],
  output: LogOutput = process.stdout,
): { level: string; stream?: TextSink; serializers: { req: typeof serializeRequest } } {
  const serializers = { req: serializeRequest };
  if (chooseLogFormat(format, output) === 'json') return { level, serializers };
  // hasColors() follows NO_COLOR and FORCE_COLOR; a pretty log sent to a file gets no escape codes.
  return { level, serializers, stream: createPrettyStream(output, { colours: output.hasColors?.() ?? false }) };
}
