import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { chooseLogFormat, serverLoggerOptions, type LogOutput } from '../../src/logging/logger-options.js';
import { createPrettyStream } from '../../src/logging/pretty-stream.js';
import { redactedUrl } from '../../src/logging/request-serializer.js';

/** Standard output as the server would see it: a terminal (with or without colours) or a pipe. */
function output(kind: 'terminal' | 'colour terminal' | 'pipe'): LogOutput & { text(): string } {
  const written: string[] = [];
  return {
    isTTY: kind !== 'pipe',
    hasColors: kind === 'pipe' ? undefined : () => kind === 'colour terminal',
    write: (text: string) => written.push(text),
    text: () => written.join(''),
  };
}

const CLOCK = String.raw`\d\d:\d\d:\d\d\.\d{3}`;
const ESCAPE = '\u001b[';

describe('choosing the log format', () => {
  it('writes readable lines to a terminal and JSON to anything else by default', () => {
    expect(chooseLogFormat('auto', output('terminal'))).toBe('pretty');
    expect(chooseLogFormat('auto', output('colour terminal'))).toBe('pretty');
    expect(chooseLogFormat('auto', output('pipe'))).toBe('json');
  });

  it('follows GLOSS_LOG_FORMAT when it says pretty or json', () => {
    expect(chooseLogFormat('json', output('terminal'))).toBe('json');
    expect(chooseLogFormat('pretty', output('pipe'))).toBe('pretty');
  });

  it('refuses another value of GLOSS_LOG_FORMAT at start, naming the variable', () => {
    expect(loadConfig({ GLOSS_LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(() => loadConfig({ GLOSS_LOG_FORMAT: 'yaml' })).toThrowError(ConfigError);
    expect(() => loadConfig({ GLOSS_LOG_FORMAT: 'yaml' })).toThrowError(/GLOSS_LOG_FORMAT/);
  });

  it('leaves JSON to pino (its own fast destination) and gives pretty lines a stream', () => {
    expect(serverLoggerOptions('warn', 'auto', output('pipe'))).toEqual({ level: 'warn', serializers: { req: expect.any(Function) } });
    expect(serverLoggerOptions('info', 'auto', output('terminal'))).toMatchObject({ level: 'info', stream: expect.anything() });
  });
});

describe('readable log lines from a real Fastify server', () => {
  async function serve(out: LogOutput, requests: string[]) {
    const app = Fastify({ logger: serverLoggerOptions('info', 'auto', out) });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/boom', async () => {
      throw new Error('disk on fire');
    });
    for (const url of requests) await app.inject({ method: 'GET', url });
    app.log.info({ dataset: 'reviews', records: 3 }, 'dataset published');
    app.log.warn({ note: 'two words' }, 'careful');
    await app.close();
  }

  it('writes one line per request with method, URL, status and time', async () => {
    const out = output('terminal');
    await serve(out, ['/hello']);
    const lines = out.text().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${CLOCK} INFO  GET /hello 200 \\d+\\.\\d ms$`)));
    expect(out.text()).not.toContain('incoming request');
    expect(out.text()).not.toContain('"level"');
  });

  it("writes other fields as key=value and an error's message and stack under its request", async () => {
    const out = output('terminal');
    await serve(out, ['/boom']);
    const text = out.text();
    expect(text).toMatch(new RegExp(`${CLOCK} ERROR GET /boom\\n    Error: disk on fire\\n    at `));
    expect(text).toMatch(new RegExp(`${CLOCK} INFO  GET /boom 500 \\d+\\.\\d ms\\n`));
    expect(text).toMatch(new RegExp(`${CLOCK} INFO  dataset published dataset=reviews records=3\\n`));
    expect(text).toMatch(new RegExp(`${CLOCK} WARN  careful note="two words"\\n`));
    expect(text).not.toContain(ESCAPE);
  });

  it('colours the level and status only where the terminal has colours', async () => {
    const out = output('colour terminal');
    await serve(out, ['/hello']);
    expect(out.text()).toContain(`${ESCAPE}32mINFO ${ESCAPE}39m`);
    expect(out.text()).toContain(`${ESCAPE}32m200${ESCAPE}39m`);
  });
});

describe('the pretty stream', () => {
  it('passes lines that are not pino records through unchanged', () => {
    const out = output('pipe');
    createPrettyStream(out, { colours: false }).write('plain text\n');
    expect(out.text()).toBe('plain text\n');
  });

  it('names the request on lines logged while it runs, and forgets it once completed', () => {
    const out = output('pipe');
    const stream = createPrettyStream(out, { colours: false });
    const at = { level: 30, time: Date.now(), reqId: 'req-1' };
    stream.write(`${JSON.stringify({ ...at, req: { method: 'POST', url: '/api/v1/datasets' }, msg: 'incoming request' })}\n`);
    stream.write(`${JSON.stringify({ ...at, level: 40, msg: 'slow query' })}\n`);
    stream.write(`${JSON.stringify({ ...at, res: { statusCode: 201 }, responseTime: 12.345, msg: 'request completed' })}\n`);
    stream.write(`${JSON.stringify({ ...at, msg: 'late' })}\n`);
    expect(out.text().replace(new RegExp(CLOCK, 'g'), 'T')).toBe(
      ['T WARN  POST /api/v1/datasets slow query', 'T INFO  POST /api/v1/datasets 201 12.3 ms', 'T INFO  late', ''].join('\n'),
    );
  });
});

describe('requests in the log', () => {
  it('never show the values of secret-looking query parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...serverLoggerOptions('info', 'json', output('pipe')), stream: { write: (line: string) => void lines.push(line) } } });
    app.post('/api/v1/token', async () => ({}));
    await app.inject({ method: 'POST', url: '/api/v1/token?username=ada&password=hunter2&x=1&api_key=K&access_token=T&code=C&state=S' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/api/v1/token?username=ada&password=***&x=1&api_key=***&access_token=***&code=***&state=***');
    for (const secret of ['hunter2', '=K', '=T&', '=C&', '=S"']) expect(logged).not.toContain(secret);
  });

  it('keep plain query parameters and paths as they are', () => {
    expect(redactedUrl('/api/v1/datasets/x/records?offset=10&limit=5')).toBe('/api/v1/datasets/x/records?offset=10&limit=5');
    expect(redactedUrl('/api/v1/me')).toBe('/api/v1/me');
    expect(redactedUrl('/x?%70assword=p&flag')).toBe('/x?%70assword=***&flag');
  });
});
