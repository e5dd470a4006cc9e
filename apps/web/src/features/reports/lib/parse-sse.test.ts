import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './parse-sse.ts';
import { applyReportEvent, type ReportProgressStep } from '../api/create-report.ts';
import { ApiError } from '@/lib/api-client.ts';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events and their data', () => {
    const text = 'event: progress\ndata: {"share":0.1}\n\nevent: done\ndata: {"id":"a"}\n\n';
    expect(parseAll([text])).toEqual([
      { event: 'progress', data: '{"share":0.1}' },
      { event: 'done', data: '{"id":"a"}' },
    ]);
  });

  it('copes with chunks split anywhere, including inside a CRLF pair', () => {
    const text =
      'event: progress\r\ndata: {"share":0.4}\r\n\r\nevent: done\r\ndata: {"id":"b"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'progress', data: '{"share":0.4}' },
        { event: 'done', data: '{"id":"b"}' },
      ]);
    }
  });

  it('joins data lines, skips comments and ids, defaults the name to message', () => {
    expect(parseAll([': keep-alive\n', 'id: 7\ndata: one\ndata:two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parseAll(['event: done\ndata: {"id":"c"}\n'])).toEqual([]);
  });
});

describe('applyReportEvent', () => {
  it('reports progress, clamps the share and ends with the id', () => {
    const seen: ReportProgressStep[] = [];
    expect(
      applyReportEvent(
        'progress',
        '{"type":"progress","step":"writing","label":"Writing your report","share":1.4}',
        (p) => seen.push(p),
      ),
    ).toBeNull();
    expect(seen).toEqual([
      { type: 'progress', step: 'writing', label: 'Writing your report', share: 1, known: true },
    ]);
    expect(applyReportEvent('done', '{"type":"done","id":"r1"}', () => {})).toEqual({ id: 'r1' });
  });

  it('turns an error event into an ApiError with its code and message', () => {
    const result = applyReportEvent(
      'error',
      '{"type":"error","code":"SYSTEM_CONFIGURATION_ERROR","message":"Report engine not wired yet."}',
      () => {},
    );
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({
      code: 'SYSTEM_CONFIGURATION_ERROR',
      message: 'Report engine not wired yet.',
    });
  });

  it('passes on a step the contract does not list, marked unknown, instead of dropping it', () => {
    const seen: ReportProgressStep[] = [];
    applyReportEvent(
      'progress',
      '{"type":"progress","step":"rules","label":"Reading the rules","share":0.5}',
      (p) => seen.push(p),
    );
    expect(seen).toEqual([
      { type: 'progress', step: 'rules', label: 'Reading the rules', share: 0.5, known: false },
    ]);
  });

  it('ignores garbage and an event whose name is not its type', () => {
    const seen: ReportProgressStep[] = [];
    expect(applyReportEvent('progress', 'not json', () => {})).toBeNull();
    expect(
      applyReportEvent('progress', '{"type":"progress","step":"writing"}', () => {}),
    ).toBeNull();
    expect(
      applyReportEvent('done', '{"type":"error","code":"X","message":"m"}', () => {}),
    ).toBeNull();
    expect(
      applyReportEvent('message', '{"type":"done","id":"r1"}', (p) => seen.push(p)),
    ).toBeNull();
    expect(seen).toEqual([]);
  });
});
