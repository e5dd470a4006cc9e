export interface ResolveContext {
  parentURL?: string;
  conditions?: string[];
  importAttributes?: Record<string, string>;
}
export interface ResolveAnswer {
  url: string;
  format?: string | null;
  shortCircuit?: boolean;
}
export declare function resolve(
  specifier: string,
  context: ResolveContext,
  nextResolve: (specifier: string, context: ResolveContext) => ResolveAnswer,
): ResolveAnswer;
