/**
 * Field-by-field comparison of a fake's answer with a recorded real one, so the fakes cannot
 * drift from the services they stand in for. Returns every difference as `path: what` (an empty
 * list when the shapes agree):
 * - objects: the same keys in the same order;
 * - arrays: every element of the fake's array has the shape of the recorded elements (for
 *   primitives, one of the JSON types the recorded array holds);
 * - primitives: the same JSON type (null only where the recording has null at that place);
 * - strings that look like a format (ISO date-time, `+00:00` instants, hex ids) keep that format;
 * - paths listed in `exact` must have equal values (units, zone names, fixed codes);
 * - paths listed in `nullable` may be null on one side and a value on the other (a stream gauge
 *   has no aquifer where a recorded well has one).
 * - with `documented: true` the recording is a documented example listing every field the service
 *   may send: the fake may leave fields out (in any order) but may not send one it does not list.
 * Paths are written `$.features[].properties.value` (any array index as `[]`).
 */
export function shapeDifferences(
  fake: unknown,
  recorded: unknown,
  options: { exact?: string[]; nullable?: string[]; documented?: boolean; path?: string } = {},
): string[] {
  const out: string[] = [];
  const rules = {
    exact: new Set(options.exact ?? []),
    nullable: new Set(options.nullable ?? []),
    documented: options.documented ?? false,
  };
  compare(fake, recorded, options.path ?? '$', rules, out);
  return out;
}

interface Rules {
  exact: Set<string>;
  nullable: Set<string>;
  documented: boolean;
}

type JsonType = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';
const typeOf = (v: unknown): JsonType =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as JsonType);

/** Formats a recorded string can have that the fake's must keep. */
const FORMATS: [string, RegExp][] = [
  ['local minute (yyyy-MM-ddTHH:mm)', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/],
  ['instant with +00:00', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/],
  ['ISO instant with Z', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['32-hex id', /^[0-9a-f]{32}$/],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/],
  ['numeric string', /^-?\d+(\.\d+)?$/],
];
const formatOf = (s: string) => FORMATS.find(([, re]) => re.test(s))?.[0];

function compare(fake: unknown, rec: unknown, path: string, rules: Rules, out: string[]) {
  const generic = path.replace(/\[\d+\]/g, '[]');
  if (rules.exact.has(generic) || rules.exact.has(path)) {
    if (JSON.stringify(fake) !== JSON.stringify(rec))
      out.push(`${path}: ${JSON.stringify(fake)} where the recording has ${JSON.stringify(rec)}`);
    return;
  }
  const ft = typeOf(fake);
  const rt = typeOf(rec);
  if ((ft === 'null' || rt === 'null') && rules.nullable.has(generic)) return;
  if (ft !== rt) {
    out.push(`${path}: ${ft} where the recording has ${rt}`);
    return;
  }
  if (rt === 'object') {
    const fo = fake as Record<string, unknown>;
    const ro = rec as Record<string, unknown>;
    const fk = Object.keys(fo);
    const rk = Object.keys(ro);
    if (!rules.documented)
      for (const k of rk) if (!(k in fo)) out.push(`${path}.${k}: missing (recorded)`);
    for (const k of fk) if (!(k in ro)) out.push(`${path}.${k}: not in the recording`);
    const shared = rk.filter((k) => k in fo);
    const order = fk.filter((k) => k in ro);
    if (!rules.documented && shared.join(',') !== order.join(','))
      out.push(
        `${path}: keys in order ${order.join(',')} where the recording has ${shared.join(',')}`,
      );
    for (const k of shared) compare(fo[k], ro[k], `${path}.${k}`, rules, out);
    return;
  }
  if (rt === 'array') {
    const fa = fake as unknown[];
    const ra = rec as unknown[];
    if (ra.length === 0) return;
    const recordedTypes = new Set(ra.map(typeOf));
    const model = ra.find((x) => x !== null) ?? ra[0];
    fa.forEach((item, i) => {
      const it = typeOf(item);
      if (!recordedTypes.has(it)) {
        out.push(`${path}[${i}]: ${it} where the recording holds ${[...recordedTypes].join('|')}`);
        return;
      }
      if (it === 'object' || it === 'array' || it === 'string')
        compare(
          item,
          it === typeOf(model) ? model : ra.find((x) => typeOf(x) === it),
          `${path}[${i}]`,
          rules,
          out,
        );
    });
    return;
  }
  if (rt === 'string') {
    const want = formatOf(rec as string);
    if (want && formatOf(fake as string) !== want)
      out.push(`${path}: "${String(fake)}" is not a ${want} like the recorded "${String(rec)}"`);
  }
}
