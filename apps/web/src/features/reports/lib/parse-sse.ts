/** One Server-Sent Event: its name ('message' when the stream gave none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser for the text/event-stream format (WHATWG HTML, "Server-sent events"):
 * chunks may split lines or events anywhere, lines end in LF, CRLF or CR, a blank line ends an
 * event, lines starting with ':' are comments, and several data lines join with LF. EventSource
 * itself cannot send a POST body or headers, hence this small parser over fetch.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  // A chunk ending in CR may be the first half of a CRLF pair; the LF that follows is not a new line.
  let skipLeadingLf = false;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone CR at the very end might be followed by LF in the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) {
          skipLeadingLf = true;
        }
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** End of stream: a trailing event without its blank line is discarded, as the standard says. */
    end() {
      buffer = '';
      eventName = '';
      data = [];
    },
  };
}
